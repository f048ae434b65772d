/**
 * The patient's habits as they tell them (clauseReaders.ts): smoking, alcohol and recreational drugs,
 * past and present, and a household's denials ("nobody at home smokes").
 */
import { type Draft, draft, startsNegative } from './draft.js';
import type { Clause } from './history.js';
import { firstPerson, firstPersonVerb } from './phrasing.js';
import { spoken } from './spoken.js';

/** "does not smoke but vapes": the vaping beside the denial. */
const butVapes = /\bbut (?:(?:he|she|i) )?(?:vapes?|uses an? e ?cig\w*)\b/;

/** ", and I smoked 20 a day for 40 years": what a smoker who has cut down smoked before. */
const before = (t: string) => {
  const was = t.match(/\bsmoked (\d+) (?:a|per) day(?: for (\d+ years))?/);
  return was ? `; I smoked ${was[1]} a day${was[2] ? ` for ${was[2]}` : ''} before` : '';
};

export function smokingFact(c: Clause): Draft {
  const t = c.text;
  if (nobodyAtHome.test(t) && /\bsmok/.test(t))
    return draft('smoking', c.source, 'No, nobody smokes at home', { polarity: 'absent' });
  if (
    /\b(non ?smoker|never smoked|does not smoke|doesn't smoke|no smoking|(?:nobody|no one|neither of (?:them|us|his parents|her parents))(?: at home| in the house| in the family| else)? smokes|no smokers|not smok\w*|nonsmoker|never a smoker|denies smoking|smoking nil|nil smoking)\b/.test(
      t,
    )
  )
    return draft(
      'smoking',
      c.source,
      /\b(nobody|no one|neither of (?:them|us|his parents|her parents))(?: at home| in the house| in the family| else)? smokes\b|\bno smokers\b/.test(
        t,
      )
        ? 'No, nobody smokes at home'
        : // ("does not smoke but vapes": the vaping is told too.)
          butVapes.test(t)
          ? "No, I don't smoke, but I vape"
          : "No, I don't smoke",
      { polarity: 'absent' },
    );
  // "smoked 20 a day for 40 years and still smokes 10 a day": a smoker now, who smoked more before.
  const still = t.match(/\bstill smokes? (?:about |around )?(\d+)/);
  if (still) return draft('smoking', c.source, `Yes, I still smoke about ${still[1]} a day${before(t)}`);
  const packYears = t.match(/(\d+) pack years?/);
  const perDay = t.match(/(\d+) (?:cigarettes? |cigs? |roll ups? )?(?:a|per|\/) ?day/);
  const years = t.match(/for (\d+ years)/) ?? t.match(/\b(\d+ years)\b(?! ago)/);
  // "She smoked 20 a day until five years ago": smoking that ended is an ex-smoker's.
  if (
    /\b(ex ?smoker|ex smoker|former smoker|stopped smoking|quit|gave up|used to smoke|stopped)\b/.test(t) ||
    // ("She has smoked 15 a day for 25 years" smokes still.)
    (/\bsmoked\b.*\b(until|till|up to|ago|in the past|for \d+ years)\b/.test(t) &&
      !/\b(?:has|have|'s|'ve) (?:been )?smok(?:ed|ing)\b(?!.*\b(?:until|till|ago)\b)/.test(t))
  ) {
    const when =
      t.match(
        /\b(?:stopped|quit|gave up)(?: smoking)? ((?:about )?\d+ (?:years?|months?) ago|after [a-z ]+?|(?:in )?(?:19|20)\d\d)(?=$|,| and )/,
      ) ??
      // "smoked 20 a day until five years ago": when the smoking ended.
      t.match(/\b(?:until|till) ((?:about )?\d+ (?:years?|months?) ago|(?:19|20)\d\d)\b/);
    const amount = perDay ? ` ${perDay[1]} a day` : '';
    const extra = packYears ? ` — about ${packYears[1]} pack-years` : '';
    // ("quit 2015": a bare year is said "in 2015".)
    const said = (when?.[1] ?? '').replace(/^(?=(?:19|20)\d\d$)/, 'in ');
    const stopped = when ? ` ${firstPerson(said).replace(/\bafter the\b/, 'after my')}` : '';
    return draft(
      'smoking',
      c.source,
      `I used to smoke${amount}${years ? ` for ${years[1]}` : ''}, but I stopped${stopped}${extra}`,
    );
  }
  // "Smokes 5 cig/day + vapes": both, said together.
  const vapes = /vap(e|es|ing)|e cig/.test(t);
  if (vapes && !packYears && !perDay) return draft('smoking', c.source, 'I vape');
  const andVapes = vapes ? ', and I vape as well' : '';
  if (packYears)
    return draft(
      'smoking',
      c.source,
      `Yes, I smoke${perDay ? ` about ${perDay[1]} a day` : ''} — about ${packYears[1]} pack-years${andVapes}`,
    );
  if (perDay)
    return draft(
      'smoking',
      c.source,
      `Yes, I smoke about ${perDay[1]} a day${years ? `, for ${years[1]}` : ''}${andVapes}`,
    );
  const what = t.match(/\bsmokes? (.+?)(?=$| and | but |,| \+ )/);
  return draft('smoking', c.source, what ? `Yes, I smoke ${firstPerson(what[1] ?? '')}` : 'Yes, I smoke');
}

