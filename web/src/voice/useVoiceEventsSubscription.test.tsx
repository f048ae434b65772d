import { act } from 'react';
import { createOperationDescriptor, getRequest, graphql } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import type { useVoiceEventsSubscriptionTestQuery } from '../__generated__/useVoiceEventsSubscriptionTestQuery.graphql';
import { setupTestWrapper } from '../test/setupTestWrapper';
import { useVoiceEventsSubscription } from './useVoiceEventsSubscription';

// The session as a screen reads it: its conversation in the store.
const sessionQuery = graphql`
  query useVoiceEventsSubscriptionTestQuery($id: ID!) @relay_test_operation {
    node(id: $id) {
      ... on VoiceSession {
        messages {
          messageId
          text
          isAI
        }
      }
    }
  }
`;

const onEvent = vi.fn();
const { renderWithRelay } = setupTestWrapper({
  Component: () => {
    useVoiceEventsSubscription('s1', 0, onEvent, () => {});
    return null;
  },
});

const message = (messageId: string, text: string, isAI: boolean) => ({
  messageId,
  text,
  isAI,
  timestamp: '2026-11-27T10:00:00.000Z',
  timings: null,
});

function setup() {
  const relay = renderWithRelay();
  const subscription = relay.env.mock.getMostRecentOperation();
  const query = createOperationDescriptor(getRequest(sessionQuery), { id: 's1' });
  relay.env.commitPayload(query, {
    node: { __typename: 'VoiceSession', id: 's1', messages: [message('q0', 'Hello', false)] },
  });
  const conversation = () =>
    (
      relay.env.lookup(query.fragment).data as useVoiceEventsSubscriptionTestQuery['response']
    ).node?.messages?.map((m) => m.text);
  const event = (voiceEvents: Record<string, unknown>) =>
    act(() => relay.env.mock.nextValue(subscription, { data: { voiceEvents } }));
  return { conversation, event };
}

describe('useVoiceEventsSubscription', () => {
  it('lands a question and a complete reply in the session’s conversation, each once; tokens do not', () => {
    const { conversation, event } = setup();
    event({ __typename: 'VoiceQuestionEvent', question: message('q1', 'Where is the pain?', false) });
    event({ __typename: 'VoiceTokenEvent', messageId: 'r1', index: 0, delta: 'In my ' });
    expect(conversation()).toEqual(['Hello', 'Where is the pain?']);
    const reply = {
      __typename: 'VoiceReplyEvent',
      reply: message('r1', 'In my chest.', true),
      speechUrl: null,
    };
    event(reply);
    // The same reply again (a reconnection repeats it) changes nothing.
    event(reply);
    expect(conversation()).toEqual(['Hello', 'Where is the pain?', 'In my chest.']);
    // The next reply is a message of its own, not the first one overwritten.
    event({ __typename: 'VoiceReplyEvent', reply: message('r2', 'Since Monday.', true), speechUrl: null });
    expect(conversation()).toEqual(['Hello', 'Where is the pain?', 'In my chest.', 'Since Monday.']);
    expect(onEvent).toHaveBeenCalledTimes(5);
  });
});
