import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useRegisterLtiPlatformMutation as UseRegisterLtiPlatformMutation } from '../../../__generated__/useRegisterLtiPlatformMutation.graphql';
import { type CommitOptions, useMutation } from '../../../relay/useMutation';

const registerLtiPlatformMutation = graphql`
  mutation useRegisterLtiPlatformMutation($input: RegisterLtiPlatformInput!) {
    registerLtiPlatform(input: $input) {
      __typename
      ... on LtiPlatformPayload {
        message
        platform {
          id
          ...LtiPlatformRow_platform
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
    }
  }
`;

/** The new platform joins the end of the listed ones (the list is plain, not a connection). */
function appendPlatform(store: RecordSourceSelectorProxy) {
  const platform = store.getRootField('registerLtiPlatform')?.getLinkedRecord('platform');
  const root = store.getRoot();
  const listed = root.getLinkedRecords('ltiPlatforms');
  if (platform && listed) root.setLinkedRecords([...listed, platform], 'ltiPlatforms');
}

export function useRegisterLtiPlatformMutation() {
  const [commit, isInFlight] = useMutation<UseRegisterLtiPlatformMutation>(registerLtiPlatformMutation);
  const register = useCallback(
    (options: CommitOptions<UseRegisterLtiPlatformMutation>) =>
      commit({ ...options, updater: appendPlatform }),
    [commit],
  );
  return [register, isInFlight] as const;
}
