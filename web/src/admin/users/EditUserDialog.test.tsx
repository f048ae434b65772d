import { fireEvent, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import { describe, expect, it, vi } from 'vitest';
import type { EditUserDialogTestQuery } from '../../__generated__/EditUserDialogTestQuery.graphql';
import { notify } from '../../components/toaster';
import { setupTestWrapper } from '../../test/setupTestWrapper';
import { EditUserDialog } from './EditUserDialog';

vi.mock('../../components/toaster', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const { renderWithRelay } = setupTestWrapper<EditUserDialogTestQuery>({
  Component: ({ data }) =>
    data.node?.user ? <EditUserDialog userRef={data.node.user} onClose={() => {}} /> : null,
  query: graphql`
    query EditUserDialogTestQuery @relay_test_operation {
      node(id: "u1") {
        ...EditUserDialog_user @alias(as: "user")
      }
    }
  `,
});

const rule = 'Password must be at least 6 characters.';

describe('EditUserDialog: the password rule under the new-password field', () => {
  it('states the rule, and says it in red under the field for a short password, sending nothing', () => {
    const relay = renderWithRelay({
      User: () => ({ id: 'u1', name: 'Ada', email: 'ada@example.org', username: 'ada' }),
    });
    const dialog = within(screen.getByRole('dialog'));
    const field = dialog.getByLabelText('New Password');
    expect(
      dialog.getByText(/Leave blank to keep the current password\. Password must be at least 6 characters\./),
    ).toBeTruthy();
    fireEvent.change(field, { target: { value: '123' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByText(rule)).toBeTruthy();
    expect(notify.error).toHaveBeenCalledWith('Please fill in all required fields.');
    expect(relay.env.mock.getAllOperations()).toHaveLength(0);
    // A password that follows the rule goes to the server.
    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(relay.lastVariables()).toMatchObject({ input: { id: 'u1', password: '123456' } });
  });
});
