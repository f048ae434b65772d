import { Box, Button, Flex, Stack } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FormCard } from '../../components/FormCard';
import { PageHeader } from '../../components/PageHeader';
import { notify } from '../../components/toaster';
import { AssignmentFlags, type AssignmentFlagValues } from './AssignmentFlags';
import type { ChoiceFieldProps } from './ChoiceSelect';

/** What the admin chose: one target (a student, a patient, a room), the items given to it, the switches. */
interface AssignChoice {
  targetId: string;
  itemIds: string[];
  flags: AssignmentFlagValues;
}

interface ItemsFieldProps {
  /** The chosen target ('' before one is chosen). */
  targetId: string;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
}

interface AssignPageProps {
  title: string;
  description: string;
  submitLabel: string;
  cancelTo: string;
  /** The assignment switches, with the note switch's label; left out where only membership is given. */
  noteLabel?: string;
  /** The error toast, and each field's error, when a choice is missing. */
  incomplete: string;
  missing: { target: string; items: string };
  /**
   * How the items follow the target: `loaded` for it (another target starts afresh, and the items wait
   * for a target), `reset` (another target starts afresh), or `independent`.
   */
  items: 'loaded' | 'reset' | 'independent';
  renderTarget: (field: ChoiceFieldProps) => ReactNode;
  renderItems: (field: ItemsFieldProps) => ReactNode;
  /** Runs with each new target (loads the items that fit it). */
  onTargetChange?: (id: string) => void;
  busy: boolean;
  onSubmit: (choice: AssignChoice) => void;
}

const noFlags: AssignmentFlagValues = {
  isMarkable: false,
  isNoteAllow: false,
  showAnswers: false,
  holdForReview: false,
};

/**
 * The assign pages (patients to a student, students to a patient, a patient to a room, students to a
 * room): one choice, the things given to it, the assignment switches, Cancel and the submit button.
 */
export function AssignPage(props: AssignPageProps) {
  const { missing, items } = props;
  const [targetId, setTargetId] = useState('');
  const [itemIds, setItemIds] = useState<string[]>([]);
  const [flags, setFlags] = useState(noFlags);
  const [errors, setErrors] = useState<{ target?: string | undefined; items?: string | undefined }>({});

  function chooseTarget(id: string) {
    setTargetId(id);
    if (items === 'independent') setErrors((e) => ({ ...e, target: undefined }));
    else {
      setItemIds([]);
      setErrors({});
    }
    props.onTargetChange?.(id);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!targetId || itemIds.length === 0) {
      const itemsMissing = itemIds.length === 0 && (items !== 'loaded' || targetId !== '');
      setErrors({
        target: targetId ? undefined : missing.target,
        items: itemsMissing ? missing.items : undefined,
      });
      notify.error(props.incomplete);
      return;
    }
    props.onSubmit({ targetId, itemIds, flags });
  }

  return (
    <Box maxW="3xl">
      <PageHeader title={props.title} description={props.description} />
      <FormCard onSubmit={handleSubmit}>
        <Stack gap="6">
          {props.renderTarget({ value: targetId, onChange: chooseTarget, error: errors.target })}
          {props.renderItems({
            targetId,
            value: itemIds,
            onChange: (ids) => {
              setItemIds(ids);
              setErrors((e) => ({ ...e, items: undefined }));
            },
            error: errors.items,
          })}
          {props.noteLabel ? (
            <AssignmentFlags values={flags} onChange={setFlags} noteLabel={props.noteLabel} />
          ) : null}
          <Flex gap="3" justify="flex-end">
            <Button asChild variant="outline" colorPalette="gray">
              <RouterLink to={props.cancelTo}>Cancel</RouterLink>
            </Button>
            <Button type="submit" disabled={props.busy}>
              {props.busy ? 'Assigning...' : props.submitLabel}
            </Button>
          </Flex>
        </Stack>
      </FormCard>
    </Box>
  );
}
