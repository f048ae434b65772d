export interface RegisterValues {
  name: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type RegisterErrors = Partial<Record<keyof RegisterValues, string>>;

/** Text, an @, a domain and a dot (spec 000 §5). */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MIN_PASSWORD_LENGTH = 6;

/** The registration rules of spec 000 §5, one message per field. */
export function validateRegistration(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  if (!values.name.trim()) errors.name = 'Name is required.';
  if (!values.username.trim()) errors.username = 'Username is required.';
  if (!values.email.trim()) errors.email = 'Email is required.';
  else if (!emailPattern.test(values.email.trim())) errors.email = 'Please enter a valid email address.';
  if (!values.password) errors.password = 'Password is required.';
  else if (values.password.length < MIN_PASSWORD_LENGTH)
    errors.password = 'Password must be at least 6 characters.';
  if (values.confirmPassword !== values.password) errors.confirmPassword = 'Passwords do not match.';
  return errors;
}
