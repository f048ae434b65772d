import { Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { Disposable, FetchPolicy } from 'relay-runtime';
import { FormField } from '../../components/FormField';
import { useNarrowing } from './useNarrowing';

export interface Choice {
  id: string;
  label: string;
}

interface ChoiceSelectProps {
  label: string;
  placeholder: string;
  choices: readonly Choice[];
  value: string;
  onChange: (id: string) => void;
  error?: string | undefined;
  /** Shown under the field when there is no error. */
  helperText?: string;
  disabled?: boolean;
  /**
   * A box that narrows the choices on the server, for lists longer than one page: the select shows
   * the first page of matches.
   */
  narrowing?: { value: string; onChange: (text: string) => void; placeholder: string } | undefined;
}

/** A single-select (a native select: keyboard, screen readers and phones handle it natively). */
export function ChoiceSelect({
  label,
  placeholder,
  choices,
  value,
  onChange,
  error,
  helperText,
  disabled,
  narrowing,
}: ChoiceSelectProps) {
  return (
    <Stack gap="2">
      <FormField label={label} error={error} helperText={helperText} required>
        <NativeSelect.Root disabled={disabled}>
          <NativeSelect.Field
            placeholder={placeholder}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          >
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {narrowing ? (
        <Stack gap="1">
          <Input
            size="sm"
            type="search"
            aria-label={narrowing.placeholder}
            placeholder={narrowing.placeholder}
            value={narrowing.value}
            onChange={(e) => narrowing.onChange(e.target.value)}
          />
          <Text fontSize="xs" color="fg.muted">
            Only the first {choices.length} are listed: type to narrow the list.
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** What a page gives a single-select field: the chosen id, the change, and the field's error. */
export interface ChoiceFieldProps {
  value: string;
  onChange: (id: string) => void;
  error?: string | undefined;
}

type Refetch<V> = (variables: Partial<V>, options: { fetchPolicy: FetchPolicy }) => Disposable;

interface SearchableChoiceSelectProps<V> extends ChoiceFieldProps {
  label: string;
  placeholder: string;
  /** The helper text when there is nothing at all to choose. */
  emptyText: string;
  /** The narrowing box's placeholder and name. */
  searchPlaceholder: string;
  /** The first page of choices and how many there are in all. */
  choices: readonly Choice[];
  totalCount: number;
  /** Refetches the select's fragment with the search term. */
  refetch: Refetch<V>;
  search: (term: string | null) => Partial<V>;
}

/**
 * A single-select over a server list (patients, students, rooms): the first page of choices, and a
 * narrowing box once there are more than one page holds.
 */
export function SearchableChoiceSelect<V>({
  label,
  placeholder,
  emptyText,
  searchPlaceholder,
  choices,
  totalCount,
  refetch,
  search,
  value,
  onChange,
  error,
}: SearchableChoiceSelectProps<V>) {
  const narrowing = useNarrowing(refetch, search, choices, value);
  const long = totalCount > choices.length || narrowing.isNarrowed;
  return (
    <ChoiceSelect
      label={label}
      placeholder={placeholder}
      choices={narrowing.choices}
      value={value}
      onChange={(id) => {
        narrowing.remember(id);
        onChange(id);
      }}
      error={error}
      helperText={totalCount === 0 ? emptyText : undefined}
      narrowing={
        long
          ? { value: narrowing.text, onChange: narrowing.setText, placeholder: searchPlaceholder }
          : undefined
      }
    />
  );
}
