import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { LtiCourses_query$key } from '../../../__generated__/LtiCourses_query.graphql';
import { LtiCourseRow } from './LtiCourseRow';

/**
 * Courses launched from learning platforms (docs/lti.md#rosters): a teacher sees their own, a super admin
 * all. Shown only once there is one, so admins whose school uses no platform see nothing new.
 */
export function LtiCourses({ queryRef }: { queryRef: LtiCourses_query$key }) {
  const { ltiCourses } = useFragment(
    graphql`
      fragment LtiCourses_query on Query {
        ltiCourses {
          id
          ...LtiCourseRow_course
        }
      }
    `,
    queryRef,
  );
  if (ltiCourses.length === 0) return null;
  return (
    <Stack gap="3">
      <Stack gap="1">
        <Heading as="h3" size="sm">
          Courses
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Courses Anamnesis was opened from. Importing a roster puts the course’s students in a classroom of
          the same name; importing again brings it up to date.
        </Text>
      </Stack>
      <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg" tabIndex={0}>
        <Table.Root size="sm" aria-label="Courses">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>Course</Table.ColumnHeader>
              <Table.ColumnHeader>Classroom</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {ltiCourses.map((course) => (
              <LtiCourseRow key={course.id} courseRef={course} />
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
