import { graphql } from 'react-relay';
import { useParams } from 'react-router';
import type { VoiceChatPageQuery } from '../__generated__/VoiceChatPageQuery.graphql';
import { useRouteQuery } from '../relay/preload';
import { VoiceSessionScreen } from './VoiceSessionScreen';

export const voiceChatPageQuery = graphql`
  query VoiceChatPageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on Assignment {
        patient {
          name
        }
      }
      ... on Patient {
        name
      }
    }
  }
`;

/**
 * The student's voice chat (/voice-chat/{id}): the id is their assignment's (as the dashboard links
 * it) or the patient's (as the spec's route names it).
 */
export function VoiceChatPage() {
  const { id = '' } = useParams();
  const { node } = useRouteQuery<VoiceChatPageQuery>(voiceChatPageQuery);
  const isPatient = node?.__typename === 'Patient';
  const patientName =
    node?.__typename === 'Assignment' ? node.patient.name : node?.__typename === 'Patient' ? node.name : null;
  return (
    <VoiceSessionScreen
      target={isPatient ? { patientId: id } : { assignmentId: id }}
      patientName={patientName}
      backTo={{ path: '/dashboard', label: 'Back to Assignments' }}
    />
  );
}
