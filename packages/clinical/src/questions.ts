/**
 * Understanding what a student asks: which topics of the history (onset, family history, ...), about
 * which symptom, and whether it is an opening, an "anything else?", a systems-review check ("have you
 * had X?"), or an attempt to take the patient out of role. The grader uses the same reading to credit
 * a mandatory question asked in any phrasing.
 */
import { nearestIntent } from './intentExamples.js';
import { relativeWords } from './lexicon/relatives.js';
import { conceptsIn } from './symptoms.js';
import { normalize } from './text.js';
import { p, topicPatterns } from './topicPatterns.js';
import { settleTopics } from './topicRules.js';
import type { Topic } from './types.js';
import type { BodySite } from './vocabulary.js';

export type Act =
  | 'greeting'
  | 'opening'
  | 'anythingElse'
  | 'tellMore'
  | 'check'
  | 'topic'
  | 'diagnosis'
  | 'clinician'
  | 'roleBreak'
  | 'closing'
  | 'explain'
  | 'concerns'
  | 'unknown';

export interface Question {
  text: string;
  acts: Act[];
  topics: Topic[];
  /** Symptom concepts named in the question ("any nausea?" → nausea), with a pain's site. */
  concepts: { concept: string; site: BodySite | null }[];
  /** The words asked about in a check the vocabulary does not know ("have you had tinnitus?"). */
  checkWords: string | null;
  /** A condition asked about in past history ("do you have diabetes?"). */
  condition: string | null;
  /** When a declared example decided what the question asks (intentExamples.ts): which. */
  intent?: string;
}

