import { rubricTotal } from '@anamnesis/rules';
import {
  Box,
  Button,
  DataList,
  Flex,
  Grid,
  Input,
  InputGroup,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { graphql } from 'react-relay';
import { useNavigate, useRouteError } from 'react-router';
import type { EditAssignmentPageQuery } from '../../__generated__/EditAssignmentPageQuery.graphql';
import { Detail } from '../../components/Detail';
import { FormCard } from '../../components/FormCard';
import { FormField } from '../../components/FormField';
import { PageHeader } from '../../components/PageHeader';
import { isSessionGone, SessionGone } from '../../components/SessionGone';
import { StatusBadge } from '../../components/StatusBadge';
import { GraphQLRequestError } from '../../relay/environment';
import { useRouteQuery } from '../../relay/preload';
import { ResultEvidence } from '../../student/results/ResultEvidence';
import { ConfirmMarks } from '../markingQuality/ConfirmMarks';
import { AssignmentWork } from './DetailSection';
import { EarlierAttempts } from './EarlierAttempts';
import { ReleaseAnswers } from './ReleaseAnswers';
import { clampNote, clampScore, type ScoreKey, type ScoreValues, scoreOf, scoreParts } from './scoreInput';
import { useUpdateAssignmentMarksMutation } from './useUpdateAssignmentMarksMutation';

export const editAssignmentPageQuery = graphql`
  query EditAssignmentPageQuery($id: ID!) {
    assignment(id: $id) {
      id
      status
      findings
      visitNote
      feedback
      markedBy
      attempt
      ...ConversationLog_assignment
      ...EarlierAttempts_assignment
      ...ReleaseAnswers_assignment
      ...ConfirmMarks_assignment
      ...ResultEvidence_assignment
      patient {
        name
      }
      student {
        name
      }
      scores {
        mandatoryQuestions
        symptoms
        treatment
        diagnosis
      }
    }
  }
`;

const updateFailed = 'Failed to update the assignment.';

/** Back where the admin came from, or to the table when the page was opened directly. */
function useGoBack() {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/admin/table-assign-patient');
  };
}

function EditAssignmentFrame({ children }: { children: ReactNode }) {
  return (
    <Box maxW="6xl">
      <PageHeader title="Edit Assignment" description="Review the student's work and adjust the marks." />
      {children}
    </Box>
  );
}

/**
 * Edit Assignment (/admin/edit-assignment/:id, docs/assignments.md#edit-assignment): an admin's own marks.
 */
export function EditAssignmentPage() {
  const { assignment } = useRouteQuery<EditAssignmentPageQuery>(editAssignmentPageQuery);
  const goBack = useGoBack();
  const [commitUpdate, isSaving] = useUpdateAssignmentMarksMutation();
  const [feedback, setFeedback] = useState(assignment.feedback ?? '');
  const [scores, setScores] = useState<ScoreValues>({
    mandatoryQuestions: String(assignment.scores.mandatoryQuestions ?? 0),
    symptoms: String(assignment.scores.symptoms ?? 0),
    treatment: String(assignment.scores.treatment ?? 0),
    diagnosis: String(assignment.scores.diagnosis ?? 0),
  });
  // What the last keystroke in each box was changed to, and why (the boxes clamp as one types).
  const [notes, setNotes] = useState<Partial<Record<ScoreKey, string>>>({});
  const total = scoreParts.reduce((sum, part) => sum + scoreOf(scores[part.key]), 0);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    commitUpdate({
      variables: {
        input: {
          assignmentId: assignment.id,
          feedback,
          scores: {
            mandatoryQuestions: scoreOf(scores.mandatoryQuestions),
            symptoms: scoreOf(scores.symptoms),
            treatment: scoreOf(scores.treatment),
            diagnosis: scoreOf(scores.diagnosis),
          },
        },
      },
      success: 'Assignment updated successfully!',
      failure: updateFailed,
      serverMessage: false,
      onSuccess: goBack,
    });
  }

  return (
    <EditAssignmentFrame>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
        <Stack gap="6" bg="bg" borderWidth="1px" rounded="xl" p={{ base: '5', md: '6' }}>
          <DataList.Root orientation="horizontal" gap="3">
            <Detail label="Patient" fontWeight="semibold">
              {assignment.patient.name}
            </Detail>
            <Detail label="Student">{assignment.student.name}</Detail>
            <Detail label="Status">
              <StatusBadge status={assignment.status} />
            </Detail>
            {assignment.attempt > 1 ? <Detail label="Attempt">{assignment.attempt} (current)</Detail> : null}
            {assignment.markedBy ? <Detail label="Marked by">{assignment.markedBy}</Detail> : null}
            <ReleaseAnswers assignmentRef={assignment} />
            <ConfirmMarks assignmentRef={assignment} />
          </DataList.Root>
          <AssignmentWork
            findings={assignment.findings}
            visitNote={assignment.visitNote}
            assignmentRef={assignment}
          />
          {/* The grader's reasons, to weigh before changing its marks. */}
          <ResultEvidence assignmentRef={assignment} reader="teacher" />
          <EarlierAttempts assignmentRef={assignment} />
        </Stack>

        <FormCard onSubmit={handleSubmit}>
          <Stack gap="5">
            <FormField label="Feedback">
              <Textarea
                name="feedback"
                rows={6}
                value={feedback}
                onChange={(e) => setFeedback(e.target.value)}
                placeholder="What went well, and what to work on"
              />
            </FormField>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              {scoreParts.map((part) => (
                <FormField
                  key={part.key}
                  label={part.label}
                  helperText={notes[part.key] ?? `0 to ${part.max}`}
                >
                  <InputGroup endElement={<Text color="fg.muted">/ {part.max}</Text>}>
                    <Input
                      name={part.key}
                      inputMode="numeric"
                      autoComplete="off"
                      value={scores[part.key]}
                      onChange={(e) => {
                        const raw = e.target.value;
                        setScores((s) => ({ ...s, [part.key]: clampScore(raw, part.max) }));
                        setNotes((n) => ({ ...n, [part.key]: clampNote(raw, part.max) ?? undefined }));
                      }}
                    />
                  </InputGroup>
                </FormField>
              ))}
            </SimpleGrid>
            <FormField label="Total Score">
              <InputGroup endElement={<Text color="fg.muted">/ {rubricTotal}</Text>}>
                <Input name="total" value={String(total)} readOnly bg="bg.muted" fontWeight="semibold" />
              </InputGroup>
            </FormField>
            <Flex gap="3" justify="flex-end">
              <Button variant="outline" colorPalette="gray" onClick={goBack} disabled={isSaving}>
                Cancel
              </Button>
              <Button type="submit" disabled={isSaving}>
                {isSaving ? 'Saving...' : 'Save Changes'}
              </Button>
            </Flex>
          </Stack>
        </FormCard>
      </Grid>
    </EditAssignmentFrame>
  );
}

/** The page's error boundary: the texts for a missing assignment and a failed read. */
export function EditAssignmentError() {
  const error = useRouteError();
  if (isSessionGone(error)) return <SessionGone />;
  const missing =
    error instanceof GraphQLRequestError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN');
  return (
    <EditAssignmentFrame>
      <Box role="alert" bg="bg" borderWidth="1px" rounded="xl" p="8">
        <Text color={missing ? 'fg' : 'red.700'} fontWeight="medium">
          {missing ? 'No assignment found.' : 'Failed to fetch assignment details.'}
        </Text>
      </Box>
    </EditAssignmentFrame>
  );
}
