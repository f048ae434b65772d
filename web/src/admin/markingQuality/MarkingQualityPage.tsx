import { Box, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { MarkingQualityPageQuery } from '../../__generated__/MarkingQualityPageQuery.graphql';
import { PageHeader } from '../../components/PageHeader';
import { useRouteQuery } from '../../relay/preload';
import { MarkingQualityCases } from './MarkingQualityCases';
import { MarkingQualityFilters } from './MarkingQualityFilters';
import { MarkingQualityPartTable } from './MarkingQualityPartTable';

export const markingQualityPageQuery = graphql`
  query MarkingQualityPageQuery($filter: MarkingQualityFilter, $optionCount: Int!) {
    ...MarkingQualityFilters_query
    markingQuality(filter: $filter) {
      reviewed
      edited
      confirmed
      minimumForKappa
      parts {
        part
        ...MarkingQualityPartTable_part
      }
      ...MarkingQualityCases_quality
    }
  }
`;

/**
 * Marking quality (/admin/marking-quality): how the grader's marks compare with the teachers' final
 * marks on the assignments a teacher edited or confirmed (docs/marking.md, "Grader agreement").
 */
export function MarkingQualityPage() {
  const data = useRouteQuery<MarkingQualityPageQuery>(markingQualityPageQuery);
  const quality = data.markingQuality;
  const counts: [string, number][] = [
    ['Reviewed', quality.reviewed],
    ['Edited', quality.edited],
    ['Confirmed', quality.confirmed],
  ];
  return (
    <Box>
      <PageHeader
        title="Marking quality"
        description="How the automatic marks compare with the teachers' final marks, on the assignments a teacher edited or confirmed."
      />
      <Stack gap="6">
        <Box bg="bg" borderWidth="1px" rounded="xl" p="5">
          <MarkingQualityFilters queryRef={data} />
        </Box>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          {counts.map(([label, value]) => (
            <Box key={label} role="group" aria-label={label} bg="bg" borderWidth="1px" rounded="xl" p="4">
              <Stat.Root>
                <Stat.Label>{label}</Stat.Label>
                <Stat.ValueText>{value}</Stat.ValueText>
              </Stat.Root>
            </Box>
          ))}
        </SimpleGrid>
        {quality.reviewed < quality.minimumForKappa ? (
          <Text color="fg.muted">
            Kappa needs at least {quality.minimumForKappa} reviewed assignments; below that it reads “not
            enough data”.
          </Text>
        ) : null}
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
          {quality.parts.map((part) => (
            <MarkingQualityPartTable
              key={part.part}
              partRef={part}
              minimumForKappa={quality.minimumForKappa}
            />
          ))}
        </SimpleGrid>
        <MarkingQualityCases qualityRef={quality} />
      </Stack>
    </Box>
  );
}
