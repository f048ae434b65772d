import { graphql } from 'react-relay';
import type { useUpdateSchoolSettingsMutation as UseUpdateSchoolSettingsMutation } from '../../__generated__/useUpdateSchoolSettingsMutation.graphql';
import { useMutation } from '../../relay/useMutation';

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
