import { Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PartnerTokens_query$key } from '../../__generated__/PartnerTokens_query.graphql';
import { ConfirmMutationDialog } from '../../components/ConfirmMutationDialog';
import { DataTable } from '../../components/DataTable';
import { PartnerTokenForm, type PartnerTokenFormValues } from './PartnerTokenForm';
import { PartnerTokenRow, type PartnerTokenRowData } from './PartnerTokenRow';
import { PartnerTokenSecret } from './PartnerTokenSecret';
import { useCreatePartnerTokenMutation } from './useCreatePartnerTokenMutation';
import { useRevokePartnerTokenMutation } from './useRevokePartnerTokenMutation';

/**
 * Partner tokens (super admins): bearer tokens for an analytics platform or gradebook, each limited to a
 * scope and unable to change anything (docs/partners.md). The list is read only when the viewer may.
 */
export function PartnerTokens({ queryRef }: { queryRef: PartnerTokens_query$key }) {
  const data = useFragment(
    graphql`
      fragment PartnerTokens_query on Query {
        partnerTokens(first: $tokenCount) @include(if: $withPartnerTokens) {
          __id
          edges {
            node {
              id
              ...PartnerTokenRow_token
            }
          }
        }
      }
    `,
    queryRef,
  );
  const [commitCreate, isCreating] = useCreatePartnerTokenMutation();
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [revoking, setRevoking] = useState<PartnerTokenRowData | null>(null);
  if (!data.partnerTokens) return null;
  const { __id: connectionId, edges: tokens } = data.partnerTokens;

  function create(values: PartnerTokenFormValues) {
    commitCreate({
      variables: { input: values, connections: [connectionId] },
      success: (payload) => payload.message ?? 'Partner token created.',
      onSuccess: (payload) => {
        if (payload.token && payload.secret) setCreated({ name: payload.token.name, secret: payload.secret });
        setFormKey((k) => k + 1);
      },
    });
  }

  return (
    <Stack as="section" aria-labelledby="partner-tokens-heading" gap="4">
      <Stack gap="1">
        <Heading as="h2" size="md" id="partner-tokens-heading">
          Partner tokens
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Read-only access for integration partners, limited to what each token’s access allows. A token is
          shown once, when it is created; revoking it takes effect at once.
        </Text>
      </Stack>
      {created ? (
        <PartnerTokenSecret name={created.name} secret={created.secret} onDone={() => setCreated(null)} />
      ) : null}
      <PartnerTokenForm key={formKey} busy={isCreating} onSubmit={create} />
      {/* Focusable: on a narrow screen the table scrolls sideways, and a revoked-only list has no button. */}
      <DataTable
        columns={['Name', 'Access', 'Created', 'Last used', 'Expires', 'Status', 'Actions']}
        label="Partner tokens"
        focusable
        empty={tokens.length === 0 ? 'No partner tokens yet.' : null}
      >
        {tokens.map(({ node }) => (
          <PartnerTokenRow key={node.id} tokenRef={node} onRevoke={setRevoking} />
        ))}
      </DataTable>
      {revoking ? (
        // Asks first: a revoked token is refused at once and cannot be brought back.
        <ConfirmMutationDialog
          useCommit={useRevokePartnerTokenMutation}
          variables={{ input: { id: revoking.id } }}
          success={(payload) => payload.message ?? 'Partner token revoked.'}
          title="Revoke partner token"
          confirmLabel="Revoke"
          busyLabel="Revoking..."
          onClose={() => setRevoking(null)}
        >
          Revoke the token <strong>{revoking.name}</strong>? Whatever uses it is refused from now on; this
          cannot be undone.
        </ConfirmMutationDialog>
      ) : null}
    </Stack>
  );
}
