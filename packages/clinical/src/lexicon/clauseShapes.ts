/**
 * How a clause of a note that has no subject of its own is said by the patient, by its shape
 * (author.ts `voiced`; docs/patient.md#the-built-in-patient-no-openai-key). Tried in order, the first that
 * matches says it; a clause no row matches is something the patient has had ("I've had a rash").
 * Each row gives the reason a note writes a clause that way.
 */
export interface ClauseShape {
  shape: RegExp;
  say: (clause: string) => string;
  reason: string;
}

/**
 * A clause that has a subject and verb of its own further on: "twice this week I woke…", "Jean did not
 * notice…", "walking and standing make it worse", "a hot water bottle helps".
 */
export const ownClause =
  /\b(?:I|we|they)\b [a-z]+|\b(?!(?:and|or|but|then|also|still|never|not|just|only)\b)[a-z]+ (?:did|does|didn't|doesn't|had|has|have|was|were|went|turned|became|drew|noticed|said|says|thinks|thought|told|found|rang|called|prescribed|gave|increased|reduced|stopped|changed|referred|advised|suggested|diagnosed)\b|\b(?:helps?|helped|makes? (?:it|me|things) (?:worse|better)|made (?:it|me) (?:worse|better)|eases? it|relieves? it|settles? it)$|\b(?:brings?|brought|sets?) (?:it|them|this) (?:on|off)\b/i;

/** The verb of a remedy named first: "a hot water bottle helps", "sitting down for a minute settles it". */
export const remedyVerb =
  '(?:helps?|helped|eases it|eased it|relieves it|relieved it|settles it|settled it|makes it better|made it better|stops it|stopped it)';

/** "temperature 38.1 last night", "weight 62 kg": something measured, then its value. */
const measured =
  /^(temperature|temp|weight|blood pressure|pulse|heart rate|blood sugar|sugar|glucose|sats|oxygen level|peak flow) (?:was |is |of |at )?(\d.*)$/;

/** A state said with a preposition: "under a lot of stress", "off sick" (no place of a symptom). */
export const prepositionState =
  /^(?:under|off|on|in) (?:a lot of |a great deal of |much |a lot |considerable )?(?:stress|pressure|work|sick|holiday|leave|pain)\b/;

/** How a patient is, said with "I've been": "shaky", "light headed", "down or hopeless". */
export const stateWords =
  'hot|cold|lethargic|flat|shaky|sweaty|sleepy|drowsy|dizzy|light headed|lightheaded|faint|tired|exhausted|breathless|wheezy|itchy|achy|stiff|weak|numb|confused|forgetful|irritable|anxious|low|down|hopeless|tearful|thirsty|hungry|nauseous|clammy|feverish|shivery|flushed|bloated|constipated|unsteady|wobbly|restless|grumpy|withdrawn|worried|off colou?r|unwell|poorly|fine|well|ok|okay|better|worse|pale|yellow|jaundiced|agitated|distressed|sad|miserable|fed up|stressed';

/** A clause that tells how the patient has been: a state word, then nothing or what says when or how. */
export const statePattern = new RegExp(
  `^(?:(?:very|quite|a bit|rather|more|less|really|so|increasingly|feeling) )?(?:${stateWords})(?=$|,| (?:and|or|but|most|all|this|today|tonight|since|for|at|when|after|in|on|than|every|over|during|with|from|until)\\b)`,
);

/** Words that say what a symptom is like, said of it: "It's a constant dull ache". */
const likeWords =
  'constant|intermittent|sharp|dull|burning|stabbing|crushing|throbbing|colicky|cramping|crampy|gnawing|squeezing|pounding|shooting|tearing|deep|severe|mild|moderate|worst';

/** Verbs a note uses of a symptom without its subject: "radiates to the groin", "comes in waves". */
const symptomVerbs =
  'radiates|spreads|moves|travels|goes|comes|lasts|starts|begins|settles|eases|wakes|keeps|happens|occurs|builds|stops|gets|seems|looks|feels|hurts|throbs|aches|burns|catches|varies|recurs|returns|wears';

export const clauseShapes: readonly ClauseShape[] = [
  {
    shape: ownClause,
    say: (t) => t,
    reason:
      'a clause with a subject of its own later in it ("twice this week I woke…", "Jean did not notice…")',
  },
  {
    shape: measured,
    say: (t) => t.replace(measured, (_m, what: string, value: string) => `My ${what} was ${value}`),
    reason: 'a measurement as a note writes it ("temperature 38.1 at home last night")',
  },
  {
    shape: new RegExp(`^(?:${symptomVerbs})\\b`),
    say: (t) => `It ${t}`,
    reason: 'a description of a symptom leaves out "it" ("radiates to the groin")',
  },
  {
    shape: /^\d+(?:\.\d+)? ?(?:\/|out of) ?10\b/,
    say: (t) => `It's ${t}`,
    reason: 'a severity score',
  },
  {
    shape:
      /^(?:very |quite |really |a bit |increasingly )?(?:worried|concerned|scared|afraid|frightened|anxious|hoping|keen|wanting|desperate)\b/,
    say: (t) => `I'm ${t}`,
    reason: 'what the patient fears or hopes ("worried it could be a tumour", "hoping for a scan")',
  },
  {
    shape: prepositionState,
    say: (t) => `I've been ${t}`,
    reason: 'a state said with a preposition ("under a lot of stress at work", "off sick")',
  },
  {
    shape: statePattern,
    say: (t) => `I've been ${t}`,
    reason: 'how the patient has been ("shaky", "very sleepy this morning", "feeling sad")',
  },
  {
    shape: /^[a-z]+ing (?:very|much|less|more|a|an|the|for|well|poorly|badly|little|lots|all|most|every)\b/,
    say: (t) => `I've been ${t}`,
    reason: 'something the patient has been doing ("eating very little", "trying for a baby")',
  },
  {
    shape: new RegExp(`^(?:${likeWords})\\b`),
    say: (t) => (/\b(?:pain|ache|discomfort|cramps?|feeling)\b/.test(t) ? `It's a ${t}` : `It's ${t}`),
    reason: 'what the symptom is like',
  },
  {
    shape: /^(?:can|cannot|can't|could|couldn't|is able|able|unable) (?:to )?[a-z]+/,
    say: (t) => (/^(?:able|unable)\b/.test(t) ? `I'm ${t}` : `I ${t.replace(/^is able\b/, 'am able')}`),
    reason: 'what the patient can or cannot do ("can complete sentences", "unable to weight bear")',
  },
  {
    shape:
      /^(?:woken|admitted|seen|treated|given|prescribed|started on|referred|discharged|told|diagnosed|examined|investigated)\b/,
    say: (t) => `I've been ${t}`,
    reason:
      'what was done to the patient, the note leaving out "has been" ("woken x3 last night", "seen by GP")',
  },
  {
    shape: /^(?:non|ex) smoker\b/,
    say: (t) => `I'm ${/^ex\b/.test(t) ? 'an' : 'a'} ${t}`,
    reason: "smoking in a note's shorthand",
  },
];
