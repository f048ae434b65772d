import { Box, Button, Flex, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { HeartPulseIcon } from '../components/icons';

const highlights = [
  'Take histories from AI virtual patients, by voice',
  'Get marked against a clinical rubric',
  'Practise as often as you need',
];

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The app checks the fields itself (sign-up); otherwise the browser's own checks apply. */
  noValidate?: boolean;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The line under the form that leads to the other screen ('Already have an account? Sign in'). */
  other: { prompt: string; to: string; label: string };
  /** The form's fields. */
  children: ReactNode;
}

/**
 * The sign-in and sign-up screens: product name, tagline and the copyright year around the screen's
 * heading, its form with the submit button, and the way to the other screen.
 */
export function AuthLayout({
  title,
  subtitle,
  onSubmit,
  noValidate,
  submitLabel,
  busyLabel,
  busy,
  other,
  children,
}: AuthLayoutProps) {
  return (
    <Flex minH="100dvh" direction={{ base: 'column', lg: 'row' }}>
      <Flex
        as="aside"
        display={{ base: 'none', lg: 'flex' }}
        flex="1"
        direction="column"
        justify="space-between"
        bgGradient="to-br"
        gradientFrom="brand.800"
        gradientTo="brand.950"
        color="white"
        p="12"
      >
        <HStack gap="3">
          <HeartPulseIcon boxSize="8" color="brand.200" />
          <Text fontSize="xl" fontWeight="semibold">
            Anamnesis
          </Text>
        </HStack>
        <Stack gap="5" maxW="md">
          <Heading as="p" size="3xl" lineHeight="shorter" color="white">
            Practise the consultation before it matters.
          </Heading>
          <List.Root gap="2" ps="5" color="brand.100">
            {highlights.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List.Root>
        </Stack>
        <Text fontSize="sm" color="brand.200">
          AI Medical Training Platform
        </Text>
      </Flex>
      <Flex flex="1" direction="column" align="center" justify="center" px="6" py="10" bg="bg.canvas">
        <Box w="full" maxW="md">
          <Stack gap="1" mb="8" align="center" textAlign="center">
            <HStack gap="2" color="brand.fg">
              <HeartPulseIcon boxSize="7" />
              <Text as="span" fontSize="2xl" fontWeight="bold">
                Anamnesis
              </Text>
            </HStack>
            <Text color="fg.muted">AI Medical Training Platform</Text>
          </Stack>
          <Box as="main" bg="bg" borderWidth="1px" rounded="2xl" shadow="sm" p={{ base: '6', md: '8' }}>
            <Stack gap="6">
              <Stack gap="1">
                <Heading as="h1" size="xl">
                  {title}
                </Heading>
                <Text color="fg.muted">{subtitle}</Text>
              </Stack>
              <form onSubmit={onSubmit} noValidate={noValidate}>
                <Stack gap="4">
                  {children}
                  <Button type="submit" size="lg" mt="2" disabled={busy}>
                    {busy ? busyLabel : submitLabel}
                  </Button>
                </Stack>
              </form>
              <Text textAlign="center" color="fg.muted" fontSize="sm">
                {other.prompt}{' '}
                <Link asChild color="brand.fg" fontWeight="semibold">
                  <RouterLink to={other.to}>{other.label}</RouterLink>
                </Link>
              </Text>
            </Stack>
          </Box>
          <Text as="footer" mt="8" textAlign="center" fontSize="sm" color="fg.muted">
            © {new Date().getFullYear()} Anamnesis. All rights reserved.
          </Text>
        </Box>
      </Flex>
    </Flex>
  );
}
