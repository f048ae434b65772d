import { Badge, Button, Table } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type {
  PartnerTokenRow_token$data,
  PartnerTokenRow_token$key,
} from '../../__generated__/PartnerTokenRow_token.graphql';
import { scopeLabel, tokenStatus } from './partnerTokenScopes';

export type PartnerTokenRowData = PartnerTokenRow_token$data;

const when = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : null;
const day = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: 'UTC' }) : null;

const palettes = { Active: 'green', Revoked: 'red', Expired: 'gray' } as const;

/** One partner token: name, scope, created, last used, expiry, status; never its secret. */
export function PartnerTokenRow({
  tokenRef,
  onRevoke,
}: {
  tokenRef: PartnerTokenRow_token$key;
  onRevoke: (token: PartnerTokenRowData) => void;
}) {
  const token = useFragment(
    graphql`
      fragment PartnerTokenRow_token on PartnerToken {
        id
        name
        scope
        createdAt
        lastUsedAt
        expiresAt
        revokedAt
        active
      }
    `,
    tokenRef,
  );
  const status = tokenStatus(token);
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium">{token.name}</Table.Cell>
      <Table.Cell>{scopeLabel(token.scope)}</Table.Cell>
      <Table.Cell>{when(token.createdAt)}</Table.Cell>
      <Table.Cell color={token.lastUsedAt ? undefined : 'fg.muted'}>
        {when(token.lastUsedAt) ?? 'Never'}
      </Table.Cell>
      <Table.Cell color={token.expiresAt ? undefined : 'fg.muted'}>
        {day(token.expiresAt) ?? 'No expiry'}
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette={palettes[status]} variant="subtle" size="md">
          {status}
        </Badge>
      </Table.Cell>
      <Table.Cell textAlign="end">
        {token.active ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            aria-label={`Revoke ${token.name}`}
            onClick={() => onRevoke(token)}
          >
            Revoke
          </Button>
        ) : null}
      </Table.Cell>
    </Table.Row>
  );
}
