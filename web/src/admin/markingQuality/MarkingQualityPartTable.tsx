import { Box, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { MarkingQualityPartTable_part$key } from '../../__generated__/MarkingQualityPartTable_part.graphql';
import { numberText, percentText } from './qualityFormat';

interface Props {
  partRef: MarkingQualityPartTable_part$key;
  /** Below this many assignments a kappa is "not enough data". */
  minimumForKappa: number;
}

/** One rubric part: its agreement figures and the assignments where grader and teacher differ most. */
export function MarkingQualityPartTable({ partRef, minimumForKappa }: Props) {
  const part = useFragment(
    graphql`
      fragment MarkingQualityPartTable_part on MarkingQualityPart {
        label
        max
        count
        exactAgreement
        withinTenPercent
        kappa
        meanAutomatic
        meanFinal
        largestDisagreements {
          assignmentDatabaseId
          studentName
          patientName
          automatic
          final
        }
      }
    `,
    partRef,
  );
  const kappa =
    part.count < minimumForKappa
      ? 'not enough data'
      : part.kappa === null
        ? 'not defined (no spread)'
        : numberText(part.kappa, 3);
  const headingId = `quality-${part.label.toLowerCase().replace(/\s+/g, '-')}`;
  const figures: [string, string][] = [
    ['Reviewed assignments', String(part.count)],
    ['Exact agreement', percentText(part.exactAgreement)],
    [`Within 10 % of the maximum (±${numberText(part.max / 10)})`, percentText(part.withinTenPercent)],
    ['Weighted kappa (quadratic)', kappa],
    ['Mean automatic mark', numberText(part.meanAutomatic)],
    ['Mean final mark', numberText(part.meanFinal)],
  ];

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" bg="bg" borderWidth="1px" rounded="xl" p="5">
      <Heading as="h2" size="md" id={headingId}>
        {part.label}{' '}
        <Text as="span" color="fg.muted" fontWeight="normal">
          (out of {part.max})
        </Text>
      </Heading>
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" color="fg.muted">
          {part.label}: automatic marks compared with the final marks
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Measure</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              Value
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {figures.map(([name, value]) => (
            <Table.Row key={name}>
              <Table.Cell as="th" scope="row" fontWeight="normal">
                {name}
              </Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold">
                {value}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Box overflowX="auto">
        <Table.Root size="sm">
          <Table.Caption captionSide="top" textAlign="start" color="fg.muted">
            {part.label}: largest disagreements
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">Assignment</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Student</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Patient</Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                Automatic
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                Final
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {part.largestDisagreements.length ? (
              part.largestDisagreements.map((d) => (
                <Table.Row key={d.assignmentDatabaseId}>
                  <Table.Cell>
                    <Link asChild color="brand.fg" fontWeight="semibold">
                      <RouterLink to={`/admin/edit-assignment/${d.assignmentDatabaseId}`}>
                        #{d.assignmentDatabaseId}
                      </RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{d.studentName}</Table.Cell>
                  <Table.Cell>{d.patientName}</Table.Cell>
                  <Table.Cell textAlign="end">{d.automatic}</Table.Cell>
                  <Table.Cell textAlign="end">{d.final}</Table.Cell>
                </Table.Row>
              ))
            ) : (
              <Table.Row>
                <Table.Cell colSpan={5} color="fg.muted">
                  No disagreements
                </Table.Cell>
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
