import { graphql, useFragment } from 'react-relay';
import type { LtiPlatformTable_query$key } from '../../../__generated__/LtiPlatformTable_query.graphql';
import { DataTable } from '../../../components/DataTable';
import { LtiPlatformRow } from './LtiPlatformRow';

/** The registered platforms (super admins; absent for anyone else). */
export function LtiPlatformTable({ queryRef }: { queryRef: LtiPlatformTable_query$key }) {
  const { ltiPlatforms } = useFragment(
    graphql`
      fragment LtiPlatformTable_query on Query {
        ltiPlatforms @include(if: $withLti) {
          id
          ...LtiPlatformRow_platform
        }
      }
    `,
    queryRef,
  );
  if (!ltiPlatforms) return null;
  return (
    // Focusable: on a narrow screen the table scrolls sideways.
    <DataTable
      columns={['Name', 'Issuer', 'Client ID', 'Status', 'Last used', 'Actions']}
      label="Learning platforms"
      focusable
      empty={ltiPlatforms.length === 0 ? 'No learning platforms registered yet.' : null}
    >
      {ltiPlatforms.map((platform) => (
        <LtiPlatformRow key={platform.id} platformRef={platform} />
      ))}
    </DataTable>
  );
}
