import { Badge, Heading, HStack, List, Stack, Table, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CaseCheckAnswers_report$key } from '../../__generated__/CaseCheckAnswers_report.graphql';
import { caseCheckTexts, flagKindInfo, topicLabel } from './caseCheckTexts';

/** Each question of the standard interview, the patient's answer, its flags and the facts it revealed. */
export function CaseCheckAnswers({ reportRef }: { reportRef: CaseCheckAnswers_report$key }) {
  const { items, facts } = useFragment(
    graphql`
      fragment CaseCheckAnswers_report on CaseCheckReport {
        items {
          question
          topic
          answer
          factIds
          flags
        }
        facts {
          id
          phrase
        }
      }
    `,
    reportRef,
  );
  const headingId = useId();
  const phraseOf = new Map(facts.map((f) => [f.id, f.phrase]));
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Heading as="h3" size="md" id={headingId}>
        {caseCheckTexts.answersHeading}
      </Heading>
      <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg">
        <Table.Root size="sm" tableLayout="fixed" w="full" data-testid="case-check-answers">
          <Table.Caption srOnly>{caseCheckTexts.answersCaption}</Table.Caption>
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader w="32%">Question</Table.ColumnHeader>
              <Table.ColumnHeader w="38%">Answer</Table.ColumnHeader>
              <Table.ColumnHeader w="30%">Facts revealed</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item, index) => (
              // The interview has no ids; a question may be asked twice in one interview.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Table.Row key={index} verticalAlign="top" whiteSpace="normal" overflowWrap="anywhere">
                <Table.Cell>
                  <Text fontWeight="medium">{item.question}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {topicLabel(item.topic)}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <Text>{item.answer}</Text>
                  {item.flags.length > 0 ? (
                    <HStack gap="1" wrap="wrap" mt="1">
                      {item.flags.map((kind) => {
                        const info = flagKindInfo(kind);
                        return (
                          <Badge key={kind} colorPalette={info.colorPalette} variant="subtle">
                            {info.label}
                          </Badge>
                        );
                      })}
                    </HStack>
                  ) : null}
                </Table.Cell>
                <Table.Cell>
                  {item.factIds.length === 0 ? (
                    <Text color="fg.muted">{caseCheckTexts.noFactRevealed}</Text>
                  ) : (
                    <List.Root gap="1" ps="4" fontSize="sm">
                      {item.factIds.map((id) => (
                        <List.Item key={id}>{phraseOf.get(id) ?? id}</List.Item>
                      ))}
                    </List.Root>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
