import { graphql } from 'react-relay';
import type { useCreateApiKeyMutation as UseCreateApiKeyMutation } from '../../__generated__/useCreateApiKeyMutation.graphql';
import { useMutation } from '../../relay/useMutation';

const createApiKeyMutation = graphql`
  mutation useCreateApiKeyMutation($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      __typename
      ... on ApiKeyPayload {
        apiKey {
          id
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
