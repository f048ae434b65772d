import { useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { SymptomList_query$key } from '../../__generated__/SymptomList_query.graphql';
import type { SymptomListRefetchQuery } from '../../__generated__/SymptomListRefetchQuery.graphql';
import { ConfirmMutationDialog } from '../../components/ConfirmMutationDialog';
import { PagedTable } from '../../components/PagedTable';
import { type PagedListFilters, usePagedList } from '../../components/usePagedList';
import { EditSymptomDialog } from './EditSymptomDialog';
import { SymptomRow, type SymptomRowData } from './SymptomRow';
import { SYMPTOMS_PAGE_SIZE } from './symptomListVariables';
import { useDeleteSymptomMutation } from './useDeleteSymptomMutation';

type OpenDialog = { kind: 'edit' | 'delete'; symptom: SymptomRowData } | null;

export function SymptomList({ queryRef }: { queryRef: SymptomList_query$key }) {
  const [data, refetch] = useRefetchableFragment<SymptomListRefetchQuery, SymptomList_query$key>(
    graphql`
      fragment SymptomList_query on Query @refetchable(queryName: "SymptomListRefetchQuery") {
        symptoms(first: $first, after: $after, search: $search) {
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
              ...SymptomRow_symptom
            }
          }
        }
      }
    `,
    queryRef,
  );
  const { symptoms } = data;
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const list = usePagedList<PagedListFilters, SymptomListRefetchQuery['variables']>({
    refetch,
    pageSize: SYMPTOMS_PAGE_SIZE,
    connection: symptoms,
  });

  return (
    <>
      <PagedTable
        list={list}
        connection={symptoms}
        pageSize={SYMPTOMS_PAGE_SIZE}
        search={{ label: 'Search symptoms', placeholder: 'Search by name, description, or severity' }}
        emptySummary="No symptoms"
        pagesLabel="Symptom list pages"
        columns={['Name', 'Description', 'Severity', 'Actions']}
      >
        {symptoms.edges.map(({ node }) => (
          <SymptomRow
            key={node.id}
            symptomRef={node}
            onEdit={(symptom) => setDialog({ kind: 'edit', symptom })}
            onDelete={(symptom) => setDialog({ kind: 'delete', symptom })}
          />
        ))}
      </PagedTable>

      {dialog?.kind === 'edit' ? (
        <EditSymptomDialog
          symptomRef={dialog.symptom}
          onClose={() => setDialog(null)}
          onRenamed={list.reload}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmMutationDialog
          title="Delete Symptom"
          useCommit={useDeleteSymptomMutation}
          variables={{ id: dialog.symptom.id, connections: list.removal.connections }}
          updater={list.removal.updater}
          success="Symptom deleted successfully!"
          failure="Failed to delete symptom. Please try again."
          onClose={() => setDialog(null)}
        >
          Are you sure you want to delete <strong>{dialog.symptom.name}</strong>? Patients that have it will
          lose it. This action cannot be undone.
        </ConfirmMutationDialog>
      ) : null}
    </>
  );
}
