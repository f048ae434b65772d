import { Box, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import type { CreateUserPageQuery } from '../../__generated__/CreateUserPageQuery.graphql';
import { FormActions } from '../../components/FormActions';
import { FormCard } from '../../components/FormCard';
import { PageHeader } from '../../components/PageHeader';
import { TextField } from '../../components/TextField';
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
  const form = useFormState(emptyForm);
  const { values, setErrors } = form;
  const [adminAccess, setAdminAccess] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.accept(validateUserForm(values, { passwordRequired: true }), fillRequiredFields)) return;
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
            <TextField form={form} name="name" label="Name" required />
            <TextField form={form} name="email" label="Email" type="email" required />
            <TextField form={form} name="username" label="Username" required />
            <TextField
              form={form}
              name="password"
              label="Password"
              helperText={passwordRule}
              password
              autoComplete="new-password"
              required
            />
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
          <FormActions
            backTo="/admin/users"
            busy={isCreating}
            busyLabel="Creating..."
            submitLabel="Create User"
          />
        </Stack>
      </FormCard>
    </Box>
  );
}
