import { useCallback, useState } from 'react';
import { notify } from './toaster';

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

  /** Whether the form may be sent; if not, `found` shows under the fields and `message` as an error toast. */
  const accept = useCallback((found: FieldErrors<T>, message: string) => {
    if (Object.keys(found).length === 0) return true;
    setErrors(found);
    notify.error(message);
    return false;
  }, []);

  return { values, errors, setField, setErrors, reset, accept };
}

/** Whether a server-reported field name belongs to this form. */
export function isFieldOf<T extends object>(
  values: T,
  field: string | null | undefined,
): field is Extract<keyof T, string> {
  return typeof field === 'string' && Object.hasOwn(values, field);
}

/**
 * A mutation's `onFailure` that marks the form field the server named with the server's words
 * (`rename` maps an input name to the form's, say `symptoms` to `symptomIds`).
 */
export function fieldErrorsTo<T extends object>(
  values: T,
  setErrors: (errors: FieldErrors<T>) => void,
  rename: Readonly<Record<string, string>> = {},
) {
  return ({ field, message }: { field: string | null; message: string | null }) => {
    const name = field === null ? null : (rename[field] ?? field);
    if (isFieldOf(values, name) && message) setErrors({ [name]: message } as FieldErrors<T>);
  };
}
