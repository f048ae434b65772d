import { Button, Dialog } from '@chakra-ui/react';
import { Suspense } from 'react';
import type { PreloadedQuery } from 'react-relay';
import type { AssignmentDetailsQuery } from '../../__generated__/AssignmentDetailsQuery.graphql';
import { DialogShell } from '../../components/DialogShell';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PageSpinner } from '../../components/PageSpinner';
import type { MarkedUpdater } from './AssignmentDetails';
import { AssignmentDetails } from './AssignmentDetails';

interface AssignmentDetailsDialogProps {
  queryRef: PreloadedQuery<AssignmentDetailsQuery>;
  onClose: () => void;
  /** What else a mark changes in the store (the table takes it off a filtered page). */
  onMarked: MarkedUpdater;
}

/**
 * The Assignment Details dialog (docs/assignments.md#assigned-patients). The work (findings, note,
 * conversation) is read when the dialog opens, so the table does not carry every conversation.
 */
export function AssignmentDetailsDialog({ queryRef, onClose, onMarked }: AssignmentDetailsDialogProps) {
  const closeOnly = (
    <Dialog.Footer>
      <Button variant="outline" colorPalette="gray" onClick={onClose}>
        Close
      </Button>
    </Dialog.Footer>
  );
  return (
    <DialogShell title="Assignment Details" size="lg" scrollable closeLabel="Close dialog" onClose={onClose}>
      <ErrorBoundary
        fallback={() => (
          <>
            <Dialog.Body color="red.700" role="alert">
              Failed to fetch assignment details.
            </Dialog.Body>
            {closeOnly}
          </>
        )}
      >
        <Suspense
          fallback={
            <>
              <Dialog.Body>
                <PageSpinner />
              </Dialog.Body>
              {closeOnly}
            </>
          }
        >
          <AssignmentDetails queryRef={queryRef} onClose={onClose} onMarked={onMarked} />
        </Suspense>
      </ErrorBoundary>
    </DialogShell>
  );
}
