import { Button, Flex, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { ProfileForm_user$key } from '../__generated__/ProfileForm_user.graphql';
import { FormCard } from '../components/FormCard';
import { FormField } from '../components/FormField';
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
  const { values, errors, setField, setErrors } = useFormState<ProfileValues>({
    name: user.name,
    username: user.username,
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldErrors<ProfileValues> = {};
    if (!values.name.trim()) found.name = 'Name is required.';
    if (!values.username.trim()) found.username = 'Username is required.';
    if (Object.keys(found).length > 0) {
      setErrors(found);
      notify.error('Please fill in all required fields.');
      return;
    }
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
          <FormField label="Name" error={errors.name} required>
            <Input name="name" value={values.name} onChange={(e) => setField('name', e.target.value)} />
          </FormField>
          <FormField label="Username" error={errors.username} required>
            <Input
              name="username"
              value={values.username}
              onChange={(e) => setField('username', e.target.value)}
            />
          </FormField>
        </SimpleGrid>
        <FormField label="Email" helperText="Ask an administrator to change your email address.">
          <Input value={user.email} readOnly bg="bg.muted" />
        </FormField>
        <Flex gap="3" justify="space-between" wrap="wrap">
          <Button asChild variant="outline" colorPalette="gray">
            <RouterLink to={paths.changePassword}>Change Password</RouterLink>
          </Button>
          <Button type="submit" disabled={isUpdating}>
            {isUpdating ? 'Updating...' : 'Save Changes'}
          </Button>
        </Flex>
      </Stack>
    </FormCard>
  );
}
