import { fireEvent, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import { describe, expect, it, vi } from 'vitest';
import type { PartnerTokensTestQuery } from '../../__generated__/PartnerTokensTestQuery.graphql';
import { notify } from '../../components/toaster';
import { setupTestWrapper } from '../../test/setupTestWrapper';
import { PartnerTokens } from './PartnerTokens';

vi.mock('../../components/toaster', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const { renderWithRelay } = setupTestWrapper<PartnerTokensTestQuery>({
  Component: ({ data }) => <PartnerTokens queryRef={data} />,
  query: graphql`
    query PartnerTokensTestQuery($tokenCount: Int!, $withPartnerTokens: Boolean!) @relay_test_operation {
      ...PartnerTokens_query
    }
  `,
  variables: { tokenCount: 100, withPartnerTokens: true },
});

const gradebook = {
  id: 't1',
  name: 'Gradebook',
  scope: 'STATISTICS_AND_MARKS',
  createdAt: '2026-11-20T09:30:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
  revokedAt: null,
  active: true,
};
const old = {
  ...gradebook,
  id: 't2',
  name: 'Old sync',
  scope: 'READ_ONLY',
  revokedAt: '2026-11-21T10:00:00.000Z',
  active: false,
};

const setup = (tokens = [gradebook, old]) =>
  renderWithRelay({ PartnerTokenConnection: () => ({ edges: tokens.map((node) => ({ node })) }) });

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PartnerTokens', () => {
  it('lists each token with its scope in plain words, last use, expiry and status; only active ones revocable', () => {
    setup();
    const table = screen.getByRole('table', { name: 'Partner tokens' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Gradebook');
    expect(rows[0]?.textContent).toContain('Statistics and marks');
    expect(rows[0]?.textContent).toContain('Never');
    expect(rows[0]?.textContent).toContain('No expiry');
    expect(rows[0]?.textContent).toContain('Active');
    expect(rows[1]?.textContent).toContain('Read-only, everything an admin sees');
    expect(rows[1]?.textContent).toContain('Revoked');
    expect(screen.getByRole('button', { name: 'Revoke Gradebook' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke Old sync' })).toBeNull();
  });

  it('says so when there are none', () => {
    setup([]);
    expect(screen.getByText('No partner tokens yet.')).toBeTruthy();
  });

  it('creates a token, shows its secret once, and forgets it on "Done"', () => {
    const relay = setup();
    fill(/Token name/, 'Analytics');
    fill(/Access/, 'STATISTICS');
    fireEvent.click(screen.getByRole('button', { name: /Create token/ }));
    expect(relay.lastVariables()).toEqual({
      input: { name: 'Analytics', scope: 'STATISTICS', expiresAt: null },
      connections: ['client:root:partnerTokens(first:100)'],
    });
    relay.resolveLast({
      createPartnerToken: {
        __typename: 'CreatePartnerTokenPayload',
        message: 'Partner token created.',
        secret: 'anp_secret_shown_once',
        token: { ...gradebook, id: 't3', name: 'Analytics', scope: 'STATISTICS' },
      },
    });
    expect(notify.success).toHaveBeenCalledWith('Partner token created.');
    expect(screen.getByTestId('partner-token-secret').textContent).toBe('anp_secret_shown_once');
    expect(screen.getByText(/it will not be shown again/)).toBeTruthy();
    // The new token opens the list, from the mutation's answer: nothing is fetched again.
    const rows = within(screen.getByRole('table', { name: 'Partner tokens' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual([
      'Analytics',
      'Gradebook',
      'Old sync',
    ]);
    expect(relay.env.mock.getAllOperations()).toHaveLength(0);
    // The form is empty again for the next token.
    expect((screen.getByLabelText(/Token name/) as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Done, I have copied it' }));
    expect(screen.queryByTestId('partner-token-secret')).toBeNull();
    expect(screen.queryByText('anp_secret_shown_once')).toBeNull();
  });

  it('shows the server’s refusal and no secret', () => {
    const relay = setup();
    fill(/Token name/, 'Gradebook');
    fill(/Access/, 'STATISTICS');
    fireEvent.click(screen.getByRole('button', { name: /Create token/ }));
    relay.resolveLast({
      createPartnerToken: {
        __typename: 'ConflictError',
        __isError: 'ConflictError',
        message: 'A partner token with this name exists.',
      },
    });
    expect(notify.error).toHaveBeenCalledWith('A partner token with this name exists.');
    expect(screen.queryByTestId('partner-token-secret')).toBeNull();
  });

  it('revokes after a confirmation, and the row turns Revoked', () => {
    const relay = setup([gradebook]);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke Gradebook' }));
    expect(screen.getByText(/Whatever uses it is refused from now on/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(relay.lastVariables()).toEqual({ input: { id: 't1' } });
    relay.resolveLast({
      revokePartnerToken: {
        __typename: 'RevokePartnerTokenPayload',
        message: 'Partner token revoked.',
        token: { id: 't1', active: false, revokedAt: '2026-11-25T12:00:00.000Z' },
      },
    });
    expect(notify.success).toHaveBeenCalledWith('Partner token revoked.');
    const row = within(screen.getByRole('table', { name: 'Partner tokens' })).getAllByRole('row')[1];
    expect(row?.textContent).toContain('Revoked');
    expect(screen.queryByRole('button', { name: 'Revoke Gradebook' })).toBeNull();
  });

  it('keeps the token and says so when the revoke fails', () => {
    const relay = setup([gradebook]);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke Gradebook' }));
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    relay.rejectLast();
    expect(notify.error).toHaveBeenCalledWith('Something went wrong');
    expect(screen.getByRole('button', { name: 'Revoke Gradebook' })).toBeTruthy();
  });
});
