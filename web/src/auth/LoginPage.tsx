import { Input } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
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
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to continue your training."
      onSubmit={handleSubmit}
      submitLabel="Sign in"
      busyLabel="Loading..."
      busy={isLoggingIn}
      other={{ prompt: 'Don’t have an account?', to: '/register', label: 'Sign up' }}
    >
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
    </AuthLayout>
  );
}
