import { Button, Table } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { LtiCourseRow_course$key } from '../../../__generated__/LtiCourseRow_course.graphql';
import { useImportLtiRosterMutation } from './useImportLtiRosterMutation';

/** One course launched from a platform; its learners can be imported into a classroom of its name. */
export function LtiCourseRow({ courseRef }: { courseRef: LtiCourseRow_course$key }) {
  const course = useFragment(
    graphql`
      fragment LtiCourseRow_course on LtiCourse {
        id
        title
        hasRoster
        roomDatabaseId
      }
    `,
    courseRef,
  );
  const [commitImport, isImporting] = useImportLtiRosterMutation();

  function importRoster() {
    commitImport({
      variables: { id: course.id },
      success: (payload) => payload.message ?? 'Roster imported.',
    });
  }

  return (
    <Table.Row>
      <Table.Cell fontWeight="medium">{course.title}</Table.Cell>
      <Table.Cell color="fg.muted">
        {course.roomDatabaseId === null ? 'Not imported yet' : 'Classroom made; import again to update it'}
      </Table.Cell>
      <Table.Cell textAlign="end">
        {course.hasRoster ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Import roster of ${course.title}`}
            disabled={isImporting}
            onClick={importRoster}
          >
            {isImporting ? 'Importing...' : 'Import roster'}
          </Button>
        ) : (
          'The platform offers no roster'
        )}
      </Table.Cell>
    </Table.Row>
  );
}
