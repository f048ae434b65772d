import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { ColourBadge, StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it.each([
    ['ASSIGNED', 'Assigned', 'blue'],
    ['INPROGRESS', 'In Progress', 'purple'],
    ['COMPLETED', 'Completed', 'green'],
    ['MARKED', 'Marked', 'yellow'],
  ])('shows %s as "%s" in %s', (status, label, colour) => {
    renderWithApp(<StatusBadge status={status} />);
    expect(screen.getByText(label).getAttribute('data-color')).toBe(colour);
  });

  it('shows an unknown status in grey, in lower case', () => {
    renderWithApp(<StatusBadge status="ARCHIVED" />);
    expect(screen.getByText('archived').getAttribute('data-color')).toBe('gray');
  });
});

describe('ColourBadge', () => {
  it('shows its text in the colour it names', () => {
    renderWithApp(<ColourBadge palette="orange">Pending</ColourBadge>);
    expect(screen.getByText('Pending').getAttribute('data-color')).toBe('orange');
  });
});
