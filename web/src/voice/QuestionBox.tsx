import { chakra, HStack, IconButton, Input } from '@chakra-ui/react';
import { SendIcon } from '../components/icons';

interface QuestionBoxProps {
  value: string;
  onChange: (text: string) => void;
  /** Sends the question (Enter does too). */
  onSend: () => void;
}

/** Typing a question instead of speaking it: always available. */
export function QuestionBox({ value, onChange, onSend }: QuestionBoxProps) {
  return (
    <chakra.form
      flex="1"
      minW="0"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <HStack gap="2">
        <Input
          aria-label="Type your question"
          // Focused when the chat opens: keyboard users start typing at once (it sits after the whole
          // conversation in tab order). The placeholder fits a 390 px phone.
          autoFocus
          placeholder="Ask the patient a question"
          value={value}
          maxLength={2000}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          bg="bg"
        />
        <IconButton type="submit" aria-label="Send question" variant="outline">
          <SendIcon />
        </IconButton>
      </HStack>
    </chakra.form>
  );
}
