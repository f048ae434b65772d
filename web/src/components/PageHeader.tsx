import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: string;
  /** Buttons on the right. */
  actions?: ReactNode;
}

/** The heading row of a page: the page's h1, a line of context, and its main actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Flex
      justify="space-between"
      align={{ base: 'stretch', md: 'center' }}
      direction={{ base: 'column', md: 'row' }}
      gap="4"
      mb="6"
    >
      <Stack gap="1">
        <Heading as="h1" size="2xl">
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
