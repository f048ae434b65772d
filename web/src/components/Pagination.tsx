import { Button, ButtonGroup, Flex, IconButton, Text } from '@chakra-ui/react';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

export interface PageLink {
  readonly page: number;
  readonly cursor: string | null | undefined;
  readonly isCurrent: boolean;
}

interface PaginationProps {
  pages: readonly PageLink[];
  onPage: (cursor: string | null) => void;
  disabled?: boolean;
  /** What the list holds, for the accessible name ('Users pages'). */
  label: string;
}

type Slot = PageLink | 'gap-start' | 'gap-end';

/** First, last, and the current page with its neighbours; gaps stand for the rest. */
function visibleSlots(pages: readonly PageLink[], current: number): Slot[] {
  if (pages.length <= 7) return [...pages];
  const keep = new Set([1, pages.length, current - 1, current, current + 1]);
  const slots: Slot[] = [];
  for (const link of pages) {
    if (keep.has(link.page)) slots.push(link);
    else if (link.page < current && slots.at(-1) !== 'gap-start') slots.push('gap-start');
    else if (link.page > current && slots.at(-1) !== 'gap-end') slots.push('gap-end');
  }
  return slots;
}

/** Previous, numbered pages, Next; pages only move between 1 and the last one (docs/ui.md#lists). */
export function Pagination({ pages, onPage, disabled = false, label }: PaginationProps) {
  const currentIndex = Math.max(
    0,
    pages.findIndex((p) => p.isCurrent),
  );
  const current = pages[currentIndex]?.page ?? 1;
  const previous = pages[currentIndex - 1];
  const next = pages[currentIndex + 1];
  if (pages.length === 0) return null;

  return (
    <Flex as="nav" aria-label={label} align="center" justify="center" gap="2" wrap="wrap">
      <Button
        variant="outline"
        colorPalette="gray"
        size="sm"
        disabled={disabled || !previous}
        onClick={() => previous && onPage(previous.cursor ?? null)}
      >
        <ChevronLeftIcon /> Previous
      </Button>
      <ButtonGroup size="sm" variant="ghost" gap="1">
        {visibleSlots(pages, current).map((slot) =>
          typeof slot === 'string' ? (
            <Text key={slot} as="span" px="1" color="fg.muted" aria-hidden="true">
              …
            </Text>
          ) : (
            <IconButton
              key={slot.page}
              aria-label={`Page ${slot.page}`}
              aria-current={slot.isCurrent ? 'page' : undefined}
              variant={slot.isCurrent ? 'solid' : 'ghost'}
              disabled={disabled}
              onClick={() => {
                if (!slot.isCurrent) onPage(slot.cursor ?? null);
              }}
            >
              {slot.page}
            </IconButton>
          ),
        )}
      </ButtonGroup>
      <Button
        variant="outline"
        colorPalette="gray"
        size="sm"
        disabled={disabled || !next}
        onClick={() => next && onPage(next.cursor ?? null)}
      >
        Next <ChevronRightIcon />
      </Button>
    </Flex>
  );
}
