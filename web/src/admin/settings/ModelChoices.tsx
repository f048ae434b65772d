import { Badge, Box, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { ModelChoicesQuery } from '../../__generated__/ModelChoicesQuery.graphql';

export const modelChoicesQuery = graphql`
  query ModelChoicesQuery {
    openAiModels {
      modelId
      ownedBy
    }
    speechToTextModels {
      uuid
      name
      version
    }
  }
`;

/** A model the dialog offers, as it would be stored. */
export interface ModelCandidate {
  value: string;
  modelName: string;
  description: string;
}

interface ModelChoicesProps {
  queryRef: PreloadedQuery<ModelChoicesQuery>;
  existingNames: ReadonlySet<string>;
  value: string | null;
  onChange: (candidate: ModelCandidate) => void;
}

/** The OpenAI chat models and Deepgram speech-to-text models (name and version), as radio buttons. */
export function ModelChoices({ queryRef, existingNames, value, onChange }: ModelChoicesProps) {
  const { openAiModels, speechToTextModels } = usePreloadedQuery<ModelChoicesQuery>(
    modelChoicesQuery,
    queryRef,
  );
  const groups: { title: string; items: (ModelCandidate & { detail: string })[] }[] = [
    {
      title: 'OpenAI models',
      items: openAiModels.map((m) => ({
        value: `openai:${m.modelId}`,
        modelName: m.modelId,
        description: `OpenAI chat model (${m.ownedBy})`,
        detail: m.ownedBy,
      })),
    },
    {
      title: 'Deepgram speech-to-text models',
      items: speechToTextModels.map((m) => ({
        value: `deepgram:${m.uuid}`,
        modelName: m.name,
        description: `Deepgram speech-to-text, version ${m.version}`,
        detail: `version ${m.version}`,
      })),
    },
  ];
  const all = groups.flatMap((g) => g.items);

  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(e) => {
        const picked = all.find((c) => c.value === e.value);
        if (picked) onChange(picked);
      }}
      aria-label="Model"
    >
      <Stack gap="5">
        {groups.map((group) => (
          <Stack key={group.title} gap="2">
            <Text as="h3" fontWeight="semibold" fontSize="sm" color="fg.muted">
              {group.title}
            </Text>
            {group.items.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                None available.
              </Text>
            ) : (
              <Box borderWidth="1px" rounded="md" maxH="56" overflowY="auto">
                {group.items.map((item) => {
                  const added = existingNames.has(item.modelName);
                  return (
                    <RadioGroup.Item
                      key={item.value}
                      value={item.value}
                      disabled={added}
                      px="3"
                      py="2"
                      w="full"
                      _hover={{ bg: 'bg.muted' }}
                    >
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText flex="1">
                        <HStack justify="space-between" gap="3">
                          <Text as="span" fontWeight="medium">
                            {item.modelName}
                          </Text>
                          <HStack gap="2">
                            <Text as="span" fontSize="xs" color="fg.muted">
                              {item.detail}
                            </Text>
                            {added ? (
                              <Badge size="sm" variant="subtle" colorPalette="gray">
                                Added
                              </Badge>
                            ) : null}
                          </HStack>
                        </HStack>
                      </RadioGroup.ItemText>
                    </RadioGroup.Item>
                  );
                })}
              </Box>
            )}
          </Stack>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}
