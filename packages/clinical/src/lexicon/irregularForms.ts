/**
 * Irregular forms of English verbs, each with its base: "fell" and "fallen" are "fall", so a question
 * about falls finds "has fallen twice" (text.ts `stem`). Only forms that name nothing else are listed
 * ("left" is a side, "bit" a little, "lay" a reading of "lie"), with the reason for each row.
 */
export const irregularFormRows: readonly { base: string; forms: string; reason: string }[] = [
  { base: 'fall', forms: 'fell fallen', reason: 'falls and injuries' },
  { base: 'break', forms: 'broke broken', reason: 'fractures' },
  { base: 'eat', forms: 'ate eaten', reason: 'appetite and diet' },
  { base: 'drink', forms: 'drank drunk', reason: 'fluids and alcohol' },
  { base: 'take', forms: 'took taken', reason: 'medicines taken' },
  { base: 'give', forms: 'gave given', reason: 'medicines given by a carer' },
  { base: 'sleep', forms: 'slept', reason: 'sleep' },
  { base: 'wake', forms: 'woke woken', reason: 'sleep and night waking' },
  { base: 'bleed', forms: 'bled', reason: 'bleeding' },
  { base: 'lose', forms: 'lost', reason: 'weight lost, consciousness lost' },
  { base: 'swell', forms: 'swollen', reason: 'swelling' },
  { base: 'shake', forms: 'shook shaken', reason: 'shaking and tremor' },
  { base: 'throw', forms: 'threw thrown', reason: '"thrown up"' },
  { base: 'begin', forms: 'began begun', reason: 'onset' },
  { base: 'find', forms: 'found', reason: 'who found the patient' },
  { base: 'see', forms: 'saw seen', reason: 'vision, and who was seen' },
  { base: 'tell', forms: 'told', reason: 'what the patient was told' },
  { base: 'hurt', forms: 'hurts hurting', reason: 'pain: "hurts" is not a plural' },
  { base: 'bite', forms: 'bitten', reason: 'bites' },
  { base: 'drive', forms: 'drove driven', reason: 'driving' },
  { base: 'run', forms: 'ran', reason: 'running' },
  { base: 'stand', forms: 'stood', reason: 'standing' },
  { base: 'sit', forms: 'sat', reason: 'sitting' },
  { base: 'wear', forms: 'wore worn', reason: 'wearing' },
  { base: 'catch', forms: 'caught', reason: 'infections caught' },
  { base: 'bring', forms: 'brought', reason: 'sputum brought up' },
  { base: 'forget', forms: 'forgot forgotten', reason: 'memory' },
  { base: 'freeze', forms: 'froze frozen', reason: 'stiffness' },
  { base: 'sting', forms: 'stung', reason: 'stings' },
  { base: 'feed', forms: 'fed', reason: 'feeding' },
  { base: 'grow', forms: 'grew grown', reason: 'lumps that grew' },
];
