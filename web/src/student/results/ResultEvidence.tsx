import { Badge, Box, DataList, Flex, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type {
  ResultEvidence_assignment$data,
  ResultEvidence_assignment$key,
} from '../../__generated__/ResultEvidence_assignment.graphql';
import { Detail } from '../../components/Detail';
import { EvidenceChecklist } from './EvidenceChecklist';
import { EvidenceSection } from './EvidenceSection';

/** Shown where the answer key would be, until the teacher releases it (the API withholds it). */
const notReleased = 'Your teacher has not released the expected answers yet.';

/** The student's answer beside the expected one; the expected one only once the key is released. */
function Comparison({ given, expected, hidden }: { given: string; expected: string; hidden: boolean }) {
  return (
    <Box mb="4">
      <DataList.Root orientation="horizontal" size="md" gap="2">
        <Detail label="Yours" labelMinW="24">
          {given || 'Nothing given'}
        </Detail>
        {hidden ? null : (
          <Detail label="Expected" labelMinW="24">
            {expected}
          </Detail>
        )}
      </DataList.Root>
      {hidden ? (
        <Text fontSize="sm" color="fg.muted" mt="2" data-testid="answers-not-released">
          {notReleased}
        </Text>
      ) : null}
    </Box>
  );
}

type Verdict = NonNullable<ResultEvidence_assignment$data['evidence']>['diagnosis']['verdict'];
type CreditReason = NonNullable<
  ResultEvidence_assignment$data['evidence']
>['treatment']['credited'][number]['why'];

/** How the grader read the diagnosis, after the words it read (docs/marking.md#the-rubric). */
const verdictText: Partial<Record<NonNullable<Verdict>, string>> = {
  EXACT: 'the expected diagnosis in its own words (full marks)',
  SYNONYM: 'another name for the expected diagnosis (full marks)',
  LAY: 'a lay term for the expected diagnosis (full marks)',
  FORMAL: 'a formal or eponymous name for the expected diagnosis (full marks)',
  ABBREVIATION: 'an abbreviation of the expected diagnosis (full marks)',
  OTHER_LANGUAGE: 'the expected diagnosis in another language (full marks)',
  NARROWER: 'a more specific form of the expected diagnosis (full marks)',
  BROADER: 'right, but less specific than the expected diagnosis (half marks)',
  RELATED: 'close to the expected diagnosis, but not it (half marks)',
  CONTRADICTED: 'the opposite of the expected diagnosis',
  NEGATED: 'the expected diagnosis, set aside',
};

/** Why a treatment item earned half, after the student's words. */
const halfBecause: Partial<Record<CreditReason, string>> = {
  CLASS: 'the class, not the drug',
  NEAR: 'another drug of the right class',
  ROUTE: 'by another route',
};

const creditLine = (c: { said: string; item: string; credit: number; why: CreditReason }) =>
  `${c.said}${c.item ? ` → ${c.item}` : ''}${c.credit < 1 ? ` (half: ${halfBecause[c.why] ?? 'a near miss'})` : ''}`;

/** Where the names of what the student missed would be, until the teacher releases the answers. */
const MissedWithheld = () => (
  <Text fontSize="sm" color="fg.muted" mt="3" data-testid="missed-withheld">
    Which ones you missed is shown when your teacher releases the answers.
  </Text>
);

function ItemList({
  title,
  items,
  tone,
}: {
  title: string;
  items: readonly string[];
  tone: 'green' | 'red';
}) {
  if (items.length === 0) return null;
  return (
    <Box>
      <Text fontSize="sm" fontWeight="semibold" color={tone === 'green' ? 'green.700' : 'red.700'} mb="1">
        {title}
      </Text>
      <List.Root ps="5" fontSize="sm" gap="1">
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

/**
 * The grader's evidence per rubric item (docs/marking.md#the-rubric): which mandatory questions were asked
 * and which symptoms drawn out, each with the transcript line that shows it, and how the diagnosis and the
 * treatment compare with the expected ones.
 */
export function ResultEvidence({
  assignmentRef,
  reader = 'student',
}: {
  assignmentRef: ResultEvidence_assignment$key;
  /** Who reads it: the student ('your conversation') or their teacher (Edit Assignment). */
  reader?: 'student' | 'teacher';
}) {
  const { evidence } = useFragment(
    graphql`
      fragment ResultEvidence_assignment on Assignment {
        evidence {
          grader
          withheld
          counts {
            questionsAsked
            questions
            symptomsElicited
            symptoms
            treatmentItemsCovered
            treatmentItems
          }
          mandatoryQuestions {
            question
            asked
            quote
          }
          symptoms {
            symptom
            elicited
            quote
          }
          diagnosis {
            expected
            given
            matched
            partial
            keyWords
            overlap
            verdict
            said
          }
          treatment {
            expected
            given
            matched
            missed
            credited {
              said
              item
              credit
              why
            }
          }
        }
      }
    `,
    assignmentRef,
  );
  if (!evidence) {
    return (
      <Box as="section" aria-labelledby="evidence-heading" bg="bg" borderWidth="1px" rounded="xl" p="5">
        <Heading as="h2" size="md" id="evidence-heading" mb="2">
          How it was marked
        </Heading>
        <Text color="fg.muted">No marking evidence was recorded for this assignment.</Text>
      </Box>
    );
  }
  const { mandatoryQuestions, symptoms, diagnosis, treatment, counts, withheld } = evidence;
  const verdict = diagnosis.matched ? 'Matches' : diagnosis.partial ? 'Partly matches' : 'Does not match';
  const overlap = new Set(diagnosis.overlap.map((w) => w.toLowerCase()));
  // Until the teacher releases the answers, the API withholds the key and the names of what was missed:
  // the lists hold what the student earned, the counts say of how many (docs/marking.md#the-answer-key).

  return (
    <Stack as="section" aria-labelledby="evidence-heading" gap="4">
      <Box>
        <Heading as="h2" size="md" id="evidence-heading">
          How it was marked
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Evidence from {evidence.grader}, quoted from {reader === 'student' ? 'your' : 'the student’s'}{' '}
          conversation.
        </Text>
      </Box>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <EvidenceSection
          title="Mandatory Questions"
          summary={`${counts.questionsAsked} of ${counts.questions} asked`}
        >
          <EvidenceChecklist
            metLabel="Asked"
            missedLabel="Not asked"
            items={mandatoryQuestions.map((q) => ({ label: q.question, met: q.asked, quote: q.quote }))}
          />
          {withheld && counts.questionsAsked < counts.questions ? <MissedWithheld /> : null}
        </EvidenceSection>
        <EvidenceSection
          title="Symptoms"
          summary={`${counts.symptomsElicited} of ${counts.symptoms} drawn out`}
        >
          <EvidenceChecklist
            metLabel="Drawn out"
            missedLabel="Missed"
            items={symptoms.map((s) => ({ label: s.symptom, met: s.elicited, quote: s.quote }))}
          />
          {withheld && counts.symptomsElicited < counts.symptoms ? <MissedWithheld /> : null}
        </EvidenceSection>
        <EvidenceSection title="Diagnosis" summary={verdict}>
          <Comparison given={diagnosis.given} expected={diagnosis.expected} hidden={withheld} />
          {diagnosis.verdict && verdictText[diagnosis.verdict] ? (
            <Text fontSize="sm" mb="3" data-testid="diagnosis-verdict">
              {diagnosis.said ? `“${diagnosis.said}”` : 'Read as'}: {verdictText[diagnosis.verdict]}.
            </Text>
          ) : null}
          {diagnosis.keyWords.length > 0 ? (
            <Box>
              <Text fontSize="sm" fontWeight="semibold" mb="1">
                Key words
              </Text>
              <Flex gap="2" wrap="wrap">
                {diagnosis.keyWords.map((word) => {
                  const given = overlap.has(word.toLowerCase());
                  return (
                    <Badge
                      key={word}
                      colorPalette={given ? 'green' : 'gray'}
                      variant={given ? 'subtle' : 'outline'}
                    >
                      {word} · {given ? 'given' : 'missing'}
                    </Badge>
                  );
                })}
              </Flex>
            </Box>
          ) : null}
        </EvidenceSection>
        <EvidenceSection
          title="Treatment"
          summary={`${counts.treatmentItemsCovered} of ${counts.treatmentItems} key items`}
        >
          <Comparison given={treatment.given} expected={treatment.expected} hidden={withheld} />
          <Stack gap="3">
            <ItemList
              title={reader === 'student' ? 'Credited, in your words' : 'Credited, in the student’s words'}
              items={treatment.credited.map(creditLine)}
              tone="green"
            />
            <ItemList title="Covered" items={treatment.matched} tone="green" />
            <ItemList title="Missed" items={treatment.missed} tone="red" />
          </Stack>
        </EvidenceSection>
      </SimpleGrid>
    </Stack>
  );
}
