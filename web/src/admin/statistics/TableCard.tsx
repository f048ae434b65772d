import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface TableCardProps {
  title: string;
  /** When set, this text shows instead of the table. */
  empty?: string | null;
  /** Next to the title (a link). */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled card holding a table of figures, or a line saying there are none. */
export function TableCard({ title, empty, action, children }: TableCardProps) {
  const id = `table-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Stack as="section" aria-labelledby={id} gap="3" bg="bg" borderWidth="1px" rounded="xl" p="5">
      <Stack direction="row" justify="space-between" align="baseline" gap="3" wrap="wrap">
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
        {action}
      </Stack>
      {empty ? <Text color="fg.muted">{empty}</Text> : children}
    </Stack>
  );
}
