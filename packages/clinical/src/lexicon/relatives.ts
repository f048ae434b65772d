/** The patient's relatives and the people close to them, as a question or a note names them. */
export const relativeWords = [
  'wife',
  'husband',
  'partner',
  'girlfriend',
  'boyfriend',
  'mother',
  'mum',
  'mom',
  'father',
  'dad',
  'parents?',
  'sons?',
  'daughters?',
  'children',
  'kids',
  'brothers?',
  'sisters?',
  'siblings?',
  'grandmother',
  'grandfather',
  'grandparents?',
  'nan',
  'grandma',
  'grandad',
  'granddad',
  'grandpa',
  'granny',
  'gran',
  'uncle',
  'aunt',
  'auntie',
  'cousin',
  'twin',
  'family',
].join('|');

/** Relatives, for family history: the family and the note's "FH", not a partner or a friend. */
export const relativePattern =
  /\b(father|mother|dad|mum|mom|brother|sister|siblings?|parents?|grand(father|mother|parents?|ma|pa|d?ad)|gran|granny|nan|nana|nanna|uncle|aunt(ie)?|son|daughter|twin|cousin|family|fh)\b/;

/**
 * A clause that opens with a relative ("Her mother had a stroke", "his paternal uncle has Crohn's",
 * "mother also allergic"): what it says is theirs, not the patient's.
 */
export const relativeLead = new RegExp(
  `^(?:(?:his|her|my|their|the|a|an|both|one|two|\\d+|all|several|patient's) )*(?:(?:paternal|maternal|older|younger|elder|twin|late|birth|biological|foster|step) )*${relativePattern.source.replace(/^\\b/, '')}`,
);

/** People around the patient beyond the family, who may have seen, found, helped or told something. */
export const peopleWords = [
  relativeWords,
  'friends?|flatmates?|housemates?|room ?mates?|neighbou?rs?|carers?|colleagues?|boss|teachers?|nurses?|gp|doctors?|paramedics?|ambulance|police|nursery|school|childminder|someone|somebody|strangers?',
].join('|');

/**
 * The relatives a family-history question can ask of, each with the words a note may call them by
 * (familyAnswer.ts): "Is your mum still alive?" is answered from what the note says of the mother.
 */
export const relativeGroups: readonly { words: string; reason: string }[] = [
  { words: 'mum mother mom mam', reason: 'the mother' },
  { words: 'dad father pa', reason: 'the father' },
  { words: 'parent parents', reason: 'either parent' },
  { words: 'brother brothers sister sisters sibling siblings twin', reason: 'brothers and sisters' },
  {
    words:
      'grandmother grandfather grandparent grandparents nan gran granny grandma grandad granddad grandpa',
    reason: 'grandparents',
  },
  { words: 'son sons daughter daughters children child kids', reason: 'children' },
  { words: 'uncle uncles aunt aunts auntie cousin cousins', reason: 'the wider family' },
  { words: 'husband wife partner spouse', reason: 'a partner, asked of as family' },
];

/** Words of a family-history question that ask of the family, not of an illness in it. */
export const familyAskWords =
  'family history relatives relative run runs running anyone anybody someone anything anyone else side alive living still well health healthy die died death dead pass passed away age old young problems problem conditions condition illnesses illness diseases medical serious hereditary genetic inherited members member know knowledge any other similar like this same thing things bad serious severe major significant wrong matter trouble troubles';

/**
 * Illnesses a family-history question names by the body or in lay words, each with the conditions a
 * note may name instead ("joint problems" finds an aunt's psoriasis and arthritis, "bad headaches" a
 * mother's migraine). Read only by familyAnswer.ts.
 */
export const familyIllnessRows: readonly { words: string; reason: string }[] = [
  {
    words: 'joint joints arthritis gout rheumatoid psoriasis lupus',
    reason: 'joint disease runs in families',
  },
  { words: 'skin eczema psoriasis dermatitis rash', reason: 'skin disease' },
  { words: 'headache headaches migraine migraines', reason: 'headaches' },
  { words: 'memory dementia alzheimer alzheimers forgetful', reason: 'memory' },
  {
    words: 'mental nerves depression depressed anxiety breakdown bipolar schizophrenia suicide psychiatric',
    reason: 'mental health',
  },
  { words: 'heart cardiac attack angina stent bypass infarction', reason: 'heart disease' },
  { words: 'lung lungs chest asthma copd emphysema bronchitis', reason: 'lung disease' },
  { words: 'bowel bowels colon crohn crohns colitis coeliac', reason: 'bowel disease' },
  { words: 'clot clots dvt embolism thrombosis clotting', reason: 'blood clots' },
  { words: 'thyroid graves hashimoto underactive overactive goitre', reason: 'thyroid disease' },
  { words: 'sugar diabetes diabetic', reason: 'diabetes' },
  { words: 'cancer cancers tumour tumours leukaemia lymphoma growth', reason: 'cancer' },
  { words: 'stroke strokes', reason: 'stroke' },
];

/**
 * Who may bring a child in and tell the story (facts.ts): parents and grandparents tell a child's story
 * wherever the note says they brought one; the others only when the patient is a child by age, since
 * "brought in by his brother" is said of grown men too. Each with the carer's own pronoun.
 */
export const carerRows: readonly {
  words: string;
  pronoun: 'she' | 'he' | null;
  always: boolean;
  reason: string;
}[] = [
  {
    words: 'mother mum grandmother gran nan grandma',
    pronoun: 'she',
    always: true,
    reason: 'a mother or grandmother',
  },
  {
    words: 'father dad grandfather grandad grandpa',
    pronoun: 'he',
    always: true,
    reason: 'a father or grandfather',
  },
  { words: 'parents', pronoun: null, always: true, reason: 'both parents' },
  {
    words: 'stepmother stepmum aunt auntie sister',
    pronoun: 'she',
    always: false,
    reason: 'a stepmother, an aunt or an older sister',
  },
  {
    words: 'stepfather stepdad uncle brother',
    pronoun: 'he',
    always: false,
    reason: 'a stepfather, an uncle or an older brother',
  },
  {
    words: 'carer childminder guardian',
    pronoun: null,
    always: false,
    reason: 'someone who looks after the child',
  },
];

/** The words of the carers of `carerRows`, all or only those who tell a child's story wherever named. */
export const carerWords = (always: boolean): string =>
  carerRows
    .filter((r) => r.always || !always)
    .flatMap((r) => r.words.split(' '))
    .join('|');

/** The carer's own pronoun, by the word the note calls them. */
export const carerPronoun = (narrator: string): 'she' | 'he' | null =>
  carerRows.find((r) => r.words.split(' ').includes(narrator))?.pronoun ?? null;