const actPatterns: Partial<Record<Act, RegExp[]>> = {
  roleBreak: p(
    /\bare you (an? )?(ai|a\.i|bot|robot|computer|machine|program|language model|chat ?bot|chat ?gpt|gpt|llm|real( person)?|human|actor|simulat\w*|virtual)\b/,
    /\bignore (all |any |your |the |previous |prior |earlier |above )*(instructions|prompts?|rules|guidelines)\b/,
    /\b(system|your|the) prompt\b|\byour instructions\b|\byour (rules|programming|guidelines)\b/,
    /\byou are (now )?(the|a|my) (doctor|clinician|physician|nurse|assistant)\b/,
    /\bpretend (to be|you are|you're)\b|\bact as (a|an|the|my)\b|\brole ?play\b/,
    /\b(stop|quit) (playing|pretending|being)\b|\bbreak (character|role)\b|\bout of character\b/,
    /\bdeveloper mode\b|\bswap roles\b|\bjailbreak\b|\bdan mode\b|\bas an ai\b/,
    /\b(reveal|show|print|repeat|tell me) (your|the) (instructions|prompt|rules|case|script|notes)\b/,
  ),
  clinician: p(
    /\bwhat (should|shall|do|can|would|must) (i|we) (do|give|prescribe|order|recommend|try|start|check|test|examine|treat)\b/,
    /\bwhat (treatment|medication|medicine|drug|tests?|investigations?|scans?|management|plan|dose|antibiotics?)s? (should|would|shall|must|might) (i|we|you)\b|\bwhat (treatment|medication|medicine|drug|tests?|investigations?|scans?|antibiotics?)s? (do|can) (i|we) (give|prescribe|order|use)\b/,
    /\bwhat would you (recommend|suggest|advise|prescribe|do|order)\b/,
    /\b(can|could|would|will) you (examine|prescribe|diagnose|treat|recommend|suggest|advise|order)\b/,
    /\bwhat('s| is) the (next step|best treatment|treatment|management|plan|right dose|dose)\b/,
    /\bhow (should|would|do|shall) (i|we|you) (treat|manage|investigate)\b/,
    /\bwhat do you (recommend|suggest|advise|prescribe)\b/,
    /\btell me what to do\b|\bshould i (give|prescribe|order|admit|refer|send)\b/,
    /\bwhat (tests?|investigations?|scans?|treatments?) (do|would|should) (you|we|i)\b/,
    /\bhow (do|would|should) (you|i|we) (diagnose|confirm)\b/,
    /\bwhat (treatment|tests?) (do you (want|need|think))\b/,
  ),
  diagnosis: p(
    /\bwhat (do|did) you (think|reckon|suppose|believe) (it is|this is|it's|is (wrong|going on|happening|causing)|you (have|'ve got|might have|are suffering)|it might be|it could be|'s (wrong|going on)|the (problem|cause) is)/,
    /\bwhat (do you have|have you got|illness do you have|disease do you have|condition do you have|are you suffering from)\b/,
    /\b(your|the|a|my|his|her) diagnosis\b|\bdiagnos(e|is) (you|yourself|this|it|me)\b/,
    /\bwhat('s| is) (causing|the cause of) (it|this|that|your)/,
    /\bwhat (is|'s) (it|this) called\b|\bname (of )?(the|your) (condition|disease|illness)\b/,
    /\bdo you know what (it is|this is|'s wrong|is wrong|you have|'s causing)\b/,
    /\bwhat (is|'s) (the|your) (condition|disease|illness|problem called)\b/,
    /\bany idea what (it is|this is|'s (wrong|causing)|is (wrong|causing))\b/,
    /\b(have|has) (anyone|a doctor|your gp) (told|said)\b.*\b(what|it)\b/,
    /\bwhat (are you|were you) (told|diagnosed)\b/,
  ),
  greeting: p(
    /^(hi|hello|hey|hiya|good (morning|afternoon|evening|day)|nice to meet you|how do you do)\b/,
    /\b(my name is|i'?m (dr|doctor)\b|i am (dr|doctor|the doctor|a (medical )?student|one of the))/,
  ),
  opening: p(
    /\bwhat(?:'s| has)? (brings|brought) you\b/,
    // "What's brought him in tonight?", "What brings Reuben here?": a carer asked of the child.
    /\bwhat(?:'s| has)? (?:brings|brought) (?:him|her|them|[a-z]+) (?:in|here|along|to (?:see )?(?:us|me|hospital|the \w+))\b/,
    /\bwhat seems to be\b/,
    /\bwhat('s| is| has| was) (the )?(problem|matter|wrong|going on|happening|bothering|troubling|been bothering|been troubling|been worrying|been going on|been happening|up)\b/,
    /\bhow (can|may|might) i help\b|\bwhat can i (do|help)\b/,
    /\b(main|chief|presenting|biggest) (problem|concern|complaint|issue|symptom|worry|thing)\b/,
    /\breason for (your |the |today's )?(visit|coming|appointment|attendance)\b/,
    /\bwhy (have|did) you (come|came|attend)\b|\bwhy are you (here|in)\b/,
    /\bwhat happened\b/,
    /\btell me (what|about (your|the|this) (problem|symptoms?|complaint|concern|issue|illness))\b/,
    /\bhow are you( feeling| doing)?\b|\bhow('s| is) (she|he|your (son|daughter|child|baby))( doing)?$/,
    /\b(come|coming|came) in today\b|\bto see (me|us|the doctor) today\b/,
    /\bwhat symptoms (do you have|have you (got|had|been having))\b|\bwhat are your symptoms\b/,
    /\b(list|describe) (all )?your symptoms\b/,
    /\bwhat('s| is) (been )?wrong\b/,
    /\bwhat can i do for you\b|\bin your own words\b/,
  ),
  anythingElse: p(
    /\b(any|what|are there) other symptoms?\b|\bany (more|further|additional|new) symptoms?\b/,
    /\banything else\b|\bsomething else\b|\bwhat else\b/,
    /\bany other (problems?|complaints?|issues?|concerns?|changes?|things?)\b/,
    /\b(other|apart|aside) (than|from) (that|this|the \w+)\b|\bbesides (that|this|the \w+)\b/,
    /\bassociated symptoms?\b|\bis there more\b/,
    /\b(have you|did you) (noticed|notice) anything\b/,
  ),
  tellMore: p(
    /\btell me (a bit |a little )?more\b/,
    /\b(can you |could you )?(say|tell me) more\b|\bgo on\b|\bcarry on\b|\belaborate\b|\bexpand on\b|\bmore about (it|that|this|the)\b/,
    /\bwhat do you mean\b|\bcan you explain\b|\bin what way\b/,
    // "Tell me about the rash", "describe the rash": what there is to tell of it.
    /^(?:(?:can|could) you )?(?:tell me (?:all )?about|describe) (?:the|your|her|his|this|that) \w+/,
  ),
  closing: p(
    /\bthank/,
    /\bthat'?s (all|everything)\b/,
    /\bthat is all\b/,
    /\b(good ?bye|bye)\b/,
    // "See you soon" closes; "Did anyone see you?" asks.
    /(?:^|[.!,] ?|\b(?:ok|okay|right|well|i'll|we'll|will) )see you\b/,
  ),
  explain: p(
    /\b(i('m| am) going to|i will|i'll|we('ll| will| are going to| need to)|let me|i'd like to|i need to|i want to) (examine|listen|check|take|do|run|order|send|give|start|arrange|refer|admit|look|have a look|get|put)\b/,
    /\bi think you (have|may have|might have|'ve got|could have)\b/,
    /\bit (sounds|looks) like (you|it)\b/,
  ),
  concerns: p(
    /\bworr(y|ied|ies|ying)\b/,
    /\bconcern(s|ed)?\b/,
    /\bexpect(ing|ations?)?\b/,
    /\bhoping (for|to|we)\b|\bwhat do you (want|hope)\b/,
    /\b(your )?ideas about\b|\bafraid\b|\bscared\b/,
  ),
};

/** Words that name an illness: "is it X?" with one of these is asking for a diagnosis. */
const illness =
  /(heart attack|attack|infarct\w*|\bmi\b|stroke|cancer|tumou?r|infection|pneumonia|flu\b|influenza|covid|virus|viral|bug\b|appendi\w*|diabet\w*|asthma|angina|embolism|clot|ulcer|hernia|gall ?stones?|stones?|sepsis|meningitis|migraine|panic|reflux|copd|bronchitis|tuberculosis|\btb\b|disease|syndrome|disorder|serious|dangerous|\w+itis\b|\w+osis\b|\w+oma\b|\w+a?emia\b|something bad)/;
const askingIfIllness = new RegExp(
  `\\b(is (it|this|that)|could (it|this|that) be|(it|this|that) (could|might|may) be|might (it|this) be|can (it|this) be|do you think (it'?s|it is|you have|you'?ve got|this is|you (might|may|could) (be|have))|are you having|am i right|maybe it'?s|probably)\\b.{0,40}${illness.source}`,
);

/** "Do you have diabetes?", "any history of asthma?": a past-history condition check. */
const conditionCheck =
  /\b(?:do you have|have you (?:got|had|ever had)|are you|any|suffer from|history of|ever (?:had|been diagnosed with)|diagnosed with|been told you have)\s+(?:a |an |any )?(?:history of )?(high blood pressure|hypertension|blood pressure|diabet\w*|sugar|asthma\w*|heart (?:problems?|disease|conditions?|trouble|attacks?)|cholesterol|stroke|epilep\w*|copd|arthritis|migraines?|depression|anxiety|cancer|kidney (?:disease|problems?)|thyroid\w*|(?:stomach )?ulcers?|gall ?stones?|hepatitis|hiv|blood clots?|clotting|eczema|psoriasis|mental health (?:problems?|issues?)|sexually transmitted (?:infections?|diseases?)|stis?\b|stds?\b|chlamydia|gonorrh\w*|herpes|syphilis)/;

const checkPattern =
  /^(?:and |so |ok(?:ay)? |right |also )?(?:do|did|have|has|are|were|is|was|any|ever|anything|been|got|noticed|had)\b|\b(?:have|did|do) you (?:had|got|noticed|been|felt|experienced|suffered|have|get|notice|feel)\b|\bany (?:\w+ )?(?:\w+)\?*$|\bhow about\b|\bwhat about\b/;

/**
 * "Hi, I'm Sam, one of the doctors. What's brought him in?", "Good afternoon Mrs Rowley, what's been
 * troubling you?": a greeting or an introduction before a question; the question is what is asked.
 */
const greetingLead =
  /^(?:(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening|day))(?: there)?(?:,? (?:mr|mrs|ms|miss|dr)?\s*[a-z]+){0,2}\s*[,.!]\s*|(?:my name is|i'?m|i am) [^,.!?]+(?:,[^,.!?]+)?[.!]\s*)+/i;

export function understand(raw: string): Question {
  const asked = raw.trim().replace(greetingLead, '');
  if (asked && asked !== raw.trim() && /[a-z]/i.test(asked)) {
    const rest = understandAsked(asked);
    if (!rest.acts.includes('unknown') || rest.topics.length) return rest;
  }
  return understandAsked(raw);
}

function understandAsked(raw: string): Question {
  const q = normalize(raw)
    .replace(/[?!.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const acts = new Set<Act>();
  const q2: string[] = [];
  const topics = new Set<Topic>();
  for (const [act, patterns] of Object.entries(actPatterns) as [Act, RegExp[]][])
    if (patterns.some((re) => re.test(q))) acts.add(act);
  for (const [topic, patterns] of Object.entries(topicPatterns) as [Topic, RegExp[]][])
    if (patterns.some((re) => re.test(q))) topics.add(topic);

  const conditionMatch = q.match(conditionCheck);
  const condition = conditionMatch?.[1] ?? null;
  if (askingIfIllness.test(q) && !condition && !topics.has('family')) acts.add('diagnosis');
  if (acts.has('diagnosis') && /\bdiagnosed with\b/.test(q) && condition) acts.delete('diagnosis');

  settleTopics(q, topics);

  // "Has your weight changed?": either way.
  if (
    /\bweight\b/.test(q) &&
    !/\bweight (loss|gain)|\blos(t|ing|e) weight|\bput on\b|\bgain/.test(q) &&
    // "Can you put weight through it?", "bear weight": standing on a leg, not the body's weight.
    !/\b(?:put|putting|bear|bearing|take|taking|carry) (?:any |some |your |much )?weight\b|\bweight ?bear\w*/.test(
      q,
    ) &&
    !topics.size
  )
    q2.push('weight loss', 'weight gain');
  const concepts = conceptsIn(q).filter(
    // "Does anything make it worse when you breathe?" names breathing as a trigger, not a symptom.
    (c) =>
      !(
        c.concept === 'breathlessness' &&
        (topics.has('aggravating') || topics.has('relieving')) &&
        !/\bshort|breathless|out of breath/.test(q)
      ),
  );
  if (topics.has('family') || topics.has('drugs') || topics.has('alcohol')) {
    // The symptoms named after "does anyone in your family have ..." are relatives' conditions.
    concepts.length = 0;
  }
  if (
    concepts.some((c) => c.concept === 'pain') &&
    (topics.has('site') || topics.has('character') || topics.has('severity'))
  )
    // "Where is the pain?" asks about the pain, not whether there is one.
    acts.add('topic');

  for (const extra of q2)
    if (!concepts.some((c) => c.concept === extra)) concepts.push({ concept: extra, site: null });
  const isCheck = (checkPattern.test(q) || q2.length > 0) && (concepts.length > 0 || !!condition);
  if (isCheck && !topics.size) acts.add('check');
  else if (
    isCheck &&
    concepts.length &&
    [...topics].every((t) => t === 'timing' || t === 'onset') &&
    !/\bhow (many|often|long)\b/.test(q)
  )
    // "Have you had any fever since it started?": still a check.
    acts.add('check');
  if (condition && !topics.has('family')) topics.add('pmh');

  const checkWords = !concepts.length && !condition && !topics.size && !acts.size ? unnamedCheck(q) : null;
  if (checkWords) acts.add('check');
  // "How's your mood been lately?": a symptom named with no other ask is asked about.
  if (
    concepts.length &&
    !topics.size &&
    !acts.size &&
    !/^(what|which|where|when|why|how (high|much|many|long|often|far|bad|low))\b/.test(q)
  )
    acts.add('check');
  if (topics.size) acts.add('topic');
  if (acts.has('anythingElse') && topics.has('radiation')) acts.delete('anythingElse');
  if (acts.has('opening') && (acts.has('check') || topics.size > 0) && !/\bwhat (brings|brought)\b/.test(q))
    acts.delete('opening');
  // "Does your wife have any health problems?": a relative's health is family history, not the patient's.
  if (relativeSubject.test(q) && !topics.has('home')) {
    for (const t of ['pmh', 'medication', 'surgery', 'age', 'occupation'] as Topic[]) topics.delete(t);
    topics.add('family');
    acts.add('topic');
  }
  if (!acts.size) acts.add('unknown');
  return byExample({ text: q, acts: [...acts], topics: [...topics], concepts, checkWords, condition });
}

/**
 * "Did you injure it?", "Is he drooling?", "Has his voice changed?": the words of a yes-or-no question
 * about something no concept names (the subject's noun, then what is asked of it).
 */
function unnamedCheck(q: string): string | null {
  const m = q.match(
    /^(?:and |so |also )?(?:do you have|have you (?:had|got|noticed|been having|experienced)|any|are you having|do you get|have you suffered from)\s+(?:any )?(.+)$/,
  );
  const yesNo = q.match(
    /^(?:and |so |also |ok(?:ay)? )?(?:do|did|does|have|has|had|is|are|was|were|can|could)\s+(?:you|he|she|they|it|there|anyone|anybody|(?:your|his|her|the) (\w+))\s+(?:ever |been |had |got |any )*(.+)$/,
  );
  return m?.[1] ?? (yesNo ? [yesNo[1], yesNo[2]].filter(Boolean).join(' ') : null);
}

/** A question whose subject is a relative of the patient. */
const relativeSubject = new RegExp(
  `^(?:and |so )?(?:does|did|has|have|is|was|were|are|had) (?:your|his|her|their|the) (?:${relativeWords})\\b|\\b(?:anyone|anybody|someone|any of your relatives) (?:else )?in (?:your|the|his|her) family\\b`,
);

/**
 * The declared examples decide (intentExamples.ts) when the patterns found nothing asked, or found an
 * opening and a request for advice at once ("What can I do for you?"); `intent` names the example.
 */
function byExample(q: Question): Question {
  const nothing = q.acts.every((a) => a === 'unknown') && !q.topics.length && !q.concepts.length;
  const torn = q.acts.includes('opening') && q.acts.includes('clinician');
  if (!nothing && !torn) return q;
  const near = nearestIntent(q.text);
  if (!near) return q;
  const intent = `example: ${near.example}`;
  if ('act' in near.intent) return { ...q, acts: [near.intent.act], topics: [], intent };
  return { ...q, acts: ['topic'], topics: [near.intent.topic], intent };
}
