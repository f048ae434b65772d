import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { PartsByCase_statistics$key } from '../../__generated__/PartsByCase_statistics.graphql';
import { BarRowsChart } from './BarRowsChart';
import { ChartCard } from './ChartCard';
import { colour } from './chartScale';
import { partsByCaseChart } from './statisticsCharts';

/** Rubric parts by case: for each patient case, the mean of each part as a share of its maximum. */
export function PartsByCase({ statisticsRef }: { statisticsRef: PartsByCase_statistics$key }) {
  const { patients } = useFragment(
    graphql`
      fragment PartsByCase_statistics on Statistics {
        patients {
          patientId
          name
          marked
          partMeans {
            part
            label
            maximum
            mean
          }
        }
      }
    `,
    statisticsRef,
  );
  const chart = partsByCaseChart(patients);
  return (
    <ChartCard
      title="Rubric parts by case"
      description="The mean mark of each part of the rubric, as a share of the part’s maximum, per patient case."
      table={chart.table}
      empty={chart.empty}
      controls={
        chart.empty ? null : (
          <Flex gap="4" wrap="wrap" fontSize="sm" aria-hidden="true">
            {chart.legend.map((l) => (
              <HStack key={l.label} gap="1.5">
                <Box w="3" h="3" rounded="sm" style={{ background: colour(l.colour) }} />
                <Text>{l.label}</Text>
              </HStack>
            ))}
          </Flex>
        )
      }
    >
      <BarRowsChart label={chart.summary} rows={chart.rows} scaleName="% of the part’s maximum" />
    </ChartCard>
  );
}
