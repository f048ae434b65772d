import { HStack, IconButton, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type {
  PatientRow_patient$data,
  PatientRow_patient$key,
} from '../../__generated__/PatientRow_patient.graphql';
import { MessageIcon, PencilIcon, TrashIcon } from '../../components/icons';
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
        ...DeletePatientDialog_patient
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
      <Table.Cell textAlign="end">
        <HStack gap="1" justify="flex-end">
          <IconButton size="sm" variant="ghost" aria-label={`Try ${patient.name}`} asChild>
            <RouterLink
              to={`/admin/patient-bot/try/${encodeURIComponent(patient.id)}`}
              title="Try this patient (nothing is saved)"
            >
              <MessageIcon />
            </RouterLink>
          </IconButton>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={`Edit ${patient.name}`}
            onClick={() => onEdit(patient)}
          >
            <PencilIcon />
          </IconButton>
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={`Delete ${patient.name}`}
            onClick={() => onDelete(patient)}
          >
            <TrashIcon />
          </IconButton>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
