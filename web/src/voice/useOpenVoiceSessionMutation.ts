import { graphql, useMutation } from 'react-relay';
import {
  createOperationDescriptor,
  type Disposable,
  type Environment,
  getRequest,
  type IEnvironment,
} from 'relay-runtime';
import type {
  useOpenVoiceSessionMutation as UseOpenVoiceSessionMutation,
  useOpenVoiceSessionMutation$variables,
} from '../__generated__/useOpenVoiceSessionMutation.graphql';

const openVoiceSessionMutation = graphql`
  mutation useOpenVoiceSessionMutation($input: OpenVoiceSessionInput!) {
    openVoiceSession(input: $input) {
      __typename
      ... on VoiceSessionPayload {
        session {
          id
          ...VoiceChat_session
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Opens (or resumes) the student's session of an assignment, or an admin's try of a patient case. */
export function useOpenVoiceSessionMutation() {
  return useMutation<UseOpenVoiceSessionMutation>(openVoiceSessionMutation);
}

/**
 * Keeps the opened session, and the conversation that grows in it, in the store while its chat is
 * open: no query holds a mutation's answer, so garbage collection could otherwise take it.
 */
export function retainVoiceSession(
  environment: Environment | IEnvironment,
  variables: useOpenVoiceSessionMutation$variables,
): Disposable {
  return environment.retain(createOperationDescriptor(getRequest(openVoiceSessionMutation), variables));
}
