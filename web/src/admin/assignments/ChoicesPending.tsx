import { Box, Spinner, Stack, Text } from '@chakra-ui/react';

/** Stands in for a multi-select whose choices depend on another field: not chosen yet, or loading. */
export function ChoicesPending({
  label,
  text,
  loading = false,
}: {
  label: string;
  text: string;
  loading?: boolean;
}) {
  return (
    <Stack gap="1.5">
      <Text fontWeight="medium" fontSize="sm">
        {label}
      </Text>
      <Box
        borderWidth="1px"
        borderStyle="dashed"
        rounded="md"
        p="4"
        color="fg.muted"
        fontSize="sm"
        display="flex"
        alignItems="center"
        gap="2"
        role={loading ? 'status' : undefined}
      >
        {loading ? <Spinner size="sm" /> : null}
        {text}
      </Box>
    </Stack>
  );
}
