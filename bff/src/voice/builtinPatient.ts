/**
 * The built-in virtual patient: used when no OpenAI key is active, so the product works offline and in
 * every test. A pure, deterministic function of the case record, the conversation so far and the
 * question. It stays in role, answers in one to three sentences, reveals one symptom at a time and
 * only what was asked, never names the diagnosis and never plays the clinician.
 */
import {
  type CaseSymptom,
  type HistoryFacts,
  normalize,
  type PatientCase,
  readHistory,
  type Severity,
  sentenceCase,
} from './caseRecord.js';

export type { CaseSymptom, PatientCase, Severity } from './caseRecord.js';

export interface Turn {
  text: string;
  isAI: boolean;
}

// ---------------------------------------------------------------------------------------------------
// What a patient can say about symptoms

const sevAdj: Record<Severity, string> = { severe: 'really bad', moderate: 'quite bad', mild: 'mild' };
const aSev: Record<Severity, string> = { severe: 'a really bad', moderate: 'quite a bad', mild: 'a mild' };
const sevAdv: Record<Severity, string> = { severe: 'really', moderate: 'quite', mild: 'a bit' };
const sevScore: Record<Severity, number> = { severe: 8, moderate: 6, mild: 3 };
const rank: Record<Severity, number> = { severe: 3, moderate: 2, mild: 1 };

interface Lexeme {
  /** Normalised names a case symptom may have. */
  names: string[];
  /** Phrasings in a question (or an earlier answer) that are about this symptom. */
  match: RegExp[];
  affirm: (s: Severity) => string;
  deny: string;
  /** For pains: where it is. */
  area?: string;
}

