import { graphql, useMutation } from 'react-relay';
import type { useAskPatientMutation as UseAskPatientMutation } from '../__generated__/useAskPatientMutation.graphql';

const askPatientMutation = graphql`
  mutation useAskPatientMutation($input: AskPatientInput!) {
    askPatient(input: $input) {
      __typename
      ... on AskPatientPayload {
        question {
          messageId
          text
          isAI
          timestamp
        }
        reply {
          messageId
          text
          isAI
          timestamp
        }
        speechUrl
      }
      ... on Error {
        message
      }
    }
  }
`;

/** A typed question to the patient: answers once the (streamed) reply is complete. */
export function useAskPatientMutation() {
  return useMutation<UseAskPatientMutation>(askPatientMutation);
}
