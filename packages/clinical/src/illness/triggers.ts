/**
 * What makes a symptom of the illness worse or better: "worse on exertion", "light and noise make it
 * worse", "worse when he walks", "eased by sitting forward", "paracetamol hasn't helped".
 */
import { type Draft, draft } from '../draft.js';
import { remedyVerb } from '../lexicon/clauseShapes.js';
import { peopleWords } from '../lexicon/relatives.js';
import { firstPerson } from '../phrasing.js';
import type { LinkedClause } from './clause.js';

/** A verb of making worse and what follows it (its preposition, then what makes it worse). */
const worseAfter =
  /\b(?:worse|worst|worsens|worsened|aggravated|exacerbated|brought on|precipitated|triggered|provoked)\s+(?:(by|with|on|after|when|if|at|in|during|from)\b)?\s*(.+?)(?=$|,| and (?:partly |slightly |a bit |somewhat |a little )?(?:better|relieved|eased)| but )/;

/** "on standing", "when he walks": the doings a note names as a trigger without saying "worse". */
const bareTriggers =
  /\b(on|when|with) (?:(?:he|she|i) )?(standing|standing up|exertion|exercise|walking|lying down|lying flat|bending|coughing|breathing in|deep breaths?|eating|moving|sitting up|takes? a deep breath|breathes? in)\b/;

/**
 * "light and noise make it much worse", "running about and talking make him more breathless": what makes
 * it worse, named first.
 */
const namedFirst =
  /^(?:and |but )?(.+?) (?:makes?|made) (?:it|them|the \w+|him|her|me) (?:much |a lot |far |even |a bit )?(?:worse|more (?:breathless|wheezy|painful|itchy|dizzy|tired|short of breath)|hurt more)\b/;

/** "not relieved by paracetamol", "no relief from antacids". */
const notRelievedBy =
  /\b(?:not|no|nothing|never)\s+(?:relieved|eased|helped|helps|help|better|improved|relief)\b\s*(?:by|with|from)?\s*(.+?)(?=$|,)|^(?:and |but )?nothing (?:helps|has helped|seems to help|helped)\b()/;

