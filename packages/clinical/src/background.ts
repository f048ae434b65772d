/**
 * The background of a history as the patient tells it: past illnesses and operations, medicines,
 * allergies, family history, home and work (smoking, alcohol and drugs: habits.ts).
 */

import { type Draft, draft, type Reading } from './draft.js';
import type { Clause } from './history.js';
import { relativePattern, relativeWords } from './lexicon/relatives.js';
import { article, firstPerson, timeLast, verbs, withArticle } from './phrasing.js';
import { normalize } from './text.js';

// ---------------------------------------------------------------------------------------------------
// Past history, medicines, allergies, family and social history

export function conditionPhrase(text: string): string {
  const spokenText = firstPerson(
    text
      .replace(/^(pmh|pmhx|past medical history|background)\s*:?\s*/, '')
      // "he's otherwise a healthy boy with mild eczema": the condition he has.
      .replace(
        /^(?:he|she|i)(?:'s| is| am) (?:otherwise |usually |normally )?(?:a |an )?(?:healthy|fit|well)(?: and well)?(?: [a-z]+)? with /,
        'he has ',
      )
      // "His past history includes high blood pressure": the conditions it names.
      .replace(/^(?:his|her|my|the)? ?(?:past )?(?:medical )?history (?:includes|is of|of)\s+/, 'he has '),
  );
  // "he was born at term and had eczema…": a sentence with its own subject and verb, said as it is.
  if (
    /^I (?:was|were|am|'m|got|went|spent|needed|used|grew|decided|declined|chose|refused|underwent|received|completed|finished|had (?:my|his|her) )/.test(
      spokenText,
    )
  )
    return spokenText;
  // "my father has type 2 diabetes" under a past-history heading: a relative's, as the note says it.
  if (/^(?:my|his|her) [a-z]+ (?:has|had|is|was|died)\b/.test(spokenText)) return spokenText;
  // "has had two infections in the past year": what happened, kept in the past.
  const past = /^I (?:also )?(?:have had|'ve had)\b|^I've (?:also )?had\b/.test(spokenText);
  let t = spokenText
    .replace(/^I (?:also )?(?:have|has|had|'ve had|suffer from)\s+|^I've (?:also )?had\s+/, '')
    .replace(
      /^(known|history of|a history of|previous|past|background of|diagnosed with|has|have|had|I have|I've had)\s+/,
      '',
    )
    .replace(/^(a|an)\s+/, '')
    .replace(
      / (both|left|right) (knees?|hips?|hands?|shoulders?|ankles?|feet|wrists?|elbows?|legs?|arms?|eyes?|ears?)$/,
      ' in $1 $2',
    );
  const since = t.match(/\s*(?:diagnosed |for |since )?(\d+ (?:years?|months?))(?: ago)?$/);
  const year = t.match(/\s*(?:diagnosed |since |in )?((?:19|20)\d\d)$/);
  if (/^(overweight|obes)/.test(t)) return "I'm overweight";
  // "eczema as a child", "asthma aged 10": an illness of the past.
  if (/\bas a (child|baby|teenager|toddler)\b|\b(aged?|at age) \d+$/.test(t))
    return `I had ${withArticle(t)}`;
  if (since) {
    t = t.slice(0, since.index).trim();
    return `I've had ${withArticle(t)} for ${since[1]}`;
  }
  if (year) {
    t = t.slice(0, year.index).trim();
    return `I've had ${withArticle(t)} since ${year[1]}`;
  }
  // "chlamydia 2 years ago, which was treated": an illness of the past.
  if (/\b\d+ (?:days?|weeks?|months?|years?) ago\b|\blast (?:year|month|week)\b/.test(t))
    return `I had ${withArticle(t)}`;
  // "asthma since childhood", "eczema since birth": had ever since.
  if (past || /\bsince (childhood|birth|i was (a )?(child|baby|born|little|young))\b/.test(t))
    return `I've had ${withArticle(t)}`;
  return `I have ${withArticle(t)}`;
}

export function surgeryPhrase(text: string): string {
  let t = firstPerson(timeLast(normalize(text))).replace(
    /^(previous|past|history of|had|I had|s\/p|post)\s+/,
    '',
  );
  let when = '';
  const aged = t.match(/\s*,?\s*(?:aged?|at age|at|when)\s+(\d{1,3})(?: years?)?(?: old)?$/);
  const year = t.match(/\s*,?\s*(?:in )?((?:19|20)\d\d)$/);
  const ago = t.match(/\s*,?\s*(\d+ (?:years?|months?) ago)$/);
  if (aged) {
    when = `, when I was ${aged[1]}`;
    t = t.slice(0, aged.index);
  } else if (year) {
    when = ` in ${year[1]}`;
    t = t.slice(0, year.index);
  } else if (ago) {
    when = ` ${ago[1]}`;
    t = t.slice(0, ago.index);
  }
  t = t.trim();
  // "I broke my right wrist playing rugby and had it plated": a sentence of its own already.
  if (/^I (?!had\b)[a-z]+/.test(t)) return `${t}${when}`;
  if (/^(appendix|gallbladder|tonsils|womb|my )/.test(t))
    return `I had ${t.startsWith('my ') ? t : `my ${t}`}${when}`;
  const np =
    /^(a|an|the|my|some|\d)\b/.test(t) || /s$/.test(t) ? t : `${/^[aeiou]/.test(t) ? 'an' : 'a'} ${t}`;
  return `I had ${np}${when}`;
}

/** A clause whose subject is one of the patient's people ("my wife Jean sorts…", "my son orders…"). */
const relativeSubject = new RegExp(`^my (?:${relativeWords})(?: [a-z]+)? [a-z]+s\\b`);

export function medicationPhrase(text: string, reason = ''): string {
  // "(admits she doesn't always take it)" → ", but I don't always take it".
  let note = '';
  const aside = text.match(/\s*\((admits|says|reports|but)\s+(?:(?:that )?(?:she|he) )?(.+?)\)\s*$/);
  if (aside) {
    // "(admits poor adherence)": what is admitted, a thing, keeps its verb.
    const what = aside[2] ?? '';
    const clause =
      /^(?:does|doesn't|did|didn't|is|isn't|was|has|hasn't|forgets|misses|skips|only|often|sometimes|never|always|rarely|stopped|takes|uses)\b/.test(
        what,
      );
    const verb = aside[1] === 'but' ? '' : `${aside[1]?.replace(/s$/, '')} `;
    note = `, but ${clause ? firstPerson(`he ${what}`) : `I ${verb}${firstPerson(what)}`}`;
    text = text.slice(0, aside.index);
  }
  return medicationCore(text) + reason + note;
}

function medicationCore(text: string): string {
  // "Since her new box came 10 days ago she has been taking two blue tablets a day": a sentence of its
  // own, said as it is.
  const own = firstPerson(text);
  if (/\bI (?:have|had) been (?:taking|using|having|putting)\b/.test(own))
    return own.charAt(0).toUpperCase() + own.slice(1);
  // "Calpol given at midnight" → "I had Calpol at midnight".
  const given = firstPerson(text).match(/^(.+?) given (at|this|last|earlier|an hour|\d)(.*)$/);
  if (given) return `I had ${given[1]} ${given[2]}${given[3]}`;
  let t = firstPerson(text.replace(/^(?:for which|which) (?:she|he|i) (?:takes?|uses?)\s+/, '')).replace(
    /^(takes|taking|on|uses|using|currently on|regular|I (?:also |still |now |currently |usually )?take|I'm (?:also |still |now )?on|I (?:also )?use|I'm using)\s+/,
    '',
  );
  // "His wife sorts his tablets into a dosette box": someone else does something with the medicines.
  if (relativeSubject.test(t)) return t;
  // "tamsulosin 400 micrograms, stopped 5 weeks ago when…": a medicine no longer taken.
  // (Not a stopping told in brackets of another medicine: "(replacing simvastatin, which was stopped…)".)
  // "Senna 2 tablets at night: he stopped it himself a month ago…": a stop told after a colon.
  const colon = t.match(/^(.+?):\s*(?:I|he|she) (?:stopped|came off) (?:it|them)\b\s*(.*)$/);
  if (colon) return `I used to take ${colon[1]}, but I stopped it ${colon[2]}`.trim();
  // "Bisoprolol 2.5 mg once daily (stopped in June because it made her dizzy)": this one, in brackets.
  const stopped =
    t.match(/^(.+?)\s*\((?:stopped|discontinued) ([^)]+)\)$/) ??
    (/\([^)]*\b(?:stopped|discontinued)\b/.test(t)
      ? null
      : t.match(/^(.+?),? (?:stopped|discontinued|came off) (.+)$/));
  if (stopped) return `I used to take ${stopped[1]}, but I stopped it ${stopped[2]}`;
  let reason = '';
  const forWhat = t.match(
    /\s+for (?:my )?((?!(?:the )?(?:last |past )?(?:about )?\d+ (?:days?|weeks?|months?|years?))[a-z][a-z ]*)$/,
  );
  if (forWhat) {
    reason = ` for my ${forWhat[1]}`;
    t = t.slice(0, forWhat.index);
  }
  const span = t.match(/\s+for (?:the (?:last|past) )?(\d+ (?:days?|weeks?|months?|years?))$/);
  if (span) {
    reason = `, for the last ${span[1]}${reason ? `,${reason}` : ''}`;
    t = t.slice(0, span.index);
  }
  if (/inhaler|cream|drops|patch|spray/.test(t))
    return `I use ${withArticle(t.replace(/^an? /, 'a '))}${reason}`.replace(
      /I use (\w+) inhaler/,
      'I use a $1 inhaler',
    );
  if (/^insulin\b/.test(t)) return `I'm on ${t}${reason}`;
  return `I take ${t}${reason}`;
}

export function familyPhrase(text: string, child: Reading['child']): string {
  let t = firstPerson(text).replace(/^(family history of|fh of|fh)\s+/, '');
  if (/^family history/.test(text) || !relativePattern.test(t) || /^(strong )?family history/.test(t)) {
    const what = t.replace(/^(strong |positive )?(family history|fh) (of )?/, '');
    return `${what.charAt(0).toUpperCase()}${what.slice(1)} runs in my family`;
  }
  t = t.replace(/^(my|his|her|the)\s+/, '');
  // "father MI at 60" → "father had a heart attack at 60": a verb where the note left one out.
  const rel = t.match(
    /^((?:paternal |maternal |older |younger |twin |late |birth |biological |foster |step )?(?:father|mother|dad|mum|mom|brother|sister|siblings?|parents?|grand(?:father|mother|parents?|ma|pa)|uncle|aunt(?:ie)?|son|daughter|cousin)s?)\b\s*(.*)$/,
  );
  if (rel) {
    const who = rel[1] ?? '';
    // "his older sister, aged 4, has a cold": the age beside the relative is who they are, not when.
    const aged = (rel[2] ?? '').match(
      /^,\s*((?:aged?|at age) \d{1,3}|\d{1,3} (?:years?|months?) old),\s*(?=(?:has|had|have|died|is|was|suffers?|gets?|got)\b)/,
    );
    if (aged)
      return `my ${who}, ${aged[1]?.replace(/^age\b/, 'aged')}, ${(rel[2] ?? '').slice(aged[0].length)}`;
    // "her sister, Joan, has…", "his dad Raj had…": the relative's name goes with them.
    const named = (rel[2] ?? '').match(
      /^,?\s*([a-z]+),?\s+(?=(?:has|had|have|died|is|was|suffers?|suffered|developed|passed|got|needed|takes|took|also)\b)/,
    );
    const name =
      named && !verbs[named[1] ?? ''] && !/^(also|who|which|and|but|with)$/.test(named[1] ?? '')
        ? named[1]
        : null;
    let what = (name && named ? (rel[2] ?? '').slice(named[0].length) : (rel[2] ?? ''))
      .replace(/^(with|-|:)\s*/, '')
      .replace(/^'(.*)'$/, '$1');
    // "had trouble with his joints": the relative's own, not the patient's.
    const theirs = /(father|dad|brother|son|uncle|grandfather|grandpa)$/.test(who)
      ? 'his'
      : /(mother|mum|mom|sister|daughter|aunt|auntie|grandmother|grandma)$/.test(who)
        ? 'her'
        : 'their';
    // "…when she was a toddler": the relative's own pronoun, which the first person made "I".
    const they = theirs === 'his' ? 'he' : theirs === 'her' ? 'she' : 'they';
    what = what.replace(/\bmy\b/g, theirs).replace(/\bI\b/g, they);
    // "mother also allergic", "brother asthmatic too": how they are, with the verb the note left out.
    if (/^(?:also |too )?(?:allergic|asthmatic|diabetic|epileptic|deaf|blind)\b/.test(what))
      what = `is ${what}`;
    if (
      !/^(has|had|have|died|is|was|suffers?|suffered|developed|passed|got|needed|takes|took|also)\b/.test(
        what,
      ) &&
      !verbs[what.split(' ')[0] ?? '']
    ) {
      const event =
        /\b(attack|stroke|clot|died|surgery|operation|removed|out|at \d+|aged \d+|in (his|her) \d+s)\b/.test(
          what,
        );
      // "Mother alive at 70 with T2DM", "brother fit and well": how they are, not something they had.
      const state = /^(alive|well|fit|healthy|deceased|dead|living|still alive)\b/.test(what);
      what = state ? `is ${what}` : `${event ? 'had' : 'has'} ${what}`;
    }
    what = what.replace(/\b(had|has|died of|from) (heart attack|stroke|mini stroke|blood clot)/, '$1 a $2');
    what = what.replace(/\b(?:aged|at age)\s+(\d+)/, 'at $1');
    // The carer's own history, said as the carer: aboutChild (spoken.ts) keeps PARENT_SELF the carer's "I".
    if (child && who === child.narrator)
      return `PARENT_SELF ${what
        .replace(/^has\b/, 'have')
        .replace(/^is\b/, 'am')
        .replace(
          /\b(?:he|she) was\b/g,
          'PARENT_SELF was',
        )}${/\b(?:my|him|her)self(?:qq)?\b/.test(what) ? '' : ' PARENT_SELF_REFLEXIVE'}`;
    return name ? `my ${who}, ${name}, ${what}` : `my ${who} ${what}`;
  }
  return t;
}

export function homeFact(c: Clause, child: Reading['child']): Draft {
  // "Widower, lives alone in a ground-floor flat": who the patient is, then where they live.
  const who = c.text.match(
    /^(widowed|widower|widow|divorced|separated|single|married)\b,?\s+(?:and )?(lives|living)\b(.*)$/,
  );
  if (who)
    return draft(
      'home',
      c.source,
      `I'm ${who[1] === 'widower' || who[1] === 'widow' ? `a ${who[1]}` : who[1]} and I live${who[3] ?? ''}`,
    );
  let t = firstPerson(c.text)
    .replace(/^(lives|living) alone since\b/, "I've lived alone since")
    .replace(/^(lives|living)\b/, 'I live')
    .replace(
      /^I live with (?!my\b)(?=(wife|husband|partner|son|daughter|children|kids|parents?|mother|father|mum|dad|brother|sister|family|boyfriend|girlfriend|two|three|2|3)\b)/,
      'I live with my ',
    );
  t = t.replace(/\b(\d+ (?:year|month)s? old) my (\w+)/g, 'my $1 $2');
  if (child) t = t.replace(/\bmy (parents|mum and dad|mother and father)\b/, 'us');
  if (!/^I\b/.test(t)) t = `I live ${t.replace(/^(at|in) /, '$1 ')}`;
  return draft('home', c.source, t);
}

export function occupationFact(c: Clause, text = c.text): Draft {
  // "he is her carer" is said whole; "… and a retired librarian" without the subject it was given.
  const said = firstPerson(text);
  // ("he is her carer": a part at home, not a job.)
  if (/^I(?:'m| am) (?:my|his|her|their)(?:qq)?\b/.test(said))
    return draft('home', c.source, said.replace(/^I am\b/, "I'm"));
  const t = said
    .replace(/^I(?:'m| am)? (?=an? |the )/, '')
    .replace(/^(works|working|employed) as (an? )?/, '')
    .replace(/^(occupation|job):?\s*/, '')
    .replace(/^I work as (an? )?/, '');
  if (/^unemployed|^not (working|employed)|^out of work/.test(t))
    return draft('occupation', c.source, "I'm not working at the moment");
  if (/^retired\b/.test(t))
    return draft(
      'occupation',
      c.source,
      `I'm ${withArticle(`a ${t}`).replace(/^a retired$/, 'retired')}`.replace(
        /^I'm a retired$/,
        "I'm retired",
      ),
    );
  if (/^(at|goes to|attends) (school|nursery|college|university)/.test(t))
    return draft('occupation', c.source, `I go to ${t.replace(/^(at|goes to|attends) /, '')}`);
  return draft('occupation', c.source, `I'm ${/^(an?|the)\b/.test(t) ? t : `${article(t)} ${t}`}`);
}
