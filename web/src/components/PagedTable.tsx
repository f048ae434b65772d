import { Box, Flex, Input, InputGroup, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SearchIcon } from './icons';
import { type PageLink, Pagination } from './Pagination';
import { listSummary } from './usePagedList';

/** The part of `usePagedList` the table shows: the search box, the loading state and the pages. */
export interface PagedTableControls {
  searchText: string;
  setSearchText: (text: string) => void;
  isLoading: boolean;
  currentPage: number;
  goToPage: (cursor: string | null) => void;
}

interface PagedTableColumn {
  header: string;
  /** Actions sit at the row's end. */
  align?: 'end';
}

interface PagedTableProps {
  list: PagedTableControls;
  connection: {
    readonly totalCount: number;
    readonly edges: readonly unknown[];
    readonly pageCursors: readonly PageLink[];
  };
  pageSize: number;
  /** The search box's accessible name and placeholder. */
  search: { label: string; placeholder: string };
  /** The summary when nothing matches ('No users'). */
  emptySummary: string;
  /** A summary of the list's own in place of 'Showing 1–10 of 42' ('3 students'). */
  summary?: string;
  /** The table's one row when the page is empty. */
  emptyText?: string;
  /** The page links' accessible name ('User list pages'). */
  pagesLabel: string;
  columns: readonly PagedTableColumn[];
  /** Filters between the search box and the summary (the role filter). */
  filters?: ReactNode;
  /** Buttons at the end of the bar, after the summary (Mark All). */
  actions?: ReactNode;
  /** Rows react to the pointer (they hold actions); off for read-only tables. */
  interactive?: boolean;
  /** The rows of the page on screen. */
  children: ReactNode;
}

/**
 * A server-paged, searchable table (users, patients, symptoms, rooms, quick mark): the search box and
 * a 'Showing 1–10 of 42' summary above, the rows, and numbered pages below. The list's own component
 * owns the fragment and the rows; `usePagedList` owns the fetching.
 */
export function PagedTable({
  list,
  connection,
  pageSize,
  search,
  emptySummary,
  summary,
  emptyText = 'No data available',
  pagesLabel,
  columns,
  filters,
  actions,
  interactive = true,
  children,
}: PagedTableProps) {
  const { isLoading } = list;
  return (
    <Box>
      <Flex gap="3" mb="4" wrap="wrap" align="center">
        <InputGroup startElement={<SearchIcon color="fg.muted" />} flex="1 1 18rem" maxW="md">
          <Input
            type="search"
            aria-label={search.label}
            placeholder={search.placeholder}
            value={list.searchText}
            onChange={(e) => list.setSearchText(e.target.value)}
            bg="bg"
          />
        </InputGroup>
        {filters}
        <Text fontSize="sm" color="fg.muted" ms={actions ? undefined : 'auto'} aria-live="polite">
          {isLoading
            ? 'Loading...'
            : (summary ??
              listSummary(
                { isLoading, currentPage: list.currentPage, pageSize },
                connection.edges.length,
                connection.totalCount,
                emptySummary,
              ))}
        </Text>
        {actions ? <Box ms="auto">{actions}</Box> : null}
      </Flex>

      <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg" mb="4">
        <Table.Root
          size="md"
          interactive={interactive}
          aria-busy={isLoading}
          opacity={isLoading ? 0.6 : 1}
          transition="opacity 0.15s"
        >
          <Table.Header>
            <Table.Row bg="bg.muted">
              {columns.map((column) => (
                <Table.ColumnHeader key={column.header} textAlign={column.align}>
                  {column.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {connection.edges.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length} textAlign="center" py="10" color="fg.muted">
                  {isLoading ? 'Loading...' : emptyText}
                </Table.Cell>
              </Table.Row>
            ) : (
              children
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>

      {connection.totalCount > 0 ? (
        <Pagination
          label={pagesLabel}
          pages={connection.pageCursors}
          disabled={isLoading}
          onPage={list.goToPage}
        />
      ) : null}
    </Box>
  );
}
