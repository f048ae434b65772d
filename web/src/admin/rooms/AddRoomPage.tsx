import { Box, Button, Flex, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormCard } from '../../components/FormCard';
import { FormField } from '../../components/FormField';
import { PageHeader } from '../../components/PageHeader';
import { notify } from '../../components/toaster';
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
  const { values, errors, setField, setErrors } = useFormState<RoomFormValues>({ name: '', roomNumber: '' });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateRoom(values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      notify.error('Please fill in all required fields.');
      return;
    }
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
            <FormField label="Class Name" error={errors.name} required>
              <Input
                name="name"
                placeholder="e.g. Clinical Skills A"
                value={values.name}
                onChange={(e) => setField('name', e.target.value)}
              />
            </FormField>
            <FormField label="Room ID" error={errors.roomNumber} required>
              <Input
                name="roomNumber"
                placeholder="e.g. CS-101"
                value={values.roomNumber}
                onChange={(e) => setField('roomNumber', e.target.value)}
              />
            </FormField>
          </SimpleGrid>
          <Flex gap="3" justify="flex-end">
            <Button asChild variant="outline" colorPalette="gray">
              <RouterLink to="/admin/rooms">Cancel</RouterLink>
            </Button>
            <Button type="submit" disabled={isCreating}>
              {isCreating ? 'Creating...' : 'Create Room'}
            </Button>
          </Flex>
        </Stack>
      </FormCard>
    </Box>
  );
}
