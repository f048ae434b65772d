import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface DataTableProps {
  /** The column headers, in order. */
  columns: readonly string[];
  /** How many of the last columns sit at the row's end (Actions, a score); 0 for none. */
  endColumns?: number;
  /** The table's accessible name, where the page has more than one table. */
  label?: string;
  size?: 'sm' | 'md';
  /** Rows react to the pointer (they hold actions). */
  interactive?: boolean;
  /** Focusable, for a table that scrolls sideways on a narrow screen and may hold no button. */
  focusable?: boolean;
  /** A fetch is running: the rows fade and the table says it is busy. */
  busy?: boolean;
  /** Drawn in a bordered box; off inside a card that draws its own. */
  framed?: boolean;
  /** Space below the table (before its pages). */
  mb?: string;
  /** The table's one row in place of the rows when there are none ('No requests available'). */
  empty?: ReactNode;
  /** The rows. */
  children?: ReactNode;
}

/**
 * A table of records: a header row of column names, then the rows, or one muted row that says there are
 * none. Every list and settings table draws it; `PagedTable` adds the search box and the pages.
 */
export function DataTable({
  columns,
  endColumns = 1,
  label,
  size = 'md',
  interactive = false,
  focusable = false,
  busy,
  framed = true,
  mb,
  empty,
  children,
}: DataTableProps) {
  const firstAtEnd = columns.length - endColumns;
  return (
    <Table.ScrollArea
      {...(framed ? { borderWidth: '1px', rounded: 'xl', bg: 'bg' } : {})}
      mb={mb}
      tabIndex={focusable ? 0 : undefined}
    >
      <Table.Root
        size={size}
        interactive={interactive}
        aria-label={label}
        aria-busy={busy}
        opacity={busy ? 0.6 : 1}
        transition="opacity 0.15s"
      >
        <Table.Header>
          <Table.Row bg="bg.muted">
            {columns.map((header, index) => (
              <Table.ColumnHeader key={header} textAlign={index >= firstAtEnd ? 'end' : undefined}>
                {header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {empty ? (
            <Table.Row>
              <Table.Cell
                colSpan={columns.length}
                textAlign="center"
                py={size === 'sm' ? '6' : '10'}
                color="fg.muted"
              >
                {empty}
              </Table.Cell>
            </Table.Row>
          ) : (
            children
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
