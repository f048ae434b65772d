import { Avatar, Menu, Portal } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { AccountMenu_user$key } from '../__generated__/AccountMenu_user.graphql';
import { LogOutIcon, SettingsIcon, UserIcon } from '../components/icons';
import { initialsOf } from './initials';

interface AccountMenuProps {
  userRef: AccountMenu_user$key;
  profilePath: string;
  settingsPath: string;
  onLogout: () => void;
}

/** The avatar button of the header, with Profile, Settings and Log out. */
export function AccountMenu({ userRef, profilePath, settingsPath, onLogout }: AccountMenuProps) {
  const user = useFragment(
    graphql`
      fragment AccountMenu_user on User {
        name
        avatarUrl
      }
    `,
    userRef,
  );
  const navigate = useNavigate();
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'profile') navigate(profilePath);
        else if (value === 'settings') navigate(settingsPath);
        else if (value === 'logout') onLogout();
      }}
    >
      <Menu.Trigger rounded="full" focusRing="outside" aria-label="Account menu">
        <Avatar.Root size="sm" colorPalette="brand">
          <Avatar.Fallback>{initialsOf(user.name)}</Avatar.Fallback>
          {user.avatarUrl ? <Avatar.Image src={user.avatarUrl} alt="" /> : null}
        </Avatar.Root>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel color="fg.muted" fontWeight="normal" truncate>
                {user.name}
              </Menu.ItemGroupLabel>
              <Menu.Item value="profile">
                <UserIcon /> Profile
              </Menu.Item>
              <Menu.Item value="settings">
                <SettingsIcon /> Settings
              </Menu.Item>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="logout" color="red.700" _highlighted={{ bg: 'red.50', color: 'red.800' }}>
              <LogOutIcon /> Log out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
