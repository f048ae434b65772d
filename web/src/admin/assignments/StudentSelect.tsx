import { graphql, useRefetchableFragment } from 'react-relay';
import type { StudentSelect_query$key } from '../../__generated__/StudentSelect_query.graphql';
import type { StudentSelectRefetchQuery } from '../../__generated__/StudentSelectRefetchQuery.graphql';
import { type ChoiceFieldProps, SearchableChoiceSelect } from './ChoiceSelect';

/** Choose one student (the viewer's students: an admin sees students only anyway). */
export function StudentSelect({
  queryRef,
  ...field
}: ChoiceFieldProps & { queryRef: StudentSelect_query$key }) {
  const [{ studentChoices }, refetch] = useRefetchableFragment<
    StudentSelectRefetchQuery,
    StudentSelect_query$key
  >(
    graphql`
      fragment StudentSelect_query on Query @refetchable(queryName: "StudentSelectRefetchQuery") {
        studentChoices: users(first: $choiceCount, role: STUDENT, search: $studentSearch) {
          totalCount
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
  return (
    <SearchableChoiceSelect
      {...field}
      label="Student"
      placeholder="Select a student"
      emptyText="There are no students yet."
      searchPlaceholder="Search students by name or email"
      choices={studentChoices.edges.map(({ node }) => ({
        id: node.id,
        label: `${node.name} (${node.email})`,
      }))}
      totalCount={studentChoices.totalCount}
      refetch={refetch}
      search={(term) => ({ studentSearch: term })}
    />
  );
}
