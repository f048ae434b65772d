/**
 * What a yes-or-no question may ask of that is no symptom: when the record is silent on it, the patient
 * gives an in-role non-answer, not a plain "no" (docs/patient.md#the-built-in-patient-no-openai-key).
 * A plain "no" is kept for symptoms and for what the patient would have noticed in the body. Each row
 * gives its reason.
 */
export const notSymptomRows: readonly {
  words: RegExp;
  reason: string;
  /** The thing is named plainly: an answer that does not name it is not about it (ground.ts). */
  named?: true;
}[] = [
  {
    words:
      /\b(?:scans?|mri|ct|x ?rays?|ultrasound|ecg|tracing|blood tests?|tests?|tested|psa|smear|biopsy|endoscopy|colonoscopy|camera test|screened|screening|(?:level|levels) (?:checked|measured|tested)|haemoglobin|cholesterol level)\b/,
    reason: 'a test or a scan: whether one was done, and what it showed, is the record’s to say',
    named: true,
  },
  { words: /\bblood (?:group|type)\b/, reason: 'a blood group, which few patients know', named: true },
  {
    words: /\b(?:pets?|dogs?|cats?|birds?|budgies?|rabbits?|hamsters?|animals?|horses?|farm)\b/,
    reason: 'animals at home, which the record may not mention',
    named: true,
  },
  {
    words: /\b(?:vaccinations?|vaccines?|jabs?|immuni[sz]ations?|boosters?|flu jab)\b/,
    reason: 'vaccinations, which the record may not mention',
    named: true,
  },
  {
    // ("Does the pain travel anywhere?" asks where it goes.)
    words:
      /\b(?:abroad|overseas|holidays?|flights?|flown|flew|trips?)\b|\btravel(?:l?ed|l?ing)? (?:abroad|overseas|recently|lately|out of)\b|\b(?:have|has|had) (?:you |he |she )?travell?ed\b/,
    reason: 'travel, which the record may not mention',
    named: true,
  },
  {
    words: /\b(?:diet|vegetarian|vegan|exercise|sport|gym|hobbies|hobby|drive|driving|manage|cope|coping)\b/,
    reason: 'how the patient lives, which the record may not mention',
  },
  {
    words: /\bhow much (?:do|does) (?:you|he|she) weigh\b|\bhow tall\b|\b(?:your|his|her) height\b/,
    reason: 'a weight or a height, which the record may not give',
    named: true,
  },
  {
    words:
      /\b(?:last (?:saw|seen|see|visited) (?:your|his|her|the) (?:gp|doctor)|check ?ups?|appointments?)\b/,
    reason: 'visits to the doctor, which the record may not list',
    named: true,
  },
  {
    words: /\b(?:time of (?:the )?year|seasons?|seasonal|winter|summer|spring|autumn)\b/,
    reason: 'a pattern over the year, which the record may not mention',
    named: true,
  },
  {
    words:
      /\b(?:contact with|been around|been near|mixing with)\b.*\b(?:tb|tuberculosis|covid|measles|chickenpox|infection|infectious)\b/,
    reason: 'contact with an infection, which the record may not mention',
  },
  {
    words: /\b(?:recognise|recognize|remember|know)\b/,
    reason: 'what the patient knows or recalls, which the record may not say',
  },
];
