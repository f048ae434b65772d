import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '../../components/toaster';
import { setupTestWrapper } from '../../test/setupTestWrapper';
import { DeleteAssignmentDialog } from './DeleteAssignmentDialog';

vi.mock('../../components/toaster', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const { renderWithRelay } = setupTestWrapper({ Component: DeleteAssignmentDialog });

function setup() {
  const onClose = vi.fn();
  const removeFromPage = vi.fn();
  const relay = renderWithRelay({}, { assignmentId: 'a1', onClose, removeFromPage });
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  return { relay, onClose, removeFromPage };
}

describe('DeleteAssignmentDialog', () => {
  it('asks for confirmation before deleting', () => {
    renderWithRelay({}, { assignmentId: 'a1', onClose: () => {}, removeFromPage: () => {} });
    expect(screen.getByText('Confirm Deletion')).toBeTruthy();
    expect(screen.getByText(/This action cannot be undone/)).toBeTruthy();
  });

  it('sends the assignment id and shows "Deleting..." while the server works', () => {
    const { relay } = setup();
    expect(relay.lastVariables()).toEqual({ id: 'a1' });
    expect(screen.getByRole('button', { name: 'Deleting...' }).hasAttribute('disabled')).toBe(true);
  });

  it('on success toasts, closes and takes the assignment off the table in the store', () => {
    const { relay, onClose, removeFromPage } = setup();
    relay.resolveLast({ deleteAssignment: { __typename: 'DeletedPayload', deletedId: 'a1' } });
    expect(notify.success).toHaveBeenCalledWith('Assignment deleted successfully!');
    expect(onClose).toHaveBeenCalledOnce();
    expect(removeFromPage).toHaveBeenCalledWith(expect.anything(), 'a1');
  });

  it('on a typed error shows the failure toast and stays open', () => {
    const { relay, onClose, removeFromPage } = setup();
    relay.resolveLast({
      deleteAssignment: { __typename: 'NotFoundError', message: 'Assignment not found.' },
    });
    expect(notify.error).toHaveBeenCalledWith('Failed to delete assignment. Please try again.');
    expect(onClose).not.toHaveBeenCalled();
    expect(removeFromPage).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(false);
  });

  it('on a network failure shows the failure toast', () => {
    const { relay, removeFromPage } = setup();
    relay.rejectLast();
    expect(notify.error).toHaveBeenCalledWith('Failed to delete assignment. Please try again.');
    expect(removeFromPage).not.toHaveBeenCalled();
  });
});
