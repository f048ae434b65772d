import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type {
  useVoiceEventsSubscription as UseVoiceEventsSubscription,
  useVoiceEventsSubscription$data,
} from '../__generated__/useVoiceEventsSubscription.graphql';
import { appendMessage } from './voiceSessionStore';

const voiceEventsSubscription = graphql`
  subscription useVoiceEventsSubscription($sessionId: ID!) {
    voiceEvents(sessionId: $sessionId) {
      __typename
      ... on VoiceStateEvent {
        state
      }
      ... on VoiceTranscriptEvent {
        utteranceId
        text
        isFinal
      }
      ... on VoiceQuestionEvent {
        question {
          messageId
          text
          isAI
          timestamp
        }
      }
      ... on VoiceTokenEvent {
        messageId
        index
        delta
      }
      ... on VoiceReplyEvent {
        reply {
          messageId
          text
          isAI
          timestamp
        }
        speechUrl
      }
      ... on VoiceErrorEvent {
        code
        message
      }
    }
  }
`;

export type VoiceEvent = useVoiceEventsSubscription$data['voiceEvents'];

/**
 * Everything that happens in a voice session, as it happens. A question and the complete reply land in
 * the session's conversation in the store, once each (the reply's tokens only stream: the screen shows
 * them until the reply lands). The live connection retries by itself (graphql-ws) and then subscribes
 * again: its first event is always the session's state. When it gives up, `onDrop` is called; bump
 * `generation` to subscribe afresh.
 */
export function useVoiceEventsSubscription(
  sessionId: string,
  generation: number,
  onEvent: (event: VoiceEvent) => void,
  onDrop: () => void,
): void {
  // A new generation is a new subscription (the previous one ended).
  // biome-ignore lint/correctness/useExhaustiveDependencies: generation restarts the subscription on purpose
  const config = useMemo<GraphQLSubscriptionConfig<UseVoiceEventsSubscription>>(
    () => ({
      subscription: voiceEventsSubscription,
      variables: { sessionId },
      updater: (store, data) => {
        const event = store.getRootField('voiceEvents');
        const kind = data?.voiceEvents?.__typename;
        if (kind === 'VoiceQuestionEvent')
          appendMessage(store, sessionId, event?.getLinkedRecord('question'));
        else if (kind === 'VoiceReplyEvent') appendMessage(store, sessionId, event?.getLinkedRecord('reply'));
      },
      onNext: (response) => {
        if (response?.voiceEvents) onEvent(response.voiceEvents);
      },
      onError: () => onDrop(),
      onCompleted: () => onDrop(),
    }),
    [sessionId, generation, onEvent, onDrop],
  );
  useSubscription(config);
}
