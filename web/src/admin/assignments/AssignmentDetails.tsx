import { rubricTotal } from '@anamnesis/rules';
import { Button, DataList, Dialog, HStack, Stack, Text } from '@chakra-ui/react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { AssignmentDetailsQuery } from '../../__generated__/AssignmentDetailsQuery.graphql';
import { Detail } from '../../components/Detail';
import { StatusBadge } from '../../components/StatusBadge';
import { AssignmentWork } from './DetailSection';
import { EarlierAttempts } from './EarlierAttempts';
import { useMarkAssignmentMutation } from './useMarkAssignmentMutation';

export const assignmentDetailsQuery = graphql`
  query AssignmentDetailsQuery($id: ID!) {
    assignment(id: $id) {
      id
      status
      isMarkable
      isNoteAllow
      marksHeld
      findings
      visitNote
      attempt
      ...ConversationLog_assignment
      ...EarlierAttempts_assignment
      scores {
        total
      }
      patient {
        name
      }
      student {
        name
      }
    }
  }
`;

const markFailed = 'Failed to mark the assignment. Please try again.';

/** Told of a mark in the store, with the assignment's new status (the row itself updates from the answer). */
export type MarkedUpdater = (store: RecordSourceSelectorProxy, assignmentId: string, status: string) => void;

interface AssignmentDetailsProps {
  queryRef: PreloadedQuery<AssignmentDetailsQuery>;
  onClose: () => void;
  onMarked: MarkedUpdater;
}

/** The body and buttons of the Assignment Details dialog, once the assignment is read. */
export function AssignmentDetails({ queryRef, onClose, onMarked }: AssignmentDetailsProps) {
  const { assignment } = usePreloadedQuery<AssignmentDetailsQuery>(assignmentDetailsQuery, queryRef);
  const [commitMark, isMarking] = useMarkAssignmentMutation();
  // docs/assignments.md#assigned-patients: only a markable assignment that the student has submitted can be
  // marked.
  const canMark = assignment.isMarkable && assignment.status === 'COMPLETED';

  function handleMark() {
    commitMark({
      variables: { id: assignment.id },
      updater: (store, data) => {
        const marked = data?.markAssignment?.assignment;
        if (marked) onMarked(store, marked.id, marked.status);
      },
      success: 'Assignment marked successfully!',
      failure: markFailed,
      onSuccess: onClose,
    });
  }

  return (
    <>
      <Dialog.Body>
        <Stack gap="5">
          <DataList.Root orientation="horizontal" gap="3">
            <Detail label="Patient" fontWeight="semibold">
              {assignment.patient.name}
            </Detail>
            <Detail label="Student">{assignment.student.name}</Detail>
            <Detail label="Status">
              <HStack gap="2" wrap="wrap">
                <StatusBadge status={assignment.status} />
                {assignment.status === 'MARKED' && assignment.scores.total != null ? (
                  <Text fontSize="sm" color="fg.muted">
                    Total score {assignment.scores.total} / {rubricTotal}
                  </Text>
                ) : null}
                {assignment.marksHeld ? (
                  // docs/marking.md: Mark Assignment releases held marks as they stand.
                  <Text fontSize="sm" color="fg.muted">
                    Marks held for review (total {assignment.scores.total ?? 0} / {rubricTotal}): Mark
                    Assignment releases them to the student
                  </Text>
                ) : null}
              </HStack>
            </Detail>
            {assignment.attempt > 1 ? (
              // After an accepted reset: this is the current attempt; the earlier ones follow its work.
              <Detail label="Attempt">{assignment.attempt} (current)</Detail>
            ) : null}
            <Detail label="Permissions" color="fg.muted">
              {assignment.isMarkable ? 'Markable' : 'Not markable'},{' '}
              {assignment.isNoteAllow ? 'visit note allowed' : 'no visit note'}
            </Detail>
          </DataList.Root>
          <AssignmentWork
            findings={assignment.findings}
            visitNote={assignment.visitNote}
            assignmentRef={assignment}
          />
          <EarlierAttempts assignmentRef={assignment} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={isMarking}>
          Close
        </Button>
        {canMark ? (
          <Button onClick={handleMark} disabled={isMarking}>
            {isMarking ? 'Marking...' : 'Mark Assignment'}
          </Button>
        ) : null}
      </Dialog.Footer>
    </>
  );
}
