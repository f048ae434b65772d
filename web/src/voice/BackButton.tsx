import { Box, Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { ArrowLeftIcon } from '../components/icons';

/** The back button of the voice chat: 'Back to …' (just 'Back' on narrow screens, same accessible name). */
export function BackButton({ to, label }: { to: string; label: string }) {
  const rest = label.replace(/^Back\s*/, '');
  return (
    <Button variant="outline" colorPalette="gray" bg="bg" asChild>
      <RouterLink to={to} aria-label={label}>
        <ArrowLeftIcon />
        {/* One text run, so the words are one space apart (not the button's gap). */}
        <span>
          Back
          <Box as="span" display={{ base: 'none', lg: 'inline' }}>
            {` ${rest}`}
          </Box>
        </span>
      </RouterLink>
    </Button>
  );
}
