import { Box, Button, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { Link as RouterLink, useRouteError } from 'react-router';
import type { SymptomsPageQuery } from '../../__generated__/SymptomsPageQuery.graphql';
import { PlusIcon } from '../../components/icons';
import { PageHeader } from '../../components/PageHeader';
import { isSessionGone, SessionGone } from '../../components/SessionGone';
import { useRouteQuery } from '../../relay/preload';
import { SymptomList } from './SymptomList';

export const symptomsPageQuery = graphql`
  query SymptomsPageQuery($first: Int!, $after: String, $search: String) {
    ...SymptomList_query
  }
`;

function SymptomsHeader() {
  return (
    <PageHeader
      title="Symptoms"
      description="The catalogue patient cases draw their symptoms from."
      actions={
        <Button asChild>
          <RouterLink to="/admin/add-symptom">
            <PlusIcon /> Add New Symptom
          </RouterLink>
        </Button>
      }
    />
  );
}

/** Symptoms list (/admin/symptoms, docs/cases.md#symptoms). */
export function SymptomsPage() {
  const data = useRouteQuery<SymptomsPageQuery>(symptomsPageQuery);
  return (
    <Box>
      <SymptomsHeader />
      <SymptomList queryRef={data} />
    </Box>
  );
}

export function SymptomsError() {
  const error = useRouteError();
  if (isSessionGone(error)) return <SessionGone />;
  return (
    <Box>
      <SymptomsHeader />
      <Text role="alert" color="red.600" fontWeight="medium">
        Failed to load symptoms. Please try again.
      </Text>
    </Box>
  );
}
