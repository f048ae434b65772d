import { Box, Table } from '@chakra-ui/react';

export interface ChartTableData {
  /** The table's caption: what the numbers are. */
  caption: string;
  /** The column headings; the first names the row headers. */
  columns: readonly string[];
  /** One row per bar, bucket or week; the first cell heads the row. */
  rows: readonly { key: string; cells: readonly string[] }[];
}

/** A chart's numbers as a table (its "Show as table" view): a caption, column and row headers. */
export function ChartTable({ caption, columns, rows }: ChartTableData) {
  return (
    // Focusable, so a table wider than the screen can be scrolled with the keyboard.
    <Box overflowX="auto" tabIndex={0}>
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" color="fg.muted" mb="2">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column, i) => (
              <Table.ColumnHeader key={column} scope="col" textAlign={i === 0 ? 'start' : 'end'}>
                {column}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key}>
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the cells of a row are positional
                  <Table.Cell key={i} as="th" scope="row" fontWeight="normal">
                    {cell}
                  </Table.Cell>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the cells of a row are positional
                  <Table.Cell key={i} textAlign="end">
                    {cell}
                  </Table.Cell>
                ),
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
