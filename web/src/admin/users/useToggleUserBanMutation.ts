import { graphql } from 'react-relay';
import type { useToggleUserBanMutation as UseToggleUserBanMutation } from '../../__generated__/useToggleUserBanMutation.graphql';
import { useMutation } from '../../relay/useMutation';

const toggleUserBanMutation = graphql`
  mutation useToggleUserBanMutation($id: ID!) {
    toggleUserBan(id: $id) {
      __typename
      ... on UserPayload {
        user {
          id
          isBanned
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useToggleUserBanMutation() {
  return useMutation<UseToggleUserBanMutation>(toggleUserBanMutation);
}
