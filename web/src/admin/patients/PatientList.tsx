import { Box, Flex, Input, InputGroup, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { PatientList_query$key } from '../../__generated__/PatientList_query.graphql';
import type { PatientListRefetchQuery } from '../../__generated__/PatientListRefetchQuery.graphql';
import type { SymptomPicker_query$key } from '../../__generated__/SymptomPicker_query.graphql';
import { SearchIcon } from '../../components/icons';
import { Pagination } from '../../components/Pagination';
import { listSummary, type PagedListFilters, usePagedList } from '../../components/usePagedList';
import { DeletePatientDialog } from './DeletePatientDialog';
import { EditPatientDialog } from './EditPatientDialog';
import { PatientRow, type PatientRowData } from './PatientRow';
import { PATIENTS_PAGE_SIZE } from './patientListVariables';

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
    initial: { search: '', after: null },
    toVariables: (f) => ({ first: PATIENTS_PAGE_SIZE, search: f.search || null, after: f.after }),
    connection: patients,
  });

  return (
    <Box>
      <Flex gap="3" mb="4" wrap="wrap" align="center">
        <InputGroup startElement={<SearchIcon color="fg.muted" />} flex="1 1 18rem" maxW="md">
          <Input
            type="search"
            aria-label="Search patients"
            placeholder="Search by name, diagnosis, or symptom"
            value={list.searchText}
            onChange={(e) => list.setSearchText(e.target.value)}
            bg="bg"
          />
        </InputGroup>
        <Text fontSize="sm" color="fg.muted" ms="auto" aria-live="polite">
          {listSummary(
            { isLoading: list.isLoading, currentPage: list.currentPage, pageSize: PATIENTS_PAGE_SIZE },
            patients.edges.length,
            patients.totalCount,
            'No patients',
          )}
        </Text>
      </Flex>

      <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg" mb="4">
        <Table.Root size="md" interactive aria-busy={list.isLoading} opacity={list.isLoading ? 0.6 : 1}>
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Diagnosis</Table.ColumnHeader>
              <Table.ColumnHeader>Symptoms</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {patients.edges.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={4} textAlign="center" py="10" color="fg.muted">
                  {list.isLoading ? 'Loading...' : 'No data available'}
                </Table.Cell>
              </Table.Row>
            ) : (
              patients.edges.map(({ node }) => (
                <PatientRow
                  key={node.id}
                  patientRef={node}
                  onEdit={(patient) => setDialog({ kind: 'edit', patient })}
                  onDelete={(patient) => setDialog({ kind: 'delete', patient })}
                />
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>

      {patients.totalCount > 0 ? (
        <Pagination
          label="Patient list pages"
          pages={patients.pageCursors}
          disabled={list.isLoading}
          onPage={list.goToPage}
        />
      ) : null}

      {dialog?.kind === 'edit' ? (
        <EditPatientDialog
          patientRef={dialog.patient}
          symptomOptionsRef={symptomOptionsRef}
          onClose={() => setDialog(null)}
          onSaved={list.reload}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeletePatientDialog
          patientRef={dialog.patient}
          onClose={() => setDialog(null)}
          onDeleted={list.reload}
        />
      ) : null}
    </Box>
  );
}
