import { graphql } from 'react-relay';
import type { useConfirmMarksMutation as UseConfirmMarksMutation } from '../../__generated__/useConfirmMarksMutation.graphql';
import { useMutation } from '../../relay/useMutation';

const confirmMarksMutation = graphql`
  mutation useConfirmMarksMutation($assignmentId: ID!) {
    confirmMarks(assignmentId: $assignmentId) {
      __typename
      ... on AssignmentPayload {
        assignment {
          id
          marksConfirmedAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** 'Confirm marks': the teacher agrees with the mark as it stands (docs/marking.md, grader agreement). */
export function useConfirmMarksMutation() {
  return useMutation<UseConfirmMarksMutation>(confirmMarksMutation);
}
