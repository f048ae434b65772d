import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useId, useState } from 'react';
import { ChartTable, type ChartTableData } from './ChartTable';

interface ChartCardProps {
  title: string;
  /** A line under the title: how to read the chart. */
  description?: string;
  /** The same numbers as the chart, for the "Show as table" view. */
  table: ChartTableData;
  /** When set, there is nothing to draw: this text shows instead of the chart and its table. */
  empty?: string | null;
  /** Choices that change what the chart shows (a part, a case), above it. */
  controls?: ReactNode;
  /** The chart (an SVG with role="img" and a summary for screen readers). */
  children: ReactNode;
}

/**
 * A chart in a card with a "Show as table" toggle: the table holds every number the chart draws, so the
 * figures can be read exactly, with the keyboard and with a screen reader.
 */
export function ChartCard({ title, description, table, empty, controls, children }: ChartCardProps) {
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  const headingId = `${id}-heading`;
  const bodyId = `${id}-body`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" bg="bg" borderWidth="1px" rounded="xl" p="5">
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Stack gap="1">
          <Heading as="h2" size="md" id={headingId}>
            {title}
          </Heading>
          {description ? (
            <Text fontSize="sm" color="fg.muted">
              {description}
            </Text>
          ) : null}
        </Stack>
        {empty ? null : (
          <Button size="xs" variant="outline" aria-controls={bodyId} onClick={() => setAsTable((v) => !v)}>
            {asTable ? 'Show as chart' : 'Show as table'}
          </Button>
        )}
      </Flex>
      {controls}
      <Box id={bodyId}>
        {empty ? (
          <Text
            color="fg.muted"
            py="6"
            textAlign="center"
            borderWidth="1px"
            borderStyle="dashed"
            rounded="md"
          >
            {empty}
          </Text>
        ) : asTable ? (
          <ChartTable {...table} />
        ) : (
          children
        )}
      </Box>
    </Stack>
  );
}
