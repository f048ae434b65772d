import { useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { PatientList_query$key } from '../../__generated__/PatientList_query.graphql';
import type { PatientListRefetchQuery } from '../../__generated__/PatientListRefetchQuery.graphql';
import type { SymptomPicker_query$key } from '../../__generated__/SymptomPicker_query.graphql';
import { ConfirmMutationDialog } from '../../components/ConfirmMutationDialog';
import { PagedTable } from '../../components/PagedTable';
import { type PagedListFilters, usePagedList } from '../../components/usePagedList';
import { EditPatientDialog } from './EditPatientDialog';
import { PatientRow, type PatientRowData } from './PatientRow';
import { PATIENTS_PAGE_SIZE } from './patientListVariables';
import { useDeletePatientMutation } from './useDeletePatientMutation';

type OpenDialog = { kind: 'edit' | 'delete'; patient: PatientRowData } | null;

interface PatientListProps {
  queryRef: PatientList_query$key;
  symptomOptionsRef: SymptomPicker_query$key;
}

export function PatientList({ queryRef, symptomOptionsRef }: PatientListProps) {
  const [data, refetch] = useRefetchableFragment<PatientListRefetchQuery, PatientList_query$key>(
    graphql`
      fragment PatientList_query on Query @refetchable(queryName: "PatientListRefetchQuery") {
        patients(first: $first, after: $after, search: $search) {
          __id
          totalCount
          pageCursors {
            page
            cursor
            isCurrent
          }
          edges {
            node {
              id
              ...PatientRow_patient
            }
          }
        }
      }
    `,
    queryRef,
  );
  const { patients } = data;
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const list = usePagedList<PagedListFilters, PatientListRefetchQuery['variables']>({
    refetch,
    pageSize: PATIENTS_PAGE_SIZE,
    connection: patients,
  });

  return (
    <>
      <PagedTable
        list={list}
        connection={patients}
        pageSize={PATIENTS_PAGE_SIZE}
        search={{ label: 'Search patients', placeholder: 'Search by name, diagnosis, or symptom' }}
        emptySummary="No patients"
        pagesLabel="Patient list pages"
        columns={['Name', 'Diagnosis', 'Symptoms', 'Actions']}
      >
        {patients.edges.map(({ node }) => (
          <PatientRow
            key={node.id}
            patientRef={node}
            onEdit={(patient) => setDialog({ kind: 'edit', patient })}
            onDelete={(patient) => setDialog({ kind: 'delete', patient })}
          />
        ))}
      </PagedTable>

      {dialog?.kind === 'edit' ? (
        <EditPatientDialog
          patientRef={dialog.patient}
          symptomOptionsRef={symptomOptionsRef}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmMutationDialog
          useCommit={useDeletePatientMutation}
          variables={{ id: dialog.patient.id, connections: list.removal.connections }}
          updater={list.removal.updater}
          success="Patient deleted successfully!"
          failure="Failed to delete patient. Please try again."
          onClose={() => setDialog(null)}
        >
          Are you sure you want to delete this patient? This action cannot be undone.
        </ConfirmMutationDialog>
      ) : null}
    </>
  );
}
