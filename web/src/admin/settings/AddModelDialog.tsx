import { Button, Dialog, HStack, Spinner, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import type { PreloadedQuery } from 'react-relay';
import type { ModelChoicesQuery } from '../../__generated__/ModelChoicesQuery.graphql';
import { DialogShell } from '../../components/DialogShell';
import { type ModelCandidate, ModelChoices } from './ModelChoices';
import { insertModelByName, useCreateAiModelMutation } from './useCreateAiModelMutation';

/** New models may use up to this many tokens per reply (docs/voice.md#provider-keys). */
const MAX_TOKENS = 2048;

interface AddModelDialogProps {
  queryRef: PreloadedQuery<ModelChoicesQuery>;
  /** Model names already offered for keys: shown, but not addable twice. */
  existingNames: ReadonlySet<string>;
  onClose: () => void;
  /** The model list the key form offers: the new model joins it in the store. */
  modelsConnectionId: string;
}

/**
 * 'Add New Model' (docs/voice.md#provider-keys): pick one OpenAI chat model or Deepgram speech-to-text model.
 */
export function AddModelDialog({
  queryRef,
  existingNames,
  onClose,
  modelsConnectionId,
}: AddModelDialogProps) {
  const [choice, setChoice] = useState<ModelCandidate | null>(null);
  const [commitCreate, isAdding] = useCreateAiModelMutation();

  function handleAdd() {
    if (!choice) return;
    commitCreate({
      variables: {
        input: { modelName: choice.modelName, description: choice.description, maxTokens: MAX_TOKENS },
      },
      updater: (store) => insertModelByName(store, modelsConnectionId),
      success: 'Model added successfully!',
      onSuccess: onClose,
    });
  }

  return (
    <DialogShell
      title="Add New Model"
      size="lg"
      scrollable
      busy={isAdding}
      closeLabel="Close dialog"
      onClose={onClose}
    >
      <Dialog.Body>
        <Suspense
          fallback={
            <HStack gap="2" color="fg.muted" py="6" justify="center" role="status">
              <Spinner size="sm" /> <Text>Loading models...</Text>
            </HStack>
          }
        >
          <ModelChoices
            queryRef={queryRef}
            existingNames={existingNames}
            value={choice?.value ?? null}
            onChange={setChoice}
          />
        </Suspense>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={isAdding}>
          Cancel
        </Button>
        <Button onClick={handleAdd} disabled={!choice || isAdding}>
          {isAdding ? 'Adding...' : 'Add Model'}
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
