import { Box, SimpleGrid, Stack } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { StatisticsPageQuery } from '../../__generated__/StatisticsPageQuery.graphql';
import { PageHeader } from '../../components/PageHeader';
import { useRouteQuery } from '../../relay/preload';
import { CaseGaps } from './CaseGaps';
import { ExportMarksLink } from './ExportMarksLink';
import { GraderAgreementCard } from './GraderAgreementCard';
import { PartsByCase } from './PartsByCase';
import { ProgressOverTime } from './ProgressOverTime';
import { RoomStatisticsTable } from './RoomStatisticsTable';
import { ScoreDistribution } from './ScoreDistribution';
import { StatisticsFilters } from './StatisticsFilters';
import { StatisticsOverview } from './StatisticsOverview';
import { StudentStatisticsTable } from './StudentStatisticsTable';
import { readStatisticsFilter, statisticsExportFilter } from './statisticsVariables';

export const statisticsPageQuery = graphql`
  query StatisticsPageQuery(
    $filter: StatisticsFilter
    $optionCount: Int!
    $studentsFirst: Int!
    $studentsAfter: String
  ) {
    ...StatisticsFilters_query
    statistics(filter: $filter) {
      ...StatisticsOverview_statistics
      ...ScoreDistribution_statistics
      ...PartsByCase_statistics
      ...ProgressOverTime_statistics
      ...CaseGaps_statistics
      ...RoomStatisticsTable_statistics
      ...GraderAgreementCard_statistics
    }
    ...StudentStatisticsTable_query
  }
`;

/**
 * Statistics (/admin/statistics): how a class and a case are going, as charts with a table view each,
 * filtered by period, rooms, patients and students (docs/partners.md has the same figures for partners).
 * A plain admin sees their own assignments; a super admin the school's.
 */
export function StatisticsPage() {
  const data = useRouteQuery<StatisticsPageQuery>(statisticsPageQuery);
  const [search] = useSearchParams();
  const statistics = data.statistics;
  return (
    <Box>
      <PageHeader
        title="Statistics"
        description="How classes and cases are going: marks, progress and what students miss."
        actions={<ExportMarksLink filter={statisticsExportFilter(readStatisticsFilter(search))} />}
      />
      <Stack gap="6">
        <Box bg="bg" borderWidth="1px" rounded="xl" p="5">
          <StatisticsFilters queryRef={data} />
        </Box>
        <StatisticsOverview statisticsRef={statistics} />
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
          <ScoreDistribution statisticsRef={statistics} />
          <ProgressOverTime statisticsRef={statistics} />
        </SimpleGrid>
        <PartsByCase statisticsRef={statistics} />
        <CaseGaps statisticsRef={statistics} />
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
          <RoomStatisticsTable statisticsRef={statistics} />
          <GraderAgreementCard statisticsRef={statistics} />
        </SimpleGrid>
        <StudentStatisticsTable queryRef={data} />
      </Stack>
    </Box>
  );
}
