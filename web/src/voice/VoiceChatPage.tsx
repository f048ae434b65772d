import { Alert, Box } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { useParams, useRouteError } from 'react-router';
import type { VoiceChatPageQuery } from '../__generated__/VoiceChatPageQuery.graphql';
import { PageHeader } from '../components/PageHeader';
import { isSessionGone, SessionGone } from '../components/SessionGone';
import { GraphQLRequestError } from '../relay/environment';
import { useRouteQuery } from '../relay/preload';
import { BackButton } from './BackButton';
import { VoiceSessionScreen } from './VoiceSessionScreen';
import { voiceTexts } from './voiceTexts';

export const voiceChatPageQuery = graphql`
  query VoiceChatPageQuery($id: ID!, $byPatient: Boolean!) {
    patient(id: $id) @include(if: $byPatient) {
      id
      name
    }
    assignment(id: $id) @skip(if: $byPatient) {
      patient {
        name
      }
    }
  }
`;

const back = { path: '/dashboard', label: 'Back to Assignments' };

/**
 * The student's voice chat (/voice-chat/{patientId}): their assignment of that patient. Links made
 * before routes took record ids carry the assignment's global ID, and still open it.
 */
export function VoiceChatPage() {
  const { id = '' } = useParams();
  const { patient, assignment } = useRouteQuery<VoiceChatPageQuery>(voiceChatPageQuery);
  return (
    <VoiceSessionScreen
      target={patient ? { patientId: patient.id } : { assignmentId: id }}
      patientName={patient?.name ?? assignment?.patient.name ?? null}
      backTo={back}
    />
  );
}

/** The page's error boundary: a patient that is not the student's is, to them, an assignment not found. */
export function VoiceChatError() {
  const error = useRouteError();
  if (isSessionGone(error)) return <SessionGone />;
  const missing =
    error instanceof GraphQLRequestError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN');
  return (
    <Box>
      <PageHeader title={voiceTexts.title} actions={<BackButton to={back.path} label={back.label} />} />
      <Alert.Root status={missing ? 'info' : 'error'} role="alert" rounded="xl" maxW="2xl">
        <Alert.Indicator />
        <Alert.Title>{missing ? 'No assignment found.' : voiceTexts.failed}</Alert.Title>
      </Alert.Root>
    </Box>
  );
}
