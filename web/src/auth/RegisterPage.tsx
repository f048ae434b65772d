import { Button, Checkbox, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormField } from '../components/FormField';
import { notify } from '../components/toaster';
import { fieldErrorsTo, useFormState } from '../components/useFormState';
import { AuthLayout } from './AuthLayout';
import { type RegisterValues, validateRegistration } from './registerValidation';
import { useRegisterMutation } from './useRegisterMutation';

const emptyForm: RegisterValues = { name: '', username: '', email: '', password: '', confirmPassword: '' };

export function RegisterPage() {
  const navigate = useNavigate();
  const [commitRegister, isRegistering] = useRegisterMutation();
  const { values, errors, setField, setErrors } = useFormState(emptyForm);
  const [showPasswords, setShowPasswords] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateRegistration(values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      notify.error('Please fix the errors in the form.');
      return;
    }
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
    <AuthLayout>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            Create your account
          </Heading>
          <Text color="fg.muted">Start practising history-taking with virtual patients.</Text>
        </Stack>
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="4">
            <FormField label="Name" error={errors.name}>
              <Input
                name="name"
                autoComplete="name"
                value={values.name}
                onChange={(e) => setField('name', e.target.value)}
              />
            </FormField>
            <FormField label="Username" error={errors.username}>
              <Input
                name="username"
                autoComplete="username"
                value={values.username}
                onChange={(e) => setField('username', e.target.value)}
              />
            </FormField>
            <FormField label="Email" error={errors.email}>
              <Input
                type="email"
                name="email"
                autoComplete="email"
                value={values.email}
                onChange={(e) => setField('email', e.target.value)}
              />
            </FormField>
            <FormField label="Password" error={errors.password}>
              <Input
                type={passwordType}
                name="password"
                autoComplete="new-password"
                value={values.password}
                onChange={(e) => setField('password', e.target.value)}
              />
            </FormField>
            <FormField label="Confirm Password" error={errors.confirmPassword}>
              <Input
                type={passwordType}
                name="confirmPassword"
                autoComplete="new-password"
                value={values.confirmPassword}
                onChange={(e) => setField('confirmPassword', e.target.value)}
              />
            </FormField>
            <Checkbox.Root
              checked={showPasswords}
              onCheckedChange={(details) => setShowPasswords(details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Show passwords</Checkbox.Label>
            </Checkbox.Root>
            <Button type="submit" size="lg" mt="2" disabled={isRegistering}>
              {isRegistering ? 'Registering...' : 'Create account'}
            </Button>
          </Stack>
        </form>
        <Text textAlign="center" color="fg.muted" fontSize="sm">
          Already have an account?{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/login">Sign in</RouterLink>
          </Link>
        </Text>
      </Stack>
    </AuthLayout>
  );
}
