import { graphql } from 'react-relay';
import type { useCreateUserMutation as UseCreateUserMutation } from '../../__generated__/useCreateUserMutation.graphql';
import { useMutation } from '../../relay/useMutation';

const createUserMutation = graphql`
  mutation useCreateUserMutation($input: CreateUserInput!) {
    createUser(input: $input) {
      __typename
      ... on UserPayload {
        user {
          id
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

export function useCreateUserMutation() {
  return useMutation<UseCreateUserMutation>(createUserMutation);
}
