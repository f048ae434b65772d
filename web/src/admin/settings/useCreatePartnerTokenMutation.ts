import { graphql } from 'react-relay';
import type { useCreatePartnerTokenMutation as UseCreatePartnerTokenMutation } from '../../__generated__/useCreatePartnerTokenMutation.graphql';
import { useMutation } from '../../relay/useMutation';

const createPartnerTokenMutation = graphql`
  mutation useCreatePartnerTokenMutation($input: CreatePartnerTokenInput!, $connections: [ID!]!) {
    createPartnerToken(input: $input) {
      __typename
      ... on CreatePartnerTokenPayload {
        message
        secret
        # Tokens are listed newest first: the new one opens the table.
        token @prependNode(connections: $connections, edgeTypeName: "PartnerTokenConnectionEdge") {
          id
          name
          ...PartnerTokenRow_token
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
