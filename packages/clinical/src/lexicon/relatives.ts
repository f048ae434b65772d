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
  'uncle',
  'aunt',
  'auntie',
  'cousin',
  'twin',
  'family',
].join('|');

/** Relatives, for family history: the family and the note's "FH", not a partner or a friend. */
export const relativePattern =
  /\b(father|mother|dad|mum|mom|brother|sister|siblings?|parents?|grand(father|mother|parents?|ma|pa)|uncle|aunt(ie)?|son|daughter|twin|cousin|family|fh)\b/;

/** People around the patient beyond the family, who may have seen, found, helped or told something. */
export const peopleWords = [
  relativeWords,
  'friends?|flatmates?|housemates?|room ?mates?|neighbou?rs?|carers?|colleagues?|boss|teachers?|nurses?|gp|doctors?|paramedics?|ambulance|police|nursery|school|childminder|someone|somebody|strangers?',
].join('|');
