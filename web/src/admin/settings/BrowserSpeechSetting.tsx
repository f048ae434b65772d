import { Box, Heading, Switch, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { BrowserSpeechSetting_query$key } from '../../__generated__/BrowserSpeechSetting_query.graphql';
import { useUpdateSchoolSettingsMutation } from './useUpdateSchoolSettingsMutation';

export const browserSpeechLabel = 'Let browsers transcribe speech when no speech service is set up';

/** The school's switch for the browser's own speech recognition (used only without a speech service). */
export function BrowserSpeechSetting({ queryRef }: { queryRef: BrowserSpeechSetting_query$key }) {
  const { schoolSettings } = useFragment(
    graphql`
      fragment BrowserSpeechSetting_query on Query {
        schoolSettings {
          browserSpeechRecognition
        }
      }
    `,
    queryRef,
  );
  const [commit, isSaving] = useUpdateSchoolSettingsMutation();

  function change(on: boolean) {
    commit({
      variables: { input: { browserSpeechRecognition: on } },
      // The settings have no id: the root field is updated by hand.
      updater: (store, data) => {
        const saved = data?.updateSchoolSettings?.settings?.browserSpeechRecognition;
        if (typeof saved === 'boolean')
          store.getRoot().getLinkedRecord('schoolSettings')?.setValue(saved, 'browserSpeechRecognition');
      },
      success: 'Settings saved.',
    });
  }

  return (
    <Box as="section" aria-labelledby="speech-setting-heading">
      <Heading as="h2" size="md" mb="3" id="speech-setting-heading">
        Speech
      </Heading>
      <Box bg="bg" borderWidth="1px" rounded="xl" p="5">
        <Switch.Root
          checked={schoolSettings.browserSpeechRecognition}
          disabled={isSaving}
          onCheckedChange={(e) => change(e.checked)}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{browserSpeechLabel}</Switch.Label>
        </Switch.Root>
        <Text fontSize="sm" color="fg.muted" mt="2">
          With no Deepgram or OpenAI key active, students speak through their browser’s own speech recognition
          where it has one (Chrome, Edge, Safari). The browser’s vendor may process the audio. Turned off,
          students type their questions.
        </Text>
      </Box>
    </Box>
  );
}
