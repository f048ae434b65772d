// Scores and the evidence behind a mark.

import { rubric, rubricTotal } from '@anamnesis/rules';
import type { RestEvidence } from '../../upstream/assignments.js';
import { builder } from '../builder.js';

/** The rubric (docs/marking.md#the-rubric): its maxima, from the one definition in `@anamnesis/rules`. */
export const SCORE_MAX = { total: rubricTotal, ...rubric };

const ScoreSheet = builder.objectRef<typeof SCORE_MAX>('ScoreSheet').implement({
  description: 'The most each part of the rubric can score.',
  fields: (t) => ({
    total: t.exposeInt('total', { description: `The whole mark: ${rubricTotal}.` }),
    mandatoryQuestions: t.exposeInt('mandatoryQuestions', {
      description: `Mandatory questions: ${rubric.mandatoryQuestions}.`,
    }),
    symptoms: t.exposeInt('symptoms', { description: `Symptoms elicited: ${rubric.symptoms}.` }),
    diagnosis: t.exposeInt('diagnosis', { description: `Diagnosis: ${rubric.diagnosis}.` }),
    treatment: t.exposeInt('treatment', { description: `Treatment: ${rubric.treatment}.` }),
  }),
});

export type ScoreKey =
  | 'score'
  | 'mandatoryQuestionScore'
  | 'symptomsScore'
  | 'diagnosisScore'
  | 'treatmentScore';
/** Where the numbers of a score card come from: an attempt's own, or an assignment's facts. */
type ScoreSource = (key: ScoreKey) => number | null | Promise<number | null>;

export const AssignmentScores = builder.objectRef<ScoreSource>('AssignmentScores').implement({
  description: 'The marks, each null until the work is marked; `maxima` gives the rubric.',
  fields: (t) => {
    const part = (key: ScoreKey, description: string) =>
      t.int({ nullable: true, description, resolve: (get) => get(key) });
    return {
      total: part('score', `The total, the sum of the four parts (0 to ${rubricTotal}).`),
      mandatoryQuestions: part(
        'mandatoryQuestionScore',
        `Mandatory questions asked (0 to ${rubric.mandatoryQuestions}).`,
      ),
      symptoms: part('symptomsScore', `Symptoms elicited (0 to ${rubric.symptoms}).`),
      diagnosis: part('diagnosisScore', `The diagnosis (0 to ${rubric.diagnosis}).`),
      treatment: part('treatmentScore', `The treatment (0 to ${rubric.treatment}).`),
      maxima: t.field({
        type: ScoreSheet,
        description: 'The most each part can score.',
        resolve: () => SCORE_MAX,
      }),
    };
  },
});

type QuestionEvidence = RestEvidence['mandatoryQuestions'][number];
type SymptomEvidence = RestEvidence['symptoms'][number];

const QuestionEvidenceRef = builder.objectRef<QuestionEvidence>('QuestionEvidence').implement({
  description: 'A mandatory question, and whether the student asked it.',
  fields: (t) => ({
    question: t.exposeString('question', { description: 'The question.' }),
    asked: t.exposeBoolean('asked', { description: 'Whether the student asked it.' }),
    quote: t.exposeString('quote', {
      nullable: true,
      description: 'The transcript line where it was asked, when it was.',
    }),
  }),
});

const SymptomEvidenceRef = builder.objectRef<SymptomEvidence>('SymptomEvidence').implement({
  description: 'One of the patient’s symptoms, and whether the student drew it out.',
  fields: (t) => ({
    symptom: t.exposeString('symptom', { description: 'The symptom’s name.' }),
    elicited: t.exposeBoolean('elicited', { description: 'Whether it came up in the conversation.' }),
    quote: t.exposeString('quote', {
      nullable: true,
      description: 'The transcript line where it came up, when it did.',
    }),
  }),
});

/** GraphQL names of the REST verdicts (docs/marking.md#the-rubric). */
const diagnosisVerdicts = {
  EXACT: 'exact',
  SYNONYM: 'synonym',
  LAY: 'lay',
  FORMAL: 'formal',
  ABBREVIATION: 'abbreviation',
  OTHER_LANGUAGE: 'other language',
  NARROWER: 'narrower',
  BROADER: 'broader',
  RELATED: 'related',
  CONTRADICTED: 'contradicted',
  NEGATED: 'negated',
  NONE: 'none',
  EMPTY: 'empty',
} as const;
type DiagnosisVerdictName = keyof typeof diagnosisVerdicts;

