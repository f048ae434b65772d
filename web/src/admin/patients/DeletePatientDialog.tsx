import { graphql, useFragment } from 'react-relay';
import type { DeletePatientDialog_patient$key } from '../../__generated__/DeletePatientDialog_patient.graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { PageRemoval } from '../../relay/pageUpdates';
import { useDeletePatientMutation } from './useDeletePatientMutation';

interface DeletePatientDialogProps {
  patientRef: DeletePatientDialog_patient$key;
  onClose: () => void;
  /** The page the patient is on (usePagedList's `removal`): the row leaves it, the rest stays. */
  removal: PageRemoval;
}

const deleteFailed = 'Failed to delete patient. Please try again.';

export function DeletePatientDialog({ patientRef, onClose, removal }: DeletePatientDialogProps) {
  const patient = useFragment(
    graphql`
      fragment DeletePatientDialog_patient on Patient {
        id
      }
    `,
    patientRef,
  );
  const [commitDelete, isDeleting] = useDeletePatientMutation();

  function handleConfirm() {
    commitDelete({
      variables: { id: patient.id, connections: removal.connections },
      updater: removal.updater,
      success: 'Patient deleted successfully!',
      failure: deleteFailed,
      onSuccess: onClose,
    });
  }

  return (
    <ConfirmDialog
      title="Confirm Deletion"
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={isDeleting}
      onConfirm={handleConfirm}
      onClose={onClose}
    >
      Are you sure you want to delete this patient? This action cannot be undone.
    </ConfirmDialog>
  );
}
