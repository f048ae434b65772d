import { Badge, Button, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { LtiKeys_query$key } from '../../../__generated__/LtiKeys_query.graphql';
import { DataTable } from '../../../components/DataTable';
import { when } from './ltiFormat';
import { useRotateLtiKeysMutation } from './useRotateLtiKeysMutation';

/**
 * The keys Anamnesis signs its messages to platforms with (docs/lti.md#keys). Rotating makes a new one;
 * the old one stays published for a day, so platforms need not do anything.
 */
export function LtiKeys({ queryRef }: { queryRef: LtiKeys_query$key }) {
  const { ltiToolKeys } = useFragment(
    graphql`
      fragment LtiKeys_query on Query {
        ltiToolKeys @include(if: $withLti) {
          kid
          createdAt
          retiredAt
        }
      }
    `,
    queryRef,
  );
  const [commitRotate, isRotating] = useRotateLtiKeysMutation();
  if (!ltiToolKeys) return null;

  function rotate() {
    commitRotate({ variables: {}, success: (payload) => payload.message ?? 'Signing key rotated.' });
  }

  return (
    <Stack gap="3">
      <Flex justify="space-between" align="end" gap="4" wrap="wrap">
        <Stack gap="1">
          <Heading as="h3" size="sm">
            Signing keys
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Anamnesis signs what it sends to platforms with these. After a rotation the old key stays
            published for a day, so platforms keep working.
          </Text>
        </Stack>
        <Button size="sm" variant="outline" disabled={isRotating} onClick={rotate}>
          {isRotating ? 'Rotating...' : 'Rotate key'}
        </Button>
      </Flex>
      <DataTable
        columns={['Key ID', 'Created', 'Status']}
        endColumns={0}
        label="Signing keys"
        size="sm"
        focusable
        empty={
          ltiToolKeys.length === 0 ? 'No key yet: the first is made when a platform first needs one.' : null
        }
      >
        {ltiToolKeys.map((key) => (
          <Table.Row key={key.kid}>
            <Table.Cell fontFamily="mono" wordBreak="break-all">
              {key.kid}
            </Table.Cell>
            <Table.Cell>{when(key.createdAt)}</Table.Cell>
            <Table.Cell>
              {key.retiredAt ? (
                <Text color="fg.muted">Retired {when(key.retiredAt)}</Text>
              ) : (
                <Badge colorPalette="green" variant="subtle" size="md">
                  In use
                </Badge>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
    </Stack>
  );
}
