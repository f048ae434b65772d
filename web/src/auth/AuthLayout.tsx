import { Box, Flex, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { HeartPulseIcon } from '../components/icons';

const highlights = [
  'Take histories from AI virtual patients, by voice',
  'Get marked against a clinical rubric',
  'Practise as often as you need',
];

/** The frame of the sign-in and sign-up screens: product name, tagline and the copyright year. */
export function AuthLayout({ children }: { children: ReactNode }) {
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
            {children}
          </Box>
          <Text as="footer" mt="8" textAlign="center" fontSize="sm" color="fg.muted">
            © {new Date().getFullYear()} Anamnesis. All rights reserved.
          </Text>
        </Box>
      </Flex>
    </Flex>
  );
}
