import { Box, SimpleGrid, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormActions } from '../../components/FormActions';
import { FormCard } from '../../components/FormCard';
import { PageHeader } from '../../components/PageHeader';
import { TextField } from '../../components/TextField';
import { type FieldErrors, fieldErrorsTo, useFormState } from '../../components/useFormState';
import { useCreateRoomMutation } from './useCreateRoomMutation';

interface RoomFormValues {
  name: string;
  roomNumber: string;
}

/**
 * docs/cases.md#class-rooms: both fields required; the room number's message sits under its own field (Room
 * ID).
 */
function validateRoom(values: RoomFormValues): FieldErrors<RoomFormValues> {
  const errors: FieldErrors<RoomFormValues> = {};
  if (!values.name.trim()) errors.name = 'Name is required.';
  if (!values.roomNumber.trim()) errors.roomNumber = 'Room Number is required.';
  return errors;
}

/** Add New Class Room (/admin/add-rooms, docs/cases.md#class-rooms). */
export function AddRoomPage() {
  const navigate = useNavigate();
  const [commitCreate, isCreating] = useCreateRoomMutation();
  const form = useFormState<RoomFormValues>({ name: '', roomNumber: '' });
  const { values, setErrors } = form;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.accept(validateRoom(values), 'Please fill in all required fields.')) return;
    commitCreate({
      variables: { input: { name: values.name.trim(), roomNumber: values.roomNumber.trim() } },
      success: 'Room created successfully!',
      failure: 'Failed to create Room. Try again.',
      networkFailure: 'An error occurred while creating the rooms.',
      onSuccess: () => navigate('/admin/rooms'),
      onFailure: fieldErrorsTo(values, setErrors),
    });
  }

  return (
    <Box maxW="3xl">
      <PageHeader title="Add New Class Room" description="A class room groups students for assignments." />
      <FormCard onSubmit={handleSubmit}>
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <TextField
              form={form}
              name="name"
              label="Class Name"
              placeholder="e.g. Clinical Skills A"
              required
            />
            <TextField form={form} name="roomNumber" label="Room ID" placeholder="e.g. CS-101" required />
          </SimpleGrid>
          <FormActions
            backTo="/admin/rooms"
            busy={isCreating}
            busyLabel="Creating..."
            submitLabel="Create Room"
          />
        </Stack>
      </FormCard>
    </Box>
  );
}