const lexicon: Lexeme[] = [
  {
    names: ['chest pain', 'chest tightness', 'angina'],
    match: [/\bchest\b/, /\bangina\b/],
    affirm: (s) => `I've got ${aSev[s]} pain in my chest`,
    deny: "No, I haven't had any chest pain",
    area: 'chest',
  },
  {
    names: ['shortness of breath', 'breathlessness', 'dyspnoea', 'dyspnea', 'difficulty breathing'],
    match: [/\bbreath/, /\bbreathing\b/, /\bwinded\b/, /\bdyspno/, /\bshort of\b/, /\bcan'?t breathe\b/],
    affirm: (s) =>
      s === 'severe'
        ? "I'm really short of breath — I can hardly catch my breath"
        : `I get ${sevAdv[s]} short of breath`,
    deny: 'No, my breathing has been fine',
  },
  {
    names: ['sweating', 'sweats', 'diaphoresis', 'excessive sweating'],
    match: [/\bsweat/, /\bclammy\b/, /\bperspir/, /\bdiaphore/],
    affirm: (s) =>
      s === 'severe'
        ? "I've been sweating a lot, I'm drenched"
        : s === 'moderate'
          ? "I've been sweating quite a lot"
          : "I've been sweating a bit more than usual",
    deny: "No, I haven't been sweating",
  },
  {
    names: ['nausea', 'feeling sick'],
    match: [/\bnause/, /\bsick\b(?! (leave|note|day))/, /\bqueasy\b/],
    affirm: (s) =>
      s === 'mild' ? 'I feel a bit sick, a bit nauseous' : `I feel ${sevAdv[s]} sick to my stomach`,
    deny: "No, I haven't felt sick",
  },
  {
    names: ['vomiting'],
    match: [/\bvomit/, /\bthrow(n|ing)? up\b/, /\bthrew up\b/, /\bbeen sick\b/],
    affirm: (s) => `I've been vomiting, and it's ${sevAdj[s]}`,
    deny: "No, I haven't vomited",
  },
  {
    names: ['fever', 'high temperature', 'pyrexia'],
    match: [/\bfever/, /\btemperature\b/, /\bhot\b/, /\bchills?\b/, /\bshiver/, /\bpyrex/],
    affirm: (s) =>
      s === 'severe'
        ? "I've had a really high fever"
        : s === 'moderate'
          ? "I've had a fever — I keep feeling hot and shivery"
          : "I've had a bit of a temperature",
    deny: "No, I haven't had a fever",
  },
  {
    names: ['cough'],
    match: [/\bcough/, /\bphlegm\b/, /\bsputum\b/],
    affirm: (s) => `I've got ${s === 'mild' ? 'a bit of a' : aSev[s]} cough`,
    deny: 'No, no cough',
  },
  {
    names: ['headache', 'headaches'],
    match: [/\bheadaches?\b/, /\bhead (hurt|ache|pain)/, /\bmigraine/, /\bpain in (your|the) head\b/],
    affirm: (s) => `I've been getting ${sevAdj[s]} headaches`,
    deny: 'No, no headaches',
    area: 'head',
  },
  {
    names: ['fatigue', 'tiredness', 'lethargy', 'weakness'],
    match: [
      /\btired/,
      /\bfatigue/,
      /\bexhaust/,
      /\benergy\b/,
      /\blethargi/,
      /\bworn out\b/,
      /\bweak(ness)?\b/,
    ],
    affirm: (s) =>
      s === 'severe'
        ? "I'm exhausted all the time"
        : s === 'moderate'
          ? "I've been feeling really tired"
          : "I've been feeling a bit more tired than usual",
    deny: 'No, my energy has been fine',
  },
  {
    names: ['abdominal pain', 'stomach ache', 'stomach pain', 'tummy pain', 'belly pain'],
    match: [/\babdom/, /\btumm(y|ies)\b/, /\bstomach ?(ache|pain)/, /\bbelly\b/, /\bstomach hurt/],
    affirm: (s) => `I've got ${aSev[s]} pain in my tummy`,
    deny: 'No, my tummy is fine',
    area: 'tummy',
  },
  {
    names: ['loss of appetite', 'reduced appetite', 'poor appetite', 'anorexia'],
    match: [/\bappetite\b/, /\beating\b/, /\bhungry\b/, /\bfood\b/, /\beat\b/],
    affirm: (s) =>
      s === 'severe'
        ? "I can't eat anything at all"
        : s === 'moderate'
          ? "I've really gone off my food"
          : "I've gone a bit off my food — my appetite isn't what it was",
    deny: "No, I'm eating normally",
  },
  {
    names: ['excessive thirst', 'thirst', 'polydipsia', 'increased thirst'],
    match: [/\bthirst/, /\bdrinking (a lot|more|lots|so much)/, /\bdry mouth\b/, /\bpolydips/],
    affirm: (s) =>
      s === 'mild'
        ? "I've been a bit more thirsty than usual"
        : `I'm ${sevAdv[s]} thirsty all the time, however much I drink`,
    deny: "No, I haven't been especially thirsty",
  },
  {
    names: ['frequent urination', 'polyuria', 'urinary frequency', 'increased urination'],
    match: [
      /\burin/,
      /\bpee(ing)?\b/,
      /\bwee(ing)?\b/,
      /\btoilet\b/,
      /\bbathroom\b/,
      /\bpass(ing)? water\b/,
      /\bwaterworks\b/,
      /\bpolyuri/,
    ],
    affirm: (s) =>
      s === 'mild'
        ? "I've been needing to pee a bit more often"
        : `I keep needing to pee, ${s === 'severe' ? 'constantly' : 'even at night'}`,
    deny: 'No, my waterworks are normal',
  },
  {
    names: ['wheezing', 'wheeze'],
    match: [/\bwheez/, /\bwhistl/],
    affirm: (s) =>
      `I've been wheezing ${s === 'mild' ? 'a little' : 'a lot'} — there's a whistle when I breathe out`,
    deny: 'No, no wheezing',
  },
  {
    names: ['sensitivity to light', 'photophobia'],
    match: [/\blight\b(?! ?head)/, /\bbright/, /\bphotophob/],
    affirm: (s) => `Bright light ${sevAdv[s]} bothers my eyes`,
    deny: "No, light doesn't bother me",
  },
  {
    names: ['dizziness', 'vertigo', 'light headedness'],
    match: [/\bdizz/, /\blight ?headed/, /\bvertigo\b/],
    affirm: (s) => `I've been feeling ${sevAdv[s]} dizzy`,
    deny: "No, I haven't felt dizzy",
  },
  {
    names: ['palpitations'],
    match: [/\bpalpitat/, /\bheart (racing|pounding|fluttering|skipping)/, /\bracing heart\b/],
    affirm: (s) => `My heart has been racing ${s === 'mild' ? 'now and then' : 'a lot'}`,
    deny: "No, I haven't noticed my heart racing",
  },
  {
    names: ['diarrhoea', 'diarrhea'],
    match: [/\bdiarrh/, /\bloose (stools?|bowels?)/, /\bthe runs\b/],
    affirm: (s) => `I've had ${s === 'mild' ? 'a bit of' : sevAdj[s]} diarrhoea`,
    deny: 'No, no diarrhoea',
  },
  {
    names: ['constipation'],
    match: [/\bconstipat/],
    affirm: (s) => `I've been ${sevAdv[s]} constipated`,
    deny: "No, I'm not constipated",
  },
  {
    names: ['rash', 'skin rash'],
    match: [/\brash\b/, /\bspots\b/, /\bitch/],
    affirm: (s) => `I've got ${s === 'mild' ? 'a bit of a' : aSev[s]} rash`,
    deny: 'No, no rash',
  },
  {
    names: ['weight loss', 'unintentional weight loss'],
    match: [/\bweight\b/, /\blost weight\b/],
    affirm: (s) => `I've lost ${s === 'mild' ? 'a little' : 'quite a lot of'} weight without trying`,
    deny: 'No, my weight has been about the same',
  },
  {
    names: ['swelling', 'leg swelling', 'ankle swelling', 'oedema', 'edema'],
    match: [/\bswell/, /\bswollen\b/, /\bo?edema\b/],
    affirm: (s) => `There's been ${s === 'mild' ? 'a little' : 'quite a lot of'} swelling`,
    deny: "No swelling that I've noticed",
  },
  {
    names: ['bleeding'],
    match: [/\bbleed/],
    affirm: () => "I've noticed some bleeding",
    deny: 'No, no bleeding',
  },
  {
    names: ['numbness', 'tingling', 'pins and needles'],
    match: [/\bnumb/, /\btingl/, /\bpins and needles\b/],
    affirm: () => "I've had some numbness and tingling",
    deny: 'No, no numbness or tingling',
  },
  {
    names: ['sore throat'],
    match: [/\bsore throat\b/, /\bthroat\b/],
    affirm: (s) => `My throat is ${sevAdv[s]} sore`,
    deny: 'No, my throat is fine',
  },
  {
    names: ['runny nose', 'nasal congestion', 'blocked nose'],
    match: [/\brunny nose\b/, /\bblocked nose\b/, /\bsneez/, /\bcongest/],
    affirm: () => "I've had a runny, blocked nose",
    deny: 'No, not really',
  },
  {
    names: ['back pain'],
    match: [/\bback (pain|ache|hurt)/, /\bbackache\b/],
    affirm: (s) => `I've got ${aSev[s]} pain in my back`,
    deny: 'No, my back is fine',
    area: 'back',
  },
  {
    names: ['blurred vision', 'visual disturbance'],
    match: [/\bvision\b/, /\bblurr/, /\beyesight\b/],
    affirm: () => 'My vision has been blurry',
    deny: 'No, my eyesight is fine',
  },
  {
    names: ['fainting', 'syncope', 'loss of consciousness'],
    match: [/\bfaint/, /\bpass(ed)? out\b/, /\bblack(ed)? out\b/, /\bcollaps/, /\blost consciousness\b/],
    affirm: () => 'I did pass out',
    deny: "No, I haven't fainted",
  },
  {
    names: ['joint pain'],
    match: [/\bjoints?\b/],
    affirm: (s) => `My joints are ${sevAdv[s]} painful`,
    deny: 'No, my joints are fine',
    area: 'joints',
  },
];

const painWords = /\b(pain|pains|painful|hurt|hurts|hurting|sore|ache|aching|agony)\b/;

/** A case symptom with everything needed to talk about it. */
interface Known {
  symptom: CaseSymptom;
  index: number;
  lexeme: Lexeme | null;
  matchers: RegExp[];
  isPain: boolean;
  area: string | null;
}

const stem = (w: string) => (w.length > 5 ? w.slice(0, Math.max(5, Math.ceil(w.length * 0.75))) : w);
const ignorable = new Set(['of', 'the', 'a', 'an', 'and', 'or', 'to', 'in', 'excessive', 'frequent', 'loss']);

function lexemeFor(name: string): Lexeme | null {
  const n = normalize(name);
  return lexicon.find((l) => l.names.includes(n)) ?? null;
}

function know(symptom: CaseSymptom, index: number): Known {
  const lexeme = lexemeFor(symptom.name);
  const n = normalize(symptom.name);
  const keys = n.split(/[^a-z0-9']+/).filter((w) => w && !ignorable.has(w));
  // A symptom nobody listed: recognised when every key word of its name is in the question.
  const own = keys.length ? [new RegExp(keys.map((k) => `(?=.*\\b${stem(k)})`).join(''))] : [];
  const isPain = painWords.test(n) || !!lexeme?.area;
  const area =
    lexeme?.area ??
    (isPain
      ? n
          .replace(painWords, '')
          .replace(/\b(in|of|the)\b/g, '')
          .trim() || null
      : null);
  return { symptom, index, lexeme, matchers: [...(lexeme?.match ?? []), ...own], isPain, area };
}

const mentions = (k: { matchers: RegExp[] }, text: string) => k.matchers.some((re) => re.test(text));

function affirmSentence(k: Known): string {
  if (k.lexeme) return k.lexeme.affirm(k.symptom.severity);
  const name = normalize(k.symptom.name);
  return `I've had ${name}, and it's ${sevAdj[k.symptom.severity]}`;
}

// ---------------------------------------------------------------------------------------------------
// Understanding the question

const intentPatterns = {
  roleBreak: [
    /\bare you (an? )?(ai|bot|robot|computer|machine|program|language model|chat ?bot|chat gpt|real( person)?|human|actor)\b/,
    /\bignore (all |any |your |the |previous |prior |earlier )*(instructions|prompts?|rules)\b/,
    /\b(system|your) prompt\b/,
    /\byour instructions\b/,
    /\byou are (now )?(the|a|my) (doctor|clinician|physician|nurse|assistant)\b/,
    /\bpretend (to be|you are|you're)\b/,
    /\bact as (a|an|the|my) /,
    /\brole ?play\b/,
    /\b(stop|quit) (playing|pretending|being)\b/,
    /\bbreak (character|role)\b/,
    /\bout of character\b/,
    /\bdeveloper mode\b/,
    /\bswap roles\b/,
  ],
  clinician: [
    /\bwhat (should|shall|do|can|would|must) (i|we) (do|give|prescribe|order|recommend|try|start|check|test|examine)\b/,
    /\bwhat (treatment|medication|medicine|drug|tests?|investigations?|scans?|management|plan|dose)s? (should|would|do|shall|can|must) (i|we|you)\b/,
    /\bwhat would you (recommend|suggest|advise|prescribe|do|order)\b/,
    /\b(can|could|would|will) you (examine|prescribe|diagnose|treat|recommend|suggest|advise|order)\b/,
    /\bwhat('s| is) the (next step|best treatment|treatment|management|plan|right dose|dose)\b/,
    /\bhow (should|would|do|shall) (i|we|you) (treat|manage|investigate)\b/,
    /\bwhat do you (recommend|suggest|advise|prescribe)\b/,
    /\btell me what to do\b/,
    /\bshould i (give|prescribe|order|admit|refer|send)\b/,
    /\bwhat (tests?|investigations?|scans?) (do|would|should) (you|we|i)\b/,
    /\bhow (do|would|should) (you|i|we) (diagnose|confirm)\b/,
    /\bwhat should (i|we) do\b/,
  ],
  diagnosis: [
    /\bwhat (do|did) you (think|reckon|suppose|believe) (it is|this is|it's|is (wrong|going on|happening|causing)|you (have|'ve got|might have)|it might be|it could be|'s (wrong|going on))/,
    /\bwhat (do you have|have you got|illness do you have|disease do you have|condition do you have)\b/,
    /\b(your|the|a|my|his|her) diagnosis\b/,
    /\bdiagnos(e|is) (you|yourself|this|it|me)\b/,
    /\bwhat('s| is) (causing|the cause of) (it|this|that|your)/,
    /\bwhat (is|'s) (it|this) called\b/,
    /\bdo you know what (it is|this is|'s wrong|is wrong|you have)\b/,
    /\bwhat (is|'s) (the|your) (condition|disease|illness)\b/,
    /\bany idea what (it is|this is|'s (wrong|causing)|is (wrong|causing))\b/,
  ],
  greeting: [
    /^(hi|hello|hey|hiya|good (morning|afternoon|evening|day)|nice to meet you|how do you do)\b/,
    /\b(my name is|i'?m (dr|doctor)\b|i am (dr|doctor|the doctor|a (medical )?student|one of the))/,
  ],
  name: [/\byour (full )?name\b/, /\bwho are you\b/, /\bconfirm your (name|identity|details)\b/],
  age: [/\bhow old\b/, /\byour age\b/, /\bdate of birth\b/, /\bwhen were you born\b/, /\bdob\b/],
  presenting: [
    /\bwhat (brings|brought) you\b/,
    /\bwhat seems to be\b/,
    /\bwhat('s| is| has| was) (the )?(problem|matter|wrong|going on|happening|bothering|troubling|been bothering|up)\b/,
    /\bhow (can|may) i help\b/,
    /\bwhat can i (do|help)\b/,
    /\b(main|chief|presenting|biggest) (problem|concern|complaint|issue|symptom|worry)\b/,
    /\breason for (your |the |today's )?(visit|coming|appointment)\b/,
    /\bwhy (have|did) you come\b/,
    /\bwhy are you (here|in)\b/,
    /\bwhat happened\b/,
    /\btell me (what|about (your|the) (problem|symptoms?|complaint|concern|issue))\b/,
    /\bhow are you( feeling| doing)?\b/,
    /\b(come|coming) in today\b/,
    /\bwhat symptoms (do you have|have you (got|had|been having))\b/,
    /\bwhat are your symptoms\b/,
    /\b(list|describe) (all )?your symptoms\b/,
    /\bwhat('s| is) wrong\b/,
  ],
  otherSymptoms: [
    /\b(any|what|are there) other symptoms?\b/,
    /\bany (more|further|additional|new) symptoms?\b/,
    /\banything else\b/,
    /\bany other (problems?|complaints?|issues?|concerns?|changes?)\b/,
    /\bother than (that|this|the \w+)\b/,
    /\bapart from (that|this|the \w+)\b/,
    /\bbesides (that|this|the \w+)\b/,
    /\bwhat else\b/,
    /\bassociated symptoms?\b/,
    /\bis there more\b/,
    /\b(have you|did you) (noticed|notice) anything\b/,
    /\bany other\b/,
  ],
  onset: [
    /\bwhen did\b/,
    /\bhow long\b/,
    /\bsince when\b/,
    /\bwhen (was|were) the first\b/,
    /\bstart(ed|s)?\b/,
    /\bbeg[ai]n\b/,
    /\bonset\b/,
    /\bfirst (notice|noticed|start|began|appear)/,
    /\bhow many (minutes|hours|days|weeks|months|years)\b/,
    /\b(come|came) on\b/,
    /\bsudden(ly)?\b/,
    /\bgradual(ly)?\b/,
  ],
  location: [
    /\bwhere\b.*\b(pain|hurt|it|ache|feel|sore)\b/,
    /\bwhere (is|does|exactly)\b/,
    /\bwhich (side|part)\b/,
    /\bpoint to\b/,
    /\bwhereabouts\b/,
  ],
  radiation: [
    /\b(spread|spreads|spreading|radiat\w*|travel\w*|shoot\w*)\b/,
    /\bgo(es)? (anywhere|elsewhere|to|into|down|up)\b/,
    /\bmov(e|ed|es|ing)\b/,
    /\banywhere else\b/,
  ],
  character: [
    /\bdescribe\b/,
    /\bwhat (does|did|do) (it|they|the \w+) feel like\b/,
    /\bwhat('s| is) (it|the \w+) like\b/,
    /\bwhat (kind|type|sort) of\b/,
    /\b(sharp|dull|crushing|burning|stabbing|throbbing|squeezing|pressure|tight|cramp\w*|constant|dry|productive|chesty)\b/,
    /\bcharacter\b/,
  ],
  severity: [
    /\bhow (bad|severe|strong|intense|painful|much does it hurt|serious)\b/,
    /\bsever(e|ity)\b/,
    /\bscale\b/,
    /\bout of (10|ten)\b/,
    /\brate (it|the|your)\b/,
    /\bintensity\b/,
    /\bhow much (does it|is it)\b/,
  ],
  triggers: [
    /\b(makes?|made|making) (it|the \w+|them|things|you) (worse|better)\b/,
    /\b(worse|better) (when|if|with|after|on|at)\b/,
    /\b(relie(f|ve|ves|ved)|aggravat\w*|eases?|eased)\b/,
    /\bwhat (were you doing|was happening)\b/,
    /\btried anything\b/,
    /\btaken anything for\b/,
    /\btrigger\w*\b/,
    /\b(anything|something) (help|helps|helped)\b/,
    /\bdoes (anything|rest|moving|movement|eating|breathing) (help|make)/,
  ],
  previous: [
    /\b(had|happened|experienced|felt|noticed) (this|anything like this|something like this|it|that) before\b/,
    /\bfirst time\b/,
    /\bprevious episodes?\b/,
    /\bever (had|happened|felt) (this|it|that|anything like)\b/,
    /\bhappened before\b/,
    /\bbefore now\b/,
  ],
  pmh: [
    /\bmedical (history|conditions?|problems?|issues?|illness)\b/,
    /\bpast (medical|history|illness|illnesses|problems?)\b/,
    /\bhealth (conditions?|problems?|issues?)\b/,
    /\b(other|any|previous|past|long term|ongoing) (illness|illnesses|conditions?|diseases?)\b/,
    /\bdiagnosed with\b/,
    /\bbeen (diagnosed|hospitali[sz]ed|in hospital|admitted)\b/,
    /\bprevious(ly)? (illness|surgery|operation|problems?|admissions?)\b/,
    /\b(operations?|surger(y|ies))\b/,
    /\bchronic\b/,
    /\bhistory of\b/,
    /\bgenerally (well|healthy|fit)\b/,
    /\b(usually|normally) (well|healthy|fit)\b/,
    /\bproblems with your (heart|lungs|chest|blood pressure|kidneys|liver)\b/,
  ],
  pmhSpecific: [
    /\b(do you have|have you (got|had)|are you|any|suffer from|history of|ever had) (a |an |any )?(history of )?(high blood pressure|hypertension|blood pressure|diabet\w*|asthma\w*|heart (problems?|disease|conditions?|trouble|attacks?)|cholesterol|stroke|epilep\w*|copd|arthritis|migraines?|depression|anxiety|cancer|kidney (disease|problems?)|thyroid)/,
  ],
  medications: [
    /\bmedications?\b/,
    /\bmedicines?\b/,
    /\btablets?\b/,
    /\bpills?\b/,
    /\bprescri(bed|ption|ptions)\b/,
    /\btak(e|ing) (any|anything|something|regularly|regular)\b/,
    /\bover the counter\b/,
    /\binhalers?\b/,
    /\b(any|regular|prescription) drugs?\b/,
  ],
  allergies: [/\ballerg/],
  family: [
    /\bfamily\b/,
    /\bparents?\b/,
    /\b(mother|father|mum|mom|dad|siblings?|brothers?|sisters?|relatives?|grand(father|mother|parents?))\b/,
    /\bruns? in\b/,
    /\b(genetic|hereditary|inherited)\b/,
  ],
  smoking: [/\bsmok/, /\bcigarett/, /\btobacco\b/, /\bvap(e|es|ing)\b/],
  alcohol: [
    /\balcohol/,
    /\bdo you drink\b/,
    /\bhow much do you drink\b/,
    /\bdrink(s|ing)? (alcohol|beer|wine|spirits)\b/,
    /\bunits\b/,
  ],
  occupation: [/\boccupation\b/, /\bwork\b/, /\bjob\b/, /\bfor a living\b/, /\bemploy/, /\bretired\b/],
  living: [
    /\blive (with|alone|on your own)\b/,
    /\bliving (situation|arrangements?)\b/,
    /\bat home\b/,
    /\bwho.* live/,
  ],
  drugs: [/\brecreational\b/, /\bstreet drugs\b/, /\billicit\b/, /\bcannabis\b/, /\bcocaine\b/, /\bweed\b/],
  exercise: [/\bexercise\b/, /\bphysically active\b/, /\bsports?\b/, /\bkeep fit\b/],
  sleep: [/\bsleep/],
  bowels: [/\bbowels?\b/, /\bstools?\b/, /\bpoo\b/],
  concerns: [
    /\bworr(y|ied|ies|ying)\b/,
    /\bconcern(s|ed)?\b/,
    /\bexpect(ing|ations?)?\b/,
    /\bhoping (for|to|we)\b/,
    /\bwhat do you (want|hope)\b/,
    /\b(your )?ideas about\b/,
    /\bafraid\b/,
    /\bscared\b/,
  ],
  explain: [
    /\b(i('m| am) going to|i will|i'll|we('ll| will| are going to| need to)|let me|i'd like to|i need to|i want to) (examine|listen|check|take|do|run|order|send|give|start|arrange|refer|admit|look|have a look|get|put)\b/,
    /\bi think you (have|may have|might have|'ve got|could have)\b/,
    /\byou (have|may have|might have|probably have|'ve got|could have) (a |an )?[a-z ]*(infection|attack|disease|itis|diabetes|condition)\b/,
    /\bit (sounds|looks) like (you|it)\b/,
  ],
  thanks: [/\bthank/, /\bthat'?s (all|everything)\b/, /\bthat is all\b/, /\b(good ?bye|bye|see you)\b/],
};

type Intent = keyof typeof intentPatterns;

/** Words that name an illness: "is it X?" with one of these is asking for a diagnosis. */
const illness =
  /(heart attack|attack|infarct\w*|\bmi\b|stroke|cancer|tumou?r|infection|pneumonia|flu\b|influenza|covid|virus|viral|bug\b|appendi\w*|diabet\w*|asthma|angina|embolism|clot|ulcer|hernia|gall ?stones?|stones?|sepsis|meningitis|migraine|panic|reflux|indigestion|heartburn|copd|bronchitis|tuberculosis|\btb\b|disease|syndrome|disorder|serious|dangerous|\w+itis\b|\w+osis\b|\w+oma\b|\w+a?emia\b|something bad)/;
const askingIfIllness = new RegExp(
  `\\b(is (it|this|that)|could (it|this|that) be|might (it|this) be|can (it|this) be|do you think (it'?s|it is|you have|you'?ve got|this is|you (might|may|could) (be|have))|are you having|are you suffering from|have you got|do you have|might you have|could you have|am i right|maybe it'?s|probably)\\b.{0,40}${illness.source}`,
);

function intentsOf(q: string): Set<Intent> {
  const found = new Set<Intent>();
  for (const [intent, patterns] of Object.entries(intentPatterns) as [Intent, RegExp[]][])
    if (patterns.some((re) => re.test(q))) found.add(intent);
  // "Is it a heart attack?", "could this be appendicitis?": asking the patient to diagnose.
  if (askingIfIllness.test(q) && !found.has('pmhSpecific') && !found.has('family')) found.add('diagnosis');
  if (found.has('diagnosis') && /\bdiagnosed with\b/.test(q)) found.delete('diagnosis');
  // "Does anyone in your family have heart disease?" is family history, not the patient's own.
  if (found.has('family')) {
    const cut = Math.min(...intentPatterns.family.map((re) => q.search(re)).filter((i) => i >= 0));
    const before = q.slice(0, cut);
    if (!intentPatterns.pmh.some((re) => re.test(before))) found.delete('pmh');
    if (!intentPatterns.pmhSpecific.some((re) => re.test(before))) found.delete('pmhSpecific');
  }
  // "Have you taken anything for it?" is about relief, not regular medicines.
  if (found.has('triggers') && /\btaken anything for\b/.test(q)) found.delete('medications');
  // "recreational drugs" is social history.
  if (found.has('drugs')) found.delete('medications');
  return found;
}

// ---------------------------------------------------------------------------------------------------
// The patient

const an = (w: string) => (/^[aeiou]/i.test(w) ? `an ${w}` : `a ${w}`);
const joinAnd = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? '');
const lowerFirst = (s: string) => (/^I\b/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1));

/** Keys of the diagnosis (and the everyday words for it) the patient must never say. */
function diagnosisGuards(diagnosis: string | null | undefined): RegExp[] {
  if (!diagnosis?.trim()) return [];
  const n = normalize(diagnosis);
  const qualifiers = new Set(
    'acute chronic suspected probable possible likely mild moderate severe mellitus type community acquired disease syndrome disorder uncomplicated complicated early simple of the and with left right 1 2 i ii'.split(
      ' ',
    ),
  );
  const words = n.split(/[^a-z0-9]+/).filter((w) => w.length > 2 && !qualifiers.has(w));
  const guards = words.map((w) => new RegExp(`\\b${w.length > 6 ? w.slice(0, w.length - 2) : w}`));
  const lay: [RegExp, RegExp][] = [
    [/myocardial|infarct|\bmi\b|stemi|coronary/, /\bheart attack|\bcoronary|\binfarct/],
    [/pneumonia/, /\bchest infection|\blung infection|\bpneumon/],
    [/appendic/, /\bappendi/],
    [/diabet/, /\bdiabet|\bsugar\b/],
    [/asthma/, /\basthma/],
    [/stroke|cerebrovascular/, /\bstroke/],
    [/embolism/, /\bclot|\bembol/],
    [/migraine/, /\bmigraine/],
    [/meningitis/, /\bmeningitis/],
  ];
  for (const [when, guard] of lay) if (when.test(n)) guards.push(guard);
  return guards;
}

interface Context {
  c: PatientCase;
  facts: HistoryFacts;
  known: Known[];
  /** Case symptoms the patient has mentioned already. */
  revealed: Set<Known>;
  /** The symptom being talked about ("it"). */
  topic: Known | null;
  main: Known | null;
}

function buildContext(c: PatientCase, conversation: readonly Turn[]): Context {
  const facts = readHistory(c.medicalHistory ?? '');
  const known = c.symptoms.map(know);
  const bySeverity = [...known].sort(
    (a, b) => rank[b.symptom.severity] - rank[a.symptom.severity] || a.index - b.index,
  );
  const revealed = new Set<Known>();
  let topic: Known | null = null;
  for (const turn of conversation) {
    const text = normalize(turn.text);
    const hit = known.filter((k) => mentions(k, text));
    if (turn.isAI) for (const k of hit) revealed.add(k);
    // Denials ("No, I haven't had a fever") are not about a symptom the patient has.
    if (hit.length) topic = hit[0] ?? topic;
  }
  return { c, facts, known, revealed, topic, main: bySeverity[0] ?? null };
}

function nextUnrevealed(ctx: Context): Known | null {
  const order = [...ctx.known].sort(
    (a, b) => rank[b.symptom.severity] - rank[a.symptom.severity] || a.index - b.index,
  );
  return order.find((k) => !ctx.revealed.has(k)) ?? null;
}

function onsetAnswer(ctx: Context, target: Known | null): string {
  const timeline = ctx.facts.timeline[0];
  if (!timeline) return 'It came on a few days ago';
  const t = normalize(timeline);
  const aboutOther =
    target &&
    target !== ctx.main &&
    ctx.known.some((k) => k !== target && mentions(k, t)) &&
    !mentions(target, t);
  const aboutPainOnly = target && !target.isPain && /\bpain\b/.test(t);
  if (aboutOther || aboutPainOnly) return 'It started around the same time as the rest of it';
  return timeline;
}

function locationAnswer(ctx: Context, target: Known | null): string {
  if (target?.isPain) {
    if (ctx.facts.painCourse && (target === ctx.main || !target.area || /tummy|abdom/.test(target.area)))
      return ctx.facts.painCourse;
    return `It's right here in my ${target.area ?? 'body'}`;
  }
  return "It's hard to say exactly where — it's more of a general feeling";
}

function radiationAnswer(ctx: Context, target: Known | null): string {
  const d = normalize(target?.symptom.description ?? '');
  const spread = d.match(/\b(?:spread|spreads|radiat\w*|travel\w*|go(?:es)?) (?:in)?to (?:the )?(.+)$/);
  if (spread) {
    const parts = (spread[1] as string)
      .split(/\s*(?:,|\bor\b|\band\b)\s*/)
      .map((p) => p.replace(/^(the|my)\s+/, '').trim())
      .filter(Boolean);
    return `Yes, it goes into my ${joinAnd(parts)}`;
  }
  if (target?.isPain && ctx.facts.painCourse && target === ctx.main) return ctx.facts.painCourse;
  return 'No, it stays in the one place';
}

const qualityWords =
  /\b(pressure|tight\w*|sharp|dull|burning|throbbing|crushing|stabbing|squeez\w*|aching|cramp\w*|whistl\w*|dry|productive|constant|comes and goes|heavy|heaviness)\b/;

function characterAnswer(target: Known | null): string {
  if (!target) return "It's hard to describe, doctor";
  const d = target.symptom.description ?? '';
  if (qualityWords.test(normalize(d))) {
    const first = (d.split(/[,;]/)[0] ?? d)
      .trim()
      .replace(/^(a|an)\s+/i, '')
      .toLowerCase()
      .replace(/\bthe (chest|head|tummy|stomach|abdomen|arm|back|throat)\b/g, 'my $1');
    return `It feels like ${first}`;
  }
  return `It's hard to describe — it's just ${sevAdj[target.symptom.severity]}`;
}

function severityAnswer(target: Known | null, q: string): string {
  if (!target) return "It's not too bad";
  const s = target.symptom.severity;
  const score = sevScore[s];
  if (target.isPain || /\bscale\b|out of (10|ten)|\brate\b/.test(q))
    return `I'd say it's about ${score === 8 ? 'an 8' : `a ${score}`} out of 10`;
  return `It's ${sevAdj[s]}`;
}

function triggersAnswer(ctx: Context, q: string): string {
  if (/\btaken anything for\b|\btried anything\b/.test(q)) return "No, I haven't taken anything for it yet";
  if (ctx.facts.trigger) return `It came on ${ctx.facts.trigger}, and nothing I do seems to ease it`;
  return 'Nothing in particular seems to make it better or worse';
}

function conditionSpecific(ctx: Context, q: string): string {
  const asked = q.match(
    /(high blood pressure|hypertension|blood pressure|diabet\w*|asthma\w*|heart (?:problems?|disease|conditions?|trouble|attacks?)|cholesterol|stroke|epilep\w*|copd|arthritis|migraines?|depression|anxiety|cancer|kidney (?:disease|problems?)|thyroid)/,
  )?.[1];
  if (!asked) return pmhAnswer(ctx);
  const key = asked
    .replace(/^hypertension$/, 'high blood pressure')
    .replace(/^blood pressure$/, 'blood pressure');
  const have = ctx.facts.conditions.find((s) => normalize(s).includes(key.slice(0, 6)));
  return have ? `Yes, ${lowerFirst(have)}` : 'No, not that I know of';
}

function pmhAnswer(ctx: Context): string {
  const { conditions } = ctx.facts;
  if (!conditions.length) return "No, I've been pretty healthy otherwise";
  if (conditions.length === 1 && /overweight/.test(conditions[0] as string))
    return "I'm a bit overweight, but otherwise I've been healthy";
  return joinAnd(conditions.map((s, i) => (i ? lowerFirst(s) : s)));
}

function medicationsAnswer(ctx: Context): string {
  const { medications } = ctx.facts;
  if (!medications.length) return "No, I don't take any regular medicines";
  return joinAnd(medications.map((s, i) => (i ? lowerFirst(s) : s)));
}

function allergiesAnswer(ctx: Context): string {
  const { allergies } = ctx.facts;
  if (!allergies.length) return "No, I'm not allergic to anything that I know of";
  return `Yes, ${lowerFirst(joinAnd(allergies.map((s, i) => (i ? lowerFirst(s) : s))))}`;
}

function familyAnswer(ctx: Context): string {
  const { family } = ctx.facts;
  if (!family.length) return 'Not that I know of — nothing runs in the family';
  return joinAnd(family.map((s, i) => (i ? lowerFirst(s) : s)));
}

function occupationAnswer(ctx: Context): string {
  const job = ctx.facts.occupation;
  if (!job) return "Nothing I'd think is relevant, doctor — it's an ordinary job";
  if (/^retired|^unemployed/.test(job)) return `I'm ${job}`;
  return `I'm ${an(job)}`;
}

/** The answer, in the patient's words: one to three sentences. */
export function answerAsPatient(c: PatientCase, conversation: readonly Turn[], question: string): string {
  const q = normalize(question).replace(/[?!.]+/g, (m) => (m.includes('?') ? '?' : '.'));
  const ctx = buildContext(c, conversation);
  const intents = intentsOf(q);
  const sentences: Said[] = [];
  /** `fromRecord`: history the case record states (a family member's illness, a known condition). */
  const say = (s: string | null | undefined, fromRecord = false) => {
    if (s) sentences.push({ text: sentenceCase(s), fromRecord });
  };

  if (!q.replace(/[^a-z0-9]/g, '')) return "Sorry, doctor, I didn't catch that. Could you say it again?";

  // Never step out of the role, never play the clinician, never name the diagnosis.
  if (intents.has('roleBreak'))
    return finish(ctx, conversation, [
      plain("Sorry, doctor, I don't follow. I'm just here because I'm not feeling well."),
    ]);
  if (intents.has('clinician'))
    return finish(ctx, conversation, [
      plain("You're the doctor — I was hoping you could tell me what to do."),
      plain("I'm just worried and want to feel better."),
    ]);
  if (intents.has('diagnosis'))
    return finish(ctx, conversation, [
      plain("I really don't know, doctor — that's what I came here to find out."),
      plain("I'm worried it could be something serious."),
    ]);

  // The student telling rather than asking: the patient goes along with it and says nothing more.
  if (intents.has('explain') && !q.includes('?'))
    return finish(ctx, conversation, [plain('Okay, doctor, whatever you think is best.')]);

  if (intents.has('greeting')) say(`Hello, doctor`);
  if (intents.has('name')) say(`My name is ${c.name}`);
  if (intents.has('age'))
    say(ctx.facts.age !== null ? `I'm ${ctx.facts.age}` : "I'd rather not say, if that's all right");

  // The symptoms the question names, in the order it names them.
  const asked = lexicon
    .map((l) => ({ l, at: Math.min(...l.match.map((re) => q.search(re)).filter((i) => i >= 0)) }))
    .filter((x) => Number.isFinite(x.at))
    .sort((a, b) => a.at - b.at);
  const askedKnown: Known[] = [];
  const askedMissing: Lexeme[] = [];
  for (const { l } of asked) {
    const k = ctx.known.find((x) => x.lexeme === l);
    if (k) {
      if (!askedKnown.includes(k)) askedKnown.push(k);
    } else askedMissing.push(l);
  }
  for (const k of ctx.known) if (!k.lexeme && mentions(k, q) && !askedKnown.includes(k)) askedKnown.push(k);
  const mentionsPain = painWords.test(q);
  const painSymptom =
    [...ctx.known]
      .filter((k) => k.isPain)
      .sort((a, b) => rank[b.symptom.severity] - rank[a.symptom.severity] || a.index - b.index)[0] ?? null;

  const aspects = (
    ['onset', 'location', 'radiation', 'character', 'severity', 'triggers', 'previous'] as const
  ).filter((a) => intents.has(a));
  // "It": the symptom named, else the pain when the question is about pain, else the one being discussed.
  const target =
    askedKnown[0] ?? (mentionsPain ? painSymptom : null) ?? ctx.topic ?? (aspects.length ? ctx.main : null);

  if (intents.has('presenting') && !askedKnown.length) {
    const main = ctx.main;
    if (main) say(affirmSentence(main));
    else say("I just haven't been feeling right, doctor");
  }

  if (aspects.length && (target || !askedMissing.length)) {
    if (mentionsPain && !target && !askedKnown.length) say("No, I'm not really in any pain");
    else
      for (const a of aspects.slice(0, 3)) {
        if (a === 'onset') say(onsetAnswer(ctx, target));
        if (a === 'location') say(locationAnswer(ctx, target));
        if (a === 'radiation') say(radiationAnswer(ctx, target));
        if (a === 'character') say(characterAnswer(target));
        if (a === 'severity') say(severityAnswer(target, q));
        if (a === 'triggers') say(triggersAnswer(ctx, q));
        if (a === 'previous') say("No, I've never had anything like this before");
      }
  } else if (!intents.has('presenting') || askedKnown.length || askedMissing.length) {
    for (const k of askedKnown) say(affirmSentence(k));
    for (const l of askedMissing) {
      // "Any nausea or vomiting?" with nausea only: yes to one, no to the other.
      say(l.deny);
    }
    if (!askedKnown.length && !askedMissing.length && mentionsPain && !intents.has('pmhSpecific')) {
      if (painSymptom) say(affirmSentence(painSymptom));
      else say("No, I'm not really in any pain");
    }
  }

  if (intents.has('otherSymptoms')) {
    const next = nextUnrevealed({ ...ctx, revealed: new Set([...ctx.revealed, ...askedKnown]) });
    if (next)
      say(
        ctx.revealed.size || askedKnown.length
          ? `Also, ${lowerFirst(affirmSentence(next))}`
          : affirmSentence(next),
      );
    else say("No, I think that's everything");
  }

  // History questions, answered in the order they were asked.
  const history: [Intent, () => string | null][] = [
    ['pmhSpecific', () => conditionSpecific(ctx, q)],
    ['pmh', () => (intents.has('pmhSpecific') ? null : pmhAnswer(ctx))],
    ['medications', () => medicationsAnswer(ctx)],
    ['allergies', () => allergiesAnswer(ctx)],
    ['family', () => familyAnswer(ctx)],
    ['smoking', () => ctx.facts.smoking ?? "No, I don't smoke"],
    ['alcohol', () => ctx.facts.alcohol ?? 'Just the occasional drink, nothing much'],
    ['drugs', () => "No, I don't take any recreational drugs"],
    ['occupation', () => occupationAnswer(ctx)],
    ['living', () => ctx.facts.living ?? 'I manage fine at home'],
    [
      'exercise',
      () =>
        ctx.facts.overweight ? 'Not as much as I should, to be honest' : 'I try to keep reasonably active',
    ],
    ['sleep', () => (askedKnown.length ? null : "I've been sleeping more or less as usual")],
    ['bowels', () => (askedKnown.length || askedMissing.length ? null : 'My bowels have been normal')],
  ];
  const at = (intent: Intent) =>
    Math.min(...intentPatterns[intent].map((re) => q.search(re)).filter((i) => i >= 0));
  for (const [, answer] of history
    .filter(([intent]) => intents.has(intent))
    .sort(([a], [b]) => at(a) - at(b)))
    say(answer(), true);
  if (intents.has('concerns'))
    say("I'm worried it might be something serious. I just want to find out what's going on");
  if (intents.has('explain') && !sentences.length) say('Okay, doctor, whatever you think is best');
  if (intents.has('thanks') && !sentences.length) say('Thank you, doctor');

  if (!sentences.length)
    say("I'm sorry, doctor, I'm not sure what you mean. Could you ask me that another way?");
  return finish(ctx, conversation, sentences);
}

interface Said {
  text: string;
  fromRecord: boolean;
}
const plain = (text: string): Said => ({ text, fromRecord: false });

/** Openings that are fine to repeat word for word. */
const formulaic =
  /^(hello|thank|sorry|i'm sorry|you're the doctor|i really don't know|okay|no, i think that's everything)/i;

/**
 * At most three sentences, "as I said" before a repeat, and never the diagnosis: a sentence naming it is
 * replaced, unless it is history the record states (a relative's illness, a condition already known).
 */
function finish(ctx: Context, conversation: readonly Turn[], said: Said[]): string {
  const guards = diagnosisGuards(ctx.c.diagnosis);
  const before = new Set(
    conversation
      .filter((t) => t.isAI)
      .flatMap((t) => t.text.split(/(?<=[.!?])\s+/))
      .map((s) => normalize(s)),
  );
  const out: string[] = [];
  for (const { text, fromRecord } of said)
    for (const raw of text.split(/(?<=[.!?])\s+(?=[A-Z])/)) {
      const s =
        !fromRecord && guards.some((g) => g.test(normalize(raw)))
          ? "I don't know what's causing it, doctor."
          : raw;
      if (out.includes(s) || out.length === 3) continue;
      out.push(s);
    }
  const first = out[0];
  if (first && before.has(normalize(first)) && !formulaic.test(first))
    out[0] = `As I said, ${lowerFirst(first)}`;
  return out.join(' ');
}
