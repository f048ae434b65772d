import { Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { StudentAssignmentRows_group$key } from '../../__generated__/StudentAssignmentRows_group.graphql';
import { AssignedPatientRow } from './AssignedPatientRow';

interface StudentAssignmentRowsProps {
  groupRef: StudentAssignmentRows_group$key;
  onDetails: (assignmentId: string) => void;
  onDelete: (assignmentId: string) => void;
}

/**
 * One student's group of rows: the student's name spans their assignments
 * (docs/assignments.md#assigned-patients).
 */
export function StudentAssignmentRows({ groupRef, onDetails, onDelete }: StudentAssignmentRowsProps) {
  const group = useFragment(
    graphql`
      fragment StudentAssignmentRows_group on StudentAssignments {
        student {
          name
          email
        }
        assignments {
          id
          databaseId
          status
          patient {
            name
          }
        }
      }
    `,
    groupRef,
  );
  const { student, assignments } = group;
  return (
    <>
      {assignments.map((assignment, index) => (
        <AssignedPatientRow
          key={assignment.id}
          assignment={assignment}
          studentName={student.name}
          firstOfGroup={index === 0}
          studentCell={
            index === 0 ? (
              <Table.Cell
                rowSpan={assignments.length}
                verticalAlign="top"
                bg="bg.subtle"
                borderEndWidth="1px"
              >
                <Text fontWeight="semibold">{student.name}</Text>
                <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                  {student.email}
                </Text>
              </Table.Cell>
            ) : undefined
          }
          onDetails={onDetails}
          onDelete={onDelete}
        />
      ))}
    </>
  );
}
