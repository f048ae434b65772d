/**
 * When a question's words name several topics, which it asks about: rows with an id, a reason and a
 * declared precedence (their order), each keeping or dropping topics the patterns found (questions.ts).
 * "How long have you smoked for?" is about smoking, not when an illness began.
 */
import { askedIndication } from './medicines.js';
import { topicPatterns } from './topicPatterns.js';
import type { Topic } from './types.js';

interface TopicRule {
  id: string;
  reason: string;
  /** The topics to drop from this question, given the topics found. */
  drop: (q: string, topics: ReadonlySet<Topic>) => readonly Topic[];
}

/** Where the first of some patterns matches a text (-1 when none does). */
function firstIndex(q: string, patterns: readonly RegExp[]): number {
  let best = -1;
  for (const re of patterns) {
    const m = q.match(re);
    if (m?.index !== undefined && (best < 0 || m.index < best)) best = m.index;
  }
  return best;
}

const background: readonly Topic[] = [
  'smoking',
  'alcohol',
  'medication',
  'drugs',
  'occupation',
  'home',
  'pmh',
  'surgery',
  'allergy',
  'family',
];

const recreational =
  /\brecreational|street|illicit|illegal|cannabis|cocaine|weed|heroin\b|\b(use|used|using|tried|done) (any )?drugs\b/;

const travelOfPain =
  /\b(it|pain|ache|they|that|this) travels?\b|\btravels? (to|down|up|into|through|round|around|across|anywhere)\b/;

