import { NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import type { StatisticsFilters_query$key } from '../../__generated__/StatisticsFilters_query.graphql';
import { FilterActions } from '../../components/FilterActions';
import { FormField } from '../../components/FormField';
import { PeriodFields } from '../../components/PeriodFields';
import { MultiSelectList } from '../assignments/MultiSelectList';
import {
  emptyStatisticsFilter,
  readStatisticsFilter,
  type StatisticsAttemptsValue,
  statisticsAttempts,
  statisticsSearch,
} from './statisticsVariables';

/**
 * Period (from / to), which attempts count, rooms, patients and students, as the statistics query takes
 * them; applied through the address, so a view can be shared and the marks export follows it.
 */
export function StatisticsFilters({ queryRef }: { queryRef: StatisticsFilters_query$key }) {
  const data = useFragment(
    graphql`
      fragment StatisticsFilters_query on Query {
        statisticsRooms: rooms(first: $optionCount) {
          edges {
            node {
              id
              name
              roomNumber
            }
          }
        }
        statisticsPatients: patients(first: $optionCount) {
          edges {
            node {
              id
              name
            }
          }
        }
        statisticsStudents: users(first: $optionCount, role: STUDENT) {
          edges {
            node {
              id
              name
              email
            }
          }
        }
      }
    `,
    queryRef,
  );
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [values, setValues] = useState(() => readStatisticsFilter(search));
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    navigate({ search: statisticsSearch(values) });
  }
  function clear() {
    setValues(emptyStatisticsFilter);
    navigate({ search: '' });
  }

  return (
    <form onSubmit={apply} aria-label="Filter the statistics">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" alignItems="end">
          <PeriodFields from={values.from} to={values.to} onChange={set} />
          <FormField label="Attempts">
            <NativeSelect.Root>
              <NativeSelect.Field
                name="attempts"
                value={values.attempts}
                onChange={(e) => set('attempts', e.target.value as StatisticsAttemptsValue)}
              >
                {statisticsAttempts.map((a) => (
                  <option key={a.value} value={a.value}>
                    {a.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="start">
          <MultiSelectList
            label="Rooms"
            options={data.statisticsRooms.edges.map(({ node }) => ({
              id: node.id,
              label: `${node.name} (${node.roomNumber})`,
            }))}
            selected={values.roomIds}
            onChange={(ids) => set('roomIds', ids)}
            emptyText="No rooms."
          />
          <MultiSelectList
            label="Patients"
            options={data.statisticsPatients.edges.map(({ node }) => ({ id: node.id, label: node.name }))}
            selected={values.patientIds}
            onChange={(ids) => set('patientIds', ids)}
            emptyText="No patients."
          />
          <MultiSelectList
            label="Students"
            options={data.statisticsStudents.edges.map(({ node }) => ({
              id: node.id,
              label: node.name,
              description: node.email,
            }))}
            selected={values.studentIds}
            onChange={(ids) => set('studentIds', ids)}
            emptyText="No students."
          />
        </SimpleGrid>
        <FilterActions onClear={clear} />
      </Stack>
    </form>
  );
}
