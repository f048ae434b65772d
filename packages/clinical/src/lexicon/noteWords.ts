/**
 * Words that belong to the form of a clinical note rather than to what it tells ("a 47-year-old man
 * presents with…"): the lossless reader (author.ts) does not ask a fact to carry them. Each row gives
 * the reason the words carry no content of the case.
 */
export const noteWordRows: readonly { words: string; reason: string }[] = [
  {
    words:
      'patient pt client presents presented presenting attends attended reports reported describes described states stated notes noted says said complains complaint mentions mentioned admits denies denied',
    reason: 'the note telling what the patient said, not what it was',
  },
  { words: 'history hx background known', reason: 'section words of a note' },
  { words: 'year years yr old aged age', reason: 'the age is carried as a number' },
  { words: 'mr mrs ms miss dr', reason: 'titles' },
  { words: 'which who whom whose that since now today', reason: 'grammar words' },
  { words: 'also well currently recently', reason: 'connecting words' },
];
