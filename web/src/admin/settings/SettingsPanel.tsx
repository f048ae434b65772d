import { Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { SettingsPanel_query$key } from '../../__generated__/SettingsPanel_query.graphql';
import { ApiKeyForm } from './ApiKeyForm';
import { ApiKeyTable } from './ApiKeyTable';
import { BrowserSpeechSetting } from './BrowserSpeechSetting';

/** The key form above the key table; each change's mutation updates them in the store. */
export function SettingsPanel({ queryRef }: { queryRef: SettingsPanel_query$key }) {
  const data = useFragment(
    graphql`
      fragment SettingsPanel_query on Query {
        ...ApiKeyForm_query
        ...ApiKeyTable_query
        ...BrowserSpeechSetting_query
      }
    `,
    queryRef,
  );
  return (
    <Stack gap="8">
      <ApiKeyForm queryRef={data} />
      <ApiKeyTable queryRef={data} />
      <BrowserSpeechSetting queryRef={data} />
    </Stack>
  );
}
