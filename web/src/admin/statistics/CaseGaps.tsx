import { Heading, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CaseGaps_statistics$key } from '../../__generated__/CaseGaps_statistics.graphql';
import { BarRowsChart } from './BarRowsChart';
import { ChartCard } from './ChartCard';
import { figure, percentText } from './chartScale';
import { FigureCards } from './FigureCards';
import { missedChart, noMarks } from './statisticsCharts';

/**
 * One patient case at a time: its figures, the mandatory questions most often not asked and the symptoms
 * most often not drawn out, over its marked assignments.
 */
export function CaseGaps({ statisticsRef }: { statisticsRef: CaseGaps_statistics$key }) {
  const { patients } = useFragment(
    graphql`
      fragment CaseGaps_statistics on Statistics {
        patients {
          patientId
          name
          attempts
          marked
          meanTotal
          medianTotal
          diagnosisRate
          mostMissedQuestions {
            text
            missed
            of
          }
          leastDrawnSymptoms {
            text
            missed
            of
          }
        }
      }
    `,
    statisticsRef,
  );
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen =
    patients.find((p) => p.patientId === chosenId) ?? patients.find((p) => p.marked > 0) ?? patients[0];

  if (!chosen) {
    return (
      <Stack
        as="section"
        aria-labelledby="case-gaps-heading"
        gap="3"
        bg="bg"
        borderWidth="1px"
        rounded="xl"
        p="5"
      >
        <Heading as="h2" size="md" id="case-gaps-heading">
          What a case’s students miss
        </Heading>
        <Text color="fg.muted">{noMarks}</Text>
      </Stack>
    );
  }
  const questions = missedChart(chosen.mostMissedQuestions, 'questions', chosen.name);
  const symptoms = missedChart(chosen.leastDrawnSymptoms, 'symptoms', chosen.name);
  const none = chosen.marked === 0 ? noMarks : null;

  return (
    <Stack as="section" aria-labelledby="case-gaps-heading" gap="4">
      <Stack gap="3" direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'end' }}>
        <Heading as="h2" size="md" id="case-gaps-heading">
          What a case’s students miss
        </Heading>
        <NativeSelect.Root size="sm" maxW="sm">
          <NativeSelect.Field
            aria-label="Patient case"
            value={chosen.patientId}
            onChange={(e) => setChosenId(e.target.value)}
          >
            {patients.map((p) => (
              <option key={p.patientId} value={p.patientId}>
                {p.name} ({p.marked} marked)
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Stack>
      <FigureCards
        title={`${chosen.name}: figures`}
        figures={[
          { label: 'Attempts', value: String(chosen.attempts) },
          { label: 'Marked', value: String(chosen.marked) },
          { label: 'Mean total', value: figure(chosen.meanTotal) },
          { label: 'Median total', value: figure(chosen.medianTotal) },
          { label: 'Diagnosis right', value: percentText(chosen.diagnosisRate), hint: 'of marked' },
        ]}
      />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
        <ChartCard
          title="Most-missed questions"
          description="The mandatory questions most often not asked, by share of the case’s marked assignments."
          table={questions.table}
          empty={none ?? (questions.rows.length ? null : 'Every mandatory question was asked.')}
        >
          <BarRowsChart label={questions.summary} rows={questions.rows} scaleName="% of marked assignments" />
        </ChartCard>
        <ChartCard
          title="Least-drawn symptoms"
          description="The symptoms most often not drawn out, by share of the case’s marked assignments."
          table={symptoms.table}
          empty={none ?? (symptoms.rows.length ? null : 'Every symptom was drawn out.')}
        >
          <BarRowsChart label={symptoms.summary} rows={symptoms.rows} scaleName="% of marked assignments" />
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}
