import { Button, Menu, Portal } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { ChevronRightIcon } from '../../components/icons';

const targets = [
  { value: '/admin/assign-patient', label: 'Assign Patient(s) to Student' },
  { value: '/admin/assign-student', label: 'Assign Student(s) to Patient' },
  { value: '/admin/assign-classroom', label: 'Assign Patient to Room' },
];

/** The 'Select Assignment' dropdown: the three ways to assign (docs/assignments.md#assigning). */
export function SelectAssignmentMenu() {
  const navigate = useNavigate();
  return (
    <Menu.Root onSelect={(details) => navigate(details.value)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button>
          Select Assignment <ChevronRightIcon transform="rotate(90deg)" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="64">
            {targets.map((target) => (
              <Menu.Item key={target.value} value={target.value}>
                {target.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
