import { Badge, HStack, IconButton, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { UserRow_user$data, UserRow_user$key } from '../../__generated__/UserRow_user.graphql';
import { BanIcon, CircleCheckIcon } from '../../components/icons';
import { RowActions } from '../../components/RowActions';

export type UserRowData = UserRow_user$data;

interface UserRowProps {
  userRef: UserRow_user$key;
  onEdit: (user: UserRowData) => void;
  onDelete: (user: UserRowData) => void;
  onToggleBan: (user: UserRowData) => void;
}

export function UserRow({ userRef, onEdit, onDelete, onToggleBan }: UserRowProps) {
  const user = useFragment(
    graphql`
      fragment UserRow_user on User {
        name
        username
        email
        isAdmin
        isBanned
        ...EditUserDialog_user
        id
        ...BanUserDialog_user
      }
    `,
    userRef,
  );
  return (
    <Table.Row>
      <Table.Cell>
        <HStack gap="2">
          <Text fontWeight="medium">{user.name}</Text>
          {user.isBanned ? (
            <Badge colorPalette="red" variant="subtle" size="sm">
              Banned
            </Badge>
          ) : null}
        </HStack>
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette={user.isAdmin ? 'purple' : 'brand'} variant="subtle">
          {user.isAdmin ? 'Admin' : 'Student'}
        </Badge>
      </Table.Cell>
      <Table.Cell>{user.username}</Table.Cell>
      <Table.Cell wordBreak="break-all">{user.email}</Table.Cell>
      <RowActions name={user.name} onEdit={() => onEdit(user)} onDelete={() => onDelete(user)}>
        <IconButton
          size="sm"
          variant="ghost"
          colorPalette={user.isBanned ? 'green' : 'orange'}
          aria-label={user.isBanned ? `Unban ${user.name}` : `Ban ${user.name}`}
          onClick={() => onToggleBan(user)}
        >
          {user.isBanned ? <CircleCheckIcon /> : <BanIcon />}
        </IconButton>
      </RowActions>
    </Table.Row>
  );
}
