import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, toaster } from './toaster';

afterEach(() => toaster.remove());

const titles = () => toaster.getVisibleToasts().map((t) => `${t.type}:${String(t.title)}`);

describe('notify', () => {
  it('shows a toast of the given kind that closes itself after 3 seconds', () => {
    const create = vi.spyOn(toaster, 'create');
    notify.success('Saved.');
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', title: 'Saved.', duration: 3000, closable: true }),
    );
    expect(titles()).toContain('success:Saved.');
  });

  it('shows the same message once even when raised twice', () => {
    notify.warning('Please login to continue.');
    notify.warning('Please login to continue.');
    expect(titles().filter((t) => t === 'warning:Please login to continue.')).toHaveLength(1);
  });

  it('dismisses earlier error toasts when a success follows', () => {
    const dismiss = vi.spyOn(toaster, 'dismiss');
    notify.error('Please fill out field.');
    notify.success('Note saved.');
    expect(dismiss).toHaveBeenCalledOnce();
  });
});
