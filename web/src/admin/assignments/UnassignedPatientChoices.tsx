import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { UnassignedPatientChoicesQuery } from '../../__generated__/UnassignedPatientChoicesQuery.graphql';
import { MultiSelectList } from './MultiSelectList';

export const unassignedPatientChoicesQuery = graphql`
  query UnassignedPatientChoicesQuery($studentId: ID!) {
    unassignedPatients(studentId: $studentId) {
      id
      name
      diagnosis
    }
  }
`;

interface UnassignedPatientChoicesProps {
  queryRef: PreloadedQuery<UnassignedPatientChoicesQuery>;
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
}

/** The patients the chosen student does not have yet (docs/assignments.md#assigning). */
export function UnassignedPatientChoices({
  queryRef,
  selected,
  onChange,
  error,
}: UnassignedPatientChoicesProps) {
  const { unassignedPatients } = usePreloadedQuery<UnassignedPatientChoicesQuery>(
    unassignedPatientChoicesQuery,
    queryRef,
  );
  return (
    <MultiSelectList
      label="Patients"
      options={unassignedPatients.map((p) => ({ id: p.id, label: p.name, description: p.diagnosis }))}
      selected={selected}
      onChange={onChange}
      emptyText="This student already has every patient case."
      error={error}
    />
  );
}
