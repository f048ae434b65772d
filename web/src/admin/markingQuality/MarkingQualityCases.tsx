import { Box, Heading, Stack, Table } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { MarkingQualityCases_quality$key } from '../../__generated__/MarkingQualityCases_quality.graphql';
import { numberText, percentText } from './qualityFormat';

/** The patient cases whose final totals moved furthest from the grader's. */
export function MarkingQualityCases({ qualityRef }: { qualityRef: MarkingQualityCases_quality$key }) {
  const { cases } = useFragment(
    graphql`
      fragment MarkingQualityCases_quality on MarkingQuality {
        cases {
          patientId
          patientName
          count
          exactAgreement
          meanAbsoluteDifference
        }
      }
    `,
    qualityRef,
  );
  return (
    <Stack as="section" aria-labelledby="quality-cases" gap="4" bg="bg" borderWidth="1px" rounded="xl" p="5">
      <Heading as="h2" size="md" id="quality-cases">
        Cases
      </Heading>
      <Box overflowX="auto">
        <Table.Root size="sm">
          <Table.Caption captionSide="top" textAlign="start" color="fg.muted">
            Patient cases with the largest disagreements on the total
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">Patient</Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                Reviewed
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                Exact agreement
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                Mean difference (points)
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {cases.length ? (
              cases.map((c) => (
                <Table.Row key={c.patientId}>
                  <Table.Cell as="th" scope="row" fontWeight="normal">
                    {c.patientName}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{c.count}</Table.Cell>
                  <Table.Cell textAlign="end">{percentText(c.exactAgreement)}</Table.Cell>
                  <Table.Cell textAlign="end">{numberText(c.meanAbsoluteDifference)}</Table.Cell>
                </Table.Row>
              ))
            ) : (
              <Table.Row>
                <Table.Cell colSpan={4} color="fg.muted">
                  No reviewed assignments
                </Table.Cell>
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
