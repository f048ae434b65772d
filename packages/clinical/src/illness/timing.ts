/**
 * How a symptom of the illness runs in time: how often it comes or came, whether it is constant or
 * comes and goes, whether it is getting worse or better, and how long each bout lasts.
 */
import { type Draft, draft } from '../draft.js';
import { countIn, expand, lay, timeIn, withArticle } from '../phrasing.js';
import type { KnownSymptom } from '../symptoms.js';
import { conceptById } from '../vocabulary.js';
import type { LinkedClause } from './clause.js';

/**
 * "2 or 3 times a month", "once a week": how often it comes, not how many times it came. "Vomited 3
 * times": how many times, said of the symptom. Returns the rate's words and the count it read.
 */
export function readFrequency(
  { c, t, linked, at, concepts }: LinkedClause,
  out: Draft[],
): { rate: RegExpMatchArray | null; count: string | null } {
  const rate = t.match(
    /\b((?:about |around |up to )?(?:\d+(?: (?:or|to) \d+)? times|once|twice)) (?:a|an|per|every) (day|week|fortnight|month|year)\b/,
  );
  if (rate?.[1] && linked) {
    const often = rate[1].replace(/^(about|around) /, '');
    out.push(
      draft(
        'timing',
        c.source,
        `It comes ${/^up to\b/.test(often) ? often : `about ${often}`} a ${rate[2]}`,
        at,
      ),
    );
  }
  // "about every half an hour", "every 2 hours": how often, told by the gap between times.
  const every = rate
    ? null
    : t.match(
        /\b((?:about |around |roughly )?every (?:\d+ |half an? |couple of |few |other )?(?:minutes?|hours?|hour|days?|nights?))\b/,
      )?.[1];
  if (every && linked)
    out.push(draft('timing', c.source, `It's ${every.startsWith('every') ? 'about ' : ''}${every}`, at));
  const count = rate ? null : countIn(c.text);
  // "woken x3 last night": how often it woke the patient, and when.
  if (count && linked && /\b(?:woken|woke|waking|wakes)\b/.test(t))
    out.push(draft('timing', c.source, `It woke me ${count} ${timeIn(c.text) ?? ''}`.trim(), at));
  else if (count && linked && linked.concept !== 'pain' && !/\bpack|units?\b/.test(t))
    out.push(
      draft(
        'timing',
        c.source,
        `${presenceBase(linked, concepts)} ${count}${/\bin the last\b|\bsince\b|\btoday\b|\bthis morning\b/.test(t) ? ` ${timeIn(c.text) ?? ''}` : ''}`,
        at,
      ),
    );
  return { rate, count };
}

/** "Vomited 3 times" of "Nausea and vomiting": the count is the vomiting's, said in its own words. */
function presenceBase(k: KnownSymptom, named: LinkedClause['concepts']): string {
  // ("coughed up a little blood twice" of the Cough: the count is of the blood, said as such.)
  const own =
    named.find((x) => k.joined.includes(x.concept))?.concept ??
    named.find((x) => x.concept !== k.concept && x.concept !== 'pain' && conceptById.has(x.concept))
      ?.concept ??
    k.concept;
  const c = conceptById.get(own);
  return c ? c.affirm(null) : `I've had ${withArticle(lay(expand(k.symptom.name)).toLowerCase())}`;
}

/** Whether it is there all the time: the first row whose words the clause has. */
const howItRuns: readonly [RegExp, string][] = [
  [/\b(constant|continuous|persistent|all the time|there all the time)\b/, "It's there all the time"],
  [/\b(intermittent|comes and goes|on and off|episodic|in bouts|in waves)\b/, 'It comes and goes'],
];

/** How it has changed: the first row whose words the clause has. */
const howItChanges: readonly [RegExp, string][] = [
  [
    /\b(getting worse|worsening|progressive|progressively|increasing|increasingly|more and more)\b/,
    "It's been getting worse",
  ],
  [
    /\b(more frequent|more often|now most days|most days now|every day now)\b/,
    "It's been happening more often",
  ],
  // ("each settling within an hour", "settling after rest" tell how an episode ends.)
  [
    /\b(improving|getting better|settling(?! (?:within|after|on|by|when|in|with|down after)\b))\b/,
    "It's been getting better",
  ],
];

/** "stopped by itself", "settled on its own": it ended with nothing given. */
const endedByItself =
  /\b(stopped|settled|went away|resolved|passed|ended) (by itself|on its own|of its own accord|spontaneously)\b/;

/** "Constant", "comes and goes", "getting worse", "each lasting 20 minutes". */
export function readCourse({ c, t, at }: LinkedClause, out: Draft[]): void {
  for (const rows of [howItRuns, howItChanges]) {
    const row = rows.find(([re]) => re.test(t));
    if (row) out.push(draft('timing', c.source, row[1], at));
  }
  const lasting = t.match(
    /(?<!\b(?:the|over|past|in|for) )\b(lasts?|lasting|each lasting|lasted)\s+(?:for )?(?:about |around |up to )?(\d+ (?:seconds?|minutes?|hours?|days?))/,
  );
  // "…and then stopped by itself": how it ended, told as it was (no course, and nothing that eased it).
  const byItself = t.match(endedByItself);
  if (byItself) out.push(draft('other', c.source, `It ${byItself[1]} ${byItself[2]}`, at));
  // "…this morning and lasted twenty minutes": the one told of, in the past.
  if (lasting)
    out.push(
      draft(
        'timing',
        c.source,
        lasting[1] === 'lasted' ? `It lasted about ${lasting[2]}` : `Each time it lasts about ${lasting[2]}`,
        at,
      ),
    );
}
