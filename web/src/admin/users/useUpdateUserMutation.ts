import { graphql } from 'react-relay';
import type { useUpdateUserMutation as UseUpdateUserMutation } from '../../__generated__/useUpdateUserMutation.graphql';
import { useMutation } from '../../relay/useMutation';

const updateUserMutation = graphql`
  mutation useUpdateUserMutation($input: UpdateUserInput!) {
    updateUser(input: $input) {
      __typename
      ... on UserPayload {
        user {
          id
          ...UserRow_user
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

export function useUpdateUserMutation() {
  return useMutation<UseUpdateUserMutation>(updateUserMutation);
}
