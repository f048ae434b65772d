import { graphql } from 'react-relay';
import type { useImportLtiRosterMutation as UseImportLtiRosterMutation } from '../../../__generated__/useImportLtiRosterMutation.graphql';
import { useMutation } from '../../../relay/useMutation';

const importLtiRosterMutation = graphql`
  mutation useImportLtiRosterMutation($id: ID!) {
    importLtiRoster(id: $id) {
      __typename
      ... on ImportLtiRosterPayload {
        message
        course {
          id
          ...LtiCourseRow_course
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useImportLtiRosterMutation() {
  return useMutation<UseImportLtiRosterMutation>(importLtiRosterMutation);
}
