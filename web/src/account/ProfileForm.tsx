import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProfileForm_user$key } from '../__generated__/ProfileForm_user.graphql';
import { FormActions } from '../components/FormActions';
import { FormCard } from '../components/FormCard';
import { FormField } from '../components/FormField';
import { TextField } from '../components/TextField';
import { notify } from '../components/toaster';
import { type FieldErrors, fieldErrorsTo, useFormState } from '../components/useFormState';
import { updateStoredUser } from '../session/storage';
import { useAccountPaths } from './accountPaths';
import { useUpdateProfileMutation } from './useUpdateProfileMutation';

interface ProfileValues {
  name: string;
  username: string;
}

export function ProfileForm({ userRef }: { userRef: ProfileForm_user$key }) {
  const user = useFragment(
    graphql`
      fragment ProfileForm_user on User {
        name
        username
        email
      }
    `,
    userRef,
  );
  const paths = useAccountPaths();
  const [commitUpdate, isUpdating] = useUpdateProfileMutation();
  const form = useFormState<ProfileValues>({
    name: user.name,
    username: user.username,
  });
  const { values, setErrors } = form;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldErrors<ProfileValues> = {};
    if (!values.name.trim()) found.name = 'Name is required.';
    if (!values.username.trim()) found.username = 'Username is required.';
    if (!form.accept(found, 'Please fill in all required fields.')) return;
    commitUpdate({
      variables: { input: { name: values.name.trim(), username: values.username.trim() } },
      failure: 'Failed to update profile. Please try again.',
      onSuccess: ({ viewer }) => {
        if (!viewer) return;
        const { name, username } = viewer.user;
        updateStoredUser({ name, username });
        notify.success('Profile updated successfully!');
      },
      onFailure: fieldErrorsTo(values, setErrors),
    });
  }

  return (
    <FormCard onSubmit={handleSubmit}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField form={form} name="name" label="Name" required />
          <TextField form={form} name="username" label="Username" required />
        </SimpleGrid>
        <FormField label="Email" helperText="Ask an administrator to change your email address.">
          <Input value={user.email} readOnly bg="bg.muted" />
        </FormField>
        <FormActions
          backTo={paths.changePassword}
          backLabel="Change Password"
          spread
          busy={isUpdating}
          busyLabel="Updating..."
          submitLabel="Save Changes"
        />
      </Stack>
    </FormCard>
  );
}
