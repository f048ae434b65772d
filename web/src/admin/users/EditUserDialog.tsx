import { Input, Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { EditUserDialog_user$key } from '../../__generated__/EditUserDialog_user.graphql';
import { FormDialog } from '../../components/FormDialog';
import { FormField } from '../../components/FormField';
import { PasswordInput } from '../../components/PasswordInput';
import { notify } from '../../components/toaster';
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
  const { values, errors, setField, setErrors } = useFormState<UserFormValues>({
    name: user.name,
    email: user.email,
    username: user.username,
    password: '',
  });

  function handleSubmit() {
    const found = validateUserForm(values, { passwordRequired: false });
    if (Object.keys(found).length > 0) {
      setErrors(found);
      notify.error(fillRequiredFields);
      return;
    }
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
        <FormField label="Name" error={errors.name} required>
          <Input value={values.name} onChange={(e) => setField('name', e.target.value)} />
        </FormField>
        <FormField label="Email" error={errors.email} required>
          <Input type="email" value={values.email} onChange={(e) => setField('email', e.target.value)} />
        </FormField>
        <FormField label="Username" error={errors.username} required>
          <Input value={values.username} onChange={(e) => setField('username', e.target.value)} />
        </FormField>
        <FormField
          label="New Password"
          error={errors.password}
          helperText={`Leave blank to keep the current password. ${passwordRule}`}
        >
          <PasswordInput
            autoComplete="new-password"
            value={values.password}
            onChange={(e) => setField('password', e.target.value)}
          />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
