import { Alert, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CopyIcon } from '../../components/icons';
import { notify } from '../../components/toaster';

interface PartnerTokenSecretProps {
  /** The token's name. */
  name: string;
  /** The secret, as the server gave it once. */
  secret: string;
  /** "Done": the secret leaves the page for good. */
  onDone: () => void;
}

/**
 * The new token's secret, shown once: the server keeps only its hash, so once this panel closes nobody
 * can read it again. A copy button, and a plain warning.
 */
export function PartnerTokenSecret({ name, secret, onDone }: PartnerTokenSecretProps) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      notify.success('Token copied.');
    } catch {
      notify.error('Could not copy the token. Select it and copy it by hand.');
    }
  }

  return (
    <Alert.Root
      status="warning"
      rounded="xl"
      alignItems="flex-start"
      role="region"
      aria-label="New partner token"
    >
      <Alert.Indicator />
      <Stack gap="3" flex="1" minW="0">
        <Alert.Title>Copy the token “{name}” now: it will not be shown again.</Alert.Title>
        <Alert.Description>
          <Text fontSize="sm" mb="2">
            Give it to the partner over a safe channel. They send it as the header “Authorization: Bearer”
            followed by the token. If it is lost, revoke it and create a new one.
          </Text>
          <Box
            as="code"
            display="block"
            p="3"
            rounded="md"
            bg="bg"
            borderWidth="1px"
            fontFamily="mono"
            fontSize="sm"
            wordBreak="break-all"
            data-testid="partner-token-secret"
          >
            {secret}
          </Box>
        </Alert.Description>
        <Flex gap="3" wrap="wrap">
          <Button size="sm" onClick={() => void copy()}>
            <CopyIcon /> {copied ? 'Copied' : 'Copy token'}
          </Button>
          <Button size="sm" variant="outline" colorPalette="gray" onClick={onDone}>
            Done, I have copied it
          </Button>
        </Flex>
      </Stack>
    </Alert.Root>
  );
}
