import { Alert, Box, Button, Flex } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { VoiceChat_session$key } from '../__generated__/VoiceChat_session.graphql';
import { SaveIcon } from '../components/icons';
import { PageHeader } from '../components/PageHeader';
import { BackButton } from './BackButton';
import { browserRecognitionSupported } from './browserRecognition';
import { ChatMessageList } from './ChatMessageList';
import { LevelMeter } from './LevelMeter';
import { LiveTranscript } from './LiveTranscript';
import { MicRecorder } from './micRecorder';
import { QuestionBox } from './QuestionBox';
import { RecordButton } from './RecordButton';
import { SpeechBar } from './SpeechBar';
import { useSaveVoiceSessionMutation } from './useSaveVoiceSessionMutation';
import { type Listening, useVoiceChat } from './useVoiceChat';
import { VoicePathStatus } from './VoicePathStatus';
import { voiceTexts } from './voiceTexts';

/** Who can hear the student in this browser, by the server's speech-to-text provider. */
function listeningFor(speechToText: string): Listening {
  if (speechToText === 'DEEPGRAM' || speechToText === 'OPENAI')
    return MicRecorder.supported() ? 'server' : 'none';
  if (speechToText === 'BROWSER') return browserRecognitionSupported() ? 'browser' : 'none';
  return 'none';
}

interface VoiceChatProps {
  sessionRef: VoiceChat_session$key;
  /** Where the back button goes (and Save Session, once saved). */
  backTo: { path: string; label: string };
  /** More buttons in the header, before the back button (an admin's Check this case). */
  actions?: ReactNode;
}

/** The voice chat screen of an opened session (docs/voice.md). */
export function VoiceChat({ sessionRef, backTo, actions: extraActions }: VoiceChatProps) {
  // The conversation is the session's `messages` in the store: each question and reply lands there once.
  const session = useFragment(
    graphql`
      fragment VoiceChat_session on VoiceSession {
        id
        mode
        state
        socketPath
        patient {
          name
        }
        providers {
          speechToText
          textToSpeech
        }
        messages {
          messageId
          text
          isAI
          timestamp
        }
      }
    `,
    sessionRef,
  );
  const [initialListening] = useState(() => listeningFor(session.providers.speechToText));
  const chat = useVoiceChat(session, initialListening);
  const { listening, messages, pending, recording } = chat;
  const navigate = useNavigate();
  const [commitSave, saving] = useSaveVoiceSessionMutation();
  const [saveAsked, setSaveAsked] = useState(false);
  const trying = session.mode === 'TRY';
  const patientName = session.patient.name;

  const save = () => {
    setSaveAsked(true);
    commitSave({
      variables: { input: { sessionId: session.id } },
      success: voiceTexts.saved,
      failure: voiceTexts.saveFailed,
      serverMessage: false,
      onSuccess: () => navigate(backTo.path),
      onFailure: () => setSaveAsked(false),
    });
  };

  const actions = (
    <>
      {extraActions}
      <BackButton to={backTo.path} label={backTo.label} />
      {trying ? null : (
        <Button onClick={save} disabled={messages.length === 0 || pending || saving || saveAsked}>
          <SaveIcon /> {saving ? 'Saving...' : 'Save Session'}
        </Button>
      )}
    </>
  );

  return (
    <Box>
      <PageHeader
        compact
        title={voiceTexts.title}
        description={`Patient: ${patientName}`}
        actions={actions}
      />
      {trying ? (
        <Alert.Root status="info" rounded="xl" mb="4" size="sm">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{voiceTexts.tryNotice}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Flex
        direction="column"
        bg="bg"
        borderWidth="1px"
        rounded="xl"
        overflow="hidden"
        // The pane fills what the header and the page's title leave of the screen, on a 390 px phone too
        // (about 14.5rem above and below it there); the messages scroll inside it.
        h={{ base: 'calc(100dvh - 14.5rem)', md: 'calc(100dvh - 15rem)' }}
        minH={{ base: '20rem', md: '26rem' }}
      >
        <ChatMessageList messages={messages} patientName={patientName} canSpeak={listening !== 'none'} />
        <LiveTranscript recording={recording} pending={pending} interim={chat.interim} />
        <SpeechBar speech={chat.speech} patientName={patientName} />
        <Flex
          gap="3"
          p={{ base: '3', md: '4' }}
          borderTopWidth="1px"
          bg="bg.subtle"
          direction={{ base: 'column', md: 'row' }}
          align={{ base: 'stretch', md: 'center' }}
        >
          <Flex gap="3" align="center">
            <RecordButton
              recording={recording}
              pending={pending}
              unavailable={listening === 'none' ? voiceTexts.cannotListen : null}
              onStart={chat.startRecording}
              onStop={chat.stopRecording}
            />
            {recording && listening === 'server' ? <LevelMeter level={chat.level} /> : null}
          </Flex>
          <QuestionBox value={chat.draft} onChange={chat.setDraft} onSend={chat.ask} />
        </Flex>
        <VoicePathStatus
          speechToText={session.providers.speechToText}
          textToSpeech={session.providers.textToSpeech}
          listening={listening}
        />
      </Flex>
    </Box>
  );
}
