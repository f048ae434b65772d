import { Box, Stack, Switch, Text } from '@chakra-ui/react';

export interface AssignmentFlagValues {
  isMarkable: boolean;
  isNoteAllow: boolean;
  /** 'Show the expected answers after marking': the student sees the answer key with their marks. */
  showAnswers: boolean;
  /** 'Hold marks for review': the automatic mark waits for a teacher to release it (docs/marking.md). */
  holdForReview: boolean;
}

interface AssignmentFlagsProps {
  values: AssignmentFlagValues;
  onChange: (values: AssignmentFlagValues) => void;
  /**
   * The note switch's label: 'Allow visit note' on one page, 'Allow Note' on the others
   * (docs/assignments.md#flags).
   */
  noteLabel: string;
}

/**
 * The per-assignment permissions: markable (diagnosis and marking), note allowed, and whether the answer
 * key (expected diagnosis and treatments) is shown to the student with their marks (off by default; a
 * teacher can still release it later from Edit Assignment), and whether automatic marks are held for review
 * (off by default).
 */
export function AssignmentFlags({ values, onChange, noteLabel }: AssignmentFlagsProps) {
  return (
    <Box borderWidth="1px" rounded="lg" p="4" bg="bg.subtle">
      <Stack gap="4">
        <Box>
          <Switch.Root
            checked={values.isMarkable}
            onCheckedChange={(e) => onChange({ ...values, isMarkable: e.checked })}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Make assignment markable</Switch.Label>
          </Switch.Root>
          <Text fontSize="sm" color="fg.muted" mt="1">
            The student may add a diagnosis with treatments, and the work is marked.
          </Text>
        </Box>
        <Box>
          <Switch.Root
            checked={values.isNoteAllow}
            onCheckedChange={(e) => onChange({ ...values, isNoteAllow: e.checked })}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{noteLabel}</Switch.Label>
          </Switch.Root>
          <Text fontSize="sm" color="fg.muted" mt="1">
            The student may write a visit note.
          </Text>
        </Box>
        <Box>
          <Switch.Root
            checked={values.showAnswers}
            onCheckedChange={(e) => onChange({ ...values, showAnswers: e.checked })}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Show the expected answers after marking</Switch.Label>
          </Switch.Root>
          <Text fontSize="sm" color="fg.muted" mt="1">
            The student sees the expected diagnosis and treatments with their marks. When off, you can release
            them later from Edit Assignment.
          </Text>
        </Box>
        <Box>
          <Switch.Root
            checked={values.holdForReview}
            onCheckedChange={(e) => onChange({ ...values, holdForReview: e.checked })}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Hold marks for review</Switch.Label>
          </Switch.Root>
          <Text fontSize="sm" color="fg.muted" mt="1">
            The automatic mark stays provisional: the student sees Awaiting review until you release it with
            Mark Assignment, Mark or Mark All (after your edits, if any).
          </Text>
        </Box>
      </Stack>
    </Box>
  );
}
