import { Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { QuickMarkRow_entry$key } from '../../__generated__/QuickMarkRow_entry.graphql';
import { StatusBadge } from '../../components/StatusBadge';
import { ReadinessBadge } from './ReadinessBadge';
import { useMarkAllMutation } from './useMarkAllMutation';

interface QuickMarkRowProps {
  entryRef: QuickMarkRow_entry$key;
  /** Another mark is running: wait for it. */
  disabled: boolean;
  onMarked: () => void;
}

/** A patient with their students; 'Mark' marks this patient's submitted, markable work. */
export function QuickMarkRow({ entryRef, disabled, onMarked }: QuickMarkRowProps) {
  const entry = useFragment(
    graphql`
      fragment QuickMarkRow_entry on PatientAssignments {
        patient {
          id
          name
        }
        readiness
        readinessLabel
        assignments {
          id
          status
          student {
            name
          }
        }
      }
    `,
    entryRef,
  );
  const [mark, isMarking] = useMarkAllMutation();
  const ready = entry.readiness === 'READY_TO_MARK';

  const readinessId = useId();

  function handleMark() {
    mark(entry.patient.id, onMarked);
  }

  return (
    <Table.Row>
      <Table.Cell fontWeight="semibold" verticalAlign="top">
        {entry.patient.name}
      </Table.Cell>
      <Table.Cell>
        <Stack as="ul" gap="1.5" listStyleType="none">
          {entry.assignments.map((a) => (
            <HStack as="li" key={a.id} gap="2" justify="space-between" maxW="sm">
              <Text>{a.student.name}</Text>
              <StatusBadge status={a.status} />
            </HStack>
          ))}
        </Stack>
      </Table.Cell>
      <Table.Cell verticalAlign="top" id={readinessId}>
        <ReadinessBadge readiness={entry.readiness} label={entry.readinessLabel} />
        {ready ? null : (
          <Text fontSize="xs" color="fg.muted" mt="1">
            Nothing submitted to mark yet
          </Text>
        )}
      </Table.Cell>
      <Table.Cell textAlign="end" verticalAlign="top">
        <Button
          size="sm"
          variant={ready ? 'solid' : 'outline'}
          // Not ready: disabled but focusable, its reason (the readiness cell) read with it.
          aria-disabled={!ready || undefined}
          aria-describedby={ready ? undefined : readinessId}
          disabled={ready && (disabled || isMarking)}
          aria-label={`Mark ${entry.patient.name}`}
          onClick={ready ? handleMark : undefined}
        >
          {isMarking ? 'Marking...' : 'Mark'}
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}
