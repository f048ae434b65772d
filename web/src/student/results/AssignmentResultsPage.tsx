import { Alert, Box, Button, DataList, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { graphql } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { AssignmentResultsPageQuery } from '../../__generated__/AssignmentResultsPageQuery.graphql';
import { Detail } from '../../components/Detail';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { ArrowLeftIcon } from '../../components/icons';
import { PageHeader } from '../../components/PageHeader';
import { isSessionGone, SessionGone } from '../../components/SessionGone';
import { GraphQLRequestError } from '../../relay/environment';
import { useRouteQuery } from '../../relay/preload';
import { formatDateTime } from '../formatDate';
import { ResultAttempts } from './ResultAttempts';
import { ResultEvidence } from './ResultEvidence';
import { ResultFeedback } from './ResultFeedback';
import { ResultScoreCards } from './ResultScoreCards';
import { ResultScoreChart } from './ResultScoreChart';

export const assignmentResultsPageQuery = graphql`
  query AssignmentResultsPageQuery($id: ID!) {
    assignment(id: $id) {
      status
      marksHeld
      markedAt
      patient {
        name
      }
      student {
        name
      }
      ...ResultScoreCards_assignment
      ...ResultScoreChart_assignment
      ...ResultFeedback_assignment
      ...ResultEvidence_assignment
      ...ResultAttempts_assignment
    }
  }
`;

const backButton = (
  <Button variant="outline" colorPalette="gray" bg="bg" asChild>
    <RouterLink to="/dashboard">
      <ArrowLeftIcon /> Back to Assignments
    </RouterLink>
  </Button>
);

function Notice({ status, children }: { status: 'error' | 'info'; children: ReactNode }) {
  return (
    <Alert.Root status={status} role="alert" maxW="2xl" rounded="xl">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}

/** Why the assignment could not be shown: one it cannot see is, to the student, one not found. */
function ResultsError({ error }: { error: unknown }) {
  if (isSessionGone(error)) return <SessionGone />;
  const code = error instanceof GraphQLRequestError ? error.code : undefined;
  return code === 'NOT_FOUND' || code === 'FORBIDDEN' ? (
    <Notice status="info">No assignment found.</Notice>
  ) : (
    <Notice status="error">Failed to fetch assignment details.</Notice>
  );
}

function AssignmentResults() {
  const { assignment } = useRouteQuery<AssignmentResultsPageQuery>(assignmentResultsPageQuery);
  if (assignment.status !== 'MARKED' || !assignment.markedAt) {
    // A fresh attempt after a reset: its earlier, marked attempts are still there to read. Marks held
    // for review wait for the teacher (docs/marking.md).
    return (
      <Stack gap="6">
        <Notice status="info">
          {assignment.marksHeld
            ? 'Awaiting review: your teacher will release your marks after reviewing them.'
            : 'This assignment has not been marked yet.'}
        </Notice>
        <ResultAttempts assignmentRef={assignment} />
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      <Box bg="bg" borderWidth="1px" rounded="xl" p="5">
        <DataList.Root orientation="horizontal" size="md" gap="3">
          <Detail label="Student" labelMinW="28" fontWeight="semibold">
            {assignment.student.name}
          </Detail>
          <Detail label="Patient" labelMinW="28">
            {assignment.patient.name}
          </Detail>
          <Detail label="Marked on" labelMinW="28">
            <time dateTime={assignment.markedAt}>{formatDateTime(assignment.markedAt)}</time>
          </Detail>
        </DataList.Root>
      </Box>
      <ResultScoreCards assignmentRef={assignment} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <ResultScoreChart assignmentRef={assignment} />
        <ResultFeedback assignmentRef={assignment} />
      </SimpleGrid>
      <ResultEvidence assignmentRef={assignment} />
      <ResultAttempts assignmentRef={assignment} />
    </Stack>
  );
}

/**
 * Assignment Results (/view-marks/{assignmentId}, docs/assignments.md#assignment-results): the marks,
 * feedback and evidence.
 */
export function AssignmentResultsPage() {
  return (
    <Box>
      <PageHeader title="Assignment Results" actions={backButton} />
      <ErrorBoundary fallback={(error) => <ResultsError error={error} />}>
        <AssignmentResults />
      </ErrorBoundary>
    </Box>
  );
}
