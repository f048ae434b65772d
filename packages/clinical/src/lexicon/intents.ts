/**
 * Intents declared by example utterances (docs/patient.md#the-built-in-patient-no-openai-key): when the question
 * patterns (questions.ts) find nothing a question asks, or find an opening and a request for clinical
 * advice at once, the question is compared with these examples and takes the intent of the nearest,
 * above a threshold (intentExamples.ts). Each row says why its examples belong together.
 */
import type { Topic } from '../types.js';

export type Intent =
  | { act: 'opening' | 'anythingElse' | 'tellMore' | 'closing' | 'concerns' | 'greeting' }
  | { topic: Topic };

export interface IntentRow {
  intent: Intent;
  examples: readonly string[];
  reason: string;
}

export const intentRows: readonly IntentRow[] = [
  {
    intent: { act: 'opening' },
    examples: [
      'what brings you in today',
      "what's been the matter",
      'what has been the matter with you',
      'what seems to be the problem',
      'what can i do for you today',
      'how can i help you today',
      "what's been going on",
      "what's been happening",
      'tell me what has been happening',
      'what made you come in',
      'why have you come to see me',
      "what's the trouble",
      'what can we do for you',
    ],
    reason: 'the opening question: the patient tells the presenting complaint',
  },
  {
    intent: { act: 'anythingElse' },
    examples: [
      'anything else',
      'is there anything else',
      'any other symptoms',
      'what else have you noticed',
      'anything else bothering you',
    ],
    reason: 'asks for one further symptom',
  },
  {
    intent: { topic: 'medication' },
    examples: [
      'what are you taking at the moment',
      'are you on any tablets',
      'do you take anything regularly',
      'what medicines do you take',
      'are you on anything from the doctor',
      'any regular medication',
      'what tablets are you on',
      'do you take any pills',
      'are you on any treatment',
      'what do you take every day',
    ],
    reason: "the patient's regular medicines",
  },
  {
    intent: { topic: 'allergy' },
    examples: [
      'are you allergic to anything',
      'any allergies',
      'does anything disagree with you',
      'any reactions to medicines',
    ],
    reason: 'allergies',
  },
  {
    intent: { topic: 'family' },
    examples: [
      'does anything run in the family',
      'is anyone in your family unwell',
      'any illnesses in the family',
      'what did your parents die of',
      'are your parents well',
    ],
    reason: "relatives' illnesses",
  },
  {
    intent: { topic: 'home' },
    examples: [
      'who lives with you',
      'who is at home with you',
      'what is your home like',
      'do you live alone',
      'who do you live with',
    ],
    reason: 'home and who the patient lives with',
  },
  {
    intent: { topic: 'occupation' },
    examples: [
      'what do you do for a living',
      'what is your job',
      'are you working',
      'what work do you do',
      'are you at school',
    ],
    reason: 'occupation',
  },
  {
    intent: { topic: 'onset' },
    examples: [
      'when did it start',
      'how long has this been going on',
      'when did you first notice it',
      'how long have you had it',
      'what time did it happen',
      'what time did it start',
    ],
    reason: 'onset and duration',
  },
  {
    intent: { topic: 'site' },
    examples: [
      'which part of your body',
      'which parts of his body were affected',
      'where on your body is it',
      'which bits are affected',
    ],
    reason: 'where it is',
  },
  {
    intent: { topic: 'aggravating' },
    examples: ['what brings it on', 'what sets it off', 'what makes it worse', 'does anything trigger it'],
    reason: 'what makes it worse or brings it on',
  },
  {
    intent: { topic: 'relieving' },
    examples: [
      'what makes it better',
      'does anything help',
      'have you tried anything for it',
      'what eases it',
    ],
    reason: 'what helps',
  },
  {
    intent: { act: 'concerns' },
    examples: [
      'what are you worried it might be',
      'is there anything worrying you',
      'what are you hoping we can do',
      'what do you think is going on',
    ],
    reason: "the patient's ideas, concerns and expectations",
  },
  {
    intent: { act: 'closing' },
    examples: ['thank you that is all my questions', "that's everything thank you", 'thanks for answering'],
    reason: 'the end of the interview',
  },
];
