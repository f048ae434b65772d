import { Box, Text } from '@chakra-ui/react';
import { useSectionTitle } from '../shell/ShellFrame';
import { PageHeader } from './PageHeader';

/** A screen of the route map whose GraphQL schema is not there yet: it exists, in its shell. */
export function PlaceholderPage() {
  const title = useSectionTitle('Anamnesis');
  return (
    <Box>
      <PageHeader title={title} />
      <Box bg="bg" borderWidth="1px" rounded="xl" p="8">
        <Text color="fg.muted">This screen is on its way.</Text>
      </Box>
    </Box>
  );
}
