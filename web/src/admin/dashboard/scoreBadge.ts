/** docs/ui.md#badges: 90 or more outline, 80 to 89 secondary, below 80 destructive. */
export function scoreBadgeStyle(score: number): {
  variant: 'outline' | 'subtle' | 'solid';
  colorPalette: string;
} {
  if (score >= 90) return { variant: 'outline', colorPalette: 'green' };
  if (score >= 80) return { variant: 'subtle', colorPalette: 'gray' };
  return { variant: 'solid', colorPalette: 'red' };
}
