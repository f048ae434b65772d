import { EMAIL_PATTERN, MIN_PASSWORD_LENGTH, validationMessages } from '@anamnesis/rules';

export interface RegisterValues {
  name: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type RegisterErrors = Partial<Record<keyof RegisterValues, string>>;

/**
 * The registration rules (docs/accounts.md#validation-messages), one message per field (email and password:
 * `@anamnesis/rules`).
 */
export function validateRegistration(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  if (!values.name.trim()) errors.name = 'Name is required.';
  if (!values.username.trim()) errors.username = 'Username is required.';
  if (!values.email.trim()) errors.email = validationMessages.emailRequired;
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = validationMessages.emailInvalid;
  if (!values.password) errors.password = validationMessages.passwordRequired;
  else if (values.password.length < MIN_PASSWORD_LENGTH)
    errors.password = validationMessages.passwordTooShort;
  if (values.confirmPassword !== values.password) errors.confirmPassword = 'Passwords do not match.';
  return errors;
}
