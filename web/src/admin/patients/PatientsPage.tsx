import { Box, Button } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { PatientsPageQuery } from '../../__generated__/PatientsPageQuery.graphql';
import { ClipboardListIcon, PlusIcon } from '../../components/icons';
import { PageHeader } from '../../components/PageHeader';
import { useRouteQuery } from '../../relay/preload';
import { PatientList } from './PatientList';

export const patientsPageQuery = graphql`
  query PatientsPageQuery($first: Int!, $after: String, $search: String, $symptomOptionCount: Int!) {
    ...PatientList_query
    ...SymptomPicker_query
  }
`;

/** Patient Bots list (/admin/patient-bot, docs/cases.md#patient-bots-list). */
export function PatientsPage() {
  const data = useRouteQuery<PatientsPageQuery>(patientsPageQuery);
  return (
    <Box>
      <PageHeader
        title="Patient Bots"
        description="Virtual patients students take histories from."
        actions={
          <>
            <Button asChild variant="outline">
              <RouterLink to="/admin/assign-patient">
                <ClipboardListIcon /> Assign Patient
              </RouterLink>
            </Button>
            <Button asChild>
              <RouterLink to="/admin/add-patient">
                <PlusIcon /> Add New Patient
              </RouterLink>
            </Button>
          </>
        }
      />
      <PatientList queryRef={data} symptomOptionsRef={data} />
    </Box>
  );
}