const DiagnosisVerdictEnum = builder.enumType('DiagnosisVerdict', {
  description:
    'How the student’s words name the expected diagnosis. A student reads a set-aside or contradicted diagnosis as NONE until the answers are released.',
  values: {
    EXACT: { description: 'The key’s own words (full marks).' },
    SYNONYM: { description: 'Another clinical name (full marks).' },
    LAY: { description: 'A lay term: “heart attack” (full marks).' },
    FORMAL: { description: 'A formal or eponymous name: “podagra” (full marks).' },
    ABBREVIATION: { description: 'An abbreviation: “T2DM” (full marks).' },
    OTHER_LANGUAGE: { description: 'Its name in another language (full marks).' },
    NARROWER: { description: 'A more specific form (full marks).' },
    BROADER: { description: 'A broader form: “UTI” for pyelonephritis (half).' },
    RELATED: { description: 'A near miss a clinician accepts, or half the key’s words (half).' },
    CONTRADICTED: { description: 'The opposite condition (nothing).' },
    NEGATED: { description: 'Named only to be set aside: “not PE” (nothing).' },
    NONE: { description: 'Nothing of the expected diagnosis.' },
    EMPTY: { description: 'No diagnosis given.' },
  } as const,
});

const verdictName = (v: string | undefined): DiagnosisVerdictName | null =>
  (Object.entries(diagnosisVerdicts).find(([, rest]) => rest === v)?.[0] as DiagnosisVerdictName) ?? null;

const TreatmentCreditReasonEnum = builder.enumType('TreatmentCreditReason', {
  description: 'Why a student’s treatment item earned what it did.',
  values: {
    SAME: { description: 'The same drug, test or action.' },
    MEMBER: { description: 'A drug of the class the key names.' },
    CLASS: { description: 'The class of the key’s drug, not the drug (half).' },
    NEAR: { description: 'Another drug of a class whose drugs stand in for each other (half).' },
    ROUTE: { description: 'The right drug by another route (half).' },
    WORDS: { description: 'The words of an item the lexicon does not know.' },
  } as const,
});

type Credited = NonNullable<RestEvidence['treatment']['credited']>[number];

const TreatmentCreditRef = builder.objectRef<Credited>('TreatmentCredit').implement({
  description: 'What one of the student’s treatment items earned, in their words.',
  fields: (t) => ({
    said: t.exposeString('said', { description: 'The student’s item, as written.' }),
    item: t.exposeString('item', {
      description: 'The key item it was credited against, in the key’s words (empty when withheld).',
    }),
    credit: t.exposeFloat('credit', { description: '1, or 0.5 for a near miss, of the key item’s part.' }),
    why: t.field({
      type: TreatmentCreditReasonEnum,
      description: 'Why.',
      resolve: (c) => c.why.toUpperCase() as Uppercase<Credited['why']>,
    }),
  }),
});

const DiagnosisEvidence = builder.objectRef<RestEvidence['diagnosis']>('DiagnosisEvidence').implement({
  description: 'The student’s diagnosis against the expected one.',
  fields: (t) => ({
    expected: t.exposeString('expected', { description: 'The expected diagnosis (empty when withheld).' }),
    given: t.exposeString('given', { description: 'The diagnosis the student gave.' }),
    matched: t.exposeBoolean('matched', { description: 'Every key word of the expected diagnosis given.' }),
    partial: t.exposeBoolean('partial', { description: 'At least half of the key words given.' }),
    keyWords: t.exposeStringList('keyWords', {
      description: 'The key words of the expected diagnosis (empty when withheld).',
    }),
    overlap: t.exposeStringList('overlap', {
      description: 'The key words the student gave (empty when withheld).',
    }),
    verdict: t.field({
      type: DiagnosisVerdictEnum,
      nullable: true,
      description: 'How the student’s words name the expected diagnosis (null on marks older than it).',
      resolve: (d) => verdictName(d.verdict),
    }),
    said: t.string({
      nullable: true,
      description:
        'The student’s words that decided the verdict, one of their candidates (null when withheld: which one would point at the key).',
      resolve: (d) => d.said ?? null,
    }),
  }),
});

