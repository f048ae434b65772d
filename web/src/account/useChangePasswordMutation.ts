import { graphql, useMutation } from 'react-relay';
import type { useChangePasswordMutation as UseChangePasswordMutation } from '../__generated__/useChangePasswordMutation.graphql';

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
