import { Box, Checkbox, Fieldset, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';

export interface MultiSelectOption {
  id: string;
  label: string;
  /** A second, muted line (an email, a diagnosis). */
  description?: string | undefined;
}

interface MultiSelectListProps {
  label: string;
  options: readonly MultiSelectOption[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  /** Shown when there is nothing to choose from. */
  emptyText: string;
  /** Adds a 'Select All' box that picks every option (docs/cases.md#class-rooms). */
  withSelectAll?: boolean;
  error?: string | undefined;
  disabled?: boolean;
}

/** Lists longer than this get a filter box. */
const FILTER_FROM = 8;

/**
 * A multi-select as a list of check boxes: every option visible with its second line, a filter for
 * long lists, and an optional 'Select All'. Keyboard: Tab to a box, Space to toggle.
 */
export function MultiSelectList({
  label,
  options,
  selected,
  onChange,
  emptyText,
  withSelectAll = false,
  error,
  disabled = false,
}: MultiSelectListProps) {
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const chosen = useMemo(() => new Set(selected), [selected]);
  const term = filter.trim().toLowerCase();
  const shown = term
    ? options.filter(
        (o) => o.label.toLowerCase().includes(term) || o.description?.toLowerCase().includes(term),
      )
    : options;
  const allChosen = options.length > 0 && options.every((o) => chosen.has(o.id));
  const someChosen = options.some((o) => chosen.has(o.id));

  function toggle(id: string, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    // Keep the options' order, so the payload reads like the list.
    onChange(options.filter((o) => next.has(o.id)).map((o) => o.id));
  }

  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled}>
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
        <Fieldset.Legend fontWeight="medium" fontSize="sm" color="fg">
          {label}
        </Fieldset.Legend>
        {options.length > 0 ? (
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {selected.length} of {options.length} selected
          </Text>
        ) : null}
      </Flex>
      {options.length === 0 ? (
        <Box borderWidth="1px" borderStyle="dashed" rounded="md" p="4" color="fg.muted" fontSize="sm">
          {emptyText}
        </Box>
      ) : (
        <Box borderWidth="1px" rounded="md" bg="bg">
          {options.length > FILTER_FROM ? (
            <Box p="2" borderBottomWidth="1px">
              <label htmlFor={filterId}>
                <Text as="span" srOnly>
                  Filter {label.toLowerCase()}
                </Text>
              </label>
              <Input
                id={filterId}
                size="sm"
                type="search"
                placeholder="Type to filter"
                value={filter}
                onChange={(e) => setFilter(e.target.value)}
              />
            </Box>
          ) : null}
          {withSelectAll ? (
            <Box px="3" py="2" borderBottomWidth="1px" bg="bg.subtle">
              <Checkbox.Root
                checked={allChosen ? true : someChosen ? 'indeterminate' : false}
                onCheckedChange={(e) => onChange(e.checked === true ? options.map((o) => o.id) : [])}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="semibold">Select All</Checkbox.Label>
              </Checkbox.Root>
            </Box>
          ) : null}
          <Stack gap="0" maxH="72" overflowY="auto" py="1">
            {shown.length === 0 ? (
              <Text px="3" py="2" fontSize="sm" color="fg.muted">
                Nothing matches “{filter.trim()}”.
              </Text>
            ) : (
              shown.map((option) => (
                <Checkbox.Root
                  key={option.id}
                  px="3"
                  py="2"
                  alignItems="flex-start"
                  _hover={{ bg: 'bg.muted' }}
                  checked={chosen.has(option.id)}
                  onCheckedChange={(e) => toggle(option.id, e.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control mt="0.5" />
                  <Checkbox.Label fontWeight="normal">
                    <Text as="span" display="block">
                      {option.label}
                    </Text>
                    {option.description ? (
                      <Text as="span" display="block" fontSize="xs" color="fg.muted">
                        {option.description}
                      </Text>
                    ) : null}
                  </Checkbox.Label>
                </Checkbox.Root>
              ))
            )}
          </Stack>
        </Box>
      )}
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
