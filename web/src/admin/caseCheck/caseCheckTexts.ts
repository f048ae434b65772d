import type { CaseCheckFlagKind } from '../../__generated__/CaseCheckFlags_report.graphql';

/** The texts of the author's case check (issue 11), in plain words. */
export const caseCheckTexts = {
  button: 'Check this case',
  title: 'Case Check',
  checking: 'Checking…',
  failed: 'Failed to check the case. Please try again.',
  again: 'Check again',
  noFlags: 'Nothing to fix: every standard question got a truthful answer in role.',
  flagsHeading: 'What to fix',
  answersHeading: 'Questions and answers',
  answersCaption: 'Each question of the standard interview, the patient’s answer and the facts it revealed',
  factsHeading: 'What the patient knows',
  mandatoryHeading: 'Mandatory questions',
  mandatoryCaption: 'The questions this case marks, and the standard question that asks each.',
  mandatoryAskedBy: 'Asked as',
  mandatoryNotAsked: 'No standard question asks this: check that a student can ask it in their own words.',
  sentencesHeading: 'Your case, sentence by sentence',
  sentencesCaption:
    'Each sentence you wrote, what the patient will say of it, and (marked) the words it did not understand: it says those only in your words.',
  noFactOfSentence: 'Nothing: the patient does not know this sentence.',
  noFacts: 'The patient knows no facts of this case: write its history in more detail.',
  noFactRevealed: 'None',
  recordedAbsent: 'Recorded as absent',
} as const;

// Kinds of the enum the client does not know yet (Relay adds a '%future added value') read as the enum.
type Kind = Exclude<CaseCheckFlagKind, '%future added value'>;

/** Each kind of flag: its heading over the list, its word on an answer, and its colour. */
export const flagKinds: Record<Kind, { heading: string; label: string; colorPalette: string }> = {
  CONTRADICTION: { heading: 'Contradictions', label: 'Contradiction', colorPalette: 'red' },
  DIAGNOSIS: { heading: 'Names the diagnosis', label: 'Names the diagnosis', colorPalette: 'red' },
  TREATMENT: { heading: 'Names a treatment', label: 'Names a treatment', colorPalette: 'orange' },
  OUT_OF_ROLE: { heading: 'Out of role', label: 'Out of role', colorPalette: 'orange' },
  LONG: { heading: 'Answers over three sentences', label: 'Over three sentences', colorPalette: 'yellow' },
  MISREAD: { heading: 'Read wrongly at first', label: 'Read wrongly', colorPalette: 'orange' },
  UNREAD: {
    heading: 'Words the patient did not understand',
    label: 'Not understood',
    colorPalette: 'yellow',
  },
  NO_RULE: { heading: 'Questions the patient did not follow', label: 'Not followed', colorPalette: 'yellow' },
  UNREACHED: { heading: 'Facts no question reaches', label: 'Unreached fact', colorPalette: 'gray' },
};

/** The kinds in the order the summary lists them: what misleads a student first. */
export const flagKindOrder = Object.keys(flagKinds) as Kind[];

export function flagKindInfo(kind: string) {
  return flagKinds[kind as Kind] ?? { heading: kind, label: kind, colorPalette: 'gray' };
}

/** The history-taking topics, in the order a history is taken, in plain words. */
const topicLabels: Record<string, string> = {
  opening: 'Opening',
  presenting: 'Presenting complaint',
  site: 'Where it is',
  onset: 'Onset',
  character: 'Character',
  radiation: 'Radiation',
  associated: 'Associated symptoms',
  timing: 'Course and timing',
  aggravating: 'What makes it worse',
  relieving: 'What makes it better',
  severity: 'Severity',
  previous: 'Previous episodes',
  pmh: 'Past medical history',
  surgery: 'Past operations',
  medication: 'Medicines',
  allergy: 'Allergies',
  family: 'Family history',
  smoking: 'Smoking',
  alcohol: 'Alcohol',
  drugs: 'Recreational drugs',
  occupation: 'Occupation',
  home: 'Home and who they live with',
  age: 'Age',
  sex: 'Sex',
  name: 'Name',
  other: 'Other',
};

const topicOrder = Object.keys(topicLabels);

export function topicLabel(topic: string): string {
  return topicLabels[topic] ?? topic.charAt(0).toUpperCase() + topic.slice(1);
}

/** Sorts topics as a history is taken; topics the client does not know go last, as they come. */
export function byTopicOrder(a: string, b: string): number {
  const rank = (t: string) => {
    const i = topicOrder.indexOf(t);
    return i === -1 ? topicOrder.length : i;
  };
  return rank(a) - rank(b);
}
