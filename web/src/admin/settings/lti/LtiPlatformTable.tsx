import { Table } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { LtiPlatformTable_query$key } from '../../../__generated__/LtiPlatformTable_query.graphql';
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
    <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg" tabIndex={0}>
      <Table.Root size="md" aria-label="Learning platforms">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Issuer</Table.ColumnHeader>
            <Table.ColumnHeader>Client ID</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Last used</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {ltiPlatforms.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={6} textAlign="center" py="8" color="fg.muted">
                No learning platforms registered yet.
              </Table.Cell>
            </Table.Row>
          ) : (
            ltiPlatforms.map((platform) => <LtiPlatformRow key={platform.id} platformRef={platform} />)
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
