import { Box, Heading, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ResultScoreChart_assignment$key } from '../../__generated__/ResultScoreChart_assignment.graphql';
import { scoreParts, share } from './scoreParts';

// Pixel rows; horizontal positions are percentages of the chart's width, so the text keeps its size
// at every width and nothing is squeezed on a tablet.
const ROW = 52;
const LABEL_Y = 16;
const BAR_Y = 26;
const BAR_H = 16;
const AXIS_H = 22;
const TICKS = [0, 0.25, 0.5, 0.75, 1];

const color = (token: string) => `var(--chakra-colors-${token})`;
const pct = (share: number) => `${share * 100}%`;

/**
 * The four scores against their maxima (`rubric` in @anamnesis/rules) as a bar chart: each bar's track is
 * the part's maximum, its fill the share scored. An SVG with a title and a description that reads out
 * every value, so it tells a screen reader what it shows the eye.
 */
export function ResultScoreChart({ assignmentRef }: { assignmentRef: ResultScoreChart_assignment$key }) {
  const { scores } = useFragment(
    graphql`
      fragment ResultScoreChart_assignment on Assignment {
        scores {
          mandatoryQuestions
          symptoms
          diagnosis
          treatment
          maxima {
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
  const id = useId();
  const bars = scoreParts.map((part) => {
    const score = scores[part.key] ?? 0;
    const max = scores.maxima[part.key];
    return { ...part, score, max, share: share(score, max) };
  });
  const plotHeight = bars.length * ROW;
  const description = bars
    .map((b) => `${b.label}: ${b.score} of ${b.max} (${Math.round(b.share * 100)}%)`)
    .join('; ');

  return (
    <Box as="section" aria-labelledby={`${id}-heading`} bg="bg" borderWidth="1px" rounded="xl" p="5">
      <Heading as="h2" size="md" id={`${id}-heading`} mb="1">
        Scores against the rubric
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="4">
        Each bar is one part of the rubric, filled to the share of its maximum you scored.
      </Text>
      {/* A little inline padding keeps the 0% and 100% tick labels inside the box. */}
      <Box px="3">
        <svg
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          width="100%"
          height={plotHeight + AXIS_H}
          overflow="visible"
          style={{ display: 'block' }}
          data-testid="score-chart"
        >
          <title id={`${id}-title`}>Scores against their maxima</title>
          <desc id={`${id}-desc`}>{description}</desc>
          {TICKS.map((t) => (
            <g key={t}>
              {bars.map((bar, i) => (
                <line
                  key={bar.key}
                  x1={pct(t)}
                  x2={pct(t)}
                  y1={i * ROW + BAR_Y - 4}
                  y2={i * ROW + BAR_Y + BAR_H + 4}
                  stroke={color('gray-300')}
                  strokeDasharray={t === 0 || t === 1 ? undefined : '2 3'}
                />
              ))}
              <text
                x={pct(t)}
                y={plotHeight + AXIS_H - 4}
                textAnchor="middle"
                fontSize="12"
                fill={color('gray-600')}
              >
                {Math.round(t * 100)}%
              </text>
            </g>
          ))}
          {bars.map((bar, i) => {
            const top = i * ROW;
            return (
              <g
                key={bar.key}
                data-testid="score-bar"
                data-part={bar.key}
                data-score={bar.score}
                data-max={bar.max}
              >
                <text x="0" y={top + LABEL_Y} fontSize="14" fill={color('gray-800')}>
                  {bar.label}
                </text>
                <text
                  x="100%"
                  y={top + LABEL_Y}
                  textAnchor="end"
                  fontSize="14"
                  fontWeight="600"
                  fill={color('gray-800')}
                >
                  {bar.score} / {bar.max}
                </text>
                <rect x="0" y={top + BAR_Y} width="100%" height={BAR_H} rx={4} fill={color('gray-100')} />
                <rect
                  x="0"
                  y={top + BAR_Y}
                  width={pct(bar.share)}
                  height={BAR_H}
                  rx={4}
                  fill={color('brand-600')}
                  data-testid="score-bar-fill"
                />
              </g>
            );
          })}
        </svg>
      </Box>
    </Box>
  );
}
