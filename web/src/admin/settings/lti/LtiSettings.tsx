import { Heading, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { LtiSettings_query$key } from '../../../__generated__/LtiSettings_query.graphql';
import { LtiCourses } from './LtiCourses';
import { LtiKeys } from './LtiKeys';
import { LtiPlatformForm } from './LtiPlatformForm';
import { LtiPlatformTable } from './LtiPlatformTable';
import { LtiScoreOutbox } from './LtiScoreOutbox';

/**
 * Learning platforms (LTI 1.3, docs/lti.md): a super admin registers, approves and disables platforms,
 * rotates the signing key and watches the marks sent; every admin imports their courses' rosters. A plain
 * admin with no course sees nothing of it.
 */
export function LtiSettings({
  queryRef,
  superAdmin,
}: {
  queryRef: LtiSettings_query$key;
  superAdmin: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment LtiSettings_query on Query {
        ltiCourses {
          id
        }
        ...LtiPlatformTable_query
        ...LtiKeys_query
        ...LtiScoreOutbox_query
        ...LtiCourses_query
      }
    `,
    queryRef,
  );
  if (!superAdmin && data.ltiCourses.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="lti-heading" gap="6">
      <Stack gap="1">
        <Heading as="h2" size="md" id="lti-heading">
          Learning platforms (LTI)
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Moodle, Canvas and other learning platforms can open Anamnesis from a course and receive its marks.
          {superAdmin ? ' A platform that registered itself can launch nothing until you approve it.' : null}
        </Text>
      </Stack>
      {superAdmin ? (
        <>
          <LtiPlatformTable queryRef={data} />
          <LtiPlatformForm />
          <LtiKeys queryRef={data} />
          <LtiScoreOutbox queryRef={data} />
        </>
      ) : null}
      <LtiCourses queryRef={data} />
    </Stack>
  );
}