/** "paracetamol didn't help". */
const didNotHelp = /\b(.+?) (?:did not|didn't|does not|doesn't|has not|hasn't) (?:help|relieve|ease|work)/;

/** A verb of easing, how much, and what follows it (its preposition, then what helps). */
const betterAfter =
  /\b(?:better(?! off\b)|relieved|eased|easing|improves|improved|improving|helped(?! (?:him|her|me|them|us)\b)|helps(?= for\b)|settles|settled|settling|eases|goes off|goes away|wears off|settles down)\s+(?:briefly |slightly |a bit |a little |somewhat |temporarily |partially |partly )?(?:(by|with|on|after|when|if|at|from)\b)?\s*(.+?)(?=$|,| and (?:worse)| but )/;

/** "The Calpol brings her temperature down for a few hours": a remedy that brings it down. */
const bringsDown =
  /^(?:and |but )?((?:the |a |an |some )?[a-z ]+?) (?:brings?|brought|keeps?|kept|gets?|got) (?:(?:her|his|my|their|the) )?(?:temperature |fever |pain |it )?down\b(.*)$/;

/** "a short nap or a strong coffee helps only briefly": what helps, named before its verb. */
const remedyNamedFirst = new RegExp(
  `^(?:and |but )?((?:a |an |the |some )?[a-z ]+?) ${remedyVerb}\\b(?! (?:him|her|me|them|us)\\b)(.*)$`,
);

/** "worse than any headache before", "the worst pain of her life": a comparison with every earlier one. */
const worstEverPattern =
  /\bworse than any (?:other )?(\w+)|\bworse than anything\b|\b(?:the )?worst (\w+ )?(?:ever|of (?:her|his|my|their) life)\b/;

/** What makes it worse: after a trigger verb, named first, or a bare "on standing". */
export function readAggravating({ c, t, at }: LinkedClause, out: Draft[]): void {
  // "worse than any headache she has had before": never one like it, not what makes it worse.
  const worstEver = t.match(worstEverPattern);
  if (worstEver) {
    const what = (worstEver[1] ?? worstEver[2] ?? '').trim();
    const said =
      what && !/^(i|she|he|it|they|before|ever)$/.test(what)
        ? `${what.replace(/s$/, '')} this bad`
        : 'anything this bad';
    // Said without "No": "Is this the worst ever?" is answered yes by it (answerLead.ts leads a denial).
    const never = `I've never had ${/^[aeiou]/.test(said) ? 'an' : 'a'} ${said} before`.replace(
      /a anything/,
      'anything',
    );
    out.push(draft('previous', c.source, never, at));
    return;
  }
  const worse = t.match(worseAfter);
  const bareTrigger = !worse && t.match(bareTriggers);
  const makesWorse = t.match(namedFirst);
  // "got worse overnight" tells how it has gone; "worse than his last attack" compares.
  // ("the worst she has known", "worst pain…": no trigger; "worst going up stairs" is one, said bare.)
  if (
    worse?.[2] &&
    !/^(over|since|than|overnight|today|yesterday|this|last|each|every)\b/.test(worse[2]) &&
    !(!worse[1] && /^(i|she|he|it|they|ever|pain|headache|one)\b/.test(worse[2]))
  )
    out.push(
      draft(
        'aggravating',
        c.source,
        // "worse around her period": the note's own preposition when it gives one the list above lacks.
        `It's worse ${worse[1] ?? (/^(around|before|after|during|in|at|on)\b|^[a-z]+ing\b/.test(worse[2]) ? '' : 'with')} ${firstPerson(worse[2])}`.replace(
          /\s+/g,
          ' ',
        ),
        at,
      ),
    );
  else if (makesWorse?.[1] && !/^(it|this|that|nothing|which)$/.test(makesWorse[1]))
    out.push(draft('aggravating', c.source, `It's worse with ${firstPerson(makesWorse[1])}`, at));
  else if (bareTrigger)
    out.push(
      draft(
        'aggravating',
        c.source,
        `It's worse ${bareTrigger[1]} ${(bareTrigger[2] ?? '').replace(/^takes? a deep breath$/, 'I take a deep breath').replace(/^breathes? in$/, 'I breathe in')}`,
        at,
      ),
    );
}

/** What helps, or that nothing has. */
/** People (lexicon/relatives.ts): "her husband has had to help her" tells of no remedy. */
const someone = new RegExp(`\\b(?:${peopleWords})\\b`);

/** "She gave him orange juice and he was a bit better": what was given, then that it helped. */
const gaveThenBetter =
  /\b(?:gave|give|given|had|took|tried) (?:him |her |me |them )?(.+?),? and (?:he|she|i|they|it) (?:was|felt|got|seemed|became) (?:a bit |a little |much |slightly )?better\b/;

export function readRelieving({ c, t, at }: LinkedClause, out: Draft[]): void {
  const notBetter = t.match(notRelievedBy) ?? t.match(didNotHelp);
  // "The Calpol brings her temperature down for a few hours": what brings it down, and for how long.
  const down = notBetter ? null : t.match(bringsDown);
  if (down?.[1] && !/^(?:it|this|that|nothing|he|she|i)$/.test(down[1])) {
    const what = firstPerson(down[1]);
    out.push(
      draft(
        'relieving',
        c.source,
        `${what.charAt(0).toUpperCase()}${what.slice(1)} brings it down${down[2] ?? ''}`,
        at,
      ),
    );
    return;
  }
  const gave = t.match(gaveThenBetter);
  if (!notBetter && gave?.[1]) {
    const what = firstPerson(gave[1]);
    out.push(draft('relieving', c.source, `${what.charAt(0).toUpperCase()}${what.slice(1)} helped`, at));
    return;
  }
  // "a bit better by the time the ambulance arrived", "wears off by mid-morning": a time, not what helped.
  const eased =
    /\b(?:better|wears off|goes off|settles|eases) by (?:the time|mid|morning|lunch|the afternoon|the evening|bedtime|night)\b/.test(
      t,
    )
      ? null
      : t.match(betterAfter);
  // ("lying on the sofa eases it": the thing eased is no remedy; what eases it comes first.)
  const better = eased?.[2] && /^(?:it|them|this|that)$/.test(eased[2]) ? null : eased;
  // "a short nap or a strong coffee helps only briefly": what helps, named first.
  const helpsFirst = better ? null : t.match(remedyNamedFirst);
  // (Not someone who helps: "her husband has had to help her get dressed".)
  const something =
    !!helpsFirst?.[1] &&
    !/^(?:he|she|i|it|nothing|which|that|this)$/.test(helpsFirst[1]) &&
    !/\b(?:has|have|had|to|is|was)$/.test(helpsFirst[1]) &&
    !someone.test(helpsFirst[1]);
  if (!notBetter && something && helpsFirst) {
    const what = firstPerson(helpsFirst[1] ?? '');
    out.push(
      draft(
        'relieving',
        c.source,
        `${what.charAt(0).toUpperCase()}${what.slice(1)} helps${helpsFirst[2] ?? ''}`,
        at,
      ),
    );
    return;
  }
  if (notBetter) {
    const what = firstPerson(notBetter[1] ?? notBetter[2] ?? '')
      .replace(/^(tried|taking|took)\s+/, '')
      .replace(/\b(or|and) (?:by|with) /g, '$1 ');
    out.push(
      draft(
        'relieving',
        c.source,
        what ? `${what.charAt(0).toUpperCase()}${what.slice(1)} hasn't helped` : 'Nothing seems to help',
        at,
      ),
    );
  } else if (better?.[2] && /\bhelps for\b/.test(t)) {
    // "it helps for about an hour before the wheeze comes back": how long the relief lasts.
    out.push(draft('relieving', c.source, `It helps ${firstPerson(better[2])}`, at));
  } else if (better?.[2] && /^within .+? of [a-z]/.test(better[2])) {
    // "easing within about five minutes of rest": what helps, and how soon.
    out.push(draft('relieving', c.source, `It eases ${firstPerson(better[2])}`, at));
  } else if (
    better?.[2] &&
    !/^(within|after|over) |^(itself|by itself|on its own|spontaneously|afterwards|after that|then|now|since|again)\b/.test(
      better[2],
    ) &&
    !/\b(similar|previous)\b/.test(t)
  ) {
    // "eased by eating and by antacids": one list of what helps.
    const what = firstPerson(better[2]).replace(/\b(and|or) (?:by|with) /g, '$1 ');
    out.push(
      draft(
        'relieving',
        c.source,
        better[1] === 'by' || better[1] === 'with' || !better[1]
          ? `${what.charAt(0).toUpperCase()}${what.slice(1)} helps`
          : `It's better ${better[1]} ${what}`,
        at,
      ),
    );
  }
}
