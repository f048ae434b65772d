import { graphql, useFragment } from 'react-relay';
import type { DeleteSymptomDialog_symptom$key } from '../../__generated__/DeleteSymptomDialog_symptom.graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { PageRemoval } from '../../relay/pageUpdates';
import { useDeleteSymptomMutation } from './useDeleteSymptomMutation';

interface DeleteSymptomDialogProps {
  symptomRef: DeleteSymptomDialog_symptom$key;
  onClose: () => void;
  /** The page the symptom is on (usePagedList's `removal`): the row leaves it, the rest stays. */
  removal: PageRemoval;
}

const deleteFailed = 'Failed to delete symptom. Please try again.';

export function DeleteSymptomDialog({ symptomRef, onClose, removal }: DeleteSymptomDialogProps) {
  const symptom = useFragment(
    graphql`
      fragment DeleteSymptomDialog_symptom on Symptom {
        id
        name
      }
    `,
    symptomRef,
  );
  const [commitDelete, isDeleting] = useDeleteSymptomMutation();

  function handleConfirm() {
    commitDelete({
      variables: { id: symptom.id, connections: removal.connections },
      updater: removal.updater,
      success: 'Symptom deleted successfully!',
      failure: deleteFailed,
      onSuccess: onClose,
    });
  }

  return (
    <ConfirmDialog
      title="Delete Symptom"
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={isDeleting}
      onConfirm={handleConfirm}
      onClose={onClose}
    >
      Are you sure you want to delete <strong>{symptom.name}</strong>? Patients that have it will lose it.
      This action cannot be undone.
    </ConfirmDialog>
  );
}
