import type { Severity } from '../../__generated__/SeverityBadge_symptom.graphql';

export type { Severity };

export const severities: readonly { value: Severity; label: string; colorPalette: string }[] = [
  { value: 'MILD', label: 'Mild', colorPalette: 'green' },
  { value: 'MODERATE', label: 'Moderate', colorPalette: 'orange' },
  { value: 'SEVERE', label: 'Severe', colorPalette: 'red' },
];

export function severityInfo(value: Severity) {
  return severities.find((s) => s.value === value) ?? { value, label: String(value), colorPalette: 'gray' };
}
