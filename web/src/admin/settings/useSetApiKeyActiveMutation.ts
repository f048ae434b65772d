import { graphql } from 'react-relay';
import type { useSetApiKeyActiveMutation as UseSetApiKeyActiveMutation } from '../../__generated__/useSetApiKeyActiveMutation.graphql';
import { useMutation } from '../../relay/useMutation';

// Activating one key deactivates the others of its service: `serviceKeys` brings them all up to date.
const setApiKeyActiveMutation = graphql`
  mutation useSetApiKeyActiveMutation($input: SetApiKeyActiveInput!) {
    setApiKeyActive(input: $input) {
      __typename
      ... on ApiKeyPayload {
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

export function useSetApiKeyActiveMutation() {
  return useMutation<UseSetApiKeyActiveMutation>(setApiKeyActiveMutation);
}
