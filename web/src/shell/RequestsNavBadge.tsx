import { Badge } from '@chakra-ui/react';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay';
import AdminShellQueryNode, {
  type AdminShellQuery as AdminShellQueryType,
} from '../__generated__/AdminShellQuery.graphql';
import type { RequestsNavBadge_query$key } from '../__generated__/RequestsNavBadge_query.graphql';

/** The count of pending reset requests beside the side bar's Requests item (kept live by the bell's subscription). */
export function RequestsNavBadge({ queryRef }: { queryRef: PreloadedQuery<AdminShellQueryType> }) {
  const data = usePreloadedQuery<AdminShellQueryType>(AdminShellQueryNode, queryRef);
  const { pendingRequestCount } = useFragment<RequestsNavBadge_query$key>(
    graphql`
      fragment RequestsNavBadge_query on Query {
        pendingRequestCount
      }
    `,
    data,
  );
  if (pendingRequestCount <= 0) return null;
  return (
    <Badge
      colorPalette="red"
      variant="solid"
      rounded="full"
      size="xs"
      ms="auto"
      aria-label={`${pendingRequestCount} pending`}
      data-testid="requests-nav-count"
    >
      {pendingRequestCount}
    </Badge>
  );
}
