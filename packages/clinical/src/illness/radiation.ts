/**
 * Where a symptom of the illness spreads or moves to: "radiating to the left arm", "moved to the
 * right iliac fossa", "goes through to the back".
 */
import { type Draft, draft } from '../draft.js';
import { bodyParts, firstPerson } from '../phrasing.js';
import type { LinkedClause } from './clause.js';

/** A place it can spread to: a part of the body (`phrasing.ts`) or one a note names for a pain. */
const destination = new RegExp(`\\b(${bodyParts}|groin|flank|loin|calf|toes?|abdomen|tip)\\b`);

/** A verb of spreading and the place it goes to. */
const spreadsTo =
  /\b(?:radiat\w*|spread\w*|goes|going|go|travels?|travell?ing|shoots?|shooting|moves?|moved|moving|extends?|extending|passes?)\s+(?:in)?(?:to|through to|through|down|up|round|around|across|into)\s+(?:the |his |her |my )?(.+?)(?=$|,| but | worse| better| and (?:is|it)\b)/;

/** "started around the belly button and then moved": where a pain that moved began. */
const startedAt =
  /\b(?:started|began|initially|at first)\s+(?:around|in|at|near)\s+(?:the |his |her )?(.+?)\s+(?:and|then|before|,)/;

/** The radiation the clause tells of; true when it tells of one (its place is no site of its own). */
export function readRadiation({ c, t, at }: LinkedClause, out: Draft[]): boolean {
  let spread = t.match(spreadsTo);
  if (spread && !destination.test(spread[1] ?? '')) spread = null;
  if (!spread) return false;
  const dest = firstPerson(`to the ${spread[1]}`).replace(/^to /, '');
  const moved = /\bmov(e|ed|es|ing)\b/.test(t);
  const from = moved ? t.match(startedAt) : null;
  const hedge = /\b(may|can|sometimes|occasionally|often)\b/.test(t) ? 'sometimes ' : '';
  const phrase = moved
    ? `${from ? `It started ${firstPerson(`around the ${from[1]}`)}, then it` : 'It'} moved to ${dest}`
    : `It ${hedge}goes through to ${dest}`;
  out.push(draft('radiation', c.source, phrase, at));
  return true;
}
