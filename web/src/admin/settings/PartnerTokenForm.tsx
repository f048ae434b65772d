import { Button, Flex, Heading, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { FormCard } from '../../components/FormCard';
import { FormField } from '../../components/FormField';
import { PlusIcon } from '../../components/icons';
import { type PartnerTokenScopeValue, partnerTokenScopes } from './partnerTokenScopes';

export interface PartnerTokenFormValues {
  name: string;
  scope: PartnerTokenScopeValue;
  /** The last day it works (YYYY-MM-DD), or null for no expiry. */
  expiresAt: string | null;
}

interface PartnerTokenFormProps {
  /** True while the token is being created. */
  busy: boolean;
  onSubmit: (values: PartnerTokenFormValues) => void;
  /** Today (YYYY-MM-DD), the earliest expiry; given so tests do not depend on the clock. */
  today?: string;
}

const todayIso = () => new Date().toISOString().slice(0, 10);

/** Create a partner token: a name, a scope in plain words and an optional expiry day. */
export function PartnerTokenForm({ busy, onSubmit, today = todayIso() }: PartnerTokenFormProps) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<PartnerTokenScopeValue | ''>('');
  const [expiresAt, setExpiresAt] = useState('');
  const pastExpiry = Boolean(expiresAt) && expiresAt < today;
  const complete = Boolean(name.trim() && scope) && !pastExpiry;
  const chosen = partnerTokenScopes.find((s) => s.value === scope);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!complete || !scope) return;
    onSubmit({ name: name.trim(), scope, expiresAt: expiresAt || null });
  }

  return (
    <FormCard onSubmit={submit}>
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h3" size="sm">
            Create a partner token
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            For an analytics platform or gradebook that reads results. It can change nothing, and it is shown
            once.
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          <FormField label="Token name" required>
            <Input
              name="tokenName"
              autoComplete="off"
              maxLength={100}
              placeholder="Gradebook sync"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </FormField>
          <FormField label="Access" required helperText={chosen?.description}>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="scope"
                placeholder="Select what it may read"
                value={scope}
                onChange={(e) => setScope(e.target.value as PartnerTokenScopeValue | '')}
              >
                {partnerTokenScopes.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField
            label="Expires on (optional)"
            error={pastExpiry ? 'The expiry date cannot be in the past.' : undefined}
            helperText="Leave empty for a token that works until it is revoked."
          >
            <Input
              type="date"
              name="expiresAt"
              min={today}
              value={expiresAt}
              onChange={(e) => setExpiresAt(e.target.value)}
            />
          </FormField>
        </SimpleGrid>
        <Flex justify="flex-end">
          <Button type="submit" disabled={!complete || busy}>
            <PlusIcon /> {busy ? 'Creating...' : 'Create token'}
          </Button>
        </Flex>
      </Stack>
    </FormCard>
  );
}
