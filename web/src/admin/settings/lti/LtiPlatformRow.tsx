import { Badge, Button, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { LtiPlatformRow_platform$key } from '../../../__generated__/LtiPlatformRow_platform.graphql';
import { ConfirmMutationDialog } from '../../../components/ConfirmMutationDialog';
import { platformStatus, when } from './ltiFormat';
import { useUpdateLtiPlatformMutation } from './useUpdateLtiPlatformMutation';

/**
 * One platform: name, issuer, client id, status, last launch. A pending one (registered itself) is
 * approved here; an active one can be disabled and a disabled one turned on again (docs/lti.md).
 */
export function LtiPlatformRow({ platformRef }: { platformRef: LtiPlatformRow_platform$key }) {
  const platform = useFragment(
    graphql`
      fragment LtiPlatformRow_platform on LtiPlatform {
        id
        name
        issuer
        clientId
        status
        origin
        lastUsedAt
      }
    `,
    platformRef,
  );
  const [commitUpdate, isUpdating] = useUpdateLtiPlatformMutation();
  const [disabling, setDisabling] = useState(false);
  const status = platform.status === '%future added value' ? null : platformStatus[platform.status];

  function turnOn() {
    commitUpdate({
      variables: { input: { id: platform.id, status: 'ACTIVE' } },
      success: (payload) => payload.message ?? 'Platform saved.',
    });
  }

  return (
    <Table.Row>
      <Table.Cell fontWeight="medium">
        {platform.name}
        {platform.origin === 'DYNAMIC' ? (
          <Text fontSize="xs" color="fg.muted" fontWeight="normal">
            Registered itself
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell wordBreak="break-all">{platform.issuer}</Table.Cell>
      <Table.Cell wordBreak="break-all">{platform.clientId}</Table.Cell>
      <Table.Cell>
        {status ? (
          <Badge colorPalette={status.palette} variant="subtle" size="md">
            {status.label}
          </Badge>
        ) : null}
      </Table.Cell>
      <Table.Cell color={platform.lastUsedAt ? undefined : 'fg.muted'}>
        {when(platform.lastUsedAt) ?? 'Never'}
      </Table.Cell>
      <Table.Cell textAlign="end">
        {platform.status === 'PENDING' ? (
          <Button size="sm" aria-label={`Approve ${platform.name}`} disabled={isUpdating} onClick={turnOn}>
            Approve
          </Button>
        ) : platform.status === 'ACTIVE' ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            aria-label={`Disable ${platform.name}`}
            disabled={isUpdating}
            onClick={() => setDisabling(true)}
          >
            Disable
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Turn on ${platform.name}`}
            disabled={isUpdating}
            onClick={turnOn}
          >
            Turn on
          </Button>
        )}
        {disabling ? (
          // Asks first: every launch from the platform is refused at once (docs/lti.md#refusals).
          <ConfirmMutationDialog
            useCommit={useUpdateLtiPlatformMutation}
            variables={{ input: { id: platform.id, status: 'DISABLED' } }}
            success={(payload) => payload.message ?? 'Platform disabled.'}
            title="Disable learning platform"
            confirmLabel="Disable"
            busyLabel="Disabling..."
            onClose={() => setDisabling(false)}
          >
            Disable <strong>{platform.name}</strong>? Students and teachers can no longer open Anamnesis from
            its courses until you turn it on again. Its courses, accounts and marks stay.
          </ConfirmMutationDialog>
        ) : null}
      </Table.Cell>
    </Table.Row>
  );
}
