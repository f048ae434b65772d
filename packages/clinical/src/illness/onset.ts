/**
 * When and how a symptom of the illness began ("started suddenly 3 days ago while lifting"), and
 * whether it has happened before ("similar episodes before", "first time").
 */
import { type Draft, draft } from '../draft.js';
import { firstPerson, onsetSentence, timeIn } from '../phrasing.js';
import { spoken } from '../spoken.js';
import { mentions } from '../symptoms.js';
import type { LinkedClause } from './clause.js';

const previousEpisodes =
  /\b(similar|previous|prior|recurrent|before|milder|smaller|earlier)\b.*\b(episodes?|attacks?|pains?|before|similar|bouts?|turns?|spells?)\b|\b(?:twice|\d+ times|several times|a few times)\b.*\b(?:milder |similar |smaller |funny )?(?:turns?|episodes?|attacks?|spells?|bouts?)\b|\b(episodes?|attacks?) (before|previously)\b|\bnever like this\b|^(usually|normally) (gets?|has|have)\b/;

/** "Similar episodes before", "first time": previous episodes. True when the clause tells of some. */
export function readPrevious({ c, t, at }: LinkedClause, out: Draft[]): boolean {
  // "Previous: milder tightness on walking uphill x3": a note's heading of earlier episodes.
  const headed = t.match(/^(?:previous|previously|prev|past episodes?)\b:?\s+(.+)$/)?.[1];
  const previous = previousEpisodes.test(t) || !!headed;
  if (previous && !/\b(first|never)\b/.test(t))
    out.push(
      draft('previous', c.source, headed ? `Before this, I've had ${firstPerson(headed)}` : spoken(t), at),
    );
  else if (/\b(first (episode|time|ever)|never (had|happened))\b/.test(t))
    out.push(draft('previous', c.source, 'No, this is the first time', { ...at, polarity: 'absent' }));
  return previous;
}

const onsetVerb =
  /\b(started|starting|starts|began|begun|begin|came on|come on|onset|since|ago|woke|woken|developed|first noticed|noticed)\b/;

/** How it came on: the first row whose words the clause has. */
const mannerRows: readonly [RegExp, string][] = [
  [/\bsudden(ly)?\b|\bacute onset\b|\babrupt\w*|\bthunderclap\b/, 'suddenly'],
  [
    /\bgradual(ly)?\b|\binsidious\w*|\bslowly\b|\bbuilt up\b|\bbuilding up\b|\bcrept up\b|\bcame on over\b/,
    'gradually',
  ],
];

/**
 * The onset, read only when the clause tells of it (an onset verb, a manner, a leading time) or tells of
 * nothing else; `count` is a count of times the frequency reader took, which a time goes with.
 */
