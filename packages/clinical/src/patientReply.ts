import { afterNo } from './answerLead.js';
import type { PatientContext } from './patientContext.js';
import { aboutChild } from './spoken.js';
import { sentenceCase } from './text.js';
import type { Fact, PatientReply } from './types.js';

/** "I haven't had no weakness": a list's "no" kept under a denial's own is said "any". */
const withoutDoubleNegative = (t: string) =>
  t
    .replace(/\bno no\b/g, 'no')
    .replace(
      /\b((?:haven't|hasn't|don't|doesn't|didn't|not|never)(?: had| got| have| noticed| been)?) no\b/g,
      '$1 any',
    );

/** At most three sentences: facts of one topic that start alike are joined ("I take X, Y and Z"). */
/** What did not help: "didn't help", "no relief", "has not come down with Calpol", "no difference". */
const noHelp =
  /\b(?:didn't|hasn't|doesn't|did not|has not|does not|haven't|have not|won't|will not) (?:really )?(?:help|work|make (?:any|much|a) difference|eased?|relieved?|settled?|come down|gone down|brought (?:it|the \w+) down)|\bno (?:help|relief|difference|better|effect|improvement)\b|\bwithout (?:relief|effect|any effect)\b|\bnot (?:helped|relieved|eased)\b|\bmade no difference\b/;

export function reply(
  ctx: PatientContext,
  used: Fact[],
  extra: string[],
  check0 = false,
  yesNo = false,
  /** Said before the facts ("No, not to that, as far as I know." before the allergies there are). */
  leading: string[] = [],
): PatientReply {
  const { byId, lines } = ctx;
  const unique = [...new Map(used.map((f) => [f.id, f])).values()];
  const phrases: { text: string; facts: string[]; items?: string[]; lead?: string }[] = [];
  for (const f of unique) {
    const prev = phrases[phrases.length - 1];
    // A fact with a clause of its own ("— it makes me wheezy", "and", ", but") is said whole.
    const lead = /\band\b| — |, but\b/.test(f.phrase)
      ? undefined
      : f.phrase.match(/^(I take|I have|I use|I'm allergic to) /)?.[1];
    // A list of medicines is said three to a sentence: "I take A, B and C."
    if (prev?.items && lead && prev.lead === lead && prev.items.length < 3) {
      prev.items.push(f.phrase.slice(lead.length + 1));
      prev.text = `${lead} ${prev.items.slice(0, -1).join(', ')} and ${prev.items[prev.items.length - 1]}`;
      prev.facts.push(f.id);
    } else
      phrases.push({
        text: f.phrase,
        facts: [f.id],
        ...(lead ? { items: [f.phrase.slice(lead.length + 1)], lead } : {}),
      });
  }
  // "Did the cream help?" answered by what did not help: that first, after a plain "No".
  const unhelped = yesNo ? phrases.findIndex((p) => noHelp.test(p.text)) : -1;
  const first0 = phrases[unhelped];
  if (first0 && !/^no\b/i.test(first0.text)) {
    phrases.splice(unhelped, 1);
    phrases.unshift(first0);
    first0.text = afterNo(first0.text);
  }
  // A yes-or-no question answered by a recorded absence starts with a plain "No".
  if (check0) {
    const first = phrases[0];
    const absent = first?.facts.every((id) => byId.get(id)?.polarity === 'absent');
    if (
      first &&
      absent &&
      !/^(no|not|never|nothing|none|i (haven't|don't|didn't|wasn't|'m not))\b/i.test(first.text)
    )
      first.text = afterNo(first.text);
  }
  const kept = phrases.slice(0, 3 - leading.length);
  const sentences: string[] = [...leading];
  const ledger: string[] = [];
  for (const p of kept) {
    const v = ctx.check.check(sentenceCase(withoutDoubleNegative(p.text)));
    sentences.push(v.text);
    if (v.ok) ledger.push(...p.facts);
  }
  // A carer's denial of a symptom the note does not record is about the child ("No, she hasn't had a
  // cough"); the carer's own lines stay theirs.
  const own = new Set<string>(Object.values(lines));
  const spokenOf = (e: string) =>
    ctx.child && !own.has(e) && /^No, (I|my)\b/.test(e) ? aboutChild(e, ctx.child) : e;
  for (const e of extra) if (sentences.length < 3) sentences.push(sentenceCase(spokenOf(e)));
  const text = [...new Set(sentences)].join(' ');
  return { text: text || lines.notUnderstood, facts: ledger };
}
