import type { FieldErrors } from '../../components/useFormState';

export interface UserFormValues {
  name: string;
  email: string;
  username: string;
  password: string;
}

export const fillRequiredFields = 'Please fill in all required fields.';

/**
 * The admin user forms (docs/accounts.md#validation-messages): name, email and username required (whitespace
 * counts as empty), and the password too when creating.
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
  return errors;
}
