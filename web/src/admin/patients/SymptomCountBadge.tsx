import { Badge, Button, Flex, HoverCard, Portal, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { SymptomCountBadge_patient$key } from '../../__generated__/SymptomCountBadge_patient.graphql';
import { severityInfo } from '../symptoms/severity';

/** The Symptoms cell: a count that lists each symptom with its severity on hover or focus. */
export function SymptomCountBadge({ patientRef }: { patientRef: SymptomCountBadge_patient$key }) {
  const patient = useFragment(
    graphql`
      fragment SymptomCountBadge_patient on Patient {
        name
        symptoms {
          id
          name
          severity
        }
      }
    `,
    patientRef,
  );
  const count = patient.symptoms.length;
  if (count === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        No Symptoms
      </Text>
    );
  }
  return (
    <HoverCard.Root openDelay={150} closeDelay={100} positioning={{ placement: 'bottom-start' }}>
      <HoverCard.Trigger asChild>
        <Button size="xs" variant="subtle" rounded="full" aria-label={`${count} symptoms of ${patient.name}`}>
          {count}
        </Button>
      </HoverCard.Trigger>
      <Portal>
        <HoverCard.Positioner>
          <HoverCard.Content maxW="xs">
            <HoverCard.Arrow />
            <Stack gap="2">
              <Text fontWeight="semibold" fontSize="sm">
                Symptoms
              </Text>
              {patient.symptoms.map((symptom) => {
                const info = severityInfo(symptom.severity);
                return (
                  <Flex key={symptom.id} justify="space-between" gap="4" fontSize="sm">
                    <span>{symptom.name}</span>
                    <Badge size="sm" colorPalette={info.colorPalette} variant="subtle">
                      {info.label}
                    </Badge>
                  </Flex>
                );
              })}
            </Stack>
          </HoverCard.Content>
        </HoverCard.Positioner>
      </Portal>
    </HoverCard.Root>
  );
}
