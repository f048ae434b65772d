import { graphql, useMutation } from 'react-relay';
import type { useAskPatientMutation as UseAskPatientMutation } from '../__generated__/useAskPatientMutation.graphql';

const askPatientMutation = graphql`
  mutation useAskPatientMutation($input: AskPatientInput!) {
    askPatient(input: $input) {
      __typename
      # The reply's text comes once, on voiceEvents (useVoiceEventsSubscription.ts): the answer here
      # only says which reply it was, so that one the events missed can be read.
      ... on AskPatientPayload {
        reply {
          messageId
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** A typed question to the patient: answers once the (streamed) reply is complete and saved. */
export function useAskPatientMutation() {
  return useMutation<UseAskPatientMutation>(askPatientMutation);
}
