import { graphql } from 'react-relay';
import type { useSubmitAssignmentMutation as UseSubmitAssignmentMutation } from '../../__generated__/useSubmitAssignmentMutation.graphql';
import { useMutation } from '../../relay/useMutation';

const submitAssignmentMutation = graphql`
  mutation useSubmitAssignmentMutation($input: SubmitAssignmentInput!) {
    submitAssignment(input: $input) {
      __typename
      ... on SubmitAssignmentPayload {
        marked
        assignment {
          id
          status
          findings
          visitNote
          ...MyAssignmentRow_assignment
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Submits the assignment with its saved drafts; the server marks a markable one straight away. */
export function useSubmitAssignmentMutation() {
  return useMutation<UseSubmitAssignmentMutation>(submitAssignmentMutation);
}
