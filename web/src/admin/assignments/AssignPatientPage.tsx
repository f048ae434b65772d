import { Suspense } from 'react';
import { graphql, useQueryLoader } from 'react-relay';
import { useNavigate } from 'react-router';
import type { AssignPatientPageQuery } from '../../__generated__/AssignPatientPageQuery.graphql';
import type { UnassignedPatientChoicesQuery } from '../../__generated__/UnassignedPatientChoicesQuery.graphql';
import { useRouteQuery } from '../../relay/preload';
import { AssignPage } from './AssignPage';
import { ChoicesPending } from './ChoicesPending';
import { StudentSelect } from './StudentSelect';
import { UnassignedPatientChoices, unassignedPatientChoicesQuery } from './UnassignedPatientChoices';
import { useAssignPatientsToStudentMutation } from './useAssignPatientsToStudentMutation';

export const assignPatientPageQuery = graphql`
  query AssignPatientPageQuery($choiceCount: Int!, $studentSearch: String) {
    ...StudentSelect_query
  }
`;

/** Assign Patient(s) to Student (/admin/assign-patient). */
export function AssignPatientPage() {
  const data = useRouteQuery<AssignPatientPageQuery>(assignPatientPageQuery);
  const navigate = useNavigate();
  const [commitAssign, isAssigning] = useAssignPatientsToStudentMutation();
  const [patientsRef, loadPatients, disposePatients] = useQueryLoader<UnassignedPatientChoicesQuery>(
    unassignedPatientChoicesQuery,
  );

  return (
    <AssignPage
      title="Assign Patient(s) to Student"
      description="Give one student one or more patient cases to work on."
      submitLabel="Assign Patient(s)"
      cancelTo="/admin/table-assign-patient"
      noteLabel="Allow visit note"
      incomplete="Please select a student and at least one patient."
      missing={{ target: 'Please select a student.', items: 'Please select at least one patient.' }}
      items="loaded"
      renderTarget={(field) => <StudentSelect queryRef={data} {...field} />}
      onTargetChange={(id) => {
        if (id) loadPatients({ studentId: id }, { fetchPolicy: 'network-only' });
        else disposePatients();
      }}
      renderItems={({ value, onChange, error }) =>
        patientsRef ? (
          <Suspense fallback={<ChoicesPending label="Patients" text="Loading patients..." loading />}>
            <UnassignedPatientChoices
              queryRef={patientsRef}
              selected={value}
              onChange={onChange}
              error={error}
            />
          </Suspense>
        ) : (
          <ChoicesPending
            label="Patients"
            text="Choose a student to see the patients they do not have yet."
          />
        )
      }
      busy={isAssigning}
      onSubmit={({ targetId, itemIds, flags }) =>
        commitAssign({
          variables: { input: { studentId: targetId, patientIds: itemIds, ...flags } },
          success: 'Patient(s) assigned to student(s) successfully!',
          failure: 'Failed to assign patients. Please try again.',
          onSuccess: () => navigate('/admin/table-assign-patient'),
        })
      }
    />
  );
}
