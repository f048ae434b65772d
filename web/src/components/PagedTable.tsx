import { Box, Flex, Input, InputGroup, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DataTable } from './DataTable';
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
  /** The column headers; the last (Actions) sits at the row's end unless `endColumns` says otherwise. */
  columns: readonly string[];
  endColumns?: number;
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
  endColumns,
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

      <DataTable
        columns={columns}
        endColumns={endColumns}
        interactive={interactive}
        busy={isLoading}
        mb="4"
        empty={connection.edges.length === 0 ? (isLoading ? 'Loading...' : emptyText) : null}
      >
        {children}
      </DataTable>

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
