import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { PartnerTokenForm } from './PartnerTokenForm';

function setup(busy = false) {
  const onSubmit = vi.fn();
  renderWithApp(<PartnerTokenForm busy={busy} onSubmit={onSubmit} today="2026-11-25" />);
  const submit = () => screen.getByRole('button', { name: /Create token|Creating/ });
  return { onSubmit, submit };
}

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PartnerTokenForm', () => {
  it('offers the scopes in plain words and stays off until a name and a scope are given', () => {
    const { submit, onSubmit } = setup();
    const scope = screen.getByRole('combobox', { name: /Access/ });
    expect([...scope.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Select what it may read',
      'Statistics only',
      'Statistics and marks',
      'Read-only, everything an admin sees',
    ]);
    expect(submit().hasAttribute('disabled')).toBe(true);
    fill(/Token name/, '   ');
    fill(/Access/, 'STATISTICS');
    expect(submit().hasAttribute('disabled')).toBe(true);
    fireEvent.submit(submit().closest('form') as HTMLFormElement);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('explains the chosen scope and sends the trimmed name, the scope and no expiry', () => {
    const { submit, onSubmit } = setup();
    fill(/Token name/, '  Gradebook  ');
    fill(/Access/, 'STATISTICS_AND_MARKS');
    expect(screen.getByText(/the marks export and assignment marks; never the conversations/)).toBeTruthy();
    fireEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Gradebook',
      scope: 'STATISTICS_AND_MARKS',
      expiresAt: null,
    });
  });

  it('sends an expiry day, and refuses one in the past', () => {
    const { submit, onSubmit } = setup();
    fill(/Token name/, 'Analytics');
    fill(/Access/, 'READ_ONLY');
    fill(/Expires on/, '2026-11-24');
    expect(screen.getByText('The expiry date cannot be in the past.')).toBeTruthy();
    expect(submit().hasAttribute('disabled')).toBe(true);
    fill(/Expires on/, '2027-07-31');
    expect(screen.getByLabelText(/Expires on/).getAttribute('min')).toBe('2026-11-25');
    fireEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Analytics', scope: 'READ_ONLY', expiresAt: '2027-07-31' });
  });

  it('says "Creating..." and stays off while the server works', () => {
    const { submit } = setup(true);
    expect(submit().textContent).toContain('Creating...');
    expect(submit().hasAttribute('disabled')).toBe(true);
  });
});
