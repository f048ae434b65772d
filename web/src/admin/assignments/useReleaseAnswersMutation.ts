import { graphql } from 'react-relay';
import type { useReleaseAnswersMutation as UseReleaseAnswersMutation } from '../../__generated__/useReleaseAnswersMutation.graphql';
import { useMutation } from '../../relay/useMutation';

const releaseAnswersMutation = graphql`
  mutation useReleaseAnswersMutation($assignmentId: ID!) {
    releaseAnswers(assignmentId: $assignmentId) {
      __typename
      ... on AssignmentPayload {
        assignment {
          id
          answersReleased
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** 'Release answers': from now on the student sees the expected diagnosis and treatments with their marks. */
export function useReleaseAnswersMutation() {
  return useMutation<UseReleaseAnswersMutation>(releaseAnswersMutation);
}
