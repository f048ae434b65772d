import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notify } from './toaster';
import { fieldErrorsTo, isFieldOf, useFormState } from './useFormState';

describe('useFormState', () => {
  const initial = { email: '', password: '' };

  it("clears a field's error as soon as that field is edited, and only that one", () => {
    const { result } = renderHook(() => useFormState(initial));
    act(() => result.current.setErrors({ email: 'Email is required.', password: 'Password is required.' }));
    act(() => result.current.setField('email', 'ada@example.org'));
    expect(result.current.values.email).toBe('ada@example.org');
    expect(result.current.errors).toEqual({ password: 'Password is required.' });
  });

  it('starts over with new values and no errors on reset', () => {
    const { result } = renderHook(() => useFormState(initial));
    act(() => result.current.setErrors({ email: 'Email is required.' }));
    act(() => result.current.reset({ email: 'x@y.org', password: 'secret' }));
    expect(result.current.values).toEqual({ email: 'x@y.org', password: 'secret' });
    expect(result.current.errors).toEqual({});
  });

  it('sends a form without errors; otherwise shows them under the fields and the message as a toast', () => {
    const toast = vi.spyOn(notify, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useFormState(initial));
    expect(result.current.accept({}, 'Please fill in all required fields.')).toBe(true);
    expect(toast).not.toHaveBeenCalled();
    let sent = true;
    act(() => {
      sent = result.current.accept({ email: 'Email is required.' }, 'Please fill in all required fields.');
    });
    expect(sent).toBe(false);
    expect(result.current.errors).toEqual({ email: 'Email is required.' });
    expect(toast).toHaveBeenCalledWith('Please fill in all required fields.');
    toast.mockRestore();
  });
});

describe('isFieldOf', () => {
  it('accepts a server-reported field only when the form has it', () => {
    expect(isFieldOf({ email: '' }, 'email')).toBe(true);
    expect(isFieldOf({ email: '' }, 'username')).toBe(false);
    expect(isFieldOf({ email: '' }, null)).toBe(false);
    expect(isFieldOf({ email: '' }, 'toString')).toBe(false);
  });
});

describe('fieldErrorsTo', () => {
  const values = { name: '', symptomIds: [] as string[] };

  it('marks the field the server named with its words', () => {
    const setErrors = vi.fn();
    fieldErrorsTo(values, setErrors)({ field: 'name', message: 'Name is taken.' });
    expect(setErrors).toHaveBeenCalledWith({ name: 'Name is taken.' });
  });

  it('maps an input name to the form’s own', () => {
    const setErrors = vi.fn();
    fieldErrorsTo(values, setErrors, { symptoms: 'symptomIds' })({
      field: 'symptoms',
      message: 'Unknown symptom.',
    });
    expect(setErrors).toHaveBeenCalledWith({ symptomIds: 'Unknown symptom.' });
  });

  it('leaves the form alone for a field it does not have, or an error without words', () => {
    const setErrors = vi.fn();
    fieldErrorsTo(values, setErrors)({ field: 'password', message: 'Too short.' });
    fieldErrorsTo(values, setErrors)({ field: 'name', message: null });
    fieldErrorsTo(values, setErrors)({ field: null, message: 'Offline.' });
    expect(setErrors).not.toHaveBeenCalled();
  });
});
