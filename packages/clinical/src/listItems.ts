/**
 * The items of a list that share the verb of its first clause ("She takes A, B and C", "No rash,
 * diarrhoea or burning"): each read with the list's lead (lexicon/listLeads.ts) so it says what the
 * author said of it (history.ts cuts the clauses).
 */
import { conditionWords } from './draft.js';
import { conditions } from './lexicon/conditions.js';
import { alcoholicDrinks } from './lexicon/drinks.js';
import { listLeads } from './lexicon/listLeads.js';
import { relativeLead } from './lexicon/relatives.js';
import { symptomConcepts } from './lexicon/symptomConcepts.js';
import { namesMedicine } from './medicines.js';
import { expand } from './phrasing.js';

/** How many symptom concepts a text names. */
export const conceptCount = (t: string) => symptomConcepts.filter((c) => c.match.test(t)).length;

/** Names of conditions as people write them (the lexicon's), to tell a list of conditions. */
const conditionNames = conditions.flatMap((c) => [c.name, ...(c.lay ?? [])].map((n) => n.toLowerCase()));
const kindsOf = (t: string): string[] => [
  ...(conditionWords.test(t) || conditionNames.some((n) => n.length > 4 && t.includes(n))
    ? ['condition']
    : []),
  ...(conceptCount(t) > 0 ? ['symptom'] : []),
  ...(namesMedicine(t) ? ['medicine'] : []),
];

/** The background topic a clause's words name, if any: a list does not run on across topics. */
const topicCues: readonly [string, RegExp][] = [
  ['allergy', /\ballerg\w*|\bnkda\b/],
  ['smoking', /\bsmok\w*|\bcigarettes?\b|\bvap\w*/],
  ['alcohol', new RegExp(`\\balcohol\\b|\\bdrinks?\\b|\\bunits\\b|\\b(?:${alcoholicDrinks})\\b`)],
  ['medication', /\bmedic\w*|\bmeds\b|\btablets\b|\bpills?\b/],
  ['home', /\blives\b|\bliving\b/],
  ['occupation', /\bworks\b|\bjob\b|\bretired\b|\bemployed\b/],
];
export const topicCue = (t: string): string | null => topicCues.find(([, re]) => re.test(t))?.[0] ?? null;

/** A clause with a subject or a verb of its own is no item of a list. */
const ownClause =
  /^(he|she|they|it|i|there|which|who|but|so|although|though|then|and|this|that|worse|better|mainly|mostly|usually|especially|particularly|even|since|until|when|while|after|before|because)\b|\b(is|are|was|were|has|have|had|does|did|takes?|took|gets?|got|goes|went|says?|said|feels?|felt|started|began|lives|works|smokes|drinks|makes?|made|comes?|came|keeps?|kept|helps?|helped|stopped|eases|eased|relieves|relieved|settles|settled|worsens|worsened)\b/;

/** The list a clause opens (lexicon/listLeads.ts), if any; with `longerThan`, only a lead beyond it. */
function leadOf(piece: string, longerThan = ''): ListOpen | null {
  const t = expand(piece);
  for (const row of listLeads) {
    const lead = t.match(row.lead)?.[1];
    if (!lead || (longerThan && lead.split(' ').length <= longerThan.split(' ').length)) continue;
    return {
      lead: piece.trim().split(/\s+/).slice(0, lead.split(' ').length).join(' '),
      kinds: kindsOf(t.slice(lead.length)),
      items: row.items,
      topic: topicCue(t) ?? row.topic ?? null,
      people: row.people ?? false,
    };
  }
  return null;
}

interface ListOpen {
  lead: string;
  kinds: string[];
  items: 'any' | 'same-kind' | 'verbs';
  topic: string | null;
  people: boolean;
}

/**
 * "She takes A, B and C", "No rash, diarrhoea or burning": the items after a list's first clause are
 * read with its lead (lexicon/listLeads.ts), so each says what the author said of it.
 */
export function distributed(raw: { piece: string; time?: string }[]): { piece: string; time?: string }[] {
  const out: { piece: string; time?: string }[] = [];
  let list: ListOpen | null = null;
  for (const { piece: said, time } of raw) {
    // ", and one dose of ibuprofen": the list's last item after its "and".
    const piece: string = list ? said.replace(/^\s*(?:and|or)\s+/i, '') : said;
    const t = expand(piece);
    // An item of another topic ("no regular medicines, allergic to penicillin") starts a clause of its own.
    // "his sister Maya, who is 10": what a relative clause says of an item is no verb of the list's.
    const stripped = t.replace(/,? (?:who|which|whose) .*$/, '');
    const head =
      stripped.split(' ').length >= 2 && !/^(for|in|to|with|of|by|from|on|at)\b/.test(stripped)
        ? stripped
        : t;
    const otherTopic = list && topicCue(head) !== null && topicCue(head) !== list.topic;
    // ("allergic to penicillin (rash) – mother also allergic": a relative starts a clause of their own.)
    const someoneElse = !list?.people && relativeLead.test(head);
    // "lives with his dad, his mum and his sister, in a second-floor flat": where they live goes with
    // the people before it, not as one of them.
    const last = out[out.length - 1];
    if (list?.people && last && /^(?:in|at|on|near) /.test(t)) {
      last.piece = `${last.piece}, ${piece.trim()}`;
      continue;
    }
    // ("her dad Tom and Jack in a rented house and goes to nursery": the people before the next verb.)
    const people = list?.people ? head.replace(/ and (?:goes|works|attends|is|has|sees)\b.*$/, '') : head;
    const item =
      list && !ownClause.test(people) && !otherTopic && !someoneElse && people.split(' ').length <= 16;
    const fits =
      list?.items === 'any' ||
      (list?.items === 'verbs' && /^[a-z]+(?:s|es)\b/.test(t)) ||
      (list?.items === 'same-kind' && kindsOf(t).some((k) => list?.kinds.includes(k)));
    if (list && item && fits) {
      const whole: string = `${list.lead} ${piece.trim()}`;
      out.push({ piece: whole, time });
      // "The pain is constant, and much worse when he pulls on the lobe, presses on the flap…": an item
      // that opens a list of its own leads the items after it.
      list = leadOf(whole, list.lead) ?? list;
      continue;
    }
    // "…every 6 hours, the last dose at 7 am today, and one dose of ibuprofen": a short aside about
    // the item before, as it was written, and the list goes on after it.
    if (list && item && t.split(' ').length <= 8) {
      out.push({ piece: said, time });
      continue;
    }
    list = leadOf(piece);
    out.push({ piece, time });
  }
  return out;
}
