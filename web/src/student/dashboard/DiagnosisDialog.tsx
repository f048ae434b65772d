import { Textarea } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { DiagnosisDialog_assignment$key } from '../../__generated__/DiagnosisDialog_assignment.graphql';
import { FormField } from '../../components/FormField';
import { notify } from '../../components/toaster';
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
  const { values, errors, setField, setErrors } = useFormState<DiagnosisValues>({
    diagnosis: saved?.diagnosis ?? '',
    treatments: saved?.treatments ?? '',
  });

  function handleSubmit() {
    const diagnosis = values.diagnosis.trim();
    const treatments = values.treatments.trim();
    if (!diagnosis || !treatments) {
      setErrors({
        ...(diagnosis ? {} : { diagnosis: bothRequired }),
        ...(treatments ? {} : { treatments: bothRequired }),
      });
      notify.error(bothRequired);
      return;
    }
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
      <FormField label="Diagnosis" error={errors.diagnosis} required>
        <Textarea
          autoresize
          minH="20"
          placeholder="Your working diagnosis"
          value={values.diagnosis}
          onChange={(e) => setField('diagnosis', e.target.value)}
        />
      </FormField>
      <FormField label="Suggested Treatments" error={errors.treatments} required>
        <Textarea
          autoresize
          minH="28"
          placeholder="Investigations, medication and advice you would give"
          value={values.treatments}
          onChange={(e) => setField('treatments', e.target.value)}
        />
      </FormField>
    </DraftDialog>
  );
}
