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

/**
 * The framing of a referral letter or a note, which tells nothing of the patient ("Dear Doctor,", "Thank
 * you for seeing…", "as above", "Yours sincerely, Dr Patel"): history.ts drops it before reading, each
 * with its reason.
 */
export const letterFrameRows: readonly { frame: RegExp; reason: string }[] = [
  { frame: /^\s*dear [^,\n]{1,40},?\s*$/gim, reason: 'the salutation on a line of its own' },
  {
    frame: /^\s*dear (?:dr|doctor|colleague|sir|madam)[^,\n]{0,30},\s*/gim,
    reason: 'the salutation before the text',
  },
  {
    frame:
      /\b(?:thank you|many thanks|thanks) for (?:seeing|reviewing|assessing)(?: (?:this|my|our) (?:patient|lady|gentleman|man|woman)?,?)?\s*/gi,
    reason: 'the thanks that opens a referral; the patient it names follows',
  },
  {
    frame:
      /\b(?:i|we) would be (?:most |very )?(?:grateful|pleased) (?:if you could (?:kindly )?(?:see|review|assess)|for your (?:[a-z]+ )?(?:opinion|advice|assessment|input|thoughts) (?:on|about|regarding))\s*/gi,
    reason: 'the request of a referral; the patient it names follows',
  },
  {
    frame: /\s*\b(?:as above|see above|as per hpc|as mentioned(?: above)?)\b/gi,
    reason: "a note's pointer back to what it already said",
  },
  {
    frame:
      /(?:^|\n|(?<=[.!?]\s))\s*(?:yours (?:sincerely|faithfully|truly)|(?:with )?(?:kind|best|warm|warmest) (?:regards|wishes)|regards|with thanks|many thanks)\b[^\n]*(?:\n\s*(?:dr\.?|mr\.?|mrs\.?|ms\.?|prof\.?)?\s*[A-Z][^\n]{0,40})*\s*$/gi,
    reason: 'the closing and the signature lines under it (to the end of the letter)',
  },
];

/**
 * A referral letter's writer speaks of themself ("He came to see me", "I have advised him not to
 * drive"): in the patient's mouth that is their GP (facts.ts).
 */
export const letterWriterRows: readonly { writer: RegExp; said: string; reason: string }[] = [
  {
    writer:
      /\bi (have|had|am|was|would|will|started|prescribed|gave|referred|think|suspect|wonder|feel|noted|note|found|examined|advised|increased|reduced|stopped|saw|asked|checked|arranged|suggested|told|changed)\b/g,
    said: 'my GP $1',
    reason: "the writer's own doings",
  },
  {
    writer: /\b(see|saw|seen|told|asked|rang|called|visited|consulted) me\b/g,
    said: '$1 my GP',
    reason: 'the writer, seen',
  },
];
