import { HStack, IconButton, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PencilIcon, TrashIcon } from './icons';

interface RowActionsProps {
  /** What the row is, for the buttons' accessible names ('Edit Ada Lovelace'). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Buttons before Edit (Talk) go in `before`, after Delete (Ban) in `children`. */
  before?: ReactNode;
  children?: ReactNode;
}

/** The Actions cell of a list row: Edit and Delete, with any buttons of the row's own around them. */
export function RowActions({ name, onEdit, onDelete, before, children }: RowActionsProps) {
  return (
    <Table.Cell textAlign="end">
      <HStack gap="1" justify="flex-end">
        {before}
        <IconButton size="sm" variant="ghost" aria-label={`Edit ${name}`} onClick={onEdit}>
          <PencilIcon />
        </IconButton>
        <IconButton
          size="sm"
          variant="ghost"
          colorPalette="red"
          aria-label={`Delete ${name}`}
          onClick={onDelete}
        >
          <TrashIcon />
        </IconButton>
        {children}
      </HStack>
    </Table.Cell>
  );
}
