import { graphql } from 'react-relay';
import type { useLoginMutation as UseLoginMutation } from '../__generated__/useLoginMutation.graphql';
import { useMutation } from '../relay/useMutation';

const loginMutation = graphql`
  mutation useLoginMutation($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on LoginPayload {
        viewer {
          sessionExpiresAt
          user {
            id
            name
            email
            username
            avatarUrl
            isAdmin
            isSuperAdmin
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useLoginMutation() {
  return useMutation<UseLoginMutation>(loginMutation);
}
