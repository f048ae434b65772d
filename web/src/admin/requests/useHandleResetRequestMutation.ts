import { graphql } from 'react-relay';
import type { useHandleResetRequestMutation as UseHandleResetRequestMutation } from '../../__generated__/useHandleResetRequestMutation.graphql';
import { useMutation } from '../../relay/useMutation';

const handleResetRequestMutation = graphql`
  mutation useHandleResetRequestMutation($input: HandleResetRequestInput!) {
    handleResetRequest(input: $input) {
      __typename
      ... on ResetRequestPayload {
        request {
          id
          status
          handledAt
        }
        assignment {
          id
          status
          requestStatus
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useHandleResetRequestMutation() {
  return useMutation<UseHandleResetRequestMutation>(handleResetRequestMutation);
}
