import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../components/toaster';
import { readSession, saveSession } from '../session/storage';
import { setupTestWrapper } from '../test/setupTestWrapper';
import { ChangePasswordPage } from './ChangePasswordPage';

vi.mock('../components/toaster', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const student = {
  id: 'u1',
  name: 'Sam',
  email: 'sam@example.org',
  username: 'sam',
  isAdmin: false,
  isSuperAdmin: false,
};
const required = 'An administrator set your password. Please choose a new one to continue.';

const { renderWithRelay } = setupTestWrapper({ Component: ChangePasswordPage });
const inRouter = {
  wrap: (ui: React.ReactElement) => <MemoryRouter initialEntries={['/change-password']}>{ui}</MemoryRouter>,
};

afterEach(() => localStorage.clear());

describe('ChangePasswordPage (docs/accounts.md#profile-and-password)', () => {
  it('says why when an administrator set the password, and lets the user on once it is changed', () => {
    saveSession({ ...student, mustChangePassword: true }, null);
    const relay = renderWithRelay({}, {}, inRouter);
    expect(screen.getByRole('alert').textContent).toContain(required);
    const fields = screen.getAllByDisplayValue('');
    fireEvent.change(fields[0] as HTMLElement, { target: { value: 'given1' } });
    fireEvent.change(fields[1] as HTMLElement, { target: { value: 'mine123' } });
    fireEvent.change(fields[2] as HTMLElement, { target: { value: 'mine123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    relay.resolveLast({
      changePassword: { __typename: 'ViewerPayload', viewer: { sessionExpiresAt: null } },
    });
    expect(notify.success).toHaveBeenCalledWith('Password updated successfully!');
    expect(readSession()?.user.mustChangePassword).toBe(false);
  });

  it('shows no such message for an ordinary change', () => {
    saveSession(student, null);
    renderWithRelay({}, {}, inRouter);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the length rule under New Password, and refuses a shorter one before sending it', () => {
    saveSession(student, null);
    const relay = renderWithRelay({}, {}, inRouter);
    const rule = 'Password must be at least 6 characters.';
    const newPassword = screen.getByLabelText('New Password');
    expect(screen.getByText(rule)).toBeTruthy();
    const fields = screen.getAllByDisplayValue('');
    fireEvent.change(fields[0] as HTMLElement, { target: { value: 'current1' } });
    fireEvent.change(newPassword, { target: { value: 'abc' } });
    fireEvent.change(fields[2] as HTMLElement, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(newPassword.getAttribute('aria-invalid')).toBe('true');
    expect(notify.error).toHaveBeenCalledWith(rule);
    expect(relay.env.mock.getAllOperations()).toHaveLength(0);
  });
});
