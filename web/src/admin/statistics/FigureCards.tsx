import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';

interface FigureCardsProps {
  title: string;
  figures: readonly { label: string; value: string; hint?: string }[];
}

/** A row of small figure cards under a heading; each card is a named group, so it reads as "label, value". */
export function FigureCards({ title, figures }: FigureCardsProps) {
  const id = `figures-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as="h2" size="md" id={id}>
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 3, xl: Math.min(6, figures.length) }} gap="3">
        {figures.map((f) => (
          <Box key={f.label} role="group" aria-label={f.label} bg="bg" borderWidth="1px" rounded="xl" p="4">
            <Text fontSize="sm" color="fg.muted">
              {f.label}
            </Text>
            <Text fontSize="2xl" fontWeight="semibold" lineHeight="short">
              {f.value}
            </Text>
            {f.hint ? (
              <Text fontSize="xs" color="fg.muted">
                {f.hint}
              </Text>
            ) : null}
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
