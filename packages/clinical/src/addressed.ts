/**
 * The patient's own name in a question (docs/patient.md#the-built-in-patient-no-openai-key): "Hello Mrs
 * Evans, what happened?" addresses the patient, and "Has Lily ever had an operation?" asks of the child
 * the carer speaks for. Neither names a thing to find in the record, so the name is taken out first.
 */
const titles = /^(?:mr|mrs|ms|miss|dr|master)\.?$/i;

/**
 * How the questions to one patient lose its name: the patterns are built once per patient (patient.ts),
 * not on every question.
 */
export function addressedBy(
  name: string,
  child: 'she' | 'he' | null,
  history = '',
): (question: string) => string {
  const given = name
    .split(/\s+/)
    .map((w) => w.replace(/[^A-Za-z'-]/g, ''))
    .filter((w) => w.length > 1 && !titles.test(w));
  // "Kenneth (Ken) Doyle", "Margaret, known as Peggy": the name the patient is called by.
  const first = given[0] ?? '';
  const called = first
    ? (history.match(new RegExp(`\\b${first}\\s*\\(([A-Z][a-z]+)\\)`))?.[1] ??
      history.match(new RegExp(`\\b${first}\\b,? (?:known as|called) ([A-Z][a-z]+)`))?.[1])
    : undefined;
  const words = called ? [...given, called] : given;
  if (!words.length) return (question) => question;
  const names = words.map((w) => w.replace(/[-']/g, '\\$&')).join('|');
  const person = `(?:(?:mr|mrs|ms|miss|dr)\\.? )?(?:${names})(?: (?:${names}))?`;
  const possessive = child === 'she' ? 'her' : child === 'he' ? 'his' : 'your';
  // "Hello Mrs Evans, what happened?", "Thanks, Tom.": the name said to the patient.
  const greeted = new RegExp(
    `\\b(hello|hi|hey|morning|afternoon|evening|thanks|thank you|ok|okay|right|so)\\b,? ${person}\\b,?`,
    'gi',
  );
  const opening = new RegExp(`^${person},\\s*`, 'i');
  const closing = new RegExp(`,\\s*${person}(?=\\s*[?.!]*$)`, 'i');
  // "Has Lily ever had…", "Lily's brother": the child the carer speaks for.
  const owning = new RegExp(`\\b${person}'s\\b`, 'gi');
  const named = new RegExp(`\\b${person}\\b`, 'gi');
  return (question) =>
    question
      .replace(greeted, '$1,')
      .replace(opening, '')
      .replace(closing, '')
      .replace(owning, child ? possessive : 'your')
      .replace(named, child ?? 'you')
      .replace(/^,\s*/, '');
}
