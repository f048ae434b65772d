import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled block of an assignment's work (findings, visit note, conversation). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="1.5">
      <Text as="h3" fontWeight="semibold" fontSize="sm" color="fg.muted">
        {title}
      </Text>
      {children}
    </Stack>
  );
}
