import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useRotateLtiKeysMutation as UseRotateLtiKeysMutation } from '../../../__generated__/useRotateLtiKeysMutation.graphql';
import { type CommitOptions, useMutation } from '../../../relay/useMutation';

const rotateLtiKeysMutation = graphql`
  mutation useRotateLtiKeysMutation {
    rotateLtiKeys {
      __typename
      ... on RotateLtiKeysPayload {
        message
        keys {
          kid
          createdAt
          retiredAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** The keys after the rotation replace the listed ones. */
function replaceKeys(store: RecordSourceSelectorProxy) {
  const keys = store.getRootField('rotateLtiKeys')?.getLinkedRecords('keys');
  if (keys) store.getRoot().setLinkedRecords(keys, 'ltiToolKeys');
}

export function useRotateLtiKeysMutation() {
  const [commit, isInFlight] = useMutation<UseRotateLtiKeysMutation>(rotateLtiKeysMutation);
  const rotate = useCallback(
    (options: CommitOptions<UseRotateLtiKeysMutation>) => commit({ ...options, updater: replaceKeys }),
    [commit],
  );
  return [rotate, isInFlight] as const;
}
