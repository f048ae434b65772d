import { graphql, useFragment } from 'react-relay';
import type { ConversationLog_assignment$key } from '../../__generated__/ConversationLog_assignment.graphql';
import { ConversationLines } from './ConversationLines';

/** The assignment's current conversation, with the case facts its patient lines revealed. */
export function ConversationLog({ assignmentRef }: { assignmentRef: ConversationLog_assignment$key }) {
  const { conversation, caseFacts } = useFragment(
    graphql`
      fragment ConversationLog_assignment on Assignment {
        conversation {
          ...ConversationLines_conversation
        }
        caseFacts {
          ...ConversationLines_caseFacts
        }
      }
    `,
    assignmentRef,
  );
  return <ConversationLines conversationRef={conversation} caseFactsRef={caseFacts} />;
}
