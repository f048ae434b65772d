import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '../../components/toaster';
import { renderWithApp } from '../../test/render';
import { AssignPage } from './AssignPage';
import { ChoiceSelect } from './ChoiceSelect';

vi.mock('../../components/toaster', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const students = [
  { id: 's1', label: 'Ada' },
  { id: 's2', label: 'Grace' },
];
const patients = [
  { id: 'p1', label: 'Chest pain' },
  { id: 'p2', label: 'Headache' },
];

function renderPage(items: 'loaded' | 'reset' | 'independent', noteLabel?: string) {
  const onSubmit = vi.fn();
  const onTargetChange = vi.fn();
  renderWithApp(
    <MemoryRouter>
      <AssignPage
        title="Assign Patient(s) to Student"
        description="Give one student one or more patient cases to work on."
        submitLabel="Assign Patient(s)"
        cancelTo="/admin/table-assign-patient"
        {...(noteLabel ? { noteLabel } : {})}
        incomplete="Please select a student and at least one patient."
        missing={{ target: 'Please select a student.', items: 'Please select at least one patient.' }}
        items={items}
        renderTarget={(field) => (
          <ChoiceSelect label="Student" placeholder="Select a student" choices={students} {...field} />
        )}
        onTargetChange={onTargetChange}
        renderItems={({ targetId, value, onChange, error }) =>
          items === 'loaded' && !targetId ? (
            <p>Choose a student first.</p>
          ) : (
            // Plain boxes: the page, not the list, is under test.
            <fieldset>
              <legend>Patients</legend>
              {patients.map((p) => (
                <label key={p.id}>
                  <input
                    type="checkbox"
                    checked={value.includes(p.id)}
                    onChange={(e) =>
                      onChange(e.target.checked ? [...value, p.id] : value.filter((id) => id !== p.id))
                    }
                  />
                  {p.label}
                </label>
              ))}
              <p>{value.length} of 2 selected</p>
              {error ? <p>{error}</p> : null}
            </fieldset>
          )
        }
        busy={false}
        onSubmit={onSubmit}
      />
    </MemoryRouter>,
  );
  return { onSubmit, onTargetChange };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Assign Patient(s)' }));
const pick = (label: string) => {
  fireEvent.click(screen.getByRole('checkbox', { name: label }));
  expect(screen.getByText(/1 of 2 selected/)).toBeTruthy();
};
const chooseStudent = (id: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: /Student/ }), { target: { value: id } });

describe('AssignPage', () => {
  it('shows the title, Cancel back to the list, and the switches when it has them', () => {
    renderPage('loaded', 'Allow visit note');
    expect(screen.getByRole('heading', { name: 'Assign Patient(s) to Student' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe(
      '/admin/table-assign-patient',
    );
    expect(screen.getByText('Allow visit note')).toBeTruthy();
  });

  it('with nothing chosen asks for the target only while the items wait for one', () => {
    const { onSubmit } = renderPage('loaded');
    submit();
    expect(notify.error).toHaveBeenCalledWith('Please select a student and at least one patient.');
    expect(screen.getByText('Please select a student.')).toBeTruthy();
    expect(screen.queryByText('Please select at least one patient.')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the items too once a target is chosen', () => {
    const { onTargetChange } = renderPage('loaded');
    chooseStudent('s1');
    expect(onTargetChange).toHaveBeenCalledWith('s1');
    submit();
    expect(screen.getByText('Please select at least one patient.')).toBeTruthy();
  });

  it('asks for both at once where the items do not depend on the target', () => {
    renderPage('independent');
    submit();
    expect(screen.getByText('Please select a student.')).toBeTruthy();
    expect(screen.getByText('Please select at least one patient.')).toBeTruthy();
  });

  it('submits the target, the items and the switches', () => {
    const { onSubmit } = renderPage('loaded', 'Allow Note');
    chooseStudent('s1');
    pick('Headache');
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      targetId: 's1',
      itemIds: ['p2'],
      flags: { isMarkable: false, isNoteAllow: false, showAnswers: false, holdForReview: false },
    });
  });

  it('starts a fresh selection of items when another target is chosen', () => {
    const { onSubmit } = renderPage('reset');
    chooseStudent('s1');
    pick('Headache');
    chooseStudent('s2');
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Please select at least one patient.')).toBeTruthy();
  });
});
