import { Button, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormField } from '../components/FormField';
import { PasswordInput } from '../components/PasswordInput';
import { notify } from '../components/toaster';
import { resetEnvironmentIfLoaded } from '../relay/request';
import { changePasswordPath, homePath, saveSession } from '../session/storage';
import { AuthLayout } from './AuthLayout';
import { useLoginMutation } from './useLoginMutation';

const loginFailed = 'Login failed. Please check your credentials.';

export function LoginPage() {
  const navigate = useNavigate();
  const [commitLogin, isLoggingIn] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  // Whatever a previous account left in the Relay store goes when the sign-in screen shows.
  useEffect(() => {
    resetEnvironmentIfLoaded();
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    commitLogin({
      variables: { input: { email: email.trim(), password } },
      failure: loginFailed,
      // Banned, throttled or refused input: the server's words say why; wrong credentials keep ours.
      serverMessage: (error) => error.typename !== 'AuthenticationError',
      onSuccess: ({ viewer }) => {
        if (!viewer) return;
        const { mustChangePassword } = viewer;
        saveSession({ ...viewer.user, mustChangePassword }, viewer.sessionExpiresAt);
        notify.success('Login successful!');
        // A password an administrator set is changed first (docs/accounts.md#profile-and-password).
        navigate(mustChangePassword ? changePasswordPath(viewer.user) : homePath(viewer.user), {
          replace: true,
        });
      },
    });
  }

  return (
    <AuthLayout>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            Welcome back
          </Heading>
          <Text color="fg.muted">Sign in to continue your training.</Text>
        </Stack>
        <form onSubmit={handleSubmit}>
          <Stack gap="4">
            <FormField label="Email">
              <Input
                type="email"
                name="email"
                autoComplete="email"
                placeholder="you@example.com"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </FormField>
            <FormField label="Password">
              <PasswordInput
                name="password"
                autoComplete="current-password"
                placeholder="Your password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </FormField>
            <Button type="submit" size="lg" mt="2" disabled={isLoggingIn}>
              {isLoggingIn ? 'Loading...' : 'Sign in'}
            </Button>
          </Stack>
        </form>
        <Text textAlign="center" color="fg.muted" fontSize="sm">
          Don’t have an account?{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/register">Sign up</RouterLink>
          </Link>
        </Text>
      </Stack>
    </AuthLayout>
  );
}
