import { graphql, useRefetchableFragment } from 'react-relay';
import type { PatientSelect_query$key } from '../../__generated__/PatientSelect_query.graphql';
import type { PatientSelectRefetchQuery } from '../../__generated__/PatientSelectRefetchQuery.graphql';
import { type ChoiceFieldProps, SearchableChoiceSelect } from './ChoiceSelect';

/** Choose one patient case. */
export function PatientSelect({
  queryRef,
  ...field
}: ChoiceFieldProps & { queryRef: PatientSelect_query$key }) {
  const [{ patientChoices }, refetch] = useRefetchableFragment<
    PatientSelectRefetchQuery,
    PatientSelect_query$key
  >(
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
  return (
    <SearchableChoiceSelect
      {...field}
      label="Patient"
      placeholder="Select a patient"
      emptyText="There are no patient cases yet."
      searchPlaceholder="Search patients by name or diagnosis"
      choices={patientChoices.edges.map(({ node }) => ({
        id: node.id,
        label: node.diagnosis ? `${node.name} (${node.diagnosis})` : node.name,
      }))}
      totalCount={patientChoices.totalCount}
      refetch={refetch}
      search={(term) => ({ patientSearch: term })}
    />
  );
}
