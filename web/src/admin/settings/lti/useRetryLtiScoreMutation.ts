import { graphql } from 'react-relay';
import type { useRetryLtiScoreMutation as UseRetryLtiScoreMutation } from '../../../__generated__/useRetryLtiScoreMutation.graphql';
import { useMutation } from '../../../relay/useMutation';

const retryLtiScoreMutation = graphql`
  mutation useRetryLtiScoreMutation($id: ID!) {
    retryLtiScore(id: $id) {
      __typename
      ... on RetryLtiScorePayload {
        message
        score {
          id
          ...LtiScoreRow_score
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useRetryLtiScoreMutation() {
  return useMutation<UseRetryLtiScoreMutation>(retryLtiScoreMutation);
}
