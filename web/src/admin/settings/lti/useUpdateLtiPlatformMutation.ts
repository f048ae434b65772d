import { graphql } from 'react-relay';
import type { useUpdateLtiPlatformMutation as UseUpdateLtiPlatformMutation } from '../../../__generated__/useUpdateLtiPlatformMutation.graphql';
import { useMutation } from '../../../relay/useMutation';

const updateLtiPlatformMutation = graphql`
  mutation useUpdateLtiPlatformMutation($input: UpdateLtiPlatformInput!) {
    updateLtiPlatform(input: $input) {
      __typename
      ... on LtiPlatformPayload {
        message
        platform {
          id
          ...LtiPlatformRow_platform
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useUpdateLtiPlatformMutation() {
  return useMutation<UseUpdateLtiPlatformMutation>(updateLtiPlatformMutation);
}
