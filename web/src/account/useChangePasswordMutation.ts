import { graphql } from 'react-relay';
import type { useChangePasswordMutation as UseChangePasswordMutation } from '../__generated__/useChangePasswordMutation.graphql';
import { useMutation } from '../relay/useMutation';

const changePasswordMutation = graphql`
  mutation useChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ... on ViewerPayload {
        viewer {
          sessionExpiresAt
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

export function useChangePasswordMutation() {
  return useMutation<UseChangePasswordMutation>(changePasswordMutation);
}
