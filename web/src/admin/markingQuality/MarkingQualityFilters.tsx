import { NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import type { MarkingQualityFilters_query$key } from '../../__generated__/MarkingQualityFilters_query.graphql';
import { FilterActions } from '../../components/FilterActions';
import { FormField } from '../../components/FormField';
import { PeriodFields } from '../../components/PeriodFields';

/** Period (from / to, days), room and patient; applied through the address so the view can be shared. */
export function MarkingQualityFilters({ queryRef }: { queryRef: MarkingQualityFilters_query$key }) {
  const data = useFragment(
    graphql`
      fragment MarkingQualityFilters_query on Query {
        qualityRooms: rooms(first: $optionCount) {
          edges {
            node {
              id
              name
              roomNumber
            }
          }
        }
        qualityPatients: patients(first: $optionCount) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    queryRef,
  );
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [values, setValues] = useState({
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
    room: search.get('room') ?? '',
    patient: search.get('patient') ?? '',
  });
  const set = (key: keyof typeof values, value: string) => setValues((v) => ({ ...v, [key]: value }));

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(values)) if (value) next.set(key, value);
    navigate({ search: next.toString() ? `?${next}` : '' });
  }
  function clear() {
    setValues({ from: '', to: '', room: '', patient: '' });
    navigate({ search: '' });
  }

  return (
    <form onSubmit={apply} aria-label="Filter">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" alignItems="end">
        <PeriodFields from={values.from} to={values.to} onChange={set} />
        <FormField label="Room">
          <NativeSelect.Root>
            <NativeSelect.Field name="room" value={values.room} onChange={(e) => set('room', e.target.value)}>
              <option value="">All rooms</option>
              {data.qualityRooms.edges.map(({ node }) => (
                <option key={node.id} value={node.id}>
                  {node.name} ({node.roomNumber})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Patient">
          <NativeSelect.Root>
            <NativeSelect.Field
              name="patient"
              value={values.patient}
              onChange={(e) => set('patient', e.target.value)}
            >
              <option value="">All patients</option>
              {data.qualityPatients.edges.map(({ node }) => (
                <option key={node.id} value={node.id}>
                  {node.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>
      <FilterActions mt="4" onClear={clear} />
    </form>
  );
}
