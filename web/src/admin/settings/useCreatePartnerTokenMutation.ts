import { graphql } from 'react-relay';
import type { useCreatePartnerTokenMutation as UseCreatePartnerTokenMutation } from '../../__generated__/useCreatePartnerTokenMutation.graphql';
import { useMutation } from '../../relay/useMutation';

const createPartnerTokenMutation = graphql`
  mutation useCreatePartnerTokenMutation($input: CreatePartnerTokenInput!) {
    createPartnerToken(input: $input) {
      __typename
      ... on CreatePartnerTokenPayload {
        message
        secret
        token {
          id
          name
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useCreatePartnerTokenMutation() {
  return useMutation<UseCreatePartnerTokenMutation>(createPartnerTokenMutation);
}