/** "Nobody at home", "none of the family", "neither of them": no one of the household. */
export const nobodyAtHome =
  /^(?:nobody|no one|none of (?:them|us|the family|the household)|neither(?: of)? (?:them|us|parent|his parents|her parents))\b/;

export function alcoholFact(c: Clause): Draft {
  // "usually has two pints on a Saturday, though he has had no alcohol this week": what he usually
  // drinks is the answer; the pause after "though" does not make him a non-drinker.
  const usual = c.text.match(
    /^(.*?\b(?:pints?|units?|glass(?:es)?|bottles?|cans?|drinks?|beer|wine|lager|bitter|spirits|whisky|vodka|gin)\b.*?),? (?:though|although|but) (.+)$/,
  );
  // "has a small sherry at Christmas and otherwise does not drink": the sherry, then the rest.
  const otherwise = c.text.match(
    /^(.*?\b(?:sherry|wine|beer|pints?|glass|drink|units?)\b.*?),? (?:and )?(?:otherwise|apart from that|other than that) (.+)$/,
  );
  if (otherwise?.[1] && /\b(?:does not|doesn't|never|not) drink\b/.test(otherwise[2] ?? ''))
    return draft(
      'alcohol',
      c.source,
      `${firstPerson(/^(?:he|she)\b/.test(otherwise[1]) ? otherwise[1] : `he ${otherwise[1]}`)}, but otherwise I don't drink`,
    );
  if (usual?.[1] && /\bno alcohol|not (?:drunk|had a drink)|none\b/.test(usual[2] ?? '')) {
    const own = (x: string) => firstPerson(/^(?:he|she|i)\b/.test(x) ? x : `he ${x}`);
    return draft('alcohol', c.source, `${own(usual[1])}, but ${own(usual[2] ?? '')}`);
  }
  const t = c.text;
  if (nobodyAtHome.test(t))
    return draft('alcohol', c.source, 'No, nobody at home drinks', { polarity: 'absent' });
  if (
    /\b(no alcohol|teetotal|teetotaller|does not drink|doesn't drink|never drinks|never drunk|never drank|abstinent|tee total|alcohol nil|nil alcohol|denies alcohol|not drink|no etoh|non ?drinker)\b/.test(
      t,
    )
  )
    return draft('alcohol', c.source, "No, I don't drink", { polarity: 'absent' });
  // "Ex-drinker", "stopped drinking 5 years ago": drinking that ended.
  const stoppedDrinking = t.match(
    /\b(?:ex ?drinker|stopped drinking|gave up (?:drinking|alcohol)|used to drink|quit drinking)\b(?: (\d+ (?:years?|months?) ago|in (?:19|20)\d\d))?/,
  );
  if (stoppedDrinking)
    return draft(
      'alcohol',
      c.source,
      `I used to drink, but I stopped${stoppedDrinking[1] ? ` ${stoppedDrinking[1]}` : ''}`,
    );
  const units = t.match(/(\d+(?:\s?[-–]\s?\d+)?) units?(?: (?:a|per) (week|day))?/);
  // "more than before": the change is part of what the patient tells.
  const change = t.match(
    /\b(more|less) than (before|usual|it used to be|i used to)\b|\b(increased|cut down)\b/,
  )?.[0];
  if (units)
    return draft(
      'alcohol',
      c.source,
      `I drink about ${units[1]} units a ${units[2] ?? 'week'}${change ? `, ${firstPerson(change)}` : ''}`,
    );
  if (/\b(occasional|socially|social drinker|rarely)\b/.test(t))
    return draft('alcohol', c.source, 'I only drink now and then, socially');
  // "last night he had a few pints": a told event, spoken as such.
  if (/\b(had|drank)\b/.test(t) && !/^(drinks|drinking|alcohol)\b/.test(t))
    return draft('alcohol', c.source, spoken(t));
  const phrase = firstPerson(t)
    .replace(/^(drinks|drinking)\b/, 'I drink')
    // "has a sherry at Christmas", "enjoys a pint": the patient's own verb.
    .replace(/^(has|have|enjoys|likes|takes)\b/, (v) => `I ${firstPersonVerb(v) ?? v}`)
    .replace(/^alcohol:?\s*/, 'I drink ');
  return draft('alcohol', c.source, /^I\b/.test(phrase) ? phrase : `I drink ${phrase}`);
}

export function drugsFact(c: Clause): Draft {
  if (startsNegative(c.text) || /\b(denies|no|never|not|doesn't|don't|didn't)\b/.test(c.text))
    return draft('drugs', c.source, "No, I don't take any recreational drugs", { polarity: 'absent' });
  const what = firstPerson(c.text).replace(/^(uses|using|takes|taking|smokes|recreational drugs?:?)\s*/, '');
  return draft('drugs', c.source, `I use ${what}`);
}
