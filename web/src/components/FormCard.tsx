import { Box } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

interface FormCardProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** A page form on a white card; the app validates itself, so the browser's own checks are off. */
export function FormCard({ onSubmit, children }: FormCardProps) {
  return (
    <Box asChild bg="bg" borderWidth="1px" rounded="xl" p={{ base: '5', md: '8' }} shadow="xs">
      <form onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Box>
  );
}
