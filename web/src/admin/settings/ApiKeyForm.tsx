import { Button, Flex, Heading, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment, useQueryLoader } from 'react-relay';
import type { ApiKeyForm_query$key } from '../../__generated__/ApiKeyForm_query.graphql';
import type { ModelChoicesQuery } from '../../__generated__/ModelChoicesQuery.graphql';
import type { ApiKeyService } from '../../__generated__/useCreateApiKeyMutation.graphql';
import { FormCard } from '../../components/FormCard';
import { FormField } from '../../components/FormField';
import { PlusIcon } from '../../components/icons';
import { PasswordInput } from '../../components/PasswordInput';
import { AddModelDialog } from './AddModelDialog';
import { modelChoicesQuery } from './ModelChoices';
import { serviceLabels } from './settingsVariables';
import { useCreateApiKeyMutation } from './useCreateApiKeyMutation';

interface KeyFormValues {
  keyName: string;
  apiKey: string;
  service: ApiKeyService | '';
  modelId: string;
}

const empty: KeyFormValues = { keyName: '', apiKey: '', service: '', modelId: '' };

interface ApiKeyFormProps {
  queryRef: ApiKeyForm_query$key;
}

/**
 * The add-key form (docs/voice.md#provider-keys): submit stays off until name, key and service are filled.
 */
export function ApiKeyForm({ queryRef }: ApiKeyFormProps) {
  const { aiModels, apiKeys } = useFragment(
    graphql`
      fragment ApiKeyForm_query on Query {
        # The key table's connection, which a new key joins (useCreateApiKeyMutation.ts).
        apiKeys(first: $keyCount) {
          __id
        }
        aiModels(first: $modelCount) {
          __id
          edges {
            node {
              id
              modelName
            }
          }
        }
      }
    `,
    queryRef,
  );
  const [values, setValues] = useState<KeyFormValues>(empty);
  const [commitCreate, isAdding] = useCreateApiKeyMutation();
  const [modelsRef, loadModels] = useQueryLoader<ModelChoicesQuery>(modelChoicesQuery);
  const [addingModel, setAddingModel] = useState(false);
  const complete = Boolean(values.keyName.trim() && values.apiKey.trim() && values.service);
  const set = <K extends keyof KeyFormValues>(name: K, value: KeyFormValues[K]) =>
    setValues((v) => ({ ...v, [name]: value }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!complete || !values.service) return;
    commitCreate({
      variables: {
        input: {
          keyName: values.keyName.trim(),
          apiKey: values.apiKey.trim(),
          service: values.service,
          // An empty model becomes none (docs/voice.md#provider-keys).
          modelId: values.modelId || null,
        },
        connections: [apiKeys.__id],
      },
      success: 'API Key Added',
      onSuccess: () => {
        // The key's value leaves the page with the form: it is never shown again.
        setValues(empty);
      },
    });
  }

  function openAddModel() {
    loadModels({}, { fetchPolicy: 'store-or-network' });
    setAddingModel(true);
  }

  return (
    <FormCard onSubmit={handleSubmit}>
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h2" size="md">
            Add API Key
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Keys are stored encrypted and never shown again. A new key becomes active when its service has
            none.
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField label="Key Name" required>
            <Input
              name="keyName"
              autoComplete="off"
              value={values.keyName}
              onChange={(e) => set('keyName', e.target.value)}
            />
          </FormField>
          <FormField label="API Key" required>
            <PasswordInput
              name="apiKey"
              autoComplete="off"
              value={values.apiKey}
              onChange={(e) => set('apiKey', e.target.value)}
            />
          </FormField>
          <FormField label="Service" required>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="service"
                placeholder="Select a service"
                value={values.service}
                onChange={(e) => set('service', e.target.value as ApiKeyService | '')}
              >
                <option value="OPENAI">{serviceLabels.OPENAI}</option>
                <option value="DEEPGRAM">{serviceLabels.DEEPGRAM}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="Select Model">
            <NativeSelect.Root>
              <NativeSelect.Field
                name="modelId"
                value={values.modelId}
                onChange={(e) => set('modelId', e.target.value)}
              >
                <option value="">No model</option>
                <option value="default">Default Model</option>
                {aiModels.edges.map(({ node }) => (
                  <option key={node.id} value={node.id}>
                    {node.modelName}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <Flex gap="3" justify="space-between" wrap="wrap">
          <Button variant="outline" onClick={openAddModel}>
            <PlusIcon /> Add New Model
          </Button>
          <Button type="submit" disabled={!complete || isAdding}>
            {isAdding ? 'Adding...' : 'Add API Key'}
          </Button>
        </Flex>
      </Stack>
      {addingModel && modelsRef ? (
        <AddModelDialog
          queryRef={modelsRef}
          existingNames={new Set(aiModels.edges.map(({ node }) => node.modelName))}
          onClose={() => setAddingModel(false)}
          modelsConnectionId={aiModels.__id}
        />
      ) : null}
    </FormCard>
  );
}
