import { Badge, Box, Button, HStack, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { RoomStudentsPopover_room$key } from '../../__generated__/RoomStudentsPopover_room.graphql';
import { TrashIcon } from '../../components/icons';
import { useRemoveStudentFromRoomMutation } from './useRemoveStudentFromRoomMutation';

/**
 * The Students cell: the count as a badge; its popover lists the students, each removable
 * (docs/cases.md#class-rooms).
 */
export function RoomStudentsPopover({ roomRef }: { roomRef: RoomStudentsPopover_room$key }) {
  const room = useFragment(
    graphql`
      fragment RoomStudentsPopover_room on Room {
        id
        name
        studentCount
        students {
          id
          name
        }
      }
    `,
    roomRef,
  );
  const [handleRemove, isRemoving] = useRemoveStudentFromRoomMutation(room.id);

  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button
          size="xs"
          variant="ghost"
          px="1"
          aria-label={`${room.studentCount} ${room.studentCount === 1 ? 'student' : 'students'} in ${room.name}`}
        >
          <Badge
            colorPalette="brand"
            variant="subtle"
            size="md"
            rounded="full"
            minW="7"
            justifyContent="center"
          >
            {room.studentCount}
          </Badge>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="xs" aria-label={`Students in ${room.name}`}>
            <Popover.Arrow>
              <Popover.ArrowTip />
            </Popover.Arrow>
            <Box borderBottomWidth="1px" px="4" py="3">
              <Popover.Title fontWeight="semibold">Students in {room.name}</Popover.Title>
            </Box>
            <Popover.Body py="2" px="2">
              {room.students.length === 0 ? (
                <Text fontSize="sm" color="fg.muted" px="2" py="2">
                  No students in this room yet.
                </Text>
              ) : (
                <Stack as="ul" gap="0" listStyleType="none" maxH="64" overflowY="auto">
                  {room.students.map((student) => (
                    <HStack
                      as="li"
                      key={student.id}
                      justify="space-between"
                      px="2"
                      py="1"
                      rounded="md"
                      _hover={{ bg: 'bg.muted' }}
                    >
                      <Text fontSize="sm">{student.name}</Text>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        aria-label={`Remove ${student.name} from ${room.name}`}
                        disabled={isRemoving}
                        onClick={() => handleRemove(student.id)}
                      >
                        <TrashIcon />
                      </IconButton>
                    </HStack>
                  ))}
                </Stack>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
