import { Button, type ButtonProps } from '@chakra-ui/react';
import { ClipboardCheckIcon } from '../../components/icons';
import { caseCheckTexts } from './caseCheckTexts';

/**
 * "Check this case": the button that opens a case check (its screen holds the open check, so a
 * re-render of the button's own place, say the try page's session opening, does not close it).
 */
export function CaseCheckButton(props: Omit<ButtonProps, 'children'>) {
  return (
    <Button type="button" variant="outline" colorPalette="gray" bg="bg" {...props}>
      <ClipboardCheckIcon /> {caseCheckTexts.button}
    </Button>
  );
}
