import { graphql, useFragment } from 'react-relay';
import type { RoomStatisticsTable_statistics$key } from '../../__generated__/RoomStatisticsTable_statistics.graphql';
import { ChartTable } from './ChartTable';
import { figure } from './chartScale';
import { TableCard } from './TableCard';

/** Per class room: students, assignments, marked, mean and median total. */
export function RoomStatisticsTable({
  statisticsRef,
}: {
  statisticsRef: RoomStatisticsTable_statistics$key;
}) {
  const { rooms } = useFragment(
    graphql`
      fragment RoomStatisticsTable_statistics on Statistics {
        rooms {
          roomId
          name
          students
          assignments
          marked
          meanTotal
          medianTotal
        }
      }
    `,
    statisticsRef,
  );
  return (
    <TableCard title="Per room" empty={rooms.length ? null : 'No room has assignments in this period.'}>
      <ChartTable
        caption="Assignments and totals per class room"
        columns={['Room', 'Students', 'Assignments', 'Marked', 'Mean total', 'Median total']}
        rows={rooms.map((r) => ({
          key: r.roomId,
          cells: [
            r.name,
            String(r.students),
            String(r.assignments),
            String(r.marked),
            figure(r.meanTotal),
            figure(r.medianTotal),
          ],
        }))}
      />
    </TableCard>
  );
}
