import { Box } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { PatientsPageQuery } from '../../__generated__/PatientsPageQuery.graphql';
import { ClipboardListIcon, PlusIcon } from '../../components/icons';
import { LinkButton } from '../../components/LinkButton';
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
            <LinkButton to="/admin/assign-patient" variant="outline" icon={<ClipboardListIcon />}>
              Assign Patient
            </LinkButton>
            <LinkButton to="/admin/add-patient" icon={<PlusIcon />}>
              Add New Patient
            </LinkButton>
          </>
        }
      />
      <PatientList queryRef={data} symptomOptionsRef={data} />
    </Box>
  );
}
