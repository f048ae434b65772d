import { standardMandatoryQuestions } from '@anamnesis/rules';
import { Box, Separator, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import type { AddPatientPageQuery } from '../../__generated__/AddPatientPageQuery.graphql';
import { FormActions } from '../../components/FormActions';
import { FormCard } from '../../components/FormCard';
import { PageHeader } from '../../components/PageHeader';
import { fieldErrorsTo, useFormState } from '../../components/useFormState';
import { useRouteQuery } from '../../relay/preload';
import { CaseCheckButton } from '../caseCheck/CaseCheckButton';
import { CaseCheckDialog, type CaseCheckTarget } from '../caseCheck/CaseCheckDialog';
import { PatientFields } from './PatientFields';
import { type PatientFormValues, patientInput, validatePatientForm } from './patientForm';
import { useCreatePatientMutation } from './useCreatePatientMutation';
import { VoicePicker } from './VoicePicker';

export const addPatientPageQuery = graphql`
  query AddPatientPageQuery($symptomOptionCount: Int!) {
    voices {
      canonicalName
    }
    ...VoicePicker_query
    ...SymptomPicker_query
  }
`;

/** The default voice (docs/cases.md#patients). */
const DEFAULT_VOICE = 'aura-asteria-en';

const emptyForm: PatientFormValues = {
  name: '',
  diagnosis: '',
  medicalHistory: '',
  predefinedTreatments: '',
  // The standard history questions, for the author to edit (docs/cases.md#add-new-patient).
  mandatoryQuestions: standardMandatoryQuestions.join('\n'),
  symptomIds: [],
};

/** Add New Patient (/admin/add-patient, docs/cases.md#add-new-patient). */
export function AddPatientPage() {
  const data = useRouteQuery<AddPatientPageQuery>(addPatientPageQuery);
  const navigate = useNavigate();
  const [commitCreate, isCreating] = useCreatePatientMutation();
  const form = useFormState(emptyForm);
  const { values, setErrors } = form;
  // The case check of the form's texts as they were when Check this case was pressed (not saved).
  const [checking, setChecking] = useState<CaseCheckTarget | null>(null);
  const [voiceModel, setVoiceModel] = useState(() =>
    data.voices.some((v) => v.canonicalName === DEFAULT_VOICE)
      ? DEFAULT_VOICE
      : (data.voices[0]?.canonicalName ?? DEFAULT_VOICE),
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.accept(validatePatientForm(values), 'Please fill in all required fields.')) return;
    commitCreate({
      variables: { input: { ...patientInput(values), voiceModel } },
      success: 'Patient created successfully!',
      failure: 'Failed to create patient. Try again.',
      networkFailure: 'An error occurred while creating the patient.',
      onSuccess: () => navigate('/admin/patient-bot'),
      onFailure: fieldErrorsTo(values, setErrors, { symptoms: 'symptomIds' }),
    });
  }

  return (
    <Box maxW="4xl">
      <PageHeader title="Add New Patient" description="A case students can take a history from." />
      <FormCard onSubmit={handleSubmit}>
        <Stack gap="6">
          <VoicePicker queryRef={data} value={voiceModel} onChange={setVoiceModel} />
          <Separator />
          <PatientFields form={form} symptomOptionsRef={data} />
          <FormActions
            backTo="/admin/patient-bot"
            busy={isCreating}
            busyLabel="Creating..."
            submitLabel="Create Patient"
            extra={
              // The check reads the history: there is nothing to check before one is written.
              <CaseCheckButton
                me="auto"
                disabled={isCreating || !values.medicalHistory.trim()}
                onClick={() =>
                  setChecking({
                    name: values.name,
                    medicalHistory: values.medicalHistory,
                    diagnosis: values.diagnosis,
                    predefinedTreatments: values.predefinedTreatments,
                    mandatoryQuestions: values.mandatoryQuestions,
                    symptomIds: values.symptomIds,
                  })
                }
              />
            }
          />
        </Stack>
      </FormCard>
      {checking ? (
        <CaseCheckDialog
          input={checking}
          patientName={values.name.trim() || null}
          onClose={() => setChecking(null)}
        />
      ) : null}
    </Box>
  );
}
