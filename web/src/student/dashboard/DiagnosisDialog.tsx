import { graphql, useFragment } from 'react-relay';
import type { DiagnosisDialog_assignment$key } from '../../__generated__/DiagnosisDialog_assignment.graphql';
import { TextField } from '../../components/TextField';
import { fieldErrorsTo, useFormState } from '../../components/useFormState';
import { DraftDialog } from './DraftDialog';
import { useSaveAssignmentDraftMutation } from './useSaveAssignmentDraftMutation';

const bothRequired = 'Please fill out both fields.';

interface DiagnosisValues {
  diagnosis: string;
  treatments: string;
}

interface DiagnosisDialogProps {
  assignmentRef: DiagnosisDialog_assignment$key;
  onClose: () => void;
}

/**
 * Add/Edit Diagnosis & Treatments (docs/assignments.md#student-dashboard): two fields, both required. The
 * server stores the text as 'Diagnosis: …' then 'Suggested Treaments: …' as a draft, so a reload loses
 * nothing.
 */
export function DiagnosisDialog({ assignmentRef, onClose }: DiagnosisDialogProps) {
  const assignment = useFragment(
    graphql`
      fragment DiagnosisDialog_assignment on Assignment {
        id
        patient {
          name
        }
        diagnosisDraftParts {
          diagnosis
          treatments
        }
      }
    `,
    assignmentRef,
  );
  const [commitSave, isSaving] = useSaveAssignmentDraftMutation();
  const saved = assignment.diagnosisDraftParts;
  const form = useFormState<DiagnosisValues>({
    diagnosis: saved?.diagnosis ?? '',
    treatments: saved?.treatments ?? '',
  });
  const { values, setErrors } = form;

  function handleSubmit() {
    const diagnosis = values.diagnosis.trim();
    const treatments = values.treatments.trim();
    const missing = {
      ...(diagnosis ? {} : { diagnosis: bothRequired }),
      ...(treatments ? {} : { treatments: bothRequired }),
    };
    if (!form.accept(missing, bothRequired)) return;
    commitSave({
      variables: { input: { assignmentId: assignment.id, diagnosis, treatments } },
      success: 'Diagnosis and treatments saved.',
      onSuccess: onClose,
      onFailure: fieldErrorsTo(values, setErrors),
    });
  }

  return (
    <DraftDialog
      title={saved ? 'Edit Diagnosis & Treatments' : 'Add Diagnosis & Treatments'}
      patientName={assignment.patient.name}
      busy={isSaving}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <TextField
        form={form}
        name="diagnosis"
        label="Diagnosis"
        grow="20"
        placeholder="Your working diagnosis"
        required
      />
      <TextField
        form={form}
        name="treatments"
        label="Suggested Treatments"
        grow="28"
        placeholder="Investigations, medication and advice you would give"
        required
      />
    </DraftDialog>
  );
}
