import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { SearchableChoiceSelect } from './ChoiceSelect';

const patients = [
  { id: 'p1', label: 'Ada (Asthma)' },
  { id: 'p2', label: 'Grace (Migraine)' },
];

function renderSelect(totalCount: number, choices = patients) {
  const refetch = vi.fn(() => ({ dispose() {} }));
  const onChange = vi.fn();
  renderWithApp(
    <SearchableChoiceSelect<{ patientSearch: string | null }>
      label="Patient"
      placeholder="Select a patient"
      emptyText="There are no patient cases yet."
      searchPlaceholder="Search patients by name or diagnosis"
      choices={choices}
      totalCount={totalCount}
      refetch={refetch}
      search={(term) => ({ patientSearch: term })}
      value=""
      onChange={onChange}
    />,
  );
  return { refetch, onChange };
}

describe('SearchableChoiceSelect', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lists every choice, with no search box when they all fit', () => {
    const { onChange } = renderSelect(2);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select a patient',
      'Ada (Asthma)',
      'Grace (Migraine)',
    ]);
    expect(screen.queryByRole('searchbox')).toBeNull();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'p2' } });
    expect(onChange).toHaveBeenCalledWith('p2');
  });

  it('offers a search box when there are more than it lists, and asks the server after a pause', () => {
    const { refetch } = renderSelect(40);
    expect(screen.getByText('Only the first 2 are listed: type to narrow the list.')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search patients by name or diagnosis' }), {
      target: { value: ' gra ' },
    });
    expect(refetch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(300));
    expect(refetch).toHaveBeenCalledWith({ patientSearch: 'gra' }, { fetchPolicy: 'store-or-network' });
  });

  it('says when there is nothing to choose', () => {
    renderSelect(0, []);
    expect(screen.getByText('There are no patient cases yet.')).toBeTruthy();
  });
});
