import { ColourBadge } from '../../components/StatusBadge';

/** 'Ready to Mark' green, 'Not Ready' red, anything else grey. */
export function ReadinessBadge({ readiness, label }: { readiness: string; label: string }) {
  const palette = readiness === 'READY_TO_MARK' ? 'green' : readiness === 'NOT_READY' ? 'red' : 'gray';
  return <ColourBadge palette={palette}>{label}</ColourBadge>;
}
