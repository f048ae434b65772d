import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { UnassignedStudentChoicesQuery } from '../../__generated__/UnassignedStudentChoicesQuery.graphql';
import { MultiSelectList } from './MultiSelectList';

export const unassignedStudentChoicesQuery = graphql`
  query UnassignedStudentChoicesQuery($patientId: ID!) {
    unassignedStudents(patientId: $patientId) {
      id
      name
      email
    }
  }
`;

interface UnassignedStudentChoicesProps {
  queryRef: PreloadedQuery<UnassignedStudentChoicesQuery>;
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
}

/**
 * The students who do not have the chosen patient yet, loaded once a patient is chosen
 * (docs/assignments.md#assigning).
 */
export function UnassignedStudentChoices({
  queryRef,
  selected,
  onChange,
  error,
}: UnassignedStudentChoicesProps) {
  const { unassignedStudents } = usePreloadedQuery<UnassignedStudentChoicesQuery>(
    unassignedStudentChoicesQuery,
    queryRef,
  );
  return (
    <MultiSelectList
      label="Students"
      options={unassignedStudents.map((s) => ({ id: s.id, label: s.name, description: s.email }))}
      selected={selected}
      onChange={onChange}
      emptyText="Every student already has this patient case."
      error={error}
    />
  );
}
