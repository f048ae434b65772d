import { NativeSelect, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ScoreDistribution_statistics$key } from '../../__generated__/ScoreDistribution_statistics.graphql';
import { ChartCard } from './ChartCard';
import { figure } from './chartScale';
import { HistogramChart } from './HistogramChart';
import { distributionChart } from './statisticsCharts';

/** How the marks spread: a histogram of the totals, or of one rubric part, with its mean and median. */
export function ScoreDistribution({ statisticsRef }: { statisticsRef: ScoreDistribution_statistics$key }) {
  const { parts } = useFragment(
    graphql`
      fragment ScoreDistribution_statistics on Statistics {
        parts {
          part
          label
          maximum
          count
          mean
          median
          distribution {
            from
            to
            count
          }
        }
      }
    `,
    statisticsRef,
  );
  const [chosen, setChosen] = useState('total');
  const selectId = useId();
  const part = parts.find((p) => p.part === chosen) ?? parts.at(-1);
  if (!part) return null;
  const chart = distributionChart(part);
  return (
    <ChartCard
      title="Score distribution"
      description="How many marked assignments scored in each tenth of the maximum."
      table={chart.table}
      empty={chart.empty}
      controls={
        <>
          <NativeSelect.Root size="sm" maxW="xs">
            <NativeSelect.Field
              id={selectId}
              aria-label="Rubric part"
              value={part.part}
              onChange={(e) => setChosen(e.target.value)}
            >
              {parts.map((p) => (
                <option key={p.part} value={p.part}>
                  {p.label} (out of {p.maximum})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {part.count ? (
            <Text fontSize="sm" data-testid="distribution-figures">
              {part.count} marked · mean {figure(part.mean)} · median {figure(part.median)} (out of{' '}
              {part.maximum})
            </Text>
          ) : null}
        </>
      }
    >
      <HistogramChart label={chart.summary} buckets={part.distribution} />
    </ChartCard>
  );
}
