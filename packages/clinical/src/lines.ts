/**
 * What the built-in patient says when no fact answers, the order it tells topics in, and the
 * questions about other people that it answers from the note.
 */
import type { Topic } from './types.js';

export const patientLines = {
  hello: 'Hello, doctor.',
  diagnosis: "I don't know, doctor — that's what I was hoping you could tell me.",
  clinician: "I was hoping you could tell me that, doctor — you're the expert.",
  role: "Sorry, doctor, I'm not sure what you mean — I'm just here because I'm not feeling well.",
  notSure: "I'm not sure, I've never really thought about it.",
  notNoticed: "I'm not sure — I haven't really noticed.",
  nothingElse: "No, I think that's everything.",
  nothingMore: "That's really all I can tell you about it.",
  thanks: 'Thank you, doctor.',
  okay: 'Okay, doctor.',
  worried: "I'm just worried about what's causing it.",
  notUnderstood: "Sorry, doctor, I didn't quite follow — could you ask me that another way?",
  notWell: "I just haven't been feeling right, doctor.",
  plainNo: "No, I haven't noticed anything like that.",
  notThatIKnow: 'Not that I know of.',
  nothingForThat: "No, I don't take anything for that.",
  notThatMedicine: 'No, not that.',
  notToThat: 'No, not to that, as far as I know.',
  plainNoWord: 'No.',
  /** Asked where a pain goes, when the record tells of no spreading: a pain that spreads is written so. */
  staysPut: 'No, it stays in the one place.',
} as const;

/** Topics about one symptom, in the order "tell me more" tells them. */
export const symptomTopics: Topic[] = [
  'site',
  'onset',
  'character',
  'radiation',
  'timing',
  'aggravating',
  'relieving',
  'severity',
  'previous',
];
/** The background of a history: past illnesses, medicines, allergies, family and social history. */
export const backgroundTopics: Topic[] = [
  'pmh',
  'surgery',
  'medication',
  'allergy',
  'family',
  'smoking',
  'alcohol',
  'drugs',
  'occupation',
  'home',
];
export const topicOrder: Topic[] = ['name', 'age', ...symptomTopics, ...backgroundTopics];

export const contactQuestion =
  /\b(anyone|anybody|someone|somebody|others?|people|any of (your|his|her) \w+) (else )?.*\b(unwell|ill|poorly|sick|same|itchy|itching|symptoms?|similar|cold|bug|rash)\b|\bsame (problem|thing|symptoms?)\b/;
export const contactFact =
  /\b(also|too|same|else|similar|(?:has|have|had) (?:had )?(?:a |an |the )?(?:bad |nasty )?(?:cold|bug|cough|rash|temperature|fever|sore throat|flu|sickness|diarrhoea|vomiting|chest infection|tummy bug)|unwell|poorly|going round)\b/;
