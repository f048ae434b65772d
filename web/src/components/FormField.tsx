import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps {
  label: string;
  /** The validation message shown under the field (red), if any. */
  error?: string | undefined;
  helperText?: string;
  required?: boolean;
  children: ReactNode;
}

/** A labelled input with its error underneath; Chakra wires the label, `aria-invalid` and the message. */
export function FormField({ label, error, helperText, required, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : helperText ? (
        <Field.HelperText>{helperText}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
