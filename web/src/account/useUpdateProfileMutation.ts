import { graphql } from 'react-relay';
import type { useUpdateProfileMutation as UseUpdateProfileMutation } from '../__generated__/useUpdateProfileMutation.graphql';
import { useMutation } from '../relay/useMutation';

const updateProfileMutation = graphql`
  mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on ViewerPayload {
        viewer {
          user {
            id
            name
            username
          }
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

export function useUpdateProfileMutation() {
  return useMutation<UseUpdateProfileMutation>(updateProfileMutation);
}
