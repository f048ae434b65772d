import { Badge, Box, Button, Flex, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import type {
  MyAssignmentRow_assignment$data,
  MyAssignmentRow_assignment$key,
} from '../../__generated__/MyAssignmentRow_assignment.graphql';
import { MessageIcon, PencilIcon, PlusIcon } from '../../components/icons';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDate } from '../formatDate';
import { rowActions } from './assignmentRules';

export type MyAssignmentRowData = MyAssignmentRow_assignment$data;

interface MyAssignmentRowProps {
  assignmentRef: MyAssignmentRow_assignment$key;
  /** A table row on wide screens, a card on narrow ones (the seven columns do not fit a tablet). */
  layout: 'row' | 'card';
  onEditDiagnosis: (assignment: MyAssignmentRowData) => void;
  onEditNote: (assignment: MyAssignmentRowData) => void;
  onSubmit: (assignment: MyAssignmentRowData) => void;
  onRequestReset: (assignment: MyAssignmentRowData) => void;
}

function Muted({ children, id }: { children: string; id?: string }) {
  return (
    <Text fontSize="sm" color="fg.muted" id={id}>
      {children}
    </Text>
  );
}

/** A labelled part of a card (the table's column header, when there is no table). */
function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" mb="1">
        {label}
      </Text>
      {children}
    </Box>
  );
}

/**
 * One assigned patient on the student dashboard, with the controls its status allows
 * (docs/assignments.md#student-dashboard).
 */
