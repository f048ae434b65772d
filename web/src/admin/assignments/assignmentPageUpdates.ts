import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { changeTotal, type ListPages, staleOtherPages } from '../../relay/pageUpdates';

/**
 * Takes an assignment off the Assigned Patients page on screen, in the store: out of its student's
 * group, and the group off the page (one student fewer in the total) when it was the last. The page is
 * grouped by student, so `@deleteEdge` (which removes whole edges) cannot do it; the other pages are
 * marked stale as for any removal (relay/pageUpdates.ts).
 */
export function takeAssignmentOffPage(
  store: RecordSourceSelectorProxy,
  pages: ListPages,
  assignmentId: string,
): void {
  const connection = store.get(pages.current);
  if (!connection) return;
  let groupsLeft = 0;
  const edges = (connection.getLinkedRecords('edges') ?? []).filter((edge) => {
    const group = edge?.getLinkedRecord('node');
    const assignments = group?.getLinkedRecords('assignments');
    if (!group || !assignments) return true;
    const rest = assignments.filter((assignment) => assignment?.getDataID() !== assignmentId);
    if (rest.length === assignments.length) return true;
    group.setLinkedRecords(rest, 'assignments');
    if (rest.length > 0) return true;
    groupsLeft -= 1;
    return false;
  });
  connection.setLinkedRecords(edges, 'edges');
  changeTotal(store, pages.current, groupsLeft);
  staleOtherPages(store, pages);
}
