/**
 * How a sentence denies something (docs/patient.md#the-built-in-patient-no-openai-key): the words that
 * open a denial's scope and the words that close it. Read by the answer's lead (answerLead.ts): a
 * yes-or-no question answered by a sentence that denies what was asked is answered "No, …" first, as a
 * patient would.
 */
export const negationRows: readonly { words: string; reason: string }[] = [
  { words: 'no not never nor without none nothing nobody neither', reason: 'plain negation' },
  {
    words:
      "cannot can't couldn't didn't doesn't don't hasn't haven't hadn't isn't wasn't weren't won't wouldn't aren't",
    reason: 'a negated verb',
  },
  { words: 'skipped missed stopped', reason: 'a thing not done ("I skipped my supper")' },
  { words: 'unable denies denied free', reason: 'a denial in a note\'s words ("unable to", "pain-free")' },
];

/** Words after which a denial no longer holds, or holds only up to a point ("no bleeding until yesterday"). */
export const scopeEndRows: readonly { words: string; reason: string }[] = [
  { words: 'but although though however except apart', reason: 'a contrast: what follows is told' },
  { words: 'and then', reason: 'a new clause' },
];

/** Words that make a denial hold only up to a point: the sentence tells of the thing after it. */
export const limitRows: readonly { words: string; reason: string }[] = [
  { words: 'until till', reason: '"no bleeding until yesterday" tells of bleeding since' },
  { words: 'other', reason: '"my wisdom teeth out and no other operations" tells of one' },
];

/** Negated verbs that tell of a feeling, not a denial ("I can't stand the cold" is intolerance of it). */
export const notDenialRows: readonly { words: string; reason: string }[] = [
  { words: 'stand bear tolerate abide', reason: '"can\'t stand", "couldn\'t bear": intolerance, told' },
  { words: 'stop help', reason: '"can\'t stop coughing", "couldn\'t help crying": the thing goes on' },
];

/**
 * Words of a question that ask of a loss or an inability ("Have you lost interest…?", "Are you unable
 * to…?"): a denial in the answer confirms it, so it is no "No".
 */
export const askedLossRows: readonly { words: string; reason: string }[] = [
  {
    words: 'lost lose losing stopped unable difficulty struggle struggling hard trouble',
    reason: 'a loss or an inability asked of',
  },
  { words: 'not no never less fewer longer without', reason: 'a question that itself negates' },
  { words: 'worst', reason: '"Is this the worst you have had?": "never one this bad" confirms it' },
];

/**
 * Verbs of seeing or noticing: a witness who did not notice something denies it for the patient ("his
 * wife did not notice any drooping of his face" records no drooping).
 */
export const witnessRows: readonly { words: string; reason: string }[] = [
  {
    words: 'notice noticed see seen saw observe observed witness witnessed spot spotted hear heard',
    reason: 'a witness did not see it: the note records it absent',
  },
];

/** How many words after a negation it still reaches ("no pain or swelling in the calf"). */
export const negationReach = 6;

/**
 * "Any change in your hearing?" answered "My hearing is normal": asked of a change or a problem, a
 * report that the thing is as it should be is a no.
 */
export const normalReport = {
  asksOfChange: /\b(?:change|changes|changed|problems?|trouble|difficult(?:y|ies)|different|worse)\b/,
  saysNormal:
    /\b(?:is|are|was|were|has been|have been|'s been|'s|feels?) (?:completely |quite |perfectly |absolutely )?(?:normal|fine|ok|okay|alright|all right|unchanged|the same|no different|good)\b/i,
  reason: 'a normal report denies the change or problem asked of',
};

/**
 * "Do you smoke?" answered "I used to smoke, but I stopped in 1980": a habit asked of now, told only
 * in the past, is a no.
 */
export const pastHabit = {
  asksNow: /^(?:and |so |also )?(?:do|does|are|is) (?:you|he|she|they)\b(?!.*\b(?:ever|before|used to)\b)/,
  habit: /\b(?:smok\w*|cigar\w*|tobacco|vap\w*|drink\w*|alcohol|wine|beer|drugs?|cannabis|weed)\b/,
  toldPast:
    /\b(?:used to|stopped|gave up|given up|quit|no longer|ex[- ]?smoker|ex[- ]?drinker|former smoker|teetotal now)\b/,
  stillNow: /\b(?:still|now (?:smoke|drink|vape)s?|currently)\b/,
  reason: 'a habit asked of now and told only as past is a no',
};

/**
 * "Are your periods regular?" answered "My periods have become irregular": the asked word with a
 * negating prefix is a no.
 */
export const negatingPrefix = {
  prefix: '(?:un|ir|in|im|il|non|dis)',
  reason: 'a word asked of, said with a negating prefix (irregular, unsteady, unable)',
};
