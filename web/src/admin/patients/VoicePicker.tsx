import { Button, Flex, HStack, Image, RadioCard, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { VoicePicker_query$key } from '../../__generated__/VoicePicker_query.graphql';
import { VolumeIcon } from '../../components/icons';
import { VoicePreviewDialog } from './VoicePreviewDialog';

interface VoicePickerProps {
  queryRef: VoicePicker_query$key;
  /** The canonical name of the chosen voice. */
  value: string;
  onChange: (canonicalName: string) => void;
}

/** The patient's voice: one card per voice, and a preview of the chosen one. */
export function VoicePicker({ queryRef, value, onChange }: VoicePickerProps) {
  const { voices } = useFragment(
    graphql`
      fragment VoicePicker_query on Query {
        voices {
          canonicalName
          name
          accent
          image
          ...VoicePreviewDialog_voice
        }
      }
    `,
    queryRef,
  );
  const [previewing, setPreviewing] = useState(false);
  const chosen = voices.find((v) => v.canonicalName === value);

  return (
    <RadioCard.Root value={value} onValueChange={(e) => e.value && onChange(e.value)} size="sm">
      <Flex justify="space-between" align="center" mb="2" gap="3">
        <RadioCard.Label fontWeight="medium" fontSize="sm">
          Voice
        </RadioCard.Label>
        <Button size="xs" variant="outline" disabled={!chosen} onClick={() => setPreviewing(true)}>
          <VolumeIcon /> Preview {chosen?.name ?? 'voice'}
        </Button>
      </Flex>
      <SimpleGrid columns={{ base: 2, md: 3, xl: 4 }} gap="2">
        {voices.map((voice) => (
          <RadioCard.Item key={voice.canonicalName} value={voice.canonicalName}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl>
              <HStack gap="3" flex="1" minW="0">
                <Image src={voice.image} alt="" boxSize="8" rounded="full" flexShrink={0} />
                <RadioCard.ItemContent minW="0">
                  <RadioCard.ItemText>{voice.name}</RadioCard.ItemText>
                  <RadioCard.ItemDescription>
                    <Text as="span" truncate>
                      {voice.accent}
                    </Text>
                  </RadioCard.ItemDescription>
                </RadioCard.ItemContent>
              </HStack>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </SimpleGrid>
      {previewing && chosen ? (
        <VoicePreviewDialog voiceRef={chosen} onClose={() => setPreviewing(false)} />
      ) : null}
    </RadioCard.Root>
  );
}