export const topicRules: readonly TopicRule[] = [
  {
    id: 'family-not-own',
    reason: '"Does anyone in your family have heart disease?" is family history, not the patient\'s own',
    drop: (q, t) =>
      t.has('family') &&
      !(topicPatterns.pmh ?? []).some((re) => re.test(q.slice(0, firstIndex(q, topicPatterns.family ?? []))))
        ? ['pmh']
        : [],
  },
  {
    id: 'lives-with',
    reason: '"Who do you live with?" is about home',
    drop: (q, t) => (t.has('family') && /\b(live|living) with\b/.test(q) ? ['family'] : []),
  },
  {
    id: 'taken-for-it',
    reason: '"Have you taken anything for it?" is about relief, not regular medicines',
    drop: (q, t) =>
      t.has('relieving') && /\btaken anything (for|to help)\b|\bpainkillers\b/.test(q) ? ['medication'] : [],
  },
  {
    id: 'drugs-are-medicines',
    reason: '"Do you take any drugs?" without a recreational word asks about medicines',
    drop: (q, t) =>
      t.has('drugs') &&
      !recreational.test(q) &&
      (t.has('medication') || /\b(take|taking|on) (any )?(drugs|medicines?)\b/.test(q))
        ? ['drugs']
        : [],
  },
  {
    id: 'medicine-for',
    reason: '"Are you on anything for your blood pressure?" asks about medicines, not the pressure of a pain',
    drop: (q, t) =>
      t.has('medication') && askedIndication(q)
        ? (['character', 'pmh', 'severity', 'site', 'aggravating'] as Topic[]).filter((x) => t.has(x))
        : [],
  },
  {
    id: 'recreational-not-medicines',
    reason: 'a question about recreational drugs is not about medicines',
    drop: (_q, t) => (t.has('drugs') ? ['medication'] : []),
  },
  {
    id: 'other-drinks',
    reason: '"How much water do you drink?" is not about alcohol',
    drop: (q) =>
      /\b(water|fluids?|tea|coffee|squash|juice|milk)\b/.test(q) &&
      !/\balcohol|beer|wine|spirits|units\b/.test(q)
        ? ['alcohol']
        : [],
  },
  {
    id: 'relatives-age',
    reason: '"How old are your children?" is not the patient\'s age',
    drop: (q) => (/\bhow old (are|is|was|were) (your|his|her|the) \w+/.test(q) ? ['age'] : []),
  },
  {
    id: 'home-not-site',
    reason: '"Where are you living?" is about home, not a site',
    drop: (_q, t) => (t.has('home') ? ['site'] : []),
  },
  {
    id: 'allergy-not-medicines',
    reason: 'an allergy to a medicine is an allergy',
    drop: (_q, t) => (t.has('allergy') ? ['medication'] : []),
  },
  {
    id: 'course-not-triggers',
    reason: '"worse" and "better" in one question about change over time is timing, not triggers',
    drop: (q) =>
      /\b(getting|got|been getting) (worse|better)\b/.test(q) ? ['aggravating', 'relieving'] : [],
  },
  {
    id: 'worse-not-better',
    reason: 'both found, "better" not said: what makes it worse',
    drop: (q, t) =>
      t.has('relieving') && t.has('aggravating') && !/\bbetter\b/.test(q) ? ['relieving'] : [],
  },
  {
    id: 'better-not-worse',
    reason: 'both found, "worse" not said: what makes it better',
    drop: (q, t) =>
      t.has('aggravating') && t.has('relieving') && !/\bworse\b/.test(q) ? ['aggravating'] : [],
  },
  {
    id: 'how-long-last',
    reason:
      '"How long does it last?", "How long did it go on for?": how long an episode lasts, not its onset',
    drop: (q) =>
      /\bhow long\b/.test(q) &&
      (/\blast\b/.test(q) || /\bdid (?:it|that|the \w+) (?:go on|keep going|carry on)\b/.test(q))
        ? ['onset']
        : [],
  },
  {
    id: 'age-words',
    reason: 'an age question says so ("how old", "your age", "born")',
    drop: (q, t) =>
      t.has('age') && !/\bhow old|your age|date of birth|born|dob|what age\b/.test(q) ? ['age'] : [],
  },
  {
    id: 'surgery-words',
    reason: 'past history without an operation word is not surgery',
    drop: (q, t) =>
      t.has('surgery') && t.has('pmh') && !/\boperat|surg|procedure|removed/.test(q) ? ['surgery'] : [],
  },
  {
    id: 'live-is-home',
    reason: 'home and family with "live": who the patient lives with',
    drop: (q, t) => (t.has('home') && t.has('family') && /\blive\b/.test(q) ? ['family'] : []),
  },
  {
    id: 'dental-work',
    reason: '"Any dental work done?", "work done on your teeth": treatment, not a job',
    drop: (q) => (/\b(?:dental work|work done)\b/.test(q) ? ['occupation'] : []),
  },
  {
    id: 'family-illnesses',
    reason:
      '"Any illnesses in your family?", "Does anything run in the family?": the family\'s, not the patient\'s',
    drop: (q, t) =>
      t.has('family') && t.has('pmh') && /\b(?:in (?:your|the|his|her) family|runs? in)\b/.test(q)
        ? ['pmh']
        : [],
  },
  {
    id: 'previous-not-onset',
    reason: '"Has this happened before?" is not when it began',
    drop: (_q, t) => (t.has('previous') ? ['onset'] : []),
  },
  {
    id: 'background-not-course',
    reason: '"How long have you smoked for?" is about smoking, not when an illness began',
    drop: (_q, t) => (background.some((x) => t.has(x)) ? ['onset', 'timing'] : []),
  },
  {
    id: 'anywhere-else',
    reason: '"Anywhere else?" without a pain word is no radiation',
    drop: (q, t) =>
      t.has('radiation') && /\banywhere else\b/.test(q) && !/\b(pain|it|hurt|feel it)\b/.test(q)
        ? ['radiation']
        : [],
  },
  {
    id: 'travel-is-a-trip',
    reason: '"Have you travelled anywhere?", "a travel clinic": a trip, not where a pain goes',
    drop: (q, t) => (t.has('radiation') && /\btravel/.test(q) && !travelOfPain.test(q) ? ['radiation'] : []),
  },
];

/** The topics a question asks about, after the rows above, in order. */
export function settleTopics(q: string, topics: Set<Topic>): void {
  for (const rule of topicRules) for (const t of rule.drop(q, topics)) topics.delete(t);
}
