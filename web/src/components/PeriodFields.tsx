import { Input } from '@chakra-ui/react';
import { FormField } from './FormField';

interface PeriodFieldsProps {
  from: string;
  to: string;
  onChange: (key: 'from' | 'to', value: string) => void;
}

/** A filter's period: From and To dates (either may stay empty). */
export function PeriodFields({ from, to, onChange }: PeriodFieldsProps) {
  return (
    <>
      <FormField label="From">
        <Input type="date" name="from" value={from} onChange={(e) => onChange('from', e.target.value)} />
      </FormField>
      <FormField label="To">
        <Input type="date" name="to" value={to} onChange={(e) => onChange('to', e.target.value)} />
      </FormField>
    </>
  );
}
