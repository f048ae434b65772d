/**
 * Where a symptom of the illness spreads or moves to: "radiating to the left arm", "moved to the
 * right iliac fossa", "goes through to the back".
 */
import { type Draft, draft } from '../draft.js';
import { bodyParts, firstPerson } from '../phrasing.js';
import { painConcepts } from '../symptoms.js';
import type { LinkedClause } from './clause.js';

/** A place it can spread to: a part of the body (`phrasing.ts`) or one a note names for a pain. */
const destination = new RegExp(`\\b(${bodyParts}|groin|flank|loin|calf|toes?|abdomen|tip)\\b`);

/** A verb of spreading and the place it goes to. */
const spreadsTo =
  /\b(?:radiat\w*|spread\w*|goes|going|go|went|travels?|travell?ing|travell?ed|shoots?|shooting|shot|moves?|moved|moving|extends?|extending|extended|passes?)\s+(?:in)?(?:to|through to|through|down|up|round|around|across|into)\s+(?:the |his |her |my )?(.+?)(?=$|,| but | worse| better| and (?:is|it)\b)/;

/** "shooting from her upper lip across her cheek to her ear": the way it goes, from one place to another. */
const fromTo =
  /\b(radiating|radiates|spreading|spreads|shooting|shoots|travelling|traveling|travels|running|runs|going|goes|extending|extends) from ((?:the |his |her |my )?.+?) (?:(?:across|over|through) ((?:the |his |her |my )?.+?) )?to ((?:just |the |his |her |my )?.+?)(?=$|,| but | and )/;
const presentOf: Record<string, string> = {
  radiating: 'radiates',
  spreading: 'spreads',
  shooting: 'shoots',
  travelling: 'travels',
  traveling: 'travels',
  running: 'runs',
  going: 'goes',
  extending: 'extends',
};

/** "started around the belly button and then moved": where a pain that moved began. */
const startedAt =
  /\b(?:started|began|initially|at first)\s+(?:around|in|at|near)\s+(?:the |his |her )?(.+?)\s+(?:and|then|before|,)/;

/** The radiation the clause tells of; true when it tells of one (its place is no site of its own). */
export function readRadiation({ c, t, at: linkedTo, r }: LinkedClause, out: Draft[]): boolean {
  // "…with sweating and nausea, and went into her left arm": what spreads is a pain, not the sweat.
  const of = r.known.find((k) => k.symptom.name === linkedTo.symptom);
  const pain = r.known.find((k) => k.concept === 'pain' || painConcepts.has(k.concept));
  const at =
    of && pain && of !== pain && of.concept !== 'pain' && !painConcepts.has(of.concept)
      ? { ...linkedTo, symptom: pain.symptom.name }
      : linkedTo;
  const way = t.match(fromTo);
  if (way && destination.test(way[4] ?? '')) {
    const verb = presentOf[way[1] ?? ''] ?? way[1];
    const across = way[3] ? ` across ${firstPerson(way[3])}` : '';
    out.push(
      draft(
        'radiation',
        c.source,
        `It ${verb} from ${firstPerson(way[2] ?? '')}${across} to ${firstPerson(way[4] ?? '')}`,
        at,
      ),
    );
    return true;
  }
  let spread = t.match(spreadsTo);
  if (spread && !destination.test(spread[1] ?? '')) spread = null;
  if (!spread) return false;
  // "spread up to just below the knee": the preposition after the verb's own is no part of the place.
  const place = (spread[1] ?? '').replace(/^(?:to|into|as far as)\s+/, '');
  const dest = /^(?:the|his|her|my|just|below|above|behind|under|over)\b/.test(place)
    ? firstPerson(place)
    : firstPerson(`to the ${place}`).replace(/^to /, '');
  const moved = /\bmov(e|ed|es|ing)\b/.test(t);
  const from = moved ? t.match(startedAt) : null;
  const hedge = /\b(may|can|sometimes|occasionally|often)\b/.test(t) ? 'sometimes ' : '';
  const phrase = moved
    ? `${from ? `It started ${firstPerson(`around the ${from[1]}`)}, then it` : 'It'} moved to ${dest}`
    : `It ${hedge}goes through to ${dest}`;
  out.push(draft('radiation', c.source, phrase, at));
  return true;
}
