import { rubricTotal } from '@anamnesis/rules';
import { graphql, useFragment } from 'react-relay';
import type { ProgressOverTime_statistics$key } from '../../__generated__/ProgressOverTime_statistics.graphql';
import { ChartCard } from './ChartCard';
import { progressChart } from './statisticsCharts';
import { WeeklyChart } from './WeeklyChart';

/** Progress over time: submitted and marked assignments per week, and the weekly mean total. */
export function ProgressOverTime({ statisticsRef }: { statisticsRef: ProgressOverTime_statistics$key }) {
  const { overTime } = useFragment(
    graphql`
      fragment ProgressOverTime_statistics on Statistics {
        overTime {
          weekStart
          submitted
          marked
          meanTotal
        }
      }
    `,
    statisticsRef,
  );
  const chart = progressChart(overTime, rubricTotal);
  return (
    <ChartCard
      title="Progress over time"
      description={`Per week (from Monday): assignments submitted and marked, and the mean total of the week’s marks (out of ${rubricTotal}).`}
      table={chart.table}
      empty={chart.empty}
    >
      <WeeklyChart label={chart.summary} weeks={overTime} totalMaximum={rubricTotal} />
    </ChartCard>
  );
}
