import { Box } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { SettingsPageQuery } from '../../__generated__/SettingsPageQuery.graphql';
import { PageHeader } from '../../components/PageHeader';
import { useRouteQuery } from '../../relay/preload';
import { SettingsPanel } from './SettingsPanel';

export const settingsPageQuery = graphql`
  query SettingsPageQuery($keyCount: Int!, $modelCount: Int!) {
    ...SettingsPanel_query
  }
`;

/**
 * Settings, API Keys (/admin/settings, docs/voice.md#provider-keys): provider keys and the models they may
 * use.
 */
export function SettingsPage() {
  const data = useRouteQuery<SettingsPageQuery>(settingsPageQuery);
  return (
    <Box maxW="5xl">
      <PageHeader
        title="Settings"
        description="Provider keys for the virtual patient (OpenAI) and for speech (Deepgram)."
      />
      <SettingsPanel queryRef={data} />
    </Box>
  );
}
