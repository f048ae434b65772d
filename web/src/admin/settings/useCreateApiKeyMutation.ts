import { graphql } from 'react-relay';
import type { useCreateApiKeyMutation as UseCreateApiKeyMutation } from '../../__generated__/useCreateApiKeyMutation.graphql';
import { useMutation } from '../../relay/useMutation';

const createApiKeyMutation = graphql`
  mutation useCreateApiKeyMutation($input: CreateApiKeyInput!, $connections: [ID!]!) {
    createApiKey(input: $input) {
      __typename
      ... on ApiKeyPayload {
        # Keys are listed newest first: the new one opens the table.
        apiKey @prependNode(connections: $connections, edgeTypeName: "ApiKeyConnectionEdge") {
          id
          service
          isActive
          ...ApiKeyRow_apiKey
        }
        # A new key becomes active when its service had none: the others' state as it now is.
        serviceKeys {
          id
          isActive
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useCreateApiKeyMutation() {
  return useMutation<UseCreateApiKeyMutation>(createApiKeyMutation);
}
