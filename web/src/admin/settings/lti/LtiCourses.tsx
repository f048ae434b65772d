import { Heading, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { LtiCourses_query$key } from '../../../__generated__/LtiCourses_query.graphql';
import { DataTable } from '../../../components/DataTable';
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
      <DataTable columns={['Course', 'Classroom', 'Actions']} label="Courses" size="sm" focusable>
        {ltiCourses.map((course) => (
          <LtiCourseRow key={course.id} courseRef={course} />
        ))}
      </DataTable>
    </Stack>
  );
}
