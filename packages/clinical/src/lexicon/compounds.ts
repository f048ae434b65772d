/**
 * Compound terms whose first word names something else (docs/patient.md#the-built-in-patient-no-openai-key):
 * "high blood pressure" says nothing of blood, so a question about blood from the back passage is not
 * answered by it. The recall (recall.ts) reads each as one word, in a fact and in a question alike.
 */
export const compoundRows: readonly { words: string; reason: string }[] = [
  { words: 'blood pressure', reason: 'a measurement and a condition, not bleeding' },
  { words: 'blood test blood tests', reason: 'an investigation, not bleeding' },
  { words: 'blood sugar blood sugars', reason: 'glucose, not bleeding' },
  { words: 'blood thinner blood thinners', reason: 'a kind of medicine, not bleeding' },
  { words: 'heart rate', reason: 'a measurement, not the heart' },
  { words: 'water tablet water tablets', reason: 'a diuretic, not water drunk' },
  { words: 'sleeping tablet sleeping tablets', reason: 'a kind of medicine, not sleep' },
  { words: 'lying flat lie flat', reason: 'a posture ("breathless lying flat"), not a flat to live in' },
  { words: 'hay fever', reason: 'an allergy, not a temperature' },
  { words: 'flight of', reason: 'a flight of stairs, not a flight abroad' },
  { words: 'glandular fever', reason: 'an infection of its own, not a temperature' },
];

/** Each compound, two words each, as written. */
export const compounds: readonly string[] = compoundRows.flatMap((r) => {
  const w = r.words.split(' ');
  const out: string[] = [];
  for (let i = 0; i + 1 < w.length; i += 2) out.push(`${w[i]} ${w[i + 1]}`);
  return out;
});
