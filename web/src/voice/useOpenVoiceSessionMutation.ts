import { graphql, useMutation } from 'react-relay';
import type { useOpenVoiceSessionMutation as UseOpenVoiceSessionMutation } from '../__generated__/useOpenVoiceSessionMutation.graphql';

const openVoiceSessionMutation = graphql`
  mutation useOpenVoiceSessionMutation($input: OpenVoiceSessionInput!) {
    openVoiceSession(input: $input) {
      __typename
      ... on VoiceSessionPayload {
        session {
          id
          mode
          state
          socketPath
          patient {
            name
          }
          providers {
            speechToText
            textToSpeech
          }
          messages {
            messageId
            text
            isAI
            timestamp
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Opens (or resumes) the student's session of an assignment, or an admin's try of a patient case. */
export function useOpenVoiceSessionMutation() {
  return useMutation<UseOpenVoiceSessionMutation>(openVoiceSessionMutation);
}
