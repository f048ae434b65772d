import { graphql, useRefetchableFragment } from 'react-relay';
import type { StudentSelect_query$key } from '../../__generated__/StudentSelect_query.graphql';
import type { StudentSelectRefetchQuery } from '../../__generated__/StudentSelectRefetchQuery.graphql';
import { ChoiceSelect } from './ChoiceSelect';
import { useNarrowing } from './useNarrowing';

interface StudentSelectProps {
  queryRef: StudentSelect_query$key;
  value: string;
  onChange: (id: string) => void;
  error?: string | undefined;
}

/** Choose one student (the viewer's students: an admin sees students only anyway). */
export function StudentSelect({ queryRef, value, onChange, error }: StudentSelectProps) {
  const [data, refetch] = useRefetchableFragment<StudentSelectRefetchQuery, StudentSelect_query$key>(
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
  const { studentChoices } = data;
  const choices = studentChoices.edges.map(({ node }) => ({
    id: node.id,
    label: `${node.name} (${node.email})`,
  }));
  const narrowing = useNarrowing(refetch, (term) => ({ studentSearch: term }), choices, value);
  const long = studentChoices.totalCount > studentChoices.edges.length || narrowing.isNarrowed;

  return (
    <ChoiceSelect
      label="Student"
      placeholder="Select a student"
      choices={narrowing.choices}
      value={value}
      onChange={(id) => {
        narrowing.remember(id);
        onChange(id);
      }}
      error={error}
      helperText={studentChoices.totalCount === 0 ? 'There are no students yet.' : undefined}
      narrowing={
        long
          ? {
              value: narrowing.text,
              onChange: narrowing.setText,
              placeholder: 'Search students by name or email',
            }
          : undefined
      }
    />
  );
}
