import { Badge, Box, Heading, Table } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { RecentAssessments_dashboard$key } from '../../__generated__/RecentAssessments_dashboard.graphql';
import { DataTable } from '../../components/DataTable';
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
      <DataTable
        columns={['Student', 'Virtual Patient', 'Date', 'Score']}
        framed={false}
        empty={recentAssessments.length === 0 ? 'No assessments yet' : null}
      >
        {recentAssessments.map((assessment) => (
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
        ))}
      </DataTable>
    </Box>
  );
}
