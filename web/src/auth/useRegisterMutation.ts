import { graphql } from 'react-relay';
import type { useRegisterMutation as UseRegisterMutation } from '../__generated__/useRegisterMutation.graphql';
import { useMutation } from '../relay/useMutation';

const registerMutation = graphql`
  mutation useRegisterMutation($input: RegisterInput!) {
    register(input: $input) {
      __typename
      ... on ValidationError {
        field
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useRegisterMutation() {
  return useMutation<UseRegisterMutation>(registerMutation);
}
