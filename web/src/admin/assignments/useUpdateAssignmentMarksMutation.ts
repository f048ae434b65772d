import { graphql } from 'react-relay';
import type { useUpdateAssignmentMarksMutation as UseUpdateAssignmentMarksMutation } from '../../__generated__/useUpdateAssignmentMarksMutation.graphql';
import { useMutation } from '../../relay/useMutation';

const updateAssignmentMarksMutation = graphql`
  mutation useUpdateAssignmentMarksMutation($input: UpdateAssignmentMarksInput!) {
    updateAssignmentMarks(input: $input) {
      __typename
      ... on AssignmentPayload {
        assignment {
          id
          status
          feedback
          markedBy
          scores {
            total
            mandatoryQuestions
            symptoms
            treatment
            diagnosis
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useUpdateAssignmentMarksMutation() {
  return useMutation<UseUpdateAssignmentMarksMutation>(updateAssignmentMarksMutation);
}
