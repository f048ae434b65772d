import { graphql } from 'react-relay';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
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

/**
 * Puts the new model into the key form's model list where the server lists it, by name (so no
 * refetch): `@appendNode` would put it last.
 */
export function insertModelByName(store: RecordSourceSelectorProxy, connectionId: string): void {
  const model = store.getRootField('createAiModel')?.getLinkedRecord('model');
  const connection = store.get(connectionId);
  if (!model || !connection) return;
  const edges = connection.getLinkedRecords('edges') ?? [];
  const name = String(model.getValue('modelName'));
  const nameOf = (edge: (typeof edges)[number]) =>
    String(edge?.getLinkedRecord('node')?.getValue('modelName'));
  if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === model.getDataID())) return;
  const edge = ConnectionHandler.createEdge(store, connection, model, 'AiModelConnectionEdge');
  const at = edges.findIndex((other) => nameOf(other) > name);
  connection.setLinkedRecords(
    at < 0 ? [...edges, edge] : [...edges.slice(0, at), edge, ...edges.slice(at)],
    'edges',
  );
}

export function useCreateAiModelMutation() {
  return useMutation<UseCreateAiModelMutation>(createAiModelMutation);
}
