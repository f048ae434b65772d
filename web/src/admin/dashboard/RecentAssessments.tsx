import { Badge, Box, Heading, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { RecentAssessments_dashboard$key } from '../../__generated__/RecentAssessments_dashboard.graphql';
import { scoreBadgeStyle } from './scoreBadge';

export function RecentAssessments({ dashboardRef }: { dashboardRef: RecentAssessments_dashboard$key }) {
  const { recentAssessments } = useFragment(
    graphql`
      fragment RecentAssessments_dashboard on AdminDashboard {
        recentAssessments {
          assignmentId
          studentName
          patientName
          markedAt
          totalScore
        }
      }
    `,
    dashboardRef,
  );
  return (
    <Box bg="bg" borderWidth="1px" rounded="xl" shadow="xs" overflow="hidden">
      <Box px="5" py="4" borderBottomWidth="1px">
        <Heading as="h2" size="md">
          Recent Assessments
        </Heading>
      </Box>
      <Table.ScrollArea>
        <Table.Root size="md">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>Student</Table.ColumnHeader>
              <Table.ColumnHeader>Virtual Patient</Table.ColumnHeader>
              <Table.ColumnHeader>Date</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Score</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {recentAssessments.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={4} textAlign="center" py="8">
                  <Text color="fg.muted">No assessments yet</Text>
                </Table.Cell>
              </Table.Row>
            ) : (
              recentAssessments.map((assessment) => (
                <Table.Row key={assessment.assignmentId}>
                  <Table.Cell fontWeight="medium">{assessment.studentName}</Table.Cell>
                  <Table.Cell>{assessment.patientName}</Table.Cell>
                  <Table.Cell>{new Date(assessment.markedAt).toLocaleDateString()}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <Badge size="md" {...scoreBadgeStyle(assessment.totalScore)}>
                      {assessment.totalScore}%
                    </Badge>
                  </Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}
