/**
 * Families of words that speak of the same thing, as a student, a patient or a note would say it: the
 * lexicon's synonym rows. Each row is one family with the reason it exists; a word's stem names its
 * family, so "wee" in a question finds "urine" in a note. Read by the retrieval (recall.ts), the
 * lossless reader's coverage (author.ts) and anything else that compares words by meaning.
 */
export interface FamilyRow {
  words: readonly string[];
  reason: string;
  /**
   * `same`: the words name one thing (wee, urine), so a fact in any of them answers a question in
   * another. Otherwise the words are only related (fever, hot): enough to find a fact, not to
   * contradict the patient's denial.
   */
  same?: true;
}

export const families: readonly FamilyRow[] = [
  {
    words: ['wee', 'pee', 'urine', 'urin', 'waterwork', 'pass water'],
    reason: 'urine in lay and note words',
    same: true,
  },
  {
    words: ['poo', 'stool', 'bowel', 'motion', 'constipat', 'diarrhoea'],
    reason: 'bowel habit in lay and note words',
  },
  {
    words: ['child', 'children', 'kid', 'kids', 'son', 'sons', 'daughter', 'daughters', 'baby', 'babies'],
    reason: 'children',
  },
  { words: ['tall', 'height', 'ft', 'feet', 'foot', 'cm'], reason: 'height and its units' },
  { words: ['weigh', 'weight', 'kg', 'kilo', 'stone', 'pound'], reason: 'weight and its units' },
  {
    words: [
      'travel',
      'trip',
      'abroad',
      'holiday',
      'flew',
      'flight',
      'fly',
      'visit',
      'away',
      'overseas',
      'plane',
    ],
    reason: 'travel history',
  },
  {
    words: ['eat', 'ate', 'food', 'meal', 'dinner', 'lunch', 'breakfast', 'diet', 'appetit', 'feed'],
    reason: 'eating and appetite',
  },
  { words: ['injur', 'trauma', 'fall', 'fell', 'knock', 'accident', 'hit'], reason: 'injury' },
  { words: ['period', 'menstru', 'last period', 'cycl'], reason: 'menstrual history' },
  { words: ['contracept', 'coil', 'condom', 'pill', 'implant', 'trying for'], reason: 'contraception' },
  { words: ['pregnan', 'pregnancy test', 'expecting'], reason: 'pregnancy' },
  { words: ['sleep', 'wake', 'woke', 'awake', 'insomnia'], reason: 'sleep' },
  { words: ['enjoy', 'interest', 'hobbi', 'fun', 'pleasur'], reason: 'enjoyment and interests (mood)' },
  { words: ['work', 'job', 'concentrat', 'office', 'colleagu'], reason: 'work' },
  { words: ['hospital', 'admitted', 'admission', 'ward'], reason: 'hospital stays' },
  { words: ['walk', 'limp', 'hobbl', 'weight bear', 'stand'], reason: 'walking and bearing weight' },
  { words: ['vomit', 'sick', 'throw'], reason: 'vomiting in lay words ("sick" is nausea too: related only)' },
  { words: ['itch', 'scratch'], reason: 'itching', same: true },
  { words: ['drink', 'fluid', 'water'], reason: 'fluid intake' },
  { words: ['cream', 'ointment', 'lotion'], reason: 'topical medicines' },
  {
    words: [
      'colour',
      'color',
      'red',
      'redness',
      'reddened',
      'pink',
      'brown',
      'dark',
      'black',
      'yellow',
      'green',
      'pale',
      'bright',
    ],
    reason: 'a question about colour finds the colour written',
  },
  { words: ['amount', 'much', 'cupful', 'cup', 'teaspoon', 'mug', 'lot'], reason: 'amounts' },
  { words: ['far', 'distanc', 'metr', 'yard', 'mile'], reason: 'distances (exercise tolerance)' },
  { words: ['set off', 'trigger', 'start', 'ended', 'split', 'broke up', 'stress'], reason: 'triggers' },
  { words: ['else', 'also', 'same', 'too', 'contact'], reason: 'others affected' },
  { words: ['yellow', 'jaundic'], reason: 'jaundice in lay words', same: true },
  {
    words: ['side', 'left', 'right', 'both', 'bilateral', 'unilateral'],
    reason: 'which side: a question about the side finds the side written',
  },
  {
    words: ['blood', 'bleed', 'bled', 'haemorrhag', 'haem', 'bloody', 'bloodstain'],
    reason: 'bleeding in lay and note words',
    same: true,
  },
  { words: ['cough', 'haemoptysi', 'sputum', 'phlegm', 'mucus'], reason: 'cough and what comes up' },
  {
    words: ['breath', 'breathless', 'dyspnoea', 'sob', 'puff', 'wind'],
    reason: 'breathlessness',
    same: true,
  },
  {
    words: ['faint', 'collaps', 'pass out', 'passed out', 'blackout', 'syncop'],
    reason: 'loss of consciousness',
    same: true,
  },
  { words: ['dizzy', 'dizzi', 'lighthead', 'vertigo', 'spin'], reason: 'dizziness', same: true },
  {
    words: ['confus', 'muddl', 'disorientat', 'not himself', 'not herself', 'forget', 'memory'],
    reason: 'confusion',
  },
  { words: ['tired', 'fatigu', 'exhaust', 'lethargi', 'energy', 'weary'], reason: 'tiredness', same: true },
  {
    words: ['fever', 'temperature', 'hot', 'pyrexi', 'febrile', 'sweat', 'shiver', 'rigor', 'chill'],
    reason: 'fever',
  },
  { words: ['swell', 'swollen', 'oedema', 'puffy', 'puff up'], reason: 'swelling', same: true },
  { words: ['numb', 'tingl', 'pins and needles', 'paraesthesi'], reason: 'altered sensation', same: true },
  { words: ['weak', 'weakness', 'floppy', 'heavy'], reason: 'weakness' },
  { words: ['light', 'photophobi', 'glare', 'bright'], reason: 'light sensitivity', same: true },
  { words: ['noise', 'sound', 'loud', 'phonophobi'], reason: 'noise sensitivity', same: true },
  { words: ['bear', 'stand', 'tolerat', 'unbearabl'], reason: 'what the patient cannot bear', same: true },
  { words: ['night', 'nocturn', 'overnight', 'wake', 'woke'], reason: 'night-time' },
  {
    words: ['coffee', 'tea', 'caffein', 'cola', 'energy drink'],
    reason: 'caffeine, not alcohol',
    same: true,
  },
  {
    words: ['beer', 'wine', 'spirit', 'lager', 'alcohol', 'pint', 'unit', 'whisky', 'vodka', 'booze'],
    reason: 'alcohol',
    same: true,
  },
  { words: ['smok', 'cigarett', 'tobacco', 'vape', 'roll up', 'pack'], reason: 'smoking', same: true },
  {
    words: ['medicin', 'medic', 'tablet', 'pill', 'drug', 'prescri', 'inhaler', 'injection', 'capsul'],
    reason: 'medicines in general words',
    same: true,
  },
  {
    words: [
      'blood thinner',
      'thin the blood',
      'anticoagul',
      'warfarin',
      'apixaban',
      'rivaroxaban',
      'edoxaban',
      'dabigatran',
      'heparin',
    ],
    reason: 'a blood thinner is an anticoagulant: the class finds the drug',
    same: true,
  },
  {
    words: ['water tablet', 'diuretic', 'furosemide', 'bumetanide', 'bendroflumethiazide', 'indapamide'],
    reason: 'water tablets are diuretics',
    same: true,
  },
  {
    words: [
      'painkiller',
      'analgesi',
      'paracetamol',
      'ibuprofen',
      'codeine',
      'co codamol',
      'tramadol',
      'morphine',
      'naproxen',
      'calpol',
      'nurofen',
    ],
    reason: 'painkillers by class',
  },
  {
    words: ['steroid', 'prednisolon', 'hydrocortison', 'dexamethason', 'beclometason'],
    reason: 'steroids by class',
  },
  {
    words: [
      'antibiotic',
      'amoxicillin',
      'penicillin',
      'doxycyclin',
      'clarithromycin',
      'trimethoprim',
      'nitrofurantoin',
      'flucloxacillin',
      'cefalexin',
    ],
    reason: 'antibiotics by class',
  },
  { words: ['allerg', 'reaction', 'rash', 'hive', 'anaphyla'], reason: 'allergies and reactions' },
  {
    words: [
      'mother',
      'mum',
      'mom',
      'father',
      'dad',
      'parent',
      'brother',
      'sister',
      'sibling',
      'grandmother',
      'grandfather',
      'grandparent',
      'uncle',
      'aunt',
      'famili',
      'relative',
    ],
    reason: 'family members',
  },
  { words: ['wife', 'husband', 'partner', 'girlfriend', 'boyfriend', 'spouse'], reason: 'partner' },
  { words: ['live', 'home', 'house', 'flat', 'alone'], reason: 'home' },
  { words: ['time', 'times', 'often', 'frequen', 'episod', 'twice', 'once'], reason: 'how many times' },
  { words: ['sudden', 'abrupt', 'instant', 'gradual', 'slowly', 'came on'], reason: 'how it began' },
  {
    words: [
      'sharp',
      'stabbing',
      'dull',
      'ache',
      'aching',
      'burning',
      'throbbing',
      'crushing',
      'tight',
      'pressure',
      'cramp',
      'colick',
      'gnaw',
      'shooting',
    ],
    reason: 'what the pain is like',
  },
  { words: ['spread', 'radiat', 'move', 'goes', 'travel'], reason: 'spread of a pain' },
];
