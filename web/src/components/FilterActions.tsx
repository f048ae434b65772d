import { Button, Flex, type FlexProps } from '@chakra-ui/react';

/** A filter form's Clear and Apply (the form applies on submit). */
export function FilterActions({ onClear, ...flex }: { onClear: () => void } & Pick<FlexProps, 'mt'>) {
  return (
    <Flex gap="3" justify="flex-end" {...flex}>
      <Button variant="outline" colorPalette="gray" onClick={onClear}>
        Clear
      </Button>
      <Button type="submit">Apply</Button>
    </Flex>
  );
}
