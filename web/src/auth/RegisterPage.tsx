import { Checkbox } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { TextField } from '../components/TextField';
import { fieldErrorsTo, useFormState } from '../components/useFormState';
import { AuthLayout } from './AuthLayout';
import { type RegisterValues, validateRegistration } from './registerValidation';
import { useRegisterMutation } from './useRegisterMutation';

const emptyForm: RegisterValues = { name: '', username: '', email: '', password: '', confirmPassword: '' };

export function RegisterPage() {
  const navigate = useNavigate();
  const [commitRegister, isRegistering] = useRegisterMutation();
  const form = useFormState(emptyForm);
  const { values, setErrors } = form;
  const [showPasswords, setShowPasswords] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.accept(validateRegistration(values), 'Please fix the errors in the form.')) return;
    commitRegister({
      variables: {
        input: {
          name: values.name.trim(),
          username: values.username.trim(),
          email: values.email.trim(),
          password: values.password,
        },
      },
      success: 'Registration successful! Please verify your email to continue.',
      failure: 'Registration failed. Please try again.',
      onSuccess: () => navigate('/login'),
      onFailure: fieldErrorsTo(values, setErrors),
    });
  }

  const passwordType = showPasswords ? 'text' : 'password';

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Start practising history-taking with virtual patients."
      onSubmit={handleSubmit}
      noValidate
      submitLabel="Create account"
      busyLabel="Registering..."
      busy={isRegistering}
      other={{ prompt: 'Already have an account?', to: '/login', label: 'Sign in' }}
    >
      <TextField form={form} name="name" label="Name" autoComplete="name" />
      <TextField form={form} name="username" label="Username" autoComplete="username" />
      <TextField form={form} name="email" label="Email" type="email" autoComplete="email" />
      {(['password', 'confirmPassword'] as const).map((name) => (
        <TextField
          key={name}
          form={form}
          name={name}
          label={name === 'password' ? 'Password' : 'Confirm Password'}
          type={passwordType}
          autoComplete="new-password"
        />
      ))}
      <Checkbox.Root
        checked={showPasswords}
        onCheckedChange={(details) => setShowPasswords(details.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Show passwords</Checkbox.Label>
      </Checkbox.Root>
    </AuthLayout>
  );
}
