import { Suspense } from 'react';
import { graphql, useQueryLoader } from 'react-relay';
import { useNavigate } from 'react-router';
import type { AssignStudentPageQuery } from '../../__generated__/AssignStudentPageQuery.graphql';
import type { UnassignedStudentChoicesQuery } from '../../__generated__/UnassignedStudentChoicesQuery.graphql';
import { useRouteQuery } from '../../relay/preload';
import { AssignPage } from './AssignPage';
import { ChoicesPending } from './ChoicesPending';
import { PatientSelect } from './PatientSelect';
import { UnassignedStudentChoices, unassignedStudentChoicesQuery } from './UnassignedStudentChoices';
import { useAssignStudentsToPatientMutation } from './useAssignStudentsToPatientMutation';

export const assignStudentPageQuery = graphql`
  query AssignStudentPageQuery($choiceCount: Int!, $patientSearch: String) {
    ...PatientSelect_query
  }
`;

/** Assign Student(s) to Patient (/admin/assign-student). */
export function AssignStudentPage() {
  const data = useRouteQuery<AssignStudentPageQuery>(assignStudentPageQuery);
  const navigate = useNavigate();
  const [commitAssign, isAssigning] = useAssignStudentsToPatientMutation();
  const [studentsRef, loadStudents, disposeStudents] = useQueryLoader<UnassignedStudentChoicesQuery>(
    unassignedStudentChoicesQuery,
  );

  return (
    <AssignPage
      title="Assign Student(s) to Patient"
      description="Give one patient case to one or more students."
      submitLabel="Assign Student(s)"
      cancelTo="/admin/table-assign-patient"
      noteLabel="Allow Note"
      incomplete="Please select a patient and at least one student."
      missing={{ target: 'Please select a patient.', items: 'Please select at least one student.' }}
      items="loaded"
      renderTarget={(field) => <PatientSelect queryRef={data} {...field} />}
      onTargetChange={(id) => {
        if (id) loadStudents({ patientId: id }, { fetchPolicy: 'network-only' });
        else disposeStudents();
      }}
      renderItems={({ value, onChange, error }) =>
        studentsRef ? (
          <Suspense fallback={<ChoicesPending label="Students" text="Loading students..." loading />}>
            <UnassignedStudentChoices
              queryRef={studentsRef}
              selected={value}
              onChange={onChange}
              error={error}
            />
          </Suspense>
        ) : (
          <ChoicesPending
            label="Students"
            text="Choose a patient to see the students who do not have it yet."
          />
        )
      }
      busy={isAssigning}
      onSubmit={({ targetId, itemIds, flags }) =>
        commitAssign({
          variables: { input: { patientId: targetId, studentIds: itemIds, ...flags } },
          success: 'Student(s) assigned to patient successfully!',
          failure: 'Failed to assign students. Please try again.',
          onSuccess: () => navigate('/admin/table-assign-patient'),
        })
      }
    />
  );
}
