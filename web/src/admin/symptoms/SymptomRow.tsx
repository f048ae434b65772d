import { Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type {
  SymptomRow_symptom$data,
  SymptomRow_symptom$key,
} from '../../__generated__/SymptomRow_symptom.graphql';
import { RowActions } from '../../components/RowActions';
import { SeverityBadge } from './SeverityBadge';

export type SymptomRowData = SymptomRow_symptom$data;

interface SymptomRowProps {
  symptomRef: SymptomRow_symptom$key;
  onEdit: (symptom: SymptomRowData) => void;
  onDelete: (symptom: SymptomRowData) => void;
}

export function SymptomRow({ symptomRef, onEdit, onDelete }: SymptomRowProps) {
  const symptom = useFragment(
    graphql`
      fragment SymptomRow_symptom on Symptom {
        name
        description
        ...SeverityBadge_symptom
        ...EditSymptomDialog_symptom
        id
      }
    `,
    symptomRef,
  );
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium" whiteSpace="nowrap">
        {symptom.name}
      </Table.Cell>
      <Table.Cell>
        <Text lineClamp={2} color="fg.muted" minW="48">
          {symptom.description}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <SeverityBadge symptomRef={symptom} />
      </Table.Cell>
      <RowActions name={symptom.name} onEdit={() => onEdit(symptom)} onDelete={() => onDelete(symptom)} />
    </Table.Row>
  );
}
