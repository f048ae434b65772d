import { fireEvent, screen } from '@testing-library/react';
import { act } from 'react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '../../components/toaster';
import { renderWithApp } from '../../test/render';
import { DeleteAssignmentDialog } from './DeleteAssignmentDialog';

vi.mock('../../components/toaster', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

function setup() {
  const environment = createMockEnvironment();
  const onClose = vi.fn();
  const onDeleted = vi.fn();
  renderWithApp(<DeleteAssignmentDialog assignmentId="a1" onClose={onClose} onDeleted={onDeleted} />, {
    environment,
  });
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  return { environment, onClose, onDeleted };
}

describe('DeleteAssignmentDialog', () => {
  it('asks for confirmation before deleting', () => {
    renderWithApp(<DeleteAssignmentDialog assignmentId="a1" onClose={() => {}} onDeleted={() => {}} />, {
      environment: createMockEnvironment(),
    });
    expect(screen.getByText('Confirm Deletion')).toBeTruthy();
    expect(screen.getByText(/This action cannot be undone/)).toBeTruthy();
  });

  it('sends the assignment id and shows "Deleting..." while the server works', () => {
    const { environment } = setup();
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ id: 'a1' });
    expect(screen.getByRole('button', { name: 'Deleting...' }).hasAttribute('disabled')).toBe(true);
  });

  it('on success toasts, closes and lets the list refresh', () => {
    const { environment, onClose, onDeleted } = setup();
    act(() => {
      environment.mock.resolveMostRecentOperation({
        data: { deleteAssignment: { __typename: 'DeletedPayload', deletedId: 'a1' } },
      });
    });
    expect(notify.success).toHaveBeenCalledWith('Assignment deleted successfully!');
    expect(onClose).toHaveBeenCalledOnce();
    expect(onDeleted).toHaveBeenCalledOnce();
  });

  it('on a typed error shows the failure toast and stays open', () => {
    const { environment, onClose, onDeleted } = setup();
    act(() => {
      environment.mock.resolveMostRecentOperation({
        data: { deleteAssignment: { __typename: 'NotFoundError', message: 'Assignment not found.' } },
      });
    });
    expect(notify.error).toHaveBeenCalledWith('Failed to delete assignment. Please try again.');
    expect(onClose).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(false);
  });

  it('on a network failure shows the failure toast', () => {
    const { environment, onDeleted } = setup();
    act(() => {
      environment.mock.rejectMostRecentOperation(new Error('offline'));
    });
    expect(notify.error).toHaveBeenCalledWith('Failed to delete assignment. Please try again.');
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
