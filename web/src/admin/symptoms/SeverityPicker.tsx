import { Button, ButtonGroup, Field } from '@chakra-ui/react';
import { type Severity, severities } from './severity';

interface SeverityPickerProps {
  value: Severity;
  onChange: (value: Severity) => void;
}

/** Mild / Moderate / Severe as three toggle buttons (docs/cases.md#symptoms). */
export function SeverityPicker({ value, onChange }: SeverityPickerProps) {
  return (
    <Field.Root>
      <Field.Label id="severity-label">Severity</Field.Label>
      <ButtonGroup size="sm" attached role="group" aria-labelledby="severity-label">
        {severities.map((option) => {
          const active = option.value === value;
          return (
            <Button
              key={option.value}
              colorPalette={option.colorPalette}
              variant={active ? 'solid' : 'outline'}
              // The 700 shades keep white text above 4.5:1 (green and orange 600 do not).
              bg={active ? `${option.colorPalette}.700` : undefined}
              _hover={active ? { bg: `${option.colorPalette}.800` } : undefined}
              aria-pressed={active}
              onClick={() => onChange(option.value)}
              minW="24"
            >
              {option.label}
            </Button>
          );
        })}
      </ButtonGroup>
    </Field.Root>
  );
}
