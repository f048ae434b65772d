import { Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { CaseCheckReport_report$key } from '../../__generated__/CaseCheckReport_report.graphql';
import { CaseCheckAnswers } from './CaseCheckAnswers';
import { CaseCheckFlags } from './CaseCheckFlags';
import { CaseCheckMandatory } from './CaseCheckMandatory';
import { CaseCheckSentences } from './CaseCheckSentences';
import { CaseFactsByTopic } from './CaseFactsByTopic';

/** The report of a case check: what to fix, then each question and answer, then what the patient knows. */
export function CaseCheckReport({ reportRef }: { reportRef: CaseCheckReport_report$key }) {
  const report = useFragment(
    graphql`
      fragment CaseCheckReport_report on CaseCheckReport {
        provider
        items {
          __typename
        }
        ...CaseCheckFlags_report
        ...CaseCheckAnswers_report
        ...CaseCheckMandatory_report
        ...CaseCheckSentences_report
        ...CaseFactsByTopic_report
      }
    `,
    reportRef,
  );
  const who = report.provider === 'OPENAI' ? 'the configured chat model' : 'the built-in patient';
  return (
    <Stack gap="8">
      <Text color="fg.muted" fontSize="sm">
        {report.items.length} standard questions, answered by {who}.
      </Text>
      <CaseCheckFlags reportRef={report} />
      <CaseCheckAnswers reportRef={report} />
      <CaseCheckMandatory reportRef={report} />
      <CaseCheckSentences reportRef={report} />
      <CaseFactsByTopic reportRef={report} />
    </Stack>
  );
}
