import { Box, Button, Flex, Stack } from '@chakra-ui/react';
import { type FormEvent, Suspense, useState } from 'react';
import { graphql, useQueryLoader } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { AssignStudentPageQuery } from '../../__generated__/AssignStudentPageQuery.graphql';
import type { UnassignedStudentChoicesQuery } from '../../__generated__/UnassignedStudentChoicesQuery.graphql';
import { FormCard } from '../../components/FormCard';
import { PageHeader } from '../../components/PageHeader';
import { notify } from '../../components/toaster';
import { useRouteQuery } from '../../relay/preload';
import { AssignmentFlags, type AssignmentFlagValues } from './AssignmentFlags';
import { ChoicesPending } from './ChoicesPending';
import { PatientSelect } from './PatientSelect';
import { UnassignedStudentChoices, unassignedStudentChoicesQuery } from './UnassignedStudentChoices';
import { useAssignStudentsToPatientMutation } from './useAssignStudentsToPatientMutation';

export const assignStudentPageQuery = graphql`
  query AssignStudentPageQuery($choiceCount: Int!, $patientSearch: String) {
    ...PatientSelect_query
  }
`;

const failed = 'Failed to assign students. Please try again.';
const incomplete = 'Please select a patient and at least one student.';

/** Assign Student(s) to Patient (/admin/assign-student, docs/assignments.md#assigning). */
export function AssignStudentPage() {
  const data = useRouteQuery<AssignStudentPageQuery>(assignStudentPageQuery);
  const navigate = useNavigate();
  const [commitAssign, isAssigning] = useAssignStudentsToPatientMutation();
  const [studentsRef, loadStudents, disposeStudents] = useQueryLoader<UnassignedStudentChoicesQuery>(
    unassignedStudentChoicesQuery,
  );
  const [patientId, setPatientId] = useState('');
  const [studentIds, setStudentIds] = useState<string[]>([]);
  const [flags, setFlags] = useState<AssignmentFlagValues>({
    isMarkable: false,
    isNoteAllow: false,
    showAnswers: false,
    holdForReview: false,
  });
  const [errors, setErrors] = useState<{ patient?: string; students?: string }>({});

  function choosePatient(id: string) {
    setPatientId(id);
    setStudentIds([]);
    setErrors({});
    if (id) loadStudents({ patientId: id }, { fetchPolicy: 'network-only' });
    else disposeStudents();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!patientId || studentIds.length === 0) {
      setErrors({
        patient: patientId ? undefined : 'Please select a patient.',
        students: patientId && studentIds.length === 0 ? 'Please select at least one student.' : undefined,
      });
      notify.error(incomplete);
      return;
    }
    commitAssign({
      variables: { input: { patientId, studentIds, ...flags } },
      onCompleted: ({ assignStudentsToPatient: result }) => {
        if (result.__typename === 'AssignmentsPayload') {
          notify.success('Student(s) assigned to patient successfully!');
          navigate('/admin/table-assign-patient');
        } else {
          notify.error(result.message ?? failed);
        }
      },
      onError: () => notify.error(failed),
    });
  }

  return (
    <Box maxW="3xl">
      <PageHeader
        title="Assign Student(s) to Patient"
        description="Give one patient case to one or more students."
      />
      <FormCard onSubmit={handleSubmit}>
        <Stack gap="6">
          <PatientSelect queryRef={data} value={patientId} onChange={choosePatient} error={errors.patient} />
          {studentsRef ? (
            <Suspense fallback={<ChoicesPending label="Students" text="Loading students..." loading />}>
              <UnassignedStudentChoices
                queryRef={studentsRef}
                selected={studentIds}
                onChange={(ids) => {
                  setStudentIds(ids);
                  setErrors((e) => ({ ...e, students: undefined }));
                }}
                error={errors.students}
              />
            </Suspense>
          ) : (
            <ChoicesPending
              label="Students"
              text="Choose a patient to see the students who do not have it yet."
            />
          )}
          <AssignmentFlags values={flags} onChange={setFlags} noteLabel="Allow Note" />
          <Flex gap="3" justify="flex-end">
            <Button asChild variant="outline" colorPalette="gray">
              <RouterLink to="/admin/table-assign-patient">Cancel</RouterLink>
            </Button>
            <Button type="submit" disabled={isAssigning}>
              {isAssigning ? 'Assigning...' : 'Assign Student(s)'}
            </Button>
          </Flex>
        </Stack>
      </FormCard>
    </Box>
  );
}
