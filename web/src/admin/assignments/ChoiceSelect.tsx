import { Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { FormField } from '../../components/FormField';

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
