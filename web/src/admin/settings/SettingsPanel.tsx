import { Stack } from '@chakra-ui/react';
import { useCallback, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { SettingsPanel_query$key } from '../../__generated__/SettingsPanel_query.graphql';
import type { SettingsPanelRefetchQuery } from '../../__generated__/SettingsPanelRefetchQuery.graphql';
import { ApiKeyForm } from './ApiKeyForm';
import { ApiKeyTable } from './ApiKeyTable';
import { BrowserSpeechSetting } from './BrowserSpeechSetting';
import { initialSettingsVariables } from './settingsVariables';

/** The key form above the key table; both read again from the server after any change. */
export function SettingsPanel({ queryRef }: { queryRef: SettingsPanel_query$key }) {
  const [data, refetch] = useRefetchableFragment<SettingsPanelRefetchQuery, SettingsPanel_query$key>(
    graphql`
      fragment SettingsPanel_query on Query @refetchable(queryName: "SettingsPanelRefetchQuery") {
        ...ApiKeyForm_query
        ...ApiKeyTable_query
        ...BrowserSpeechSetting_query
      }
    `,
    queryRef,
  );
  const [isLoading, startTransition] = useTransition();
  const reload = useCallback(() => {
    startTransition(() => {
      refetch(initialSettingsVariables, { fetchPolicy: 'network-only' });
    });
  }, [refetch]);

  return (
    <Stack gap="8" aria-busy={isLoading}>
      <ApiKeyForm queryRef={data} onChanged={reload} />
      <ApiKeyTable queryRef={data} onChanged={reload} />
      <BrowserSpeechSetting queryRef={data} />
    </Stack>
  );
}
