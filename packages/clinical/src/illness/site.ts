/**
 * Where a symptom of the illness is: in the note's own words when they say more than the body site of
 * the vocabulary ("in my right big toe", "between my fingers"), else that site, on the side named.
 */
import { type Draft, draft } from '../draft.js';
import { placedSymptoms } from '../lexicon/bodySites.js';
import { placeIn } from '../phrasing.js';
import { painConcepts } from '../symptoms.js';
import { normalize } from '../text.js';
import { siteIn } from '../vocabulary.js';
import type { LinkedClause } from './clause.js';

/** The site of the clause's symptom; none when the clause told where it spreads (`spread`). */
export function readSite(x: LinkedClause, out: Draft[], spread: boolean): void {
  // "left-sided facial pain, shooting from her chin to her temple": where it is, before where it goes.
  const before = spread ? x.t.split(spreadVerb)[0] : undefined;
  if (before !== undefined) {
    if (before !== x.t && siteIn(before)) readSiteOf({ ...x, t: before }, out, false);
    return;
  }
  readSiteOf(x, out, spread);
}

/** A verb of a symptom spreading: the words after it tell where it goes, not where it is. */
const spreadVerb =
  /\b(?:radiat\w*|spread\w*|shoot\w*|shot|goes|going|went|travel\w*|moves?|moved|moving|extend\w*|passes|passing)\b/;

function readSiteOf({ c, t, linked, named, at }: LinkedClause, out: Draft[], spread: boolean): void {
  const site = linked?.concept === 'pain' ? siteIn(t) : null;
  const side = t.match(/\b(left|right)\b/)?.[1];
  // Where the note places it, in its own words ("in my right big toe", "between my fingers").
  const placed =
    linked &&
    (linked.concept === 'pain' ||
      painConcepts.has(linked.concept) ||
      placedSymptoms.test(normalize(`${linked.symptom.name} ${linked.concept}`)));
  const found = !spread && placed && !unaffected.test(t) ? placeIn(t) : null;
  const head = found?.match(/(\w+)$/)?.[1] ?? '';
  // The note's own words when they say more than the vocabulary's site ("big toe", not "foot").
  const place =
    found &&
    !/^(to|into|through)\b/.test(found) &&
    (!/^(side|body|sides)$/.test(head) || sideOfItsOwn(found, linked))
      ? site && sided(site.where, side).includes(head)
        ? null
        : found
      : null;
  if (place && linked) {
    for (const k of named.length ? named : [linked])
      out.push(draft('site', c.source, `It's ${place}`, { symptom: k.symptom.name, concepts: [k.concept] }));
  } else if (site && !spread && (site.id !== linked?.site?.id || side || middle(t, site.where)))
    out.push(draft('site', c.source, `It's ${middle(t, site.where) ?? sided(site.where, side)}`, at));
}

/** "central chest pain", "upper abdominal pain": where in the part, said as a patient would. */
function middle(t: string, where: string): string | null {
  const whole = where.match(/^in my (chest|tummy|back|head|neck)$/)?.[1];
  const q = t.match(/\b(central|centre|center|middle|upper|lower|top)\b/)?.[1];
  if (!whole || !q || /\b(left|right)\b/.test(t)) return null;
  if (q === 'upper' || q === 'top') return `at the top of my ${whole}`;
  if (q === 'lower') return `low down in my ${whole}`;
  return `in the middle of my ${whole}`;
}

/** "an ache in his left side": the side is the site only of a pain the catalogue puts in the side, or nowhere. */
const sideOfItsOwn = (found: string, linked: LinkedClause['linked']) =>
  /\b(?:left|right) side$/.test(found) && (!linked?.site || /\bside\b/.test(linked.site.where));

/** "Her left eye is unaffected": a part named as well is no site of the symptom. */
const unaffected = /\b(?:unaffected|not affected|spared|is fine|are fine|is normal|are normal|is ok)\b/;

/** "in my chest" on the right: "on the right side of my chest". */
function sided(where: string, side: string | undefined): string {
  if (!side || where.includes(side)) return where;
  const whole = where.match(/^in my (chest|tummy|head|back|neck|throat|face)$/);
  if (whole) return `on the ${side} side of my ${whole[1]}`;
  return where.replace(/\bmy /, `my ${side} `);
}
