import { Badge, Box, Button, Float, IconButton, Popover, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { NotificationsPopover_query$key } from '../__generated__/NotificationsPopover_query.graphql';
import { BellIcon, InboxIcon } from '../components/icons';
import { usePendingRequestCountSubscription } from './usePendingRequestCountSubscription';

/** The bell of the admin header: the live number of reset requests waiting for this admin. */
export function NotificationsPopover({ queryRef }: { queryRef: NotificationsPopover_query$key }) {
  const { pendingRequestCount } = useFragment(
    graphql`
      fragment NotificationsPopover_query on Query {
        pendingRequestCount
      }
    `,
    queryRef,
  );
  usePendingRequestCountSubscription();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const count = pendingRequestCount;

  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <IconButton
          variant="ghost"
          aria-label={count > 0 ? `Notifications, ${count} new` : 'Notifications'}
          position="relative"
        >
          <BellIcon boxSize="5" />
          {count > 0 ? (
            <Float placement="top-end" offset="2">
              <Badge
                data-testid="notification-count"
                colorPalette="red"
                variant="solid"
                rounded="full"
                size="xs"
                minW="5"
                justifyContent="center"
              >
                {count}
              </Badge>
            </Float>
          ) : null}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="xs">
            <Popover.Header borderBottomWidth="1px" py="3">
              <Popover.Title fontWeight="semibold">Notifications</Popover.Title>
              <Text fontSize="sm" color="fg.muted">
                {count} new
              </Text>
            </Popover.Header>
            <Popover.Body py="4">
              {count === 0 ? (
                <Box textAlign="center" color="fg.muted">
                  <InboxIcon boxSize="6" mb="1" />
                  <Text fontSize="sm">No new notifications</Text>
                </Box>
              ) : (
                <Box>
                  <Text fontSize="sm" mb="3">
                    {count === 1
                      ? '1 reset request is waiting for you.'
                      : `${count} reset requests are waiting for you.`}
                  </Text>
                  <Button
                    size="sm"
                    w="full"
                    onClick={() => {
                      setOpen(false);
                      navigate('/admin/requests');
                    }}
                  >
                    Review requests
                  </Button>
                </Box>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
