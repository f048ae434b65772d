import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isFieldOf, useFormState } from './useFormState';

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
});

describe('isFieldOf', () => {
  it('accepts a server-reported field only when the form has it', () => {
    expect(isFieldOf({ email: '' }, 'email')).toBe(true);
    expect(isFieldOf({ email: '' }, 'username')).toBe(false);
    expect(isFieldOf({ email: '' }, null)).toBe(false);
    expect(isFieldOf({ email: '' }, 'toString')).toBe(false);
  });
});
