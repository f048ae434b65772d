import { Box, Flex, Input, InputGroup, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { SymptomList_query$key } from '../../__generated__/SymptomList_query.graphql';
import type { SymptomListRefetchQuery } from '../../__generated__/SymptomListRefetchQuery.graphql';
import { SearchIcon } from '../../components/icons';
import { Pagination } from '../../components/Pagination';
import { listSummary, type PagedListFilters, usePagedList } from '../../components/usePagedList';
import { DeleteSymptomDialog } from './DeleteSymptomDialog';
import { EditSymptomDialog } from './EditSymptomDialog';
import { SymptomRow, type SymptomRowData } from './SymptomRow';
import { SYMPTOMS_PAGE_SIZE } from './symptomListVariables';

type OpenDialog = { kind: 'edit' | 'delete'; symptom: SymptomRowData } | null;

export function SymptomList({ queryRef }: { queryRef: SymptomList_query$key }) {
  const [data, refetch] = useRefetchableFragment<SymptomListRefetchQuery, SymptomList_query$key>(
    graphql`
      fragment SymptomList_query on Query @refetchable(queryName: "SymptomListRefetchQuery") {
        symptoms(first: $first, after: $after, search: $search) {
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
    initial: { search: '', after: null },
    toVariables: (f) => ({ first: SYMPTOMS_PAGE_SIZE, search: f.search || null, after: f.after }),
    connection: symptoms,
  });

  return (
    <Box>
      <Flex gap="3" mb="4" wrap="wrap" align="center">
        <InputGroup startElement={<SearchIcon color="fg.muted" />} flex="1 1 18rem" maxW="md">
          <Input
            type="search"
            aria-label="Search symptoms"
            placeholder="Search by name, description, or severity"
            value={list.searchText}
            onChange={(e) => list.setSearchText(e.target.value)}
            bg="bg"
          />
        </InputGroup>
        <Text fontSize="sm" color="fg.muted" ms="auto" aria-live="polite">
          {listSummary(
            { isLoading: list.isLoading, currentPage: list.currentPage, pageSize: SYMPTOMS_PAGE_SIZE },
            symptoms.edges.length,
            symptoms.totalCount,
            'No symptoms',
          )}
        </Text>
      </Flex>

      <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg" mb="4">
        <Table.Root size="md" interactive aria-busy={list.isLoading} opacity={list.isLoading ? 0.6 : 1}>
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Description</Table.ColumnHeader>
              <Table.ColumnHeader>Severity</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {symptoms.edges.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={4} textAlign="center" py="10" color="fg.muted">
                  {list.isLoading ? 'Loading...' : 'No data available'}
                </Table.Cell>
              </Table.Row>
            ) : (
              symptoms.edges.map(({ node }) => (
                <SymptomRow
                  key={node.id}
                  symptomRef={node}
                  onEdit={(symptom) => setDialog({ kind: 'edit', symptom })}
                  onDelete={(symptom) => setDialog({ kind: 'delete', symptom })}
                />
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>

      {symptoms.totalCount > 0 ? (
        <Pagination
          label="Symptom list pages"
          pages={symptoms.pageCursors}
          disabled={list.isLoading}
          onPage={list.goToPage}
        />
      ) : null}

      {dialog?.kind === 'edit' ? (
        <EditSymptomDialog
          symptomRef={dialog.symptom}
          onClose={() => setDialog(null)}
          onSaved={list.reload}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteSymptomDialog
          symptomRef={dialog.symptom}
          onClose={() => setDialog(null)}
          onDeleted={list.reload}
        />
      ) : null}
    </Box>
  );
}
