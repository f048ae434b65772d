import { MIN_PASSWORD_LENGTH, validationMessages } from '@anamnesis/rules';
import type { FieldErrors } from '../../components/useFormState';

export interface UserFormValues {
  name: string;
  email: string;
  username: string;
  password: string;
}

export const fillRequiredFields = 'Please fill in all required fields.';

/** Shown under a new-password field: the rule before anyone breaks it (docs/accounts.md#validation-messages). */
export const passwordRule = validationMessages.passwordTooShort;

/**
 * The admin user forms (docs/accounts.md#validation-messages): name, email and username required (whitespace
 * counts as empty), and the password too when creating; a password given must follow the length rule
 * (the server's too), said under its field before anything is sent.
 */
export function validateUserForm(
  values: UserFormValues,
  { passwordRequired }: { passwordRequired: boolean },
): FieldErrors<UserFormValues> {
  const errors: FieldErrors<UserFormValues> = {};
  if (!values.name.trim()) errors.name = 'Name is required.';
  if (!values.email.trim()) errors.email = 'Email is required.';
  if (!values.username.trim()) errors.username = 'Username is required.';
  if (passwordRequired && !values.password.trim()) errors.password = 'Password is required.';
  else if (values.password && values.password.length < MIN_PASSWORD_LENGTH) errors.password = passwordRule;
  return errors;
}
