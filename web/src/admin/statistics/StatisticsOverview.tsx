import { Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { StatisticsOverview_statistics$key } from '../../__generated__/StatisticsOverview_statistics.graphql';
import { figure, percentText } from './chartScale';
import { FigureCards } from './FigureCards';

/** "m min s s" for a duration in seconds. */
export function durationText(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '—';
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return minutes ? `${minutes} min ${whole % 60} s` : `${whole} s`;
}

/** Assignments by status and how students engaged (conversations, questions, speech), as figure cards. */
export function StatisticsOverview({ statisticsRef }: { statisticsRef: StatisticsOverview_statistics$key }) {
  const { assignmentsByStatus, engagement } = useFragment(
    graphql`
      fragment StatisticsOverview_statistics on Statistics {
        assignmentsByStatus {
          status
          label
          count
        }
        engagement {
          conversations
          questionsAsked
          meanQuestionsPerConversation
          medianConversationSeconds
          spokenQuestions
          typedQuestions
        }
      }
    `,
    statisticsRef,
  );
  const total = assignmentsByStatus.reduce((sum, s) => sum + s.count, 0);
  const asked = engagement.spokenQuestions + engagement.typedQuestions;
  return (
    <Stack gap="6">
      <FigureCards
        title="Assignments by status"
        figures={[
          { label: 'All assignments', value: String(total) },
          ...assignmentsByStatus.map((s) => ({ label: s.label, value: String(s.count) })),
        ]}
      />
      <FigureCards
        title="Engagement"
        figures={[
          { label: 'Conversations', value: String(engagement.conversations) },
          { label: 'Questions asked', value: String(engagement.questionsAsked) },
          {
            label: 'Questions per conversation',
            value: figure(engagement.meanQuestionsPerConversation),
            hint: 'mean',
          },
          {
            label: 'Conversation length',
            value: durationText(engagement.medianConversationSeconds),
            hint: 'median',
          },
          {
            label: 'Spoken questions',
            value: String(engagement.spokenQuestions),
            hint: asked ? `${percentText(engagement.spokenQuestions / asked)} of questions` : undefined,
          },
          {
            label: 'Typed questions',
            value: String(engagement.typedQuestions),
            hint: asked ? `${percentText(engagement.typedQuestions / asked)} of questions` : undefined,
          },
        ]}
      />
    </Stack>
  );
}
