import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { ResultScoreCards_assignment$key } from '../../__generated__/ResultScoreCards_assignment.graphql';
import { scoreParts } from './scoreParts';

interface CardProps {
  label: string;
  score: number | null | undefined;
  max: number;
  highlight?: boolean;
}

function ScoreCard({ label, score, max, highlight = false }: CardProps) {
  return (
    <Box
      role="group"
      aria-label={label}
      bg={highlight ? 'brand.solid' : 'bg'}
      color={highlight ? 'brand.contrast' : 'fg'}
      borderWidth={highlight ? '0' : '1px'}
      rounded="xl"
      p="4"
      shadow="xs"
      display="flex"
      flexDirection="column"
      justifyContent="space-between"
      gap="1"
    >
      <Text fontSize="sm" fontWeight="medium" color={highlight ? 'brand.100' : 'fg.muted'}>
        {label}
      </Text>
      <Text fontSize="3xl" fontWeight="bold" lineHeight="short" data-testid="score-value">
        {score ?? '–'}
        <Text as="span" fontSize="md" fontWeight="medium" color={highlight ? 'brand.100' : 'fg.muted'}>
          {' '}
          / {max}
        </Text>
      </Text>
    </Box>
  );
}

/** The five score cards: Total Score, then each part of the rubric against its maximum. */
export function ResultScoreCards({ assignmentRef }: { assignmentRef: ResultScoreCards_assignment$key }) {
  const { scores } = useFragment(
    graphql`
      fragment ResultScoreCards_assignment on Assignment {
        scores {
          total
          mandatoryQuestions
          symptoms
          diagnosis
          treatment
          maxima {
            total
            mandatoryQuestions
            symptoms
            diagnosis
            treatment
          }
        }
      }
    `,
    assignmentRef,
  );
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap="4">
      <ScoreCard label="Total Score" score={scores.total} max={scores.maxima.total} highlight />
      {scoreParts.map((part) => (
        <ScoreCard key={part.key} label={part.label} score={scores[part.key]} max={scores.maxima[part.key]} />
      ))}
    </SimpleGrid>
  );
}
