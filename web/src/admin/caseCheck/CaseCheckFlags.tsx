import { Alert, Badge, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CaseCheckFlags_report$key } from '../../__generated__/CaseCheckFlags_report.graphql';
import { caseCheckTexts, flagKindInfo, flagKindOrder } from './caseCheckTexts';

/** The summary of a check: its flags grouped by kind, each group under a plain-word heading. */
export function CaseCheckFlags({ reportRef }: { reportRef: CaseCheckFlags_report$key }) {
  const { flags } = useFragment(
    graphql`
      fragment CaseCheckFlags_report on CaseCheckReport {
        flags {
          kind
          message
          question
        }
      }
    `,
    reportRef,
  );
  const headingId = useId();
  const kinds = [...new Set(flags.map((f) => f.kind as string))].sort((a, b) => {
    const rank = (k: string) => {
      const i = flagKindOrder.indexOf(k as (typeof flagKindOrder)[number]);
      return i === -1 ? flagKindOrder.length : i;
    };
    return rank(a) - rank(b);
  });
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Heading as="h3" size="md" id={headingId}>
        {caseCheckTexts.flagsHeading}
      </Heading>
      {flags.length === 0 ? (
        <Alert.Root status="success" rounded="lg" size="sm">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{caseCheckTexts.noFlags}</Alert.Title>
        </Alert.Root>
      ) : (
        <>
          <HStack gap="2" wrap="wrap" aria-hidden="true">
            {kinds.map((kind) => {
              const info = flagKindInfo(kind);
              return (
                <Badge key={kind} colorPalette={info.colorPalette} variant="subtle" size="md">
                  {info.heading}: {flags.filter((f) => f.kind === kind).length}
                </Badge>
              );
            })}
          </HStack>
          {kinds.map((kind) => {
            const info = flagKindInfo(kind);
            const ofKind = flags.filter((f) => f.kind === kind);
            const id = `${headingId}-${kind}`;
            return (
              <Stack key={kind} as="section" gap="1.5" aria-labelledby={id}>
                <Heading as="h4" size="sm" id={id}>
                  {info.heading} ({ofKind.length})
                </Heading>
                <List.Root gap="1.5" ps="5" fontSize="sm">
                  {ofKind.map((flag, index) => (
                    // Flags have no ids and never reorder within a report.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    <List.Item key={index}>
                      <Text as="span">{flag.message}</Text>
                      {flag.question ? (
                        <Text as="span" color="fg.muted">
                          {' '}
                          (asked: “{flag.question}”)
                        </Text>
                      ) : null}
                    </List.Item>
                  ))}
                </List.Root>
              </Stack>
            );
          })}
        </>
      )}
    </Stack>
  );
}
