import { graphql } from 'react-relay';
import type { useDeleteRoomMutation as UseDeleteRoomMutation } from '../../__generated__/useDeleteRoomMutation.graphql';
import { useMutation } from '../../relay/useMutation';

const deleteRoomMutation = graphql`
  mutation useDeleteRoomMutation($id: ID!, $connections: [ID!]!) {
    deleteRoom(id: $id) {
      __typename
      ... on DeletedPayload {
        deletedId @deleteEdge(connections: $connections)
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useDeleteRoomMutation() {
  return useMutation<UseDeleteRoomMutation>(deleteRoomMutation);
}
