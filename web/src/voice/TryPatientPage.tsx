import { graphql } from 'react-relay';
import { useParams } from 'react-router';
import type { TryPatientPageQuery } from '../__generated__/TryPatientPageQuery.graphql';
import { useRouteQuery } from '../relay/preload';
import { VoiceSessionScreen } from './VoiceSessionScreen';

export const tryPatientPageQuery = graphql`
  query TryPatientPageQuery($id: ID!) {
    node(id: $id) {
      ... on Patient {
        name
      }
    }
  }
`;

/** An admin tries a patient case (/admin/patient-bot/try/{patientId}): the same chat, nothing stored. */
export function TryPatientPage() {
  const { patientId = '' } = useParams();
  const { node } = useRouteQuery<TryPatientPageQuery>(tryPatientPageQuery);
  return (
    <VoiceSessionScreen
      target={{ patientId }}
      patientName={node?.name ?? null}
      backTo={{ path: '/admin/patient-bot', label: 'Back to Patient Bots' }}
    />
  );
}
