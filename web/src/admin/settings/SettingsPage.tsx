import { Box } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { SettingsPageQuery } from '../../__generated__/SettingsPageQuery.graphql';
import { PageHeader } from '../../components/PageHeader';
import { useRouteQuery } from '../../relay/preload';
import { LtiSettings } from './lti/LtiSettings';
import { PartnerTokens } from './PartnerTokens';
import { SettingsPanel } from './SettingsPanel';

export const settingsPageQuery = graphql`
  query SettingsPageQuery(
    $keyCount: Int!
    $modelCount: Int!
    $tokenCount: Int!
    $withPartnerTokens: Boolean!
    $withLti: Boolean!
  ) {
    viewer {
      user {
        isSuperAdmin
      }
    }
    ...SettingsPanel_query
    ...PartnerTokens_query
    ...LtiSettings_query
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
      {data.viewer?.user.isSuperAdmin ? (
        <Box mt="8">
          <PartnerTokens queryRef={data} />
        </Box>
      ) : null}
      <Box mt="8">
        <LtiSettings queryRef={data} superAdmin={data.viewer?.user.isSuperAdmin === true} />
      </Box>
    </Box>
  );
}
