import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface LinkButtonProps {
  /** The route it opens. */
  to: string;
  /** An icon before the label. */
  icon?: ReactNode;
  variant?: ButtonProps['variant'];
  colorPalette?: ButtonProps['colorPalette'];
  children: ReactNode;
}

/** A link drawn as a button (a page's actions, a form's Cancel): navigation stays a link for assistive tech. */
export function LinkButton({ to, icon, variant, colorPalette, children }: LinkButtonProps) {
  return (
    <Button asChild variant={variant} colorPalette={colorPalette}>
      <RouterLink to={to}>
        {icon}
        {icon ? ' ' : null}
        {children}
      </RouterLink>
    </Button>
  );
}
