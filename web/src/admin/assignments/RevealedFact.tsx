import { List, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { RevealedFact_fact$key } from '../../__generated__/RevealedFact_fact.graphql';

/** One entry of a patient line's ledger: the fact as the patient says it, and the case words it is from. */
export function RevealedFact({ factRef }: { factRef: RevealedFact_fact$key }) {
  const fact = useFragment(
    graphql`
      fragment RevealedFact_fact on CaseFact {
        phrase
        source
        present
      }
    `,
    factRef,
  );
  return (
    <List.Item>
      <Text as="span" color="fg">
        {fact.phrase}
      </Text>{' '}
      <Text as="span" color="fg.muted">
        (from the case: “{fact.source}”{fact.present ? '' : ', recorded as absent'})
      </Text>
    </List.Item>
  );
}
