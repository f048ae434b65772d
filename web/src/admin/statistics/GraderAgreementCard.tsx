import { Link } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { GraderAgreementCard_statistics$key } from '../../__generated__/GraderAgreementCard_statistics.graphql';
import { ChartTable } from './ChartTable';
import { figure } from './chartScale';
import { TableCard } from './TableCard';

const pct = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : `${figure(value)}%`;

/** Grader agreement under the same filter: the Marking quality figures, in brief (docs/marking.md). */
export function GraderAgreementCard({
  statisticsRef,
}: {
  statisticsRef: GraderAgreementCard_statistics$key;
}) {
  const { graderAgreement: quality } = useFragment(
    graphql`
      fragment GraderAgreementCard_statistics on Statistics {
        graderAgreement {
          reviewed
          edited
          confirmed
          minimumForKappa
          parts {
            label
            count
            exactAgreement
            withinTenPercent
            kappa
          }
        }
      }
    `,
    statisticsRef,
  );
  const kappa = (count: number, value: number | null | undefined) =>
    count < quality.minimumForKappa
      ? 'not enough data'
      : value === null || value === undefined
        ? '—'
        : figure(value, 3);
  return (
    <TableCard
      title="Grader agreement"
      empty={quality.reviewed ? null : 'No reviewed marks in this period.'}
      action={
        <Link asChild color="brand.fg" fontSize="sm" fontWeight="semibold">
          <RouterLink to="/admin/marking-quality">Marking quality</RouterLink>
        </Link>
      }
    >
      <ChartTable
        caption={`Automatic marks against the teachers’ final marks: ${quality.reviewed} reviewed (${quality.edited} edited, ${quality.confirmed} confirmed)`}
        columns={['Part', 'Reviewed', 'Exact agreement', 'Within 10 %', 'Weighted kappa']}
        rows={quality.parts.map((p) => ({
          key: p.label,
          cells: [
            p.label,
            String(p.count),
            pct(p.exactAgreement),
            pct(p.withinTenPercent),
            kappa(p.count, p.kappa),
          ],
        }))}
      />
    </TableCard>
  );
}
