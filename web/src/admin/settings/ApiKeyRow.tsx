import { Badge, Button, HStack, IconButton, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type {
  ApiKeyRow_apiKey$data,
  ApiKeyRow_apiKey$key,
} from '../../__generated__/ApiKeyRow_apiKey.graphql';
import { TrashIcon } from '../../components/icons';
import { serviceLabels } from './settingsVariables';
import { useSetApiKeyActiveMutation } from './useSetApiKeyActiveMutation';

export type ApiKeyRowData = ApiKeyRow_apiKey$data;

interface ApiKeyRowProps {
  apiKeyRef: ApiKeyRow_apiKey$key;
  /** What the key provides while active ('Patient’s replies, speech in, speech out'); null when inactive. */
  provides: string | null;
  onDelete: (apiKey: ApiKeyRowData) => void;
}

/** One stored key: its name, service, model and state; never its value. */
export function ApiKeyRow({ apiKeyRef, provides, onDelete }: ApiKeyRowProps) {
  const apiKey = useFragment(
    graphql`
      fragment ApiKeyRow_apiKey on ApiKey {
        id
        keyName
        service
        modelName
        isActive
      }
    `,
    apiKeyRef,
  );
  const [commitSetActive, isSaving] = useSetApiKeyActiveMutation();
  const service = serviceLabels[apiKey.service as keyof typeof serviceLabels] ?? apiKey.service;

  function toggle() {
    commitSetActive({
      variables: { input: { id: apiKey.id, isActive: !apiKey.isActive } },
      success: apiKey.isActive ? 'API Key deactivated.' : 'API Key activated.',
    });
  }

  return (
    <Table.Row>
      <Table.Cell fontWeight="medium">{apiKey.keyName}</Table.Cell>
      <Table.Cell>
        {service}
        {/* Under the service: the Active column stays Yes/No. */}
        {provides ? (
          <Text fontSize="xs" color="fg.muted" mt="1" data-testid="key-provides">
            Provides: {provides}
          </Text>
        ) : null}
      </Table.Cell>
      {/* The server names the default model 'Default Model'; a model it cannot find is unknown. */}
      <Table.Cell>{apiKey.modelName ?? 'Unknown'}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={apiKey.isActive ? 'green' : 'gray'} variant="subtle" size="md">
          {apiKey.isActive ? 'Yes' : 'No'}
        </Badge>
      </Table.Cell>
      <Table.Cell textAlign="end">
        <HStack gap="2" justify="flex-end">
          <Button
            size="sm"
            variant="outline"
            colorPalette={apiKey.isActive ? 'gray' : 'brand'}
            disabled={isSaving}
            aria-label={`${apiKey.isActive ? 'Deactivate' : 'Activate'} ${apiKey.keyName}`}
            onClick={toggle}
          >
            {apiKey.isActive ? 'Deactivate' : 'Activate'}
          </Button>
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={`Delete ${apiKey.keyName}`}
            onClick={() => onDelete(apiKey)}
          >
            <TrashIcon />
          </IconButton>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
