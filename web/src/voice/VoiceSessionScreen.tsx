import { Alert, Box } from '@chakra-ui/react';
import { type ReactNode, useEffect, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { Disposable } from 'relay-runtime';
import type { VoiceChat_session$key } from '../__generated__/VoiceChat_session.graphql';
import { PageHeader } from '../components/PageHeader';
import { PageSpinner } from '../components/PageSpinner';
import { BackButton } from './BackButton';
import { retainVoiceSession, useOpenVoiceSessionMutation } from './useOpenVoiceSessionMutation';
import { VoiceChat } from './VoiceChat';
import { voiceTexts } from './voiceTexts';

interface VoiceSessionScreenProps {
  /** The student's assignment, or (an admin trying a case) the patient. */
  target: { assignmentId: string } | { patientId: string };
  patientName: string | null;
  backTo: { path: string; label: string };
  /** More buttons in the header, before the back button (an admin's Check this case). */
  actions?: ReactNode;
}

type Opening =
  | { status: 'opening' }
  | { status: 'open'; id: string; sessionRef: VoiceChat_session$key }
  | { status: 'failed'; message: string };

/** Opens the voice session (resuming its saved conversation), then shows the chat. */
export function VoiceSessionScreen({ target, patientName, backTo, actions }: VoiceSessionScreenProps) {
  const [commitOpen] = useOpenVoiceSessionMutation();
  const environment = useRelayEnvironment();
  const [opening, setOpening] = useState<Opening>({ status: 'opening' });
  const key = 'assignmentId' in target ? `a:${target.assignmentId}` : `p:${target.patientId}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the target is identified by its key
  useEffect(() => {
    setOpening({ status: 'opening' });
    const variables = { input: target };
    let retained: Disposable | null = null;
    const request = commitOpen({
      variables,
      onCompleted: (response) => {
        const { session, message } = response.openVoiceSession;
        if (session) retained = retainVoiceSession(environment, variables);
        setOpening(
          session
            ? { status: 'open', id: session.id, sessionRef: session }
            : { status: 'failed', message: message || voiceTexts.failed },
        );
      },
      onError: () => setOpening({ status: 'failed', message: voiceTexts.failed }),
    });
    return () => {
      request.dispose();
      retained?.dispose();
    };
  }, [commitOpen, environment, key]);

  if (opening.status === 'open')
    return <VoiceChat key={opening.id} sessionRef={opening.sessionRef} backTo={backTo} actions={actions} />;
  return (
    <Box>
      <PageHeader
        compact
        title={voiceTexts.title}
        description={patientName ? `Patient: ${patientName}` : undefined}
        actions={
          <>
            {actions}
            <BackButton to={backTo.path} label={backTo.label} />
          </>
        }
      />
      {opening.status === 'opening' ? (
        <PageSpinner label="Opening the session..." />
      ) : (
        <Alert.Root status="error" role="alert" rounded="xl" maxW="2xl">
          <Alert.Indicator />
          <Alert.Title>{opening.message}</Alert.Title>
        </Alert.Root>
      )}
    </Box>
  );
}
