import { graphql } from 'react-relay';
import type { useCreateRoomMutation as UseCreateRoomMutation } from '../../__generated__/useCreateRoomMutation.graphql';
import { useMutation } from '../../relay/useMutation';

const createRoomMutation = graphql`
  mutation useCreateRoomMutation($input: CreateRoomInput!) {
    createRoom(input: $input) {
      __typename
      ... on RoomPayload {
        room {
          id
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

export function useCreateRoomMutation() {
  return useMutation<UseCreateRoomMutation>(createRoomMutation);
}
