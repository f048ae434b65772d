import { Input, type InputProps, Textarea } from '@chakra-ui/react';
import { FormField } from './FormField';
import { PasswordInput } from './PasswordInput';
import type { FieldErrors } from './useFormState';

/** The part of `useFormState` a field reads and writes. */
export interface FormBinding<T extends object> {
  values: T;
  errors: FieldErrors<T>;
  setField: <K extends keyof T>(name: K, value: T[K]) => void;
}

type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

interface TextFieldProps<T extends object>
  extends Pick<InputProps, 'type' | 'placeholder' | 'autoComplete' | 'autoFocus' | 'maxLength'> {
  form: FormBinding<T>;
  /** The form value it edits, also the input's name. */
  name: TextKeys<T>;
  label: string;
  required?: boolean;
  helperText?: string;
  /** A password, with its show/hide toggle. */
  password?: boolean;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  /** A text area that grows with its text from this height (a Chakra size, '20'). */
  grow?: string;
}

/** A labelled text input bound to a `useFormState` value, with that value's error under it. */
export function TextField<T extends object>({
  form,
  name,
  label,
  required,
  helperText,
  password,
  rows,
  grow,
  ...input
}: TextFieldProps<T>) {
  const props = {
    ...input,
    name,
    value: form.values[name] as string,
    onChange: (e: { target: { value: string } }) => form.setField(name, e.target.value as T[typeof name]),
  };
  return (
    <FormField label={label} error={form.errors[name]} helperText={helperText} required={required}>
      {password ? (
        <PasswordInput {...props} />
      ) : grow ? (
        <Textarea {...props} autoresize minH={grow} />
      ) : rows ? (
        <Textarea {...props} rows={rows} />
      ) : (
        <Input {...props} />
      )}
    </FormField>
  );
}
