import { Box, Button, Flex, Input, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { graphql } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { CreateUserPageQuery } from '../../__generated__/CreateUserPageQuery.graphql';
import { FormCard } from '../../components/FormCard';
import { FormField } from '../../components/FormField';
import { PageHeader } from '../../components/PageHeader';
import { PasswordInput } from '../../components/PasswordInput';
import { notify } from '../../components/toaster';
import { fieldErrorsTo, useFormState } from '../../components/useFormState';
import { useRouteQuery } from '../../relay/preload';
import { useCreateUserMutation } from './useCreateUserMutation';
import {
  fillRequiredFields,
  passwordRule,
  type UserFormValues,
  validateUserForm,
} from './userFormValidation';

export const createUserPageQuery = graphql`
  query CreateUserPageQuery {
    viewer {
      user {
        isSuperAdmin
      }
    }
  }
`;

const emptyForm: UserFormValues = { name: '', email: '', username: '', password: '' };

/** Create New User (/admin/add-users, docs/accounts.md#create-new-user). */
export function CreateUserPage() {
  const data = useRouteQuery<CreateUserPageQuery>(createUserPageQuery);
  const isSuperAdmin = data.viewer?.user.isSuperAdmin ?? false;
  const navigate = useNavigate();
  const [commitCreate, isCreating] = useCreateUserMutation();
  const { values, errors, setField, setErrors } = useFormState(emptyForm);
  const [adminAccess, setAdminAccess] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateUserForm(values, { passwordRequired: true });
    if (Object.keys(found).length > 0) {
      setErrors(found);
      notify.error(fillRequiredFields);
      return;
    }
    commitCreate({
      variables: {
        input: {
          name: values.name.trim(),
          email: values.email.trim(),
          username: values.username.trim(),
          password: values.password,
          isAdmin: isSuperAdmin && adminAccess,
        },
      },
      success: 'User created successfully!',
      failure: 'Failed to create user.',
      networkFailure: 'Error creating user. Please try again.',
      onSuccess: () => navigate('/admin/users'),
      onFailure: fieldErrorsTo(values, setErrors),
    });
  }

  return (
    <Box maxW="3xl">
      <PageHeader title="Create New User" description="Add a student or a member of staff." />
      <FormCard onSubmit={handleSubmit}>
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField label="Name" error={errors.name} required>
              <Input name="name" value={values.name} onChange={(e) => setField('name', e.target.value)} />
            </FormField>
            <FormField label="Email" error={errors.email} required>
              <Input
                type="email"
                name="email"
                value={values.email}
                onChange={(e) => setField('email', e.target.value)}
              />
            </FormField>
            <FormField label="Username" error={errors.username} required>
              <Input
                name="username"
                value={values.username}
                onChange={(e) => setField('username', e.target.value)}
              />
            </FormField>
            <FormField label="Password" error={errors.password} helperText={passwordRule} required>
              <PasswordInput
                name="password"
                autoComplete="new-password"
                value={values.password}
                onChange={(e) => setField('password', e.target.value)}
              />
            </FormField>
          </SimpleGrid>
          {isSuperAdmin ? (
            <Box borderWidth="1px" rounded="lg" p="4" bg="bg.subtle">
              <Switch.Root checked={adminAccess} onCheckedChange={(e) => setAdminAccess(e.checked)}>
                <Switch.HiddenInput />
                <Switch.Control />
                <Switch.Label>Admin Access</Switch.Label>
              </Switch.Root>
              <Text fontSize="sm" color="fg.muted" mt="1">
                Admins manage users, patients, classrooms and assignments.
              </Text>
            </Box>
          ) : null}
          <Flex gap="3" justify="flex-end">
            <Button asChild variant="outline" colorPalette="gray">
              <RouterLink to="/admin/users">Cancel</RouterLink>
            </Button>
            <Button type="submit" disabled={isCreating}>
              {isCreating ? 'Creating...' : 'Create User'}
            </Button>
          </Flex>
        </Stack>
      </FormCard>
    </Box>
  );
}
