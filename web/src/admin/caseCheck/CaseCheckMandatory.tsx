import { Heading, List, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CaseCheckMandatory_report$key } from '../../__generated__/CaseCheckMandatory_report.graphql';
import { caseCheckTexts } from './caseCheckTexts';

/** The case's mandatory questions (docs/marking.md#the-rubric), each with the standard question that asks it. */
export function CaseCheckMandatory({ reportRef }: { reportRef: CaseCheckMandatory_report$key }) {
  const { mandatory } = useFragment(
    graphql`
      fragment CaseCheckMandatory_report on CaseCheckReport {
        mandatory {
          question
          askedBy
        }
      }
    `,
    reportRef,
  );
  const headingId = useId();
  return (
    <Stack as="section" gap="2" aria-labelledby={headingId} data-testid="case-mandatory">
      <Heading as="h3" size="md" id={headingId}>
        {caseCheckTexts.mandatoryHeading}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {caseCheckTexts.mandatoryCaption}
      </Text>
      <List.Root gap="2" ps="5" fontSize="sm">
        {mandatory.map((m) => (
          <List.Item key={m.question}>
            <Text as="span">{m.question}</Text>
            <Text fontSize="xs" color={m.askedBy ? 'fg.muted' : 'orange.fg'}>
              {m.askedBy
                ? `${caseCheckTexts.mandatoryAskedBy} “${m.askedBy}”`
                : caseCheckTexts.mandatoryNotAsked}
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
