import { graphql, useMutation } from 'react-relay';
import type { useUpdateSchoolSettingsMutation as UseUpdateSchoolSettingsMutation } from '../../__generated__/useUpdateSchoolSettingsMutation.graphql';

const updateSchoolSettingsMutation = graphql`
  mutation useUpdateSchoolSettingsMutation($input: UpdateSchoolSettingsInput!) {
    updateSchoolSettings(input: $input) {
      __typename
      ... on SchoolSettingsPayload {
        settings {
          browserSpeechRecognition
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useUpdateSchoolSettingsMutation() {
  return useMutation<UseUpdateSchoolSettingsMutation>(updateSchoolSettingsMutation);
}
