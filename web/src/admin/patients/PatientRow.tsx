import { IconButton, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type {
  PatientRow_patient$data,
  PatientRow_patient$key,
} from '../../__generated__/PatientRow_patient.graphql';
import { MessageIcon } from '../../components/icons';
import { RowActions } from '../../components/RowActions';
import { SymptomCountBadge } from './SymptomCountBadge';

export type PatientRowData = PatientRow_patient$data;

interface PatientRowProps {
  patientRef: PatientRow_patient$key;
  onEdit: (patient: PatientRowData) => void;
  onDelete: (patient: PatientRowData) => void;
}

export function PatientRow({ patientRef, onEdit, onDelete }: PatientRowProps) {
  const patient = useFragment(
    graphql`
      fragment PatientRow_patient on Patient {
        id
        name
        diagnosis
        ...SymptomCountBadge_patient
        ...EditPatientDialog_patient
      }
    `,
    patientRef,
  );
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium">{patient.name}</Table.Cell>
      <Table.Cell>
        {patient.diagnosis.trim() ? (
          patient.diagnosis
        ) : (
          <Text as="span" color="fg.muted">
            N/A
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <SymptomCountBadge patientRef={patient} />
      </Table.Cell>
      <RowActions
        name={patient.name}
        onEdit={() => onEdit(patient)}
        onDelete={() => onDelete(patient)}
        before={
          <IconButton size="sm" variant="ghost" aria-label={`Try ${patient.name}`} asChild>
            <RouterLink
              to={`/admin/patient-bot/try/${encodeURIComponent(patient.id)}`}
              title="Try this patient (nothing is saved)"
            >
              <MessageIcon />
            </RouterLink>
          </IconButton>
        }
      />
    </Table.Row>
  );
}
