import { Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { EditUserDialog_user$key } from '../../__generated__/EditUserDialog_user.graphql';
import { FormDialog } from '../../components/FormDialog';
import { TextField } from '../../components/TextField';
import { fieldErrorsTo, useFormState } from '../../components/useFormState';
import {
  fillRequiredFields,
  passwordRule,
  type UserFormValues,
  validateUserForm,
} from './userFormValidation';
import { useUpdateUserMutation } from './useUpdateUserMutation';

interface EditUserDialogProps {
  userRef: EditUserDialog_user$key;
  onClose: () => void;
}

/** The row shows the saved user from the mutation's answer (useUpdateUserMutation.ts). */
export function EditUserDialog({ userRef, onClose }: EditUserDialogProps) {
  const user = useFragment(
    graphql`
      fragment EditUserDialog_user on User {
        id
        name
        email
        username
      }
    `,
    userRef,
  );
  const [commitUpdate, isUpdating] = useUpdateUserMutation();
  const form = useFormState<UserFormValues>({
    name: user.name,
    email: user.email,
    username: user.username,
    password: '',
  });
  const { values, setErrors } = form;

  function handleSubmit() {
    if (!form.accept(validateUserForm(values, { passwordRequired: false }), fillRequiredFields)) return;
    commitUpdate({
      variables: {
        input: {
          id: user.id,
          name: values.name.trim(),
          email: values.email.trim(),
          username: values.username.trim(),
          password: values.password || null,
        },
      },
      success: 'User updated successfully.',
      failure: 'Failed to update user.',
      onSuccess: onClose,
      onFailure: fieldErrorsTo(values, setErrors),
    });
  }

  return (
    <FormDialog
      title="Edit User"
      submitLabel="Save Changes"
      busyLabel="Updating..."
      busy={isUpdating}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <Stack gap="4">
        <TextField form={form} name="name" label="Name" required />
        <TextField form={form} name="email" label="Email" type="email" required />
        <TextField form={form} name="username" label="Username" required />
        <TextField
          form={form}
          name="password"
          label="New Password"
          helperText={`Leave blank to keep the current password. ${passwordRule}`}
          password
          autoComplete="new-password"
        />
      </Stack>
    </FormDialog>
  );
}
