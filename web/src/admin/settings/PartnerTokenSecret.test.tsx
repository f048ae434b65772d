import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '../../components/toaster';
import { renderWithApp } from '../../test/render';
import { PartnerTokenSecret } from './PartnerTokenSecret';

vi.mock('../../components/toaster', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const secret = 'anp_0123456789abcdefghijklmnopqrstuvwxyz';

function setup() {
  const onDone = vi.fn();
  renderWithApp(<PartnerTokenSecret name="Gradebook" secret={secret} onDone={onDone} />);
  return { onDone };
}

describe('PartnerTokenSecret', () => {
  it('shows the secret with a warning that it will not be shown again', () => {
    setup();
    expect(screen.getByText(/Copy the token “Gradebook” now: it will not be shown again\./)).toBeTruthy();
    expect(screen.getByTestId('partner-token-secret').textContent).toBe(secret);
  });

  it('copies the secret to the clipboard and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Copy token' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Token copied.'));
    expect(writeText).toHaveBeenCalledWith(secret);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('tells the user to copy by hand when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Copy token' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Could not copy the token. Select it and copy it by hand.'),
    );
  });

  it('"Done" hands the secret back to be forgotten', () => {
    const { onDone } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Done, I have copied it' }));
    expect(onDone).toHaveBeenCalledOnce();
  });
});
