import { graphql } from 'react-relay';
import type { useSaveVoiceSessionMutation as UseSaveVoiceSessionMutation } from '../__generated__/useSaveVoiceSessionMutation.graphql';
import { useMutation } from '../relay/useMutation';

const saveVoiceSessionMutation = graphql`
  mutation useSaveVoiceSessionMutation($input: SaveVoiceSessionInput!) {
    saveVoiceSession(input: $input) {
      __typename
      ... on SaveVoiceSessionPayload {
        stored
        message
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Save Session: the conversation is saved to the assignment now. */
export function useSaveVoiceSessionMutation() {
  return useMutation<UseSaveVoiceSessionMutation>(saveVoiceSessionMutation);
}
