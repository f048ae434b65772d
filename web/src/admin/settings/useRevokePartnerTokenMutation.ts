import { graphql } from 'react-relay';
import type { useRevokePartnerTokenMutation as UseRevokePartnerTokenMutation } from '../../__generated__/useRevokePartnerTokenMutation.graphql';
import { useMutation } from '../../relay/useMutation';

const revokePartnerTokenMutation = graphql`
  mutation useRevokePartnerTokenMutation($input: RevokePartnerTokenInput!) {
    revokePartnerToken(input: $input) {
      __typename
      ... on RevokePartnerTokenPayload {
        message
        token {
          id
          active
          revokedAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useRevokePartnerTokenMutation() {
  return useMutation<UseRevokePartnerTokenMutation>(revokePartnerTokenMutation);
}
