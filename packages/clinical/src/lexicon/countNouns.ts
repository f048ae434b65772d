/**
 * Nouns that are counted, so a patient says "a": "I've had a fall", "I've had a rash" (phrasing.ts
 * `withArticle`). Mass nouns ("breathlessness", "diarrhoea") and plurals take none.
 */
export const countNounRows: readonly { words: string; reason: string }[] = [
  {
    words: 'rash reaction swelling wheeze cough headache lump attack clot stroke temperature',
    reason: 'findings counted one at a time',
  },
  {
    words: 'fall fit seizure faint blackout collapse nosebleed bruise injury wound cut burn bite sting',
    reason: 'events and injuries',
  },
  { words: 'ulcer sore spot blister boil cyst mole', reason: 'things seen on the skin or in the mouth' },
  { words: 'fever cold chill infection', reason: 'illnesses said with "a"' },
];
