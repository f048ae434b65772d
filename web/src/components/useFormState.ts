import { useCallback, useState } from 'react';

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** Form values plus per-field errors; editing a field clears that field's error (docs/ui.md#forms). */
export function useFormState<T extends object>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});

  const setField = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => {
      if (!previous[name]) return previous;
      const { [name]: _cleared, ...rest } = previous;
      return rest as FieldErrors<T>;
    });
  }, []);

  const reset = useCallback((next: T) => {
    setValues(next);
    setErrors({});
  }, []);

  return { values, errors, setField, setErrors, reset };
}

/** Whether a server-reported field name belongs to this form. */
export function isFieldOf<T extends object>(
  values: T,
  field: string | null | undefined,
): field is Extract<keyof T, string> {
  return typeof field === 'string' && Object.hasOwn(values, field);
}
