import { Box, Flex, Text } from '@chakra-ui/react';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { PageSpinner } from '../components/PageSpinner';
import { SessionWatcher } from './SessionWatcher';
import { SideNav, type SideNavItem } from './SideNav';
import { useLogout } from './useLogout';

export interface RouteHandle {
  /** The section title the header shows for this route. */
  title?: string;
}

/** The title of the deepest matched route that has one. */
export function useSectionTitle(fallback: string): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return fallback;
}

interface ShellFrameProps {
  navItems: readonly SideNavItem[];
  tagline: string;
  defaultTitle: string;
  /** Right-hand side of the header (greeting, bell, account menu). */
  headerEnd: ReactNode;
}

/** Side navigation, header and the page below them; a page suspends on its own, inside the frame. */
export function ShellFrame({ navItems, tagline, defaultTitle, headerEnd }: ShellFrameProps) {
  // Narrow screens (tablets) start with the compact bar so the page keeps its room.
  const [collapsed, setCollapsed] = useState(() => window.innerWidth < 1024);
  const logout = useLogout();
  const title = useSectionTitle(defaultTitle);
  const { pathname } = useLocation();
  // Below lg the wide bar covers the page: going somewhere closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation
  useEffect(() => {
    if (window.innerWidth < 1024) setCollapsed(true);
  }, [pathname]);

  return (
    <Flex minH="100dvh" bg="bg.canvas">
      <SessionWatcher />
      <SideNav
        items={navItems}
        tagline={tagline}
        collapsed={collapsed}
        onToggle={() => setCollapsed((c) => !c)}
        onLogout={() => void logout()}
      />
      <Flex direction="column" flex="1" minW="0">
        <Flex
          as="header"
          align="center"
          justify="space-between"
          gap="4"
          px={{ base: '4', md: '6' }}
          h="16"
          bg="bg"
          borderBottomWidth="1px"
          position="sticky"
          top="0"
          zIndex="sticky"
        >
          <Text fontSize="lg" fontWeight="semibold" truncate data-testid="section-title">
            {title}
          </Text>
          <Flex align="center" gap={{ base: '2', md: '4' }} flexShrink={0}>
            {headerEnd}
          </Flex>
        </Flex>
        <Box as="main" flex="1" px={{ base: '4', md: '6' }} py="6" minW="0">
          {/* Keyed by path: a new page shows its own spinner at once instead of keeping the old one. */}
          <Suspense key={pathname} fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
    </Flex>
  );
}
