import { MIN_PASSWORD_LENGTH, passwordChangeRequiredMessage, validationMessages } from '@anamnesis/rules';
import { Alert, Box, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormActions } from '../components/FormActions';
import { FormCard } from '../components/FormCard';
import { PageHeader } from '../components/PageHeader';
import { TextField } from '../components/TextField';
import { notify } from '../components/toaster';
import { fieldErrorsTo, useFormState } from '../components/useFormState';
import { readSession, renewSession, updateStoredUser } from '../session/storage';
import { useAccountPaths } from './accountPaths';
import { useChangePasswordMutation } from './useChangePasswordMutation';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const mismatch = 'New password and confirmation do not match.';
const failed = 'Failed to update password. Please try again.';

/** Change Password, for admins and students (docs/accounts.md#profile-and-password). */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const paths = useAccountPaths();
  // An administrator set the password: nothing else opens until it is changed.
  const required = readSession()?.user.mustChangePassword === true;
  const [commitChange, isChanging] = useChangePasswordMutation();
  const form = useFormState<PasswordValues>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const { values, setErrors } = form;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The registration length rule (docs/accounts.md#profile-and-password), said under the field.
    const tooShort = validationMessages.passwordTooShort;
    if (values.newPassword.length < MIN_PASSWORD_LENGTH && !form.accept({ newPassword: tooShort }, tooShort))
      return;
    if (
      values.newPassword !== values.confirmPassword &&
      !form.accept({ confirmPassword: mismatch }, mismatch)
    )
      return;
    commitChange({
      variables: { input: values },
      failure: failed,
      onSuccess: ({ viewer }) => {
        // The server started a fresh session: the 2-hour clock starts again.
        renewSession(viewer?.sessionExpiresAt);
        updateStoredUser({ mustChangePassword: false });
        notify.success('Password updated successfully!');
        navigate(paths.profile);
      },
      onFailure: fieldErrorsTo(values, setErrors),
    });
  }

  return (
    <Box maxW="xl">
      <PageHeader title="Change Password" description="Other sessions of your account will be signed out." />
      {required ? (
        <Alert.Root status="warning" role="alert" rounded="xl" mb="5">
          <Alert.Indicator />
          <Alert.Title>{passwordChangeRequiredMessage}</Alert.Title>
        </Alert.Root>
      ) : null}
      <FormCard onSubmit={handleSubmit}>
        <Stack gap="5">
          <TextField
            form={form}
            name="currentPassword"
            label="Current Password"
            password
            autoComplete="current-password"
          />
          <TextField
            form={form}
            name="newPassword"
            label="New Password"
            helperText={validationMessages.passwordTooShort}
            password
            autoComplete="new-password"
          />
          <TextField
            form={form}
            name="confirmPassword"
            label="Confirm New Password"
            password
            autoComplete="new-password"
          />
          <FormActions
            backTo={paths.profile}
            busy={isChanging}
            busyLabel="Updating..."
            submitLabel="Update Password"
          />
        </Stack>
      </FormCard>
    </Box>
  );
}