const TreatmentEvidence = builder.objectRef<RestEvidence['treatment']>('TreatmentEvidence').implement({
  description: 'The student’s treatments against the predefined ones.',
  fields: (t) => ({
    expected: t.exposeString('expected', { description: 'The predefined treatments (empty when withheld).' }),
    given: t.exposeString('given', { description: 'The treatments the student suggested.' }),
    matched: t.exposeStringList('matched', {
      description: 'Key treatment items the student named, in the key’s words (empty when withheld).',
    }),
    missed: t.exposeStringList('missed', {
      description: 'Key treatment items the student left out (empty when withheld).',
    }),
    credited: t.field({
      type: [TreatmentCreditRef],
      description:
        'What each of the student’s items earned, item by item, in their words (empty on older marks).',
      resolve: (e) => e.credited ?? [],
    }),
  }),
});

type Counts = NonNullable<RestEvidence['counts']>;

const EvidenceCounts = builder.objectRef<Counts>('EvidenceCounts').implement({
  description:
    'How many mandatory questions, symptoms and key treatment items the mark was given against, and how many the student met: what a student reads before the answers are released, when the lists hold only what they earned.',
  fields: (t) => ({
    questionsAsked: t.exposeInt('questionsAsked', { description: 'Mandatory questions asked.' }),
    questions: t.exposeInt('questions', { description: 'Mandatory questions in all.' }),
    symptomsElicited: t.exposeInt('symptomsElicited', { description: 'Symptoms drawn out.' }),
    symptoms: t.exposeInt('symptoms', { description: 'The patient’s symptoms in all.' }),
    treatmentItemsCovered: t.exposeInt('treatmentItemsCovered', {
      description: 'Key treatment items the student’s treatments covered.',
    }),
    treatmentItems: t.exposeInt('treatmentItems', { description: 'Key treatment items in all.' }),
  }),
});

/** The counts an older server did not send, from the whole lists it did. */
const countsOf = (e: RestEvidence): Counts =>
  e.counts ?? {
    questionsAsked: e.mandatoryQuestions.filter((q) => q.asked).length,
    questions: e.mandatoryQuestions.length,
    symptomsElicited: e.symptoms.filter((s) => s.elicited).length,
    symptoms: e.symptoms.length,
    treatmentItemsCovered: e.treatment.matched.length,
    treatmentItems: e.treatment.matched.length + e.treatment.missed.length,
  };

export const MarkingEvidence = builder.objectRef<RestEvidence>('MarkingEvidence').implement({
  description:
    'Why the mark is what it is; quotes are whole lines of the transcript. A student reads it withheld until the teacher releases the answers (docs/marking.md).',
  fields: (t) => ({
    grader: t.exposeString('grader', { description: 'Who marked: the built-in grader or a model.' }),
    withheld: t.exposeBoolean('withheld', {
      description:
        'A student’s view before the answers are released: the lists hold only the questions they asked and the symptoms they drew out, the expected diagnosis and treatments and the key items are empty; `counts` tells how many there were.',
    }),
    counts: t.field({
      type: EvidenceCounts,
      description: 'How many questions, symptoms and key treatment items there were, and were met.',
      resolve: countsOf,
    }),
    mandatoryQuestions: t.field({
      type: [QuestionEvidenceRef],
      description: 'Each mandatory question, asked or not, with its quote (when withheld: those asked).',
      resolve: (e) => e.mandatoryQuestions,
    }),
    symptoms: t.field({
      type: [SymptomEvidenceRef],
      description:
        'Each of the patient’s symptoms, elicited or not, with its quote (when withheld: those drawn out).',
      resolve: (e) => e.symptoms,
    }),
    diagnosis: t.field({
      type: DiagnosisEvidence,
      description: 'The diagnosis comparison.',
      resolve: (e) => e.diagnosis,
    }),
    treatment: t.field({
      type: TreatmentEvidence,
      description: 'The treatment comparison.',
      resolve: (e) => e.treatment,
    }),
  }),
});
