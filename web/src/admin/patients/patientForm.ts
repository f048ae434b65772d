import type { FieldErrors } from '../../components/useFormState';

export interface PatientFormValues {
  name: string;
  diagnosis: string;
  medicalHistory: string;
  predefinedTreatments: string;
  /** One question per line (docs/cases.md#patients); empty: the standard history questions. */
  mandatoryQuestions: string;
  symptomIds: string[];
}

/**
 * The Add patient rules (docs/cases.md#add-new-patient), one message per field (Edit patient shares them).
 */
export function validatePatientForm(values: PatientFormValues): FieldErrors<PatientFormValues> {
  const errors: FieldErrors<PatientFormValues> = {};
  if (!values.name.trim()) errors.name = 'Name is required.';
  if (!values.diagnosis.trim()) errors.diagnosis = 'Diagnosis is required.';
  if (!values.medicalHistory.trim()) errors.medicalHistory = 'Medical history is required.';
  if (!values.predefinedTreatments.trim())
    errors.predefinedTreatments = 'Predefined treatments are required.';
  if (values.symptomIds.length === 0) errors.symptomIds = 'Please select at least one symptom.';
  return errors;
}

/** What the API receives: trimmed text, each symptom once. */
export function patientInput(values: PatientFormValues) {
  return {
    name: values.name.trim(),
    diagnosis: values.diagnosis.trim(),
    medicalHistory: values.medicalHistory.trim(),
    predefinedTreatments: values.predefinedTreatments.trim(),
    mandatoryQuestions: values.mandatoryQuestions.trim(),
    symptoms: [...new Set(values.symptomIds)],
  };
}
