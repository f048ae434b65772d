import { Alert, Button, Dialog } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { Disposable } from 'relay-runtime';
import type { CaseCheckReport_report$key } from '../../__generated__/CaseCheckReport_report.graphql';
import { DialogShell } from '../../components/DialogShell';
import { notify } from '../../components/toaster';
import { CaseCheckProgress } from './CaseCheckProgress';
import { CaseCheckReport } from './CaseCheckReport';
import { caseCheckTexts } from './caseCheckTexts';
import {
  type CheckPatientCaseInput,
  retainCaseCheck,
  useCheckPatientCaseMutation,
} from './useCheckPatientCaseMutation';

/**
 * What a check is run on: the patient, and the edit dialog's texts when they are being changed; or, for
 * a case not saved yet (Add New Patient), no patient but the form's name, texts and symptoms.
 */
export type CaseCheckTarget = Omit<CheckPatientCaseInput, 'progressId'>;

interface CaseCheckDialogProps {
  input: CaseCheckTarget;
  patientName: string | null;
  /** The texts checked are the edit dialog's, maybe not saved yet. */
  edited?: boolean;
  onClose: () => void;
}

type Check =
  | { status: 'running' }
  | { status: 'done'; reportRef: CaseCheckReport_report$key }
  | { status: 'failed'; message: string };

/** An id of this run only: the server publishes the run's progress under it (and the caller's id). */
function newProgressId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * "Check this case" (issue 11): runs the standard interview against the patient as soon as it opens,
 * shows how far it is, then the report. Check again runs it afresh.
 */
export function CaseCheckDialog({ input, patientName, edited = false, onClose }: CaseCheckDialogProps) {
  const environment = useRelayEnvironment();
  const [commitCheck] = useCheckPatientCaseMutation();
  const [run, setRun] = useState(0);
  const [check, setCheck] = useState<Check>({ status: 'running' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: each run has an id of its own
  const progressId = useMemo(() => newProgressId(), [run]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a check runs when the dialog opens and on Check again, with the texts it opened with
  useEffect(() => {
    const variables = { input: { ...input, progressId } };
    let retained: Disposable | null = null;
    setCheck({ status: 'running' });
    const fail = (message: string) => {
      notify.error(message);
      setCheck({ status: 'failed', message });
    };
    const request = commitCheck({
      variables,
      onCompleted: ({ checkPatientCase: result }) => {
        if (result.report) {
          retained = retainCaseCheck(environment, variables.input);
          setCheck({ status: 'done', reportRef: result.report });
        } else {
          fail(result.message ?? caseCheckTexts.failed);
        }
      },
      onError: () => fail(caseCheckTexts.failed),
    });
    return () => {
      request.dispose();
      retained?.dispose();
    };
  }, [progressId, commitCheck, environment]);

  const running = check.status === 'running';
  return (
    <DialogShell size="xl" scrollable ariaBusy={running} closeLabel="Close case check" onClose={onClose}>
      <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
        <Dialog.Title>
          {caseCheckTexts.title}
          {patientName ? `: ${patientName}` : ''}
        </Dialog.Title>
        <Dialog.Description color="fg.muted" fontSize="sm">
          {!input.patientId
            ? 'The standard interview, put to the case as it is in the form, not saved yet.'
            : edited
              ? 'The standard interview, put to the history, diagnosis and treatments as they are in the form (saved or not), with the saved symptoms.'
              : 'The standard interview, put to the saved case.'}
        </Dialog.Description>
      </Dialog.Header>
      {/* The report is long: its scrolling body takes the keyboard's focus (arrow keys scroll it). */}
      <Dialog.Body tabIndex={0} role="region" aria-label="Case check report">
        {check.status === 'running' ? <CaseCheckProgress progressId={progressId} /> : null}
        {check.status === 'done' ? <CaseCheckReport reportRef={check.reportRef} /> : null}
        {check.status === 'failed' ? (
          <Alert.Root status="error" role="alert" rounded="lg">
            <Alert.Indicator />
            <Alert.Title>{check.message}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" colorPalette="gray" onClick={onClose}>
          Close
        </Button>
        <Button onClick={() => setRun((n) => n + 1)} disabled={running}>
          {caseCheckTexts.again}
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
