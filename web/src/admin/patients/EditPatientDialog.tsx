import { mandatoryQuestionList } from '@anamnesis/rules';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { EditPatientDialog_patient$key } from '../../__generated__/EditPatientDialog_patient.graphql';
import type { SymptomPicker_query$key } from '../../__generated__/SymptomPicker_query.graphql';
import { FormDialog } from '../../components/FormDialog';
import { useFormState } from '../../components/useFormState';
import { CaseCheckButton } from '../caseCheck/CaseCheckButton';
import { CaseCheckDialog, type CaseCheckTarget } from '../caseCheck/CaseCheckDialog';
import { PatientFields } from './PatientFields';
import { type PatientFormValues, patientInput, validatePatientForm } from './patientForm';
import { useUpdatePatientMutation } from './useUpdatePatientMutation';

interface EditPatientDialogProps {
  patientRef: EditPatientDialog_patient$key;
  symptomOptionsRef: SymptomPicker_query$key;
  onClose: () => void;
}

const updateFailed = 'Failed to update patient. Please try again.';

export function EditPatientDialog({ patientRef, symptomOptionsRef, onClose }: EditPatientDialogProps) {
  const patient = useFragment(
    graphql`
      fragment EditPatientDialog_patient on Patient {
        id
        name
        diagnosis
        medicalHistory
        predefinedTreatments
        mandatoryQuestions
        symptoms {
          id
        }
      }
    `,
    patientRef,
  );
  const [commitUpdate, isUpdating] = useUpdatePatientMutation();
  // The case check of the texts as they were when Check this case was pressed.
  const [checking, setChecking] = useState<CaseCheckTarget | null>(null);
  const form = useFormState<PatientFormValues>({
    name: patient.name,
    diagnosis: patient.diagnosis,
    medicalHistory: patient.medicalHistory,
    predefinedTreatments: patient.predefinedTreatments,
    // None listed: the standard questions the case is marked on, shown for the author to edit.
    mandatoryQuestions: mandatoryQuestionList(patient.mandatoryQuestions).join('\n'),
    symptomIds: [...new Set(patient.symptoms.map((s) => s.id))],
  });
  const { values } = form;

  function handleSubmit() {
    const fillAll = 'Please fill in all fields and select at least one symptom.';
    if (!form.accept(validatePatientForm(values), fillAll)) return;
    commitUpdate({
      variables: { input: { id: patient.id, ...patientInput(values) } },
      success: 'Patient updated successfully!',
      failure: updateFailed,
      // The answer carries the row's fields (useUpdatePatientMutation.ts): the table shows them.
      onSuccess: onClose,
    });
  }

  return (
    <FormDialog
      title="Edit Patient"
      submitLabel="Save"
      busyLabel="Updating..."
      busy={isUpdating}
      size="lg"
      onSubmit={handleSubmit}
      onClose={onClose}
      secondaryAction={
        <CaseCheckButton
          disabled={isUpdating}
          onClick={() =>
            setChecking({
              patientId: patient.id,
              medicalHistory: values.medicalHistory,
              diagnosis: values.diagnosis,
              predefinedTreatments: values.predefinedTreatments,
              mandatoryQuestions: values.mandatoryQuestions,
            })
          }
        />
      }
    >
      <PatientFields form={form} symptomOptionsRef={symptomOptionsRef} />
      {checking ? (
        <CaseCheckDialog
          input={checking}
          patientName={values.name.trim() || patient.name}
          edited
          onClose={() => setChecking(null)}
        />
      ) : null}
    </FormDialog>
  );
}
