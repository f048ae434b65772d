import { Alert, Box } from '@chakra-ui/react';
import { type ReactNode, useEffect, useState } from 'react';
import { PageHeader } from '../components/PageHeader';
import { PageSpinner } from '../components/PageSpinner';
import { BackButton } from './BackButton';
import { useOpenVoiceSessionMutation } from './useOpenVoiceSessionMutation';
import { VoiceChat, type VoiceChatSession } from './VoiceChat';
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
  | { status: 'open'; session: VoiceChatSession }
  | { status: 'failed'; message: string };

/** Opens the voice session (resuming its saved conversation), then shows the chat. */
export function VoiceSessionScreen({ target, patientName, backTo, actions }: VoiceSessionScreenProps) {
  const [commitOpen] = useOpenVoiceSessionMutation();
  const [opening, setOpening] = useState<Opening>({ status: 'opening' });
  const key = 'assignmentId' in target ? `a:${target.assignmentId}` : `p:${target.patientId}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the target is identified by its key
  useEffect(() => {
    setOpening({ status: 'opening' });
    const request = commitOpen({
      variables: { input: target },
      onCompleted: (response) => {
        const { session, message } = response.openVoiceSession;
        setOpening(
          session ? { status: 'open', session } : { status: 'failed', message: message || voiceTexts.failed },
        );
      },
      onError: () => setOpening({ status: 'failed', message: voiceTexts.failed }),
    });
    return () => request.dispose();
  }, [commitOpen, key]);

  if (opening.status === 'open')
    return <VoiceChat key={opening.session.id} session={opening.session} backTo={backTo} actions={actions} />;
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
