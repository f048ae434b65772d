import { Box, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { StatCards_stats$key } from '../../__generated__/StatCards_stats.graphql';
import { BotIcon, ClipboardCheckIcon, GraduationCapIcon, MessageIcon } from '../../components/icons';

interface StatCardProps {
  label: string;
  value: number;
  icon: ComponentType<{ boxSize?: string }>;
  tint: string;
}

function StatCard({ label, value, icon: StatIcon, tint }: StatCardProps) {
  return (
    <Box bg="bg" borderWidth="1px" rounded="xl" p="5" shadow="xs">
      <Flex justify="space-between" align="start" gap="3">
        <Box>
          <Text color="fg.muted" fontSize="sm" fontWeight="medium">
            {label}
          </Text>
          <Text fontSize="3xl" fontWeight="bold" mt="1" lineHeight="1.2">
            {value.toLocaleString()}
          </Text>
        </Box>
        <Flex
          boxSize="10"
          rounded="lg"
          align="center"
          justify="center"
          bg={`${tint}.100`}
          color={`${tint}.700`}
        >
          <StatIcon boxSize="5" />
        </Flex>
      </Flex>
    </Box>
  );
}

export function StatCards({ statsRef }: { statsRef: StatCards_stats$key }) {
  const stats = useFragment(
    graphql`
      fragment StatCards_stats on DashboardStats {
        students
        patients
        interactions
        assessments
      }
    `,
    statsRef,
  );
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
      <StatCard label="Total Students" value={stats.students} icon={GraduationCapIcon} tint="teal" />
      <StatCard label="Virtual Patients" value={stats.patients} icon={BotIcon} tint="blue" />
      <StatCard label="Total Interactions" value={stats.interactions} icon={MessageIcon} tint="purple" />
      <StatCard label="Assessments" value={stats.assessments} icon={ClipboardCheckIcon} tint="orange" />
    </SimpleGrid>
  );
}
