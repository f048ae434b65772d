import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormDialog } from '../../components/FormDialog';

interface DraftDialogProps {
  title: string;
  patientName: string;
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** The student's Save dialogs for a draft (diagnosis and treatments, visit note): the patient, the fields. */
export function DraftDialog({ title, patientName, busy, onSubmit, onClose, children }: DraftDialogProps) {
  return (
    <FormDialog
      title={title}
      submitLabel="Save"
      busyLabel="Saving..."
      busy={busy}
      size="lg"
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          Patient: {patientName}
        </Text>
        {children}
      </Stack>
    </FormDialog>
  );
}
