import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: string;
  /** Buttons on the right. */
  actions?: ReactNode;
  /** A small heading on a phone, for a screen that needs its height (the voice chat). */
  compact?: boolean;
}

/** The heading row of a page: the page's h1, a line of context, and its main actions. */
export function PageHeader({ title, description, actions, compact = false }: PageHeaderProps) {
  return (
    <Flex
      justify="space-between"
      align={{ base: 'stretch', md: 'center' }}
      direction={{ base: 'column', md: 'row' }}
      // A phone's screen is short: a smaller heading and gaps leave the page more of it.
      gap={{ base: '3', md: '4' }}
      mb={{ base: '4', md: '6' }}
    >
      <Stack gap="1">
        <Heading as="h1" size={{ base: compact ? 'md' : 'xl', md: '2xl' }}>
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
      </Stack>
      {actions ? (
        <Flex gap="3" wrap="wrap">
          {actions}
        </Flex>
      ) : null}
    </Flex>
  );
}
