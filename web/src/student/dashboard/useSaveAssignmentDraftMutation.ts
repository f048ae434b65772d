import { graphql } from 'react-relay';
import type { useSaveAssignmentDraftMutation as UseSaveAssignmentDraftMutation } from '../../__generated__/useSaveAssignmentDraftMutation.graphql';
import { useMutation } from '../../relay/useMutation';

// The payload re-reads what the row and both dialogs show, so the table updates from the store.
const saveAssignmentDraftMutation = graphql`
  mutation useSaveAssignmentDraftMutation($input: SaveAssignmentDraftInput!) {
    saveAssignmentDraft(input: $input) {
      __typename
      ... on AssignmentPayload {
        assignment {
          id
          diagnosisDraft
          noteDraft
          diagnosisDraftParts {
            diagnosis
            treatments
          }
        }
      }
      ... on ValidationError {
        field
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Saves the diagnosis with treatments, or the visit note, as a server-side draft. */
export function useSaveAssignmentDraftMutation() {
  return useMutation<UseSaveAssignmentDraftMutation>(saveAssignmentDraftMutation);
}
