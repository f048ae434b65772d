/**
 * A history cut at its headings ("PMH:", "FH:", "Drug history -"): each piece with the section it sits
 * under, and a numbered or bulleted list kept to its heading (history.ts reads the pieces into clauses).
 */

export type Section = 'pc' | 'hpc' | 'pmh' | 'psh' | 'dh' | 'allergy' | 'fh' | 'sh' | 'ros' | 'other' | null;

const headings: [string[], Section][] = [
  [
    [
      'hpc',
      'hpi',
      'history of presenting complaint',
      'history of the presenting complaint',
      'history of presenting illness',
      'history',
      'story',
    ],
    'hpc',
  ],
  [['pc', 'c/o', 'presenting complaint', 'complaint', 'reason for visit'], 'pc'],
  [['psh', 'pshx', 'past surgical history', 'surgical history', 'operations'], 'psh'],
  [['pmh', 'pmhx', 'past medical history', 'medical history', 'background', 'past history'], 'pmh'],
  [
    [
      'dh',
      'dhx',
      'meds',
      'medication',
      'medications',
      'drug history',
      'drugs',
      'medicines',
      'current medications',
      'regular medications',
      'current medicines',
      'regular medicines',
      'repeat medications',
      'repeat prescriptions',
      'medications on admission',
      'rx',
    ],
    'dh',
  ],
  [
    ['allergies', 'allergy', 'drug allergies', 'food allergies', 'known allergies', 'other allergies'],
    'allergy',
  ],
  [['fh', 'fhx', 'family history', 'family hx', 'family'], 'fh'],
  [['sh', 'shx', 'social history', 'social', 'social hx', 'lifestyle'], 'sh'],
  [['ros', 'systems review', 'review of systems', 'on systematic enquiry', 'se'], 'ros'],
  [
    [
      'ice',
      'ideas, concerns, expectations',
      'ideas, concerns and expectations',
      'ideas concerns expectations',
      'ideas',
      'concerns',
      'expectations',
      'notes',
      'o/e',
      'examination',
    ],
    'other',
  ],
];

const sectionByLabel = new Map(
  headings.flatMap(([labels, section]) => labels.map((l) => [l, section] as const)),
);
const labels = [...sectionByLabel.keys()]
  .sort((a, b) => b.length - a.length)
  .map((l) => l.replace(/[/]/g, '\\/').replace(/, /g, ',? '));
/** A heading's remark that has a subject and verb: "Maureen fills his dosette box", "she manages them". */
const remarkSentence =
  /^(?:[A-Z][a-z]+|(?:his|her|their) [a-z]+(?:,? [A-Z][a-z]+,?)?|he|she|they) (?:[a-z]+ )?(?:fills|sorts|orders|collects|manages|organises|organizes|gives|puts|does|helps|looks after|keeps)\b/;

/** A heading: a known label at the start of the text or after punctuation, then a colon or a dash. */
// A label may carry a remark in brackets before its colon ("Medicines (from her blister pack):").
const headingPattern = new RegExp(
  `(^|[\\s.;,(])(${labels.join('|')})\\s*(?:\\(([^)\\n]{0,140})\\)\\s*)?(?:(?::|\\s[-–—]\\s)\\s*|[ \\t]*(?=\\n))`,
  'gi',
);

/** A line of a list: "1. Amlodipine", "2) …", "- …", "• …". */
const listItem = /^\s*(?:\d{1,2}[.)]|[-–•*])\s+/;

/**
 * A heading's section holds the rest of its line, and the lines after it only while they are items of
 * a list, or when the heading stood alone on its line: "Allergies: penicillin.\nRetired teacher." ends
 * the allergies at the line's end.
 */
function withinSection(text: string, headingAlone: boolean): { inside: string; after: string } {
  const lines = text.split('\n');
  let n = 1;
  while (
    n < lines.length &&
    (listItem.test(lines[n] ?? '') || (headingAlone && n === 1) || !(lines[n] ?? '').trim())
  )
    n++;
  // A heading alone on its line ("ALLERGIES") heads the lines under it up to a blank line.
  if (headingAlone) while (n < lines.length && (lines[n] ?? '').trim()) n++;
  return { inside: lines.slice(0, n).join('\n'), after: lines.slice(n).join('\n') };
}

/** The history cut at its headings: each piece with its section (null before the first heading). */
export function sectionsOf(history: string): { section: Section; text: string; inline: boolean }[] {
  const out: { section: Section; text: string; inline: boolean }[] = [];
  let section: Section = null;
  let inline = false;
  let from = 0;
  for (const m of history.matchAll(headingPattern)) {
    if (m.index === undefined) continue;
    const start = m.index + (m[1]?.length ?? 0);
    // "allergic to sulfa drugs - hives": a label before a dash heads only a line or a sentence.
    const dashed = !m[0].trimEnd().endsWith(':');
    if (dashed && !/(^|[\n.;!?])\s*$/.test(history.slice(0, start))) continue;
    // "ALLERGIES" alone on its line heads what follows; a label word at a line's end in prose does not.
    const bare = dashed && !/[-–—]/.test(m[0]);
    if (bare && !/(^|\n)[ \t]*$/.test(history.slice(0, start))) continue;
    pushSection(out, section, history.slice(from, start), inline, history);
    // "Medication (Maureen fills his dosette box every Sunday):": a remark that is a sentence of its
    // own tells who helps, and is read as one, not as the list's first item.
    for (const remark of (m[3] ?? '').split(/;\s*/).map((r) => r.trim()))
      if (remarkSentence.test(remark)) out.push({ section: null, text: `${remark}.`, inline: true });
    section = sectionByLabel.get((m[2] ?? '').toLowerCase()) ?? null;
    // "... at 3 am. Medicines: Calpol at midnight. Goes to nursery": a heading inside prose.
    // ("…retired cook. Medicines:\n1. Digoxin…": a heading that ends its line heads the list below it.)
    inline =
      /[.!?]\s*$/.test(history.slice(Math.max(0, start - 3), start)) &&
      !/\n\s*$/.test(history.slice(0, start)) &&
      !/^[ \t]*\n/.test(history.slice(m.index + m[0].length - (m[0].match(/\s*$/)?.[0].length ?? 0)));
    from = m.index + m[0].length;
  }
  pushSection(out, section, history.slice(from), inline, history);
  return out;
}

/** A piece of the history under its heading; lines past the heading's reach go under none. */
function pushSection(
  out: { section: Section; text: string; inline: boolean }[],
  section: Section,
  raw: string,
  inline: boolean,
  history: string,
): void {
  const unnumbered = raw.replace(/^(\s*)\d{1,2}[.)]\s+/gm, '$1- ');
  if (section === null || !unnumbered.includes('\n')) {
    if (unnumbered.trim()) out.push({ section, text: unnumbered.trim(), inline });
    return;
  }
  const headingAlone = /^\s*\n/.test(unnumbered) || !unnumbered.split('\n')[0]?.trim();
  const { inside, after } = withinSection(
    unnumbered.replace(/^[ \t]*\n/, headingAlone ? '\n' : ''),
    headingAlone,
  );
  if (inside.trim()) out.push({ section, text: inside.trim(), inline });
  if (after.trim()) out.push({ section: null, text: after.trim(), inline: false });
  void history;
}
