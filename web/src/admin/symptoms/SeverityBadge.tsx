import { Badge } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { SeverityBadge_symptom$key } from '../../__generated__/SeverityBadge_symptom.graphql';
import { severityInfo } from './severity';

export function SeverityBadge({ symptomRef }: { symptomRef: SeverityBadge_symptom$key }) {
  const { severity } = useFragment(
    graphql`
      fragment SeverityBadge_symptom on Symptom {
        severity
      }
    `,
    symptomRef,
  );
  const info = severityInfo(severity);
  return (
    <Badge colorPalette={info.colorPalette} variant="subtle">
      {info.label}
    </Badge>
  );
}
