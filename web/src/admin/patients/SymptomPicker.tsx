import { Badge, Box, Checkbox, Fieldset, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SymptomPicker_query$key } from '../../__generated__/SymptomPicker_query.graphql';
import { severityInfo } from '../symptoms/severity';

interface SymptomPickerProps {
  queryRef: SymptomPicker_query$key;
  /** Selected symptom IDs. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
}

/** The symptoms multi-select: a filterable checklist of the catalogue, each with its severity. */
export function SymptomPicker({ queryRef, value, onChange, error }: SymptomPickerProps) {
  const data = useFragment(
    graphql`
      fragment SymptomPicker_query on Query {
        symptomOptions: symptoms(first: $symptomOptionCount) {
          edges {
            node {
              id
              name
              severity
            }
          }
        }
      }
    `,
    queryRef,
  );
  const [filter, setFilter] = useState('');
  const options = data.symptomOptions.edges.map((e) => e.node);
  const shown = useMemo(() => {
    const term = filter.trim().toLowerCase();
    return term ? options.filter((o) => o.name.toLowerCase().includes(term)) : options;
  }, [filter, options]);
  const selected = new Set(value);

  function toggle(id: string, checked: boolean) {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    // A Set keeps each symptom once (docs/cases.md#patient-bots-list).
    onChange([...next]);
  }

  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="medium" fontSize="sm" mb="1.5">
        Symptoms{' '}
        <Text as="span" color="fg.error">
          *
        </Text>
      </Fieldset.Legend>
      <Box borderWidth="1px" rounded="l2" borderColor={error ? 'border.error' : 'border'} overflow="hidden">
        <Flex p="2" gap="2" align="center" borderBottomWidth="1px" bg="bg.subtle">
          <Input
            size="sm"
            bg="bg"
            aria-label="Filter symptoms"
            placeholder="Filter symptoms"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
          <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" aria-live="polite">
            {selected.size} selected
          </Text>
        </Flex>
        <Stack gap="0" maxH="56" overflowY="auto" py="1">
          {shown.length === 0 ? (
            <Text px="3" py="2" color="fg.muted" fontSize="sm">
              No symptoms match.
            </Text>
          ) : (
            shown.map((option) => {
              const info = severityInfo(option.severity);
              return (
                <Checkbox.Root
                  key={option.id}
                  px="3"
                  py="1.5"
                  _hover={{ bg: 'bg.muted' }}
                  checked={selected.has(option.id)}
                  onCheckedChange={(e) => toggle(option.id, e.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label flex="1">
                    <Flex justify="space-between" gap="2">
                      <span>{option.name}</span>
                      <Badge size="sm" colorPalette={info.colorPalette} variant="subtle">
                        {info.label}
                      </Badge>
                    </Flex>
                  </Checkbox.Label>
                </Checkbox.Root>
              );
            })
          )}
        </Stack>
      </Box>
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
