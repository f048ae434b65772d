import { type Environment, fetchQuery, graphql } from 'relay-runtime';
import type { refreshVoiceSessionQuery as RefreshVoiceSessionQuery } from '../__generated__/refreshVoiceSessionQuery.graphql';

const refreshVoiceSessionQuery = graphql`
  query refreshVoiceSessionQuery($id: ID!) {
    node(id: $id) {
      ... on VoiceSession {
        state
        messages {
          messageId
          text
          isAI
          timestamp
        }
      }
    }
  }
`;

export type RefreshedSession = NonNullable<RefreshVoiceSessionQuery['response']['node']>;

/** The session as the server has it now (after a dropped connection: what was missed meanwhile). */
export async function refreshVoiceSession(
  environment: Environment,
  sessionId: string,
): Promise<RefreshedSession | null> {
  const data = await fetchQuery<RefreshVoiceSessionQuery>(
    environment,
    refreshVoiceSessionQuery,
    { id: sessionId },
    { fetchPolicy: 'network-only' },
  ).toPromise();
  return data?.node ?? null;
}
