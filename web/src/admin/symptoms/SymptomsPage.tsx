import { Box, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { useRouteError } from 'react-router';
import type { SymptomsPageQuery } from '../../__generated__/SymptomsPageQuery.graphql';
import { PlusIcon } from '../../components/icons';
import { LinkButton } from '../../components/LinkButton';
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
        <LinkButton to="/admin/add-symptom" icon={<PlusIcon />}>
          Add New Symptom
        </LinkButton>
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
