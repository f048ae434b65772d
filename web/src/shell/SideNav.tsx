import { Box, Button, Flex, IconButton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { HeartPulseIcon, LogOutIcon, PanelLeftIcon } from '../components/icons';

export interface SideNavItem {
  label: string;
  to: string;
  icon: ComponentType<{ boxSize?: string }>;
  /** Other paths that belong to the same section (its add and detail screens). */
  alsoActiveOn?: readonly string[];
  /** Shown after the label (e.g. a count), also when the bar is narrow. */
  badge?: ReactNode;
}

interface SideNavProps {
  items: readonly SideNavItem[];
  tagline: string;
  collapsed: boolean;
  onToggle: () => void;
  onLogout: () => void;
}

function isActive(item: SideNavItem, pathname: string): boolean {
  return [item.to, ...(item.alsoActiveOn ?? [])].some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
}

/**
 * The collapsible side navigation of both shells: wide with labels, or narrow with icons only. Below
 * the `lg` breakpoint the narrow bar keeps its place and the wide one slides over the page (with a
 * backdrop that closes it), so a phone's page is never squeezed.
 */
export function SideNav({ items, tagline, collapsed, onToggle, onLogout }: SideNavProps) {
  const { pathname } = useLocation();
  return (
    <Box flexShrink={0} w={{ base: '72px', lg: collapsed ? '72px' : '264px' }} transition="width 0.2s ease">
      {collapsed ? null : (
        <Box
          display={{ base: 'block', lg: 'none' }}
          position="fixed"
          inset="0"
          bg="blackAlpha.500"
          zIndex="overlay"
          onClick={onToggle}
          aria-hidden="true"
          data-testid="sidebar-backdrop"
        />
      )}
      <Flex
        as="nav"
        aria-label="Main"
        direction="column"
        w={collapsed ? '72px' : '264px'}
        transition="width 0.2s ease"
        bg="sidebar.bg"
        color="sidebar.fg"
        h="100dvh"
        position={{ base: 'fixed', lg: 'sticky' }}
        top="0"
        left="0"
        zIndex={{ base: 'modal', lg: 'auto' }}
        overflowY="auto"
        overflowX="hidden"
      >
        <Flex
          align="center"
          gap="2"
          px={collapsed ? '0' : '4'}
          py="4"
          justify={collapsed ? 'center' : 'space-between'}
          direction={collapsed ? 'column' : 'row'}
        >
          <Flex align="center" gap="2" minW="0">
            <HeartPulseIcon boxSize="7" color="brand.300" />
            {collapsed ? null : (
              <Box minW="0">
                <Text fontWeight="bold" fontSize="lg" color="white" lineHeight="short">
                  Anamnesis
                </Text>
                <Text fontSize="xs" color="brand.200" lineClamp={2}>
                  {tagline}
                </Text>
              </Box>
            )}
          </Flex>
          <IconButton
            variant="ghost"
            size="sm"
            color="sidebar.fg"
            _hover={{ bg: 'sidebar.hover', color: 'white' }}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            onClick={onToggle}
          >
            <PanelLeftIcon />
          </IconButton>
        </Flex>
        <Stack as="ul" gap="1" px="3" py="2" flex="1" listStyleType="none">
          {items.map((item) => {
            const active = isActive(item, pathname);
            const ItemIcon = item.icon;
            return (
              <li key={item.to}>
                <Flex
                  asChild
                  align="center"
                  gap="3"
                  px="3"
                  py="2.5"
                  rounded="lg"
                  justify={collapsed ? 'center' : 'flex-start'}
                  bg={active ? 'sidebar.active' : 'transparent'}
                  color={active ? 'white' : 'sidebar.fg'}
                  fontWeight={active ? 'semibold' : 'medium'}
                  _hover={{ bg: active ? 'sidebar.active' : 'sidebar.hover', color: 'white' }}
                  focusRingColor="brand.300"
                >
                  {/* A plain Link: NavLink would drop aria-current on the section's other paths (alsoActiveOn). */}
                  <Link
                    to={item.to}
                    aria-current={active ? 'page' : undefined}
                    title={collapsed ? item.label : undefined}
                  >
                    <ItemIcon boxSize="5" />
                    {collapsed ? (
                      <VisuallyHidden>{item.label}</VisuallyHidden>
                    ) : (
                      <Text as="span" whiteSpace="nowrap">
                        {item.label}
                      </Text>
                    )}
                    {item.badge ?? null}
                  </Link>
                </Flex>
              </li>
            );
          })}
        </Stack>
        {collapsed ? null : (
          <Box p="4" borderTopWidth="1px" borderColor="whiteAlpha.200">
            <Button
              variant="ghost"
              w="full"
              justifyContent="flex-start"
              color="sidebar.fg"
              _hover={{ bg: 'sidebar.hover', color: 'white' }}
              onClick={onLogout}
            >
              <LogOutIcon /> Log Out
            </Button>
          </Box>
        )}
      </Flex>
    </Box>
  );
}
