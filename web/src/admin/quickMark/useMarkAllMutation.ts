import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useMarkAllMutation as UseMarkAllMutation } from '../../__generated__/useMarkAllMutation.graphql';
import { useMutation } from '../../relay/useMutation';
import { markFailed, reportMarked } from './markAllOutcome';

const markAllMutation = graphql`
  mutation useMarkAllMutation($patientId: ID) {
    markAll(patientId: $patientId) {
      __typename
      ... on MarkAllPayload {
        markedCount
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * Mark All (no patient) or one patient's Mark: tells the admin what was marked, and calls `onMarked`
 * when anything was.
 */
export function useMarkAllMutation(): [(patientId: string | null, onMarked: () => void) => void, boolean] {
  const [commit, isMarking] = useMutation<UseMarkAllMutation>(markAllMutation);
  const mark = useCallback(
    (patientId: string | null, onMarked: () => void) => {
      commit({
        variables: { patientId },
        failure: markFailed,
        onSuccess: ({ markedCount }) => {
          if (reportMarked(markedCount)) onMarked();
        },
      });
    },
    [commit],
  );
  return [mark, isMarking];
}
