import { Box, Button, Flex, Stack } from '@chakra-ui/react';
import { type FormEvent, Suspense, useState } from 'react';
import { graphql, useQueryLoader } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { AssignPatientPageQuery } from '../../__generated__/AssignPatientPageQuery.graphql';
import type { UnassignedPatientChoicesQuery } from '../../__generated__/UnassignedPatientChoicesQuery.graphql';
import { FormCard } from '../../components/FormCard';
import { PageHeader } from '../../components/PageHeader';
import { notify } from '../../components/toaster';
import { useRouteQuery } from '../../relay/preload';
import { AssignmentFlags, type AssignmentFlagValues } from './AssignmentFlags';
import { ChoicesPending } from './ChoicesPending';
import { StudentSelect } from './StudentSelect';
import { UnassignedPatientChoices, unassignedPatientChoicesQuery } from './UnassignedPatientChoices';
import { useAssignPatientsToStudentMutation } from './useAssignPatientsToStudentMutation';

export const assignPatientPageQuery = graphql`
  query AssignPatientPageQuery($choiceCount: Int!, $studentSearch: String) {
    ...StudentSelect_query
  }
`;

const failed = 'Failed to assign patients. Please try again.';
const incomplete = 'Please select a student and at least one patient.';

/** Assign Patient(s) to Student (/admin/assign-patient, docs/assignments.md#assigning). */
export function AssignPatientPage() {
  const data = useRouteQuery<AssignPatientPageQuery>(assignPatientPageQuery);
  const navigate = useNavigate();
  const [commitAssign, isAssigning] = useAssignPatientsToStudentMutation();
  const [patientsRef, loadPatients, disposePatients] = useQueryLoader<UnassignedPatientChoicesQuery>(
    unassignedPatientChoicesQuery,
  );
  const [studentId, setStudentId] = useState('');
  const [patientIds, setPatientIds] = useState<string[]>([]);
  const [flags, setFlags] = useState<AssignmentFlagValues>({
    isMarkable: false,
    isNoteAllow: false,
    showAnswers: false,
    holdForReview: false,
  });
  const [errors, setErrors] = useState<{ student?: string; patients?: string }>({});

  function chooseStudent(id: string) {
    setStudentId(id);
    setPatientIds([]);
    setErrors({});
    if (id) loadPatients({ studentId: id }, { fetchPolicy: 'network-only' });
    else disposePatients();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!studentId || patientIds.length === 0) {
      setErrors({
        student: studentId ? undefined : 'Please select a student.',
        patients: studentId && patientIds.length === 0 ? 'Please select at least one patient.' : undefined,
      });
      notify.error(incomplete);
      return;
    }
    commitAssign({
      variables: { input: { studentId, patientIds, ...flags } },
      onCompleted: ({ assignPatientsToStudent: result }) => {
        if (result.__typename === 'AssignmentsPayload') {
          notify.success('Patient(s) assigned to student(s) successfully!');
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
        title="Assign Patient(s) to Student"
        description="Give one student one or more patient cases to work on."
      />
      <FormCard onSubmit={handleSubmit}>
        <Stack gap="6">
          <StudentSelect queryRef={data} value={studentId} onChange={chooseStudent} error={errors.student} />
          {patientsRef ? (
            <Suspense fallback={<ChoicesPending label="Patients" text="Loading patients..." loading />}>
              <UnassignedPatientChoices
                queryRef={patientsRef}
                selected={patientIds}
                onChange={(ids) => {
                  setPatientIds(ids);
                  setErrors((e) => ({ ...e, patients: undefined }));
                }}
                error={errors.patients}
              />
            </Suspense>
          ) : (
            <ChoicesPending
              label="Patients"
              text="Choose a student to see the patients they do not have yet."
            />
          )}
          <AssignmentFlags values={flags} onChange={setFlags} noteLabel="Allow visit note" />
          <Flex gap="3" justify="flex-end">
            <Button asChild variant="outline" colorPalette="gray">
              <RouterLink to="/admin/table-assign-patient">Cancel</RouterLink>
            </Button>
            <Button type="submit" disabled={isAssigning}>
              {isAssigning ? 'Assigning...' : 'Assign Patient(s)'}
            </Button>
          </Flex>
        </Stack>
      </FormCard>
    </Box>
  );
}
