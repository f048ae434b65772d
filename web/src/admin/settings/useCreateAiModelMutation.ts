import { graphql } from 'react-relay';
import type { useCreateAiModelMutation as UseCreateAiModelMutation } from '../../__generated__/useCreateAiModelMutation.graphql';
import { useMutation } from '../../relay/useMutation';

const createAiModelMutation = graphql`
  mutation useCreateAiModelMutation($input: CreateAiModelInput!) {
    createAiModel(input: $input) {
      __typename
      ... on AiModelPayload {
        model {
          id
          modelName
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useCreateAiModelMutation() {
  return useMutation<UseCreateAiModelMutation>(createAiModelMutation);
}
