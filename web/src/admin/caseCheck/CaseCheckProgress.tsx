import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { caseCheckTexts } from './caseCheckTexts';
import {
  type CaseCheckProgress as Progress,
  useCaseCheckProgressSubscription,
} from './useCaseCheckProgressSubscription';

/** The spinner of a running check: "Checking… 12 / 46" once the server reports how far it is. */
export function CaseCheckProgress({ progressId }: { progressId: string }) {
  const [progress, setProgress] = useState<Progress | null>(null);
  const onProgress = useCallback((p: Progress) => setProgress(p), []);
  useCaseCheckProgressSubscription(progressId, onProgress);
  const label = progress
    ? `${caseCheckTexts.checking} ${progress.done} / ${progress.total}`
    : caseCheckTexts.checking;
  return (
    <Center minH="40" py="10" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text color="fg.muted" fontSize="sm" data-testid="case-check-progress">
          {label}
        </Text>
      </VStack>
    </Center>
  );
}
