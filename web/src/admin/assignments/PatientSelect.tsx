import { graphql, useRefetchableFragment } from 'react-relay';
import type { PatientSelect_query$key } from '../../__generated__/PatientSelect_query.graphql';
import type { PatientSelectRefetchQuery } from '../../__generated__/PatientSelectRefetchQuery.graphql';
import { ChoiceSelect } from './ChoiceSelect';
import { useNarrowing } from './useNarrowing';

interface PatientSelectProps {
  queryRef: PatientSelect_query$key;
  value: string;
  onChange: (id: string) => void;
  error?: string | undefined;
}

/** Choose one patient case. */
export function PatientSelect({ queryRef, value, onChange, error }: PatientSelectProps) {
  const [data, refetch] = useRefetchableFragment<PatientSelectRefetchQuery, PatientSelect_query$key>(
    graphql`
      fragment PatientSelect_query on Query @refetchable(queryName: "PatientSelectRefetchQuery") {
        patientChoices: patients(first: $choiceCount, search: $patientSearch) {
          totalCount
          edges {
            node {
              id
              name
              diagnosis
            }
          }
        }
      }
    `,
    queryRef,
  );
  const { patientChoices } = data;
  const choices = patientChoices.edges.map(({ node }) => ({
    id: node.id,
    label: node.diagnosis ? `${node.name} (${node.diagnosis})` : node.name,
  }));
  const narrowing = useNarrowing(refetch, (term) => ({ patientSearch: term }), choices, value);
  const long = patientChoices.totalCount > patientChoices.edges.length || narrowing.isNarrowed;

  return (
    <ChoiceSelect
      label="Patient"
      placeholder="Select a patient"
      choices={narrowing.choices}
      value={value}
      onChange={(id) => {
        narrowing.remember(id);
        onChange(id);
      }}
      error={error}
      helperText={patientChoices.totalCount === 0 ? 'There are no patient cases yet.' : undefined}
      narrowing={
        long
          ? {
              value: narrowing.text,
              onChange: narrowing.setText,
              placeholder: 'Search patients by name or diagnosis',
            }
          : undefined
      }
    />
  );
}
