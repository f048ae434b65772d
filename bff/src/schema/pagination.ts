import { cursorToOffset, offsetToCursor } from '@pothos/plugin-relay';
import { ValidationError } from '../upstream/errors.js';
import type { Page } from '../upstream/upstream.js';
import { builder } from './builder.js';

export const MAX_PAGE_SIZE = 100;

export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/**
 * Resolves a connection from an offset/limit source that also reports its total, so the UI can show
 * numbered pages (see `pageCursors`). Only forward paging: `first` (at most 100) and `after`.
 */
export async function offsetConnection<T>(
  args: PageArgs,
  fetchPage: (limit: number, offset: number) => Promise<Page<T>>,
  defaultSize = 50,
) {
  if (args.last != null || args.before != null)
    throw new ValidationError('Use first and after to page.', 'last');
  const size = args.first ?? defaultSize;
  if (size < 0 || size > MAX_PAGE_SIZE)
    throw new ValidationError(`first must be between 0 and ${MAX_PAGE_SIZE}.`, 'first');
  let offset = 0;
  if (args.after) {
    try {
      offset = cursorToOffset(args.after) + 1;
    } catch {
      // Not a cursor at all (Pothos throws a plain Error): the same answer as a malformed one.
      offset = Number.NaN;
    }
    if (!Number.isInteger(offset) || offset < 1)
      throw new ValidationError('after is not a valid cursor.', 'after');
  }
  const { items, total } =
    size === 0 ? { items: [] as T[], total: (await fetchPage(1, 0)).total } : await fetchPage(size, offset);
  const edges = items.map((node, i) => ({ node, cursor: offsetToCursor(offset + i) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: offset + items.length < total,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    totalCount: total,
    offset,
    pageSize: size || defaultSize,
  };
}

const PageCursor = builder
  .objectRef<{ page: number; cursor: string | null; isCurrent: boolean }>('PageCursor')
  .implement({
    description:
      'One numbered page of a connection: pass `cursor` as `after` (null for page 1) with the same `first`.',
    fields: (t) => ({
      page: t.exposeInt('page', { description: 'The page number, from 1.' }),
      cursor: t.exposeString('cursor', {
        nullable: true,
        description: 'The `after` argument that opens this page.',
      }),
      isCurrent: t.exposeBoolean('isCurrent', { description: 'Whether this is the page being shown.' }),
    }),
  });

builder.globalConnectionFields((t) => ({
  totalCount: t.int({
    description: 'How many items match, across all pages.',
    resolve: (c) => c.totalCount,
  }),
  pageCursors: t.field({
    type: [PageCursor],
    description: 'Every numbered page for the current page size (at most 1000), for Previous / 1 2 3 / Next.',
    resolve: ({ totalCount, pageSize, offset }) => {
      const pages = Math.min(Math.max(1, Math.ceil(totalCount / pageSize)), 1000);
      const current = Math.floor(offset / pageSize) + 1;
      return Array.from({ length: pages }, (_, i) => ({
        page: i + 1,
        cursor: i === 0 ? null : offsetToCursor(i * pageSize - 1),
        isCurrent: i + 1 === current,
      }));
    },
  }),
}));