export function MyAssignmentRow({
  assignmentRef,
  layout,
  onEditDiagnosis,
  onEditNote,
  onSubmit,
  onRequestReset,
}: MyAssignmentRowProps) {
  const assignment = useFragment(
    graphql`
      fragment MyAssignmentRow_assignment on Assignment {
        id
        databaseId
        status
        isMarkable
        isNoteAllow
        marksHeld
        requestStatus
        createdAt
        findings
        visitNote
        diagnosisDraft
        noteDraft
        patient {
          id
          databaseId
          name
        }
        ...DiagnosisDialog_assignment
        ...NoteDialog_assignment
        ...SubmitAssignmentDialog_assignment
        ...RequestResetDialog_assignment
      }
    `,
    assignmentRef,
  );
  const navigate = useNavigate();
  // The table is dense: its buttons are a size smaller than on a card.
  const buttonSize = layout === 'row' ? 'xs' : 'sm';
  const actions = rowActions(assignment);
  // Before submitting the drafts are what the student wrote; afterwards, what they handed in.
  const diagnosis = assignment.findings ?? assignment.diagnosisDraft;
  const note = assignment.visitNote ?? assignment.noteDraft;
  const { patient } = assignment;

  const status = (
    <Flex gap="1" direction={layout === 'row' ? 'column' : 'row'} align="start" wrap="wrap">
      <StatusBadge status={assignment.status} />
      {assignment.marksHeld ? (
        // Held for review (docs/marking.md): marked, but not released to the student yet.
        <Badge colorPalette="gray" variant="outline" size="md">
          Awaiting review
        </Badge>
      ) : null}
      {actions.resetPending ? (
        <Badge colorPalette="orange" variant="outline" size="md">
          Reset requested
        </Badge>
      ) : null}
    </Flex>
  );
  const created = <time dateTime={assignment.createdAt}>{formatDate(assignment.createdAt)}</time>;

  const diagnosisCell = (
    <Stack gap="2" align="start">
      {diagnosis ? (
        <Text fontSize="sm" whiteSpace="pre-line" lineClamp={4} data-testid="diagnosis-text">
          {diagnosis}
        </Text>
      ) : (
        <Muted>{assignment.isMarkable ? 'Not added yet' : 'Not required'}</Muted>
      )}
      {actions.diagnosis ? (
        <Button size="xs" variant="outline" onClick={() => onEditDiagnosis(assignment)}>
          {assignment.diagnosisDraft ? <PencilIcon /> : <PlusIcon />}
          {assignment.diagnosisDraft ? 'Edit Diagnosis' : 'Add Diagnosis'}
        </Button>
      ) : null}
    </Stack>
  );

  const noteCell = (
    <Stack gap="2" align="start">
      {note ? (
        <Text fontSize="sm" whiteSpace="pre-line" lineClamp={4} data-testid="note-text">
          {note}
        </Text>
      ) : (
        <Muted>{assignment.isNoteAllow ? 'Not added yet' : 'Not required'}</Muted>
      )}
      {actions.note ? (
        <Button size="xs" variant="outline" onClick={() => onEditNote(assignment)}>
          {assignment.noteDraft ? <PencilIcon /> : <PlusIcon />}
          {assignment.noteDraft ? 'Edit Note' : 'Add Note'}
        </Button>
      ) : null}
    </Stack>
  );

  const talkReasonId = useId();
  const talkCell = actions.talk ? (
    <Stack gap="1" align="start">
      <Button
        size={buttonSize}
        // Disabled but focusable, with its reason read with it (the text under it).
        aria-disabled={actions.talkDisabled || undefined}
        aria-describedby={actions.talkDisabled ? talkReasonId : undefined}
        onClick={() =>
          !actions.talkDisabled &&
          // The route names the patient (/voice-chat/{patientId}): the student's assignment of it.
          navigate(`/voice-chat/${patient.databaseId}`, {
            state: { assignmentId: assignment.id, patientId: patient.id, patientName: patient.name },
          })
        }
      >
        <MessageIcon /> Talk to Patient
      </Button>
      {actions.talkDisabled ? (
        <Muted id={talkReasonId}>Session saved: submit it when you are ready</Muted>
      ) : null}
    </Stack>
  ) : (
    <Muted>Submitted</Muted>
  );

  const actionButtons = [
    actions.submit ? (
      <Button
        key="submit"
        size={buttonSize}
        colorPalette="green"
        // green.700: white text on Chakra's green.600 falls short of 4.5:1.
        bg="green.700"
        _hover={{ bg: 'green.800' }}
        onClick={() => onSubmit(assignment)}
      >
        Submit
      </Button>
    ) : null,
    actions.viewMarks ? (
      <Button key="marks" size={buttonSize} variant="outline" asChild>
        <RouterLink to={`/view-marks/${assignment.databaseId}`}>View Marks</RouterLink>
      </Button>
    ) : null,
    actions.requestReset ? (
      <Button
        key="reset"
        size={buttonSize}
        variant="outline"
        colorPalette="orange"
        onClick={() => onRequestReset(assignment)}
      >
        Request Reset
      </Button>
    ) : null,
    actions.resetPending ? <Muted key="pending">Waiting for your teacher</Muted> : null,
  ].filter(Boolean);

  if (layout === 'card') {
    return (
      <Box
        as="li"
        data-testid="assignment-row"
        bg="bg"
        borderWidth="1px"
        rounded="xl"
        p="4"
        listStyleType="none"
      >
        <Flex justify="space-between" align="start" gap="3" wrap="wrap" mb="3">
          <Box>
            <Heading as="h2" size="md">
              {patient.name}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              Date Created: {created}
            </Text>
          </Box>
          {status}
        </Flex>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" mb="4">
          <CardField label="Diagnosis">{diagnosisCell}</CardField>
          <CardField label="Visit Note">{noteCell}</CardField>
        </SimpleGrid>
        <Flex gap="2" wrap="wrap" align="center" borderTopWidth="1px" pt="3">
          {actions.talk ? talkCell : null}
          {actionButtons}
        </Flex>
      </Box>
    );
  }

  return (
    <Table.Row data-testid="assignment-row" verticalAlign="top">
      <Table.Cell as="th" scope="row" fontWeight="semibold" textAlign="start">
        {patient.name}
      </Table.Cell>
      <Table.Cell>{status}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{created}</Table.Cell>
      <Table.Cell minW="36" maxW="56">
        {diagnosisCell}
      </Table.Cell>
      {/* Bounded, so the saved-session note wraps under the button instead of widening the table. */}
      <Table.Cell maxW="40">{talkCell}</Table.Cell>
      <Table.Cell>
        <Stack gap="2" align="start">
          {actionButtons.length > 0 ? actionButtons : <Muted>None</Muted>}
        </Stack>
      </Table.Cell>
      <Table.Cell minW="36" maxW="56">
        {noteCell}
      </Table.Cell>
    </Table.Row>
  );
}
