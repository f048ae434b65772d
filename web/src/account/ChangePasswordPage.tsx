import { MIN_PASSWORD_LENGTH, passwordChangeRequiredMessage, validationMessages } from '@anamnesis/rules';
import { Alert, Box, Button, Flex, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormCard } from '../components/FormCard';
import { FormField } from '../components/FormField';
import { PageHeader } from '../components/PageHeader';
import { PasswordInput } from '../components/PasswordInput';
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
  const { values, errors, setField, setErrors } = useFormState<PasswordValues>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The registration length rule (docs/accounts.md#profile-and-password), said under the field.
    if (values.newPassword.length < MIN_PASSWORD_LENGTH) {
      setErrors({ newPassword: validationMessages.passwordTooShort });
      notify.error(validationMessages.passwordTooShort);
      return;
    }
    if (values.newPassword !== values.confirmPassword) {
      setErrors({ confirmPassword: mismatch });
      notify.error(mismatch);
      return;
    }
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
          <FormField label="Current Password" error={errors.currentPassword}>
            <PasswordInput
              autoComplete="current-password"
              value={values.currentPassword}
              onChange={(e) => setField('currentPassword', e.target.value)}
            />
          </FormField>
          <FormField
            label="New Password"
            error={errors.newPassword}
            helperText={validationMessages.passwordTooShort}
          >
            <PasswordInput
              autoComplete="new-password"
              value={values.newPassword}
              onChange={(e) => setField('newPassword', e.target.value)}
            />
          </FormField>
          <FormField label="Confirm New Password" error={errors.confirmPassword}>
            <PasswordInput
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={(e) => setField('confirmPassword', e.target.value)}
            />
          </FormField>
          <Flex gap="3" justify="flex-end">
            <Button asChild variant="outline" colorPalette="gray">
              <RouterLink to={paths.profile}>Cancel</RouterLink>
            </Button>
            <Button type="submit" disabled={isChanging}>
              {isChanging ? 'Updating...' : 'Update Password'}
            </Button>
          </Flex>
        </Stack>
      </FormCard>
    </Box>
  );
}
