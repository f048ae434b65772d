import { useState } from 'react';
import { graphql } from 'react-relay';
import { useParams } from 'react-router';
import type { TryPatientPageQuery } from '../__generated__/TryPatientPageQuery.graphql';
import { CaseCheckButton } from '../admin/caseCheck/CaseCheckButton';
import { CaseCheckDialog } from '../admin/caseCheck/CaseCheckDialog';
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

/**
 * An admin tries a patient case (/admin/patient-bot/try/{patientId}): the same chat, nothing stored,
 * and Check this case for the saved case.
 */
export function TryPatientPage() {
  const { patientId = '' } = useParams();
  const { node } = useRouteQuery<TryPatientPageQuery>(tryPatientPageQuery);
  const [checking, setChecking] = useState(false);
  const patientName = node?.name ?? null;
  return (
    <>
      <VoiceSessionScreen
        target={{ patientId }}
        patientName={patientName}
        backTo={{ path: '/admin/patient-bot', label: 'Back to Patient Bots' }}
        actions={<CaseCheckButton onClick={() => setChecking(true)} />}
      />
      {checking ? (
        <CaseCheckDialog input={{ patientId }} patientName={patientName} onClose={() => setChecking(false)} />
      ) : null}
    </>
  );
}
