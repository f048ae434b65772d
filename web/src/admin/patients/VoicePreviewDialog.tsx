import { Badge, Box, Button, Dialog, Flex, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { VoicePreviewDialog_voice$key } from '../../__generated__/VoicePreviewDialog_voice.graphql';
import { DialogShell } from '../../components/DialogShell';

interface VoicePreviewDialogProps {
  voiceRef: VoicePreviewDialog_voice$key;
  onClose: () => void;
}

/** A voice's sample, with its accent and voice type tags (docs/cases.md#add-new-patient). */
export function VoicePreviewDialog({ voiceRef, onClose }: VoicePreviewDialogProps) {
  const voice = useFragment(
    graphql`
      fragment VoicePreviewDialog_voice on Voice {
        name
        accent
        tags
        image
        sampleUrl
      }
    `,
    voiceRef,
  );
  const [sampleFailed, setSampleFailed] = useState(false);
  return (
    <DialogShell title={`Voice preview: ${voice.name}`} onClose={onClose}>
      <Dialog.Body>
        <Stack gap="4">
          <Flex gap="4" align="center">
            <Image src={voice.image} alt="" boxSize="14" rounded="full" />
            <Box>
              <Text fontWeight="semibold" fontSize="lg">
                {voice.name}
              </Text>
              <HStack gap="2" mt="1" wrap="wrap">
                <Badge colorPalette="blue" variant="subtle">
                  Accent: {voice.accent}
                </Badge>
              </HStack>
            </Box>
          </Flex>
          <Box>
            <Text fontSize="sm" fontWeight="medium" mb="2">
              Voice type
            </Text>
            <HStack gap="2" wrap="wrap">
              {voice.tags.map((tag) => (
                <Badge key={tag} variant="outline" colorPalette="gray">
                  {tag}
                </Badge>
              ))}
            </HStack>
          </Box>
          {sampleFailed ? (
            <Text color="fg.muted" fontSize="sm">
              The sample could not be played.
            </Text>
          ) : (
            // biome-ignore lint/a11y/useMediaCaption: a voice sample has no spoken content to caption beyond a greeting
            <audio
              controls
              preload="none"
              src={voice.sampleUrl}
              onError={() => setSampleFailed(true)}
              style={{ width: '100%' }}
              aria-label={`Sample of the voice ${voice.name}`}
            />
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" colorPalette="gray" onClick={onClose}>
          Close
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
