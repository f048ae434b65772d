import { Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ApiKeyTable_query$key } from '../../__generated__/ApiKeyTable_query.graphql';
import { ConfirmMutationDialog } from '../../components/ConfirmMutationDialog';
import { DataTable } from '../../components/DataTable';
import { ApiKeyRow, type ApiKeyRowData } from './ApiKeyRow';
import { useDeleteApiKeyMutation } from './useDeleteApiKeyMutation';

interface ApiKeyTableProps {
  queryRef: ApiKeyTable_query$key;
}

/** The stored keys (docs/voice.md#provider-keys): Key Name, Service, Model, Active, Actions. */
export function ApiKeyTable({ queryRef }: ApiKeyTableProps) {
  const { apiKeys } = useFragment(
    graphql`
      fragment ApiKeyTable_query on Query {
        apiKeys(first: $keyCount) {
          __id
          edges {
            node {
              id
              service
              isActive
              ...ApiKeyRow_apiKey
            }
          }
        }
      }
    `,
    queryRef,
  );
  const [deleting, setDeleting] = useState<ApiKeyRowData | null>(null);
  // What an active key gives (bff/src/voice/README.md): Deepgram takes speech over from OpenAI.
  const deepgramActive = apiKeys.edges.some(({ node }) => node.service === 'DEEPGRAM' && node.isActive);
  const providesOf = (node: { service: string; isActive: boolean }) => {
    if (!node.isActive) return null;
    if (node.service === 'DEEPGRAM') return 'Speech in, speech out';
    return deepgramActive ? 'Patient’s replies' : 'Patient’s replies, speech in, speech out';
  };

  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        API Keys
      </Heading>
      <DataTable
        columns={['Key Name', 'Service', 'Model', 'Active', 'Actions']}
        interactive
        empty={
          apiKeys.edges.length === 0
            ? 'No API keys yet. The built-in patient and grader are used until a key is active.'
            : null
        }
      >
        {apiKeys.edges.map(({ node }) => (
          <ApiKeyRow key={node.id} apiKeyRef={node} provides={providesOf(node)} onDelete={setDeleting} />
        ))}
      </DataTable>
      {deleting ? (
        <ConfirmMutationDialog
          title="Delete API Key"
          useCommit={useDeleteApiKeyMutation}
          variables={{ id: deleting.id, connections: [apiKeys.__id] }}
          success="API Key deleted."
          onClose={() => setDeleting(null)}
        >
          Are you sure you want to delete the key <strong>{deleting.keyName}</strong>? Features that use it
          stop working until another key of its service is active.
        </ConfirmMutationDialog>
      ) : null}
    </Stack>
  );
}