export function readOnset(x: LinkedClause, out: Draft[], previous: boolean, count: string | null): void {
  const { c, t, explicit, linked, at } = x;
  // "Brought in at 3 am", "last drink at midnight": an hour alone dates an onset only with its verb or
  // the symptom named beside it ("fever at 3 pm").
  const found = timeIn(c.text);
  const time = found?.startsWith('at ') && !onsetVerb.test(t) && !x.explicit ? null : found;
  // "gradual, with no sudden worsening": a manner denied is not how it came on.
  const asserted = t.replace(
    /\b(?:no|not|without|never|nor) (?:any |a )?(?:sudden|abrupt|gradual)\w*(?: [a-z]+)?/g,
    ' ',
  );
  const manner = mannerRows.find(([re]) => re.test(asserted))?.[1] ?? null;
  // (To its comma: "while watching a film, she developed…" tells what she was doing, then what came.)
  const trigger = t.match(/\b(while|whilst) ([a-z]+ing\b.*?)(?=$|,| and | but )/);
  // "came on gradually after a weekend of constipation": what it followed.
  const after =
    manner || onsetVerb.test(t) ? t.match(/\b(?:after|following) ((?!\d)[a-z].*?)(?=$| and | but )/) : null;
  const otherTopic = out.some((d) => d.topic !== 'timing' || !count);
  const duration =
    !!time &&
    (/^(for|since|the last|the past|last|past) |ago$| of$| history$/.test(time) ||
      /^\d+ (minutes?|hours?|days?|weeks?|months?|years?)$/.test(time));
  // "Yesterday afternoon he had pain around his belly button": a symptom told from when it began.
  const ledByTime = !!time && !!linked && t.startsWith(time) && !/ ago$/.test(time);
  // "woken x3 last night" counts wakings; "a cold a week ago, then worsening wheeze" dates the cold.
  // "woken x3 last night", "left the gas on twice in the last month": the window of a count, no onset.
  const counted =
    (!!count && (/\b(?:woken|woke|waking)\b/.test(t) || /^(?:in )?the (?:last|past)\b/.test(time ?? ''))) ||
    /\b(?:helps|helped|lasts|lasted) for\b/.test(t);
  const thenAfter = t.match(/^(.*?)\bthen\b/)?.[1] ?? '';
  const datesEarlier = !!time && thenAfter.includes(time) && !!linked && !mentions(linked, thenAfter);
  if (
    !previous &&
    !counted &&
    !datesEarlier &&
    !otherEvent(x, out, time) &&
    (onsetVerb.test(t) ||
      ledByTime ||
      manner ||
      (duration && (explicit || !otherTopic || / history$/.test(time ?? ''))) ||
      ((time || trigger) && !otherTopic))
  ) {
    // "…picked at her buttons for about 2 minutes": minutes or seconds of a told event are how long it
    // lasted, not how long the illness has gone on.
    const episode = time?.match(/^for ((?:about |around |nearly |over )?\d+ (?:seconds?|minutes?))$/)?.[1];
    if (episode && !manner && /\b(?:[a-z]+ed|was|were|had|did|went|lasted)\b/.test(t)) {
      out.push(
        draft(
          'timing',
          c.source,
          `It lasted ${/^(about|around|nearly|over) /.test(episode) ? '' : 'about '}${episode}`,
          at,
        ),
      );
      return;
    }
    if (time || manner || trigger) {
      let phrase = time ? onsetSentence(time) : 'It came on';
      if (manner)
        phrase = /^It started/.test(phrase)
          ? phrase.replace(/^It started/, `It came on ${manner}`)
          : /^It came on$/.test(phrase)
            ? `It came on ${manner}`
            : `${phrase} — it came on ${manner}`;
      if (trigger) phrase += `, while I was ${firstPerson(trigger[2] ?? '')}`;
      else if (after && !time) phrase += ` after ${firstPerson(after[1] ?? '')}`;
      out.push(draft('onset', c.source, phrase, at));
    }
  }
}

/** Words of an onset and of time, which say nothing of another event. */
const onsetWords =
  /^(started|starting|starts|began|begun|begin|came|come|onset|since|developed|first|noticed|sudden|suddenly|gradual|gradually|slow|slowly|change|changes|woke|woken|with|from|about|around|while|whilst|this|that|then|days?|weeks?|months?|years?|hours?|ago|last|past|night|morning|evening|afternoon|today|yesterday|tonight)$/;

/** "Long-haul flight from Sydney a week ago": the time of another event, not the symptom's onset. */
function otherEvent(
  { t, explicit, linked, concepts }: LinkedClause,
  out: Draft[],
  time: string | null,
): boolean {
  const eventWords = (time ? t.replace(time, ' ') : t)
    .split(' ')
    .filter((w) => w.length > 3 && /^[a-z]+$/.test(w))
    .filter((w) => !onsetWords.test(w))
    .filter((w) => !(linked?.words ?? []).some((k) => w.startsWith(k) || k.startsWith(w)));
  // ("Onset 06:30 today while lifting a washing machine": the note says it is the onset.)
  if (/\bonset\b/.test(t)) return false;
  return (
    !explicit &&
    !concepts.length &&
    !out.length &&
    (eventWords.length >= 2 || /\boff (sick|work|school)\b/.test(t))
  );
}
