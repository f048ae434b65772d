import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ConversationLog_assignment$key } from '../../__generated__/ConversationLog_assignment.graphql';
import { ConversationLog } from './ConversationLog';

/** A titled block of an assignment's work (findings, visit note, conversation). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="1.5">
      <Text as="h3" fontWeight="semibold" fontSize="sm" color="fg.muted">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

interface AssignmentWorkProps {
  findings: string | null | undefined;
  visitNote: string | null | undefined;
  assignmentRef: ConversationLog_assignment$key;
}

/** What a student handed in, as the details dialog and Edit Assignment show it. */
export function AssignmentWork({ findings, visitNote, assignmentRef }: AssignmentWorkProps) {
  return (
    <>
      <DetailSection title="Findings">
        {findings ? (
          <Text whiteSpace="pre-wrap">{findings}</Text>
        ) : (
          <Text color="fg.muted">No findings available</Text>
        )}
      </DetailSection>
      <DetailSection title="Visit Note">
        {visitNote ? (
          <Text whiteSpace="pre-wrap">{visitNote}</Text>
        ) : (
          <Text color="fg.muted">No visitNote available</Text>
        )}
      </DetailSection>
      <DetailSection title="Conversation Log">
        <ConversationLog assignmentRef={assignmentRef} />
      </DetailSection>
    </>
  );
}
