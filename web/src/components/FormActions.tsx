import { Button, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LinkButton } from './LinkButton';

interface FormActionsProps {
  /** Where Cancel (or `backLabel`) goes. */
  backTo: string;
  backLabel?: string;
  /** The submit button's label, and its label while the form is sent ('Creating...'). */
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The back link at the far left (Profile's Change Password) instead of beside the submit button. */
  spread?: boolean;
  /** Another action first, on the left (Check this case). */
  extra?: ReactNode;
}

/** A page form's last row: a way back, then the submit button, disabled while the form is sent. */
export function FormActions({
  backTo,
  backLabel = 'Cancel',
  submitLabel,
  busyLabel,
  busy,
  spread,
  extra,
}: FormActionsProps) {
  return (
    <Flex gap="3" justify={spread ? 'space-between' : 'flex-end'} wrap={spread || extra ? 'wrap' : undefined}>
      {extra}
      <LinkButton to={backTo} variant="outline" colorPalette="gray">
        {backLabel}
      </LinkButton>
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </Flex>
  );
}
