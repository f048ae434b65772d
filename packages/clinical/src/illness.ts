/**
 * The presenting illness read clause by clause: onset, character, radiation, timing, triggers,
 * relief, severity, site and previous episodes, each a fact of the symptom the clause speaks of.
 */
import { characterWords, type Draft, draft, type Reading, startsNegative } from './draft.js';
import type { Clause } from './history.js';
import { circumstance, impliedConcepts } from './lexicon/symptomConcepts.js';
import { bodyParts, countIn, expand, firstPerson, lay, onsetSentence, placeIn, timeIn } from './phrasing.js';
import { deniedSpoken, spoken } from './spoken.js';
import { conceptsIn, denialPhrase, type KnownSymptom, mentions, painConcepts } from './symptoms.js';
import { joinAnd, normalize } from './text.js';
import { conceptById, siteIn } from './vocabulary.js';

// ---------------------------------------------------------------------------------------------------
// The presenting illness

/** Body functions recorded as normal: "bowels normal", "appetite fine". */
const normalFunctions: [RegExp, string, string[]][] = [
  [
    /^(bowels?|bowel habit|stools?)\b/,
    'My bowels have been normal',
    ['diarrhoea', 'constipation', 'rectal bleeding', 'black stools'],
  ],
  [
    /^(urine|waterworks|micturition|urinary)\b/,
    'My waterworks have been normal',
    ['dysuria', 'urinary frequency', 'haematuria'],
  ],
  [/^appetite\b/, 'My appetite has been normal', ['appetite']],
  [/^sleep\b/, "I've been sleeping normally", ['sleep']],
  [/^weight\b/, "My weight's been steady", ['weight loss', 'weight gain']],
  [/^mood\b/, 'My mood has been fine', ['low mood']],
  [/^periods?\b|^menses\b/, 'My periods have been normal', ['periods']],
];

const onsetVerb =
  /\b(started|starting|starts|began|begun|begin|came on|come on|onset|since|ago|woke|woken|developed|first noticed|noticed)\b/;

/** Topic facts of one clause about the illness (onset, character, radiation, ...). */
export function illnessFacts(
  c: Clause,
  r: Reading,
  focus: KnownSymptom | null,
  detail = true,
): { drafts: Draft[]; linked: KnownSymptom | null } {
  const t = lay(c.text);
  const out: Draft[] = [];
  // The lay words as well as the note's: "PV bleeding" is vaginal bleeding.
  // "worse on deep breath", "worse when he walks or coughs" name triggers: the words after a trigger
  // verb name no symptom.
  const own = (x: string) =>
    x
      .replace(/\b(worse|better(?! off\b)|relieved|eased|brought on|triggered|aggravated)\b.*$/, '')
      .replace(
        /\b(?:when|on|with) (?:(?:he|she|i) )?(?:takes? a deep breath|breath(?:es|ing)? in|deep breath\w*)\b.*$/,
        '',
      );
  const inLay = conceptsIn(own(t));
  const inNote = conceptsIn(own(c.text));
  const concepts = inLay.some((x) => r.known.some((k) => k.concept === x.concept && x.concept !== 'pain'))
    ? inLay
    : inNote.length
      ? inNote
      : inLay;
  const pains = r.known.filter((k) => k.concept === 'pain');
  const named = r.known.filter(
    (k) =>
      mentions(k, own(c.text)) ||
      mentions(k, own(t)) ||
      // The only pain of the case: "pain in his big toe" is its "joint pain" whatever the site.
      (k.concept === 'pain' && pains.length === 1 && conceptsIn(own(t)).some((x) => x.concept === 'pain')),
  );
  // "The pain is 8 out of 10" in the history of a headache: a pain named nowhere on the body is the
  // case's one aching symptom, when the case lists no pain of its own.
  const barePain = concepts.length === 1 && concepts[0]?.concept === 'pain' && !concepts[0].site;
  const aching = r.known.filter((k) => painConcepts.has(k.concept));
  if (barePain && !named.length && !pains.length && aching.length === 1 && aching[0]) named.push(aching[0]);
  const negative =
    startsNegative(c.text) ||
    /^(?:and |but )?(she|he|patient)? ?(denies|has no|had no|has never|had never|reports no|hasn't|has not|hadn't|didn't|did not|doesn't|does not|isn't|is not|wasn't)\b/.test(
      c.text,
    );

  for (const [re, phrase, ids] of normalFunctions)
    if (
      re.test(c.text) &&
      /\b(normal|fine|ok|okay|unremarkable|unchanged|stable|good|nad|regular|as usual)\b/.test(c.text)
    )
      return {
        drafts: [draft('associated', c.source, phrase, { polarity: 'absent', concepts: ids })],
        linked: null,
      };

  // "No fever, cough or vomiting": each named concept recorded as absent.
  if (negative) {
    // "No pain at rest" is not "no pain": the circumstance stays in what the patient says.
    const when = t.match(circumstance)?.[0];
    for (const found of concepts) {
      const k = r.known.find((x) => x.concept === found.concept);
      const denial =
        found.concept === 'suicidal thoughts' ? suicideDenial(t) : denialPhrase(found.concept, found.site);
      out.push(
        draft('associated', c.source, when ? `${denial} ${when}` : denial, {
          polarity: 'absent',
          symptom: k?.symptom.name ?? null,
          concepts: [found.concept],
        }),
      );
    }
    if (
      !concepts.length &&
      /\b(previous|prior|similar)\b|\b(like this|like it|happened|had this|had it) before\b/.test(t)
    )
      out.push(
        draft('previous', c.source, 'No, nothing like this has happened before', { polarity: 'absent' }),
      );
    else if (!concepts.length) {
      const said = deniedSpoken(c.text);
      if (said) out.push(draft('other', c.source, said, { polarity: 'absent' }));
    }
    return { drafts: out, linked: null };
  }

  const explicit = named[0] ?? null;
  // A clause that names no symptom ("constant, 7/10") goes on about the one before it.
  // "Her husband noticed her face drooping": a clause about what someone else did goes on about no
  // symptom it does not name.
  const othersDoing =
    /^(?:my |his |her |the )?(?:husband|wife|partner|boyfriend|girlfriend|mother|father|mum|dad|son|daughter|brother|sister|friend|parents?)\b/.test(
      t,
    );
  const linked = explicit ?? (concepts.length || othersDoing ? null : focus);
  const symptom = linked?.symptom.name ?? null;
  const conceptIds = linked ? [linked.concept] : concepts.map((x) => x.concept);
  const at = { symptom, concepts: conceptIds };

  // Symptoms the case does not list but the history tells of ("nearly fainted"): associated features.
  const impliedHere = concepts.flatMap((x) => impliedConcepts[x.concept] ?? []);
  for (const found of concepts) {
    if (
      r.known.some(
        (k) =>
          k.concept === found.concept &&
          (found.concept !== 'pain' || mentions(k, c.text) || named.includes(k)),
      )
    )
      continue;
    if (impliedHere.includes(found.concept)) continue;
    if (found.concept === 'pain' && linked) continue;
    out.push(
      draft('associated', c.source, spoken(c.text), {
        concepts: [found.concept, ...(impliedConcepts[found.concept] ?? [])],
      }),
    );
    // "a cough bringing up green phlegm": the clause goes on to tell of the listed symptom it names.
    if (!explicit) return { drafts: out, linked };
  }

  // "a temperature of 38.2", "a high temperature for two days, up to 39.5".
  const temperature =
    t.match(/\btemperature (?:of |was |up to |reading |spiking to |peaked at )?(\d\d(?:\.\d)?)/) ??
    t.match(/\b(?:temperature|fever)\b[^.]*?\b(?:up to|reaching|peaking at|spiking to|of) (\d\d(?:\.\d)?)\b/);
  if (temperature)
    out.push(
      draft(
        'character',
        c.source,
        `My temperature was ${temperature[1]}${/\bat home\b/.test(t) ? ' at home' : ''}`,
        at,
      ),
    );
  // "2 or 3 times a month", "once a week": how often it comes, not how many times it came.
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
  const count = rate ? null : countIn(c.text);
  if (count && linked && linked.concept !== 'pain' && !/\bpack|units?\b/.test(t))
    out.push(
      draft(
        'timing',
        c.source,
        `${presenceBase(linked)} ${count}${/\bin the last\b|\bsince\b|\btoday\b|\bthis morning\b/.test(t) ? ` ${timeIn(c.text) ?? ''}` : ''}`,
        at,
      ),
    );

  let spread = t.match(
    /\b(?:radiat\w*|spread\w*|goes|going|go|travels?|travell?ing|shoots?|shooting|moves?|moved|moving|extends?|extending|passes?)\s+(?:in)?(?:to|through to|through|down|up|round|around|across|into)\s+(?:the |his |her |my )?(.+?)(?=$|,| but | worse| better| and (?:is|it)\b)/,
  );
  if (
    spread &&
    !new RegExp(`\\b(${bodyParts}|groin|flank|loin|calf|toes?|abdomen|tip)\\b`).test(spread[1] ?? '')
  )
    spread = null;
  if (spread) {
    const dest = firstPerson(`to the ${spread[1]}`).replace(/^to /, '');
    const moved = /\bmov(e|ed|es|ing)\b/.test(t);
    const from = moved
      ? t.match(
          /\b(?:started|began|initially|at first)\s+(?:around|in|at|near)\s+(?:the |his |her )?(.+?)\s+(?:and|then|before|,)/,
        )
      : null;
    const hedge = /\b(may|can|sometimes|occasionally|often)\b/.test(t) ? 'sometimes ' : '';
    const phrase = moved
      ? `${from ? `It started ${firstPerson(`around the ${from[1]}`)}, then it` : 'It'} moved to ${dest}`
      : `It ${hedge}goes through to ${dest}`;
    out.push(draft('radiation', c.source, phrase, at));
  }

  const character = t.match(new RegExp(characterWords.source, 'g'));
  if (character && (linked || /\b(pain|ache|cough)\b/.test(t))) {
    const words = [...new Set(character)].map((w) =>
      w === 'tightness'
        ? 'tight'
        : w === 'heaviness'
          ? 'heavy'
          : w === 'pressure'
            ? 'like a pressure'
            : w === 'colicky' || w === 'cramping'
              ? 'crampy, coming in waves'
              : w === 'pleuritic'
                ? 'sharp when I breathe in'
                : w === 'band like'
                  ? 'like a tight band'
                  : w,
    );
    const isCough = linked?.concept === 'cough' || (!linked && /\bcough\b/.test(t));
    out.push(
      draft(
        'character',
        c.source,
        isCough ? `It's a ${joinAnd(words)} cough` : `It feels ${joinAnd(words)}`,
        at,
      ),
    );
  }
  const sputum = t.match(
    /\b(green|yellow|white|clear|rusty|brown|blood stained|bloody)\b[a-z ]*\b(sputum|phlegm)\b/,
  );
  if (sputum)
    out.push(
      draft('character', c.source, `I'm coughing up ${sputum[1]} phlegm`, {
        ...at,
        concepts: [...conceptIds, 'sputum'],
      }),
    );

  const score = t.match(/\b(\d+(?:\.\d+)?) out of 10\b/);
  if (score) out.push(draft('severity', c.source, `About ${score[1]} out of 10`, at));
  else if (
    /\b(worst (pain|headache) (of|in) (my|his|her) life|worst ever|excruciating|unbearable|agonising|thunderclap)\b/.test(
      t,
    )
  )
    out.push(draft('severity', c.source, "It's the worst I've ever had", at));

  const worse = t.match(
    /\b(?:worse|worsens|worsened|aggravated|exacerbated|brought on|precipitated|triggered|provoked)\s+(?:(by|with|on|after|when|if|at|in|during|from)\b)?\s*(.+?)(?=$|,| and (?:better|relieved|eased)| but )/,
  );
  const bareTrigger =
    !worse &&
    t.match(
      /\b(on|when|with) (?:(?:he|she|i) )?(standing|standing up|exertion|exercise|walking|lying down|lying flat|bending|coughing|breathing in|deep breaths?|eating|moving|sitting up|takes? a deep breath|breathes? in)\b/,
    );
  // "light and noise make it much worse": what makes it worse, named first.
  const makesWorse = t.match(
    /^(?:and |but )?(.+?) (?:makes?|made) (?:it|them|the \w+) (?:much |a lot |far |even |a bit )?worse\b/,
  );
  if (worse?.[2] && !/^(over|since)\b/.test(worse[2]))
    out.push(
      draft(
        'aggravating',
        c.source,
        // "worse around her period": the note's own preposition when it gives one the list above lacks.
        `It's worse ${worse[1] ?? (/^(around|before|after|during|in|at|on)\b/.test(worse[2]) ? '' : 'with')} ${firstPerson(worse[2])}`.replace(
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
  const notBetter =
    t.match(
      /\b(?:not|no|nothing|never)\s+(?:relieved|eased|helped|help|better|improved|relief)\s*(?:by|with|from)?\s*(.+?)(?=$|,)/,
    ) ?? t.match(/\b(.+?) (?:did not|didn't|does not|doesn't|has not|hasn't) (?:help|relieve|ease|work)/);
  const better = t.match(
    /\b(?:better(?! off\b)|relieved|eased|improves|improved|helped|settles|settled|eases|goes off|goes away|wears off|settles down)\s+(?:briefly |slightly |a bit |a little |somewhat |temporarily |partially |partly )?(?:(by|with|on|after|when|if|at|from)\b)?\s*(.+?)(?=$|,| and (?:worse)| but )/,
  );
  if (notBetter) {
    const what = firstPerson(notBetter[1] ?? '').replace(/^(tried|taking|took)\s+/, '');
    out.push(
      draft(
        'relieving',
        c.source,
        what ? `${what.charAt(0).toUpperCase()}${what.slice(1)} hasn't helped` : 'Nothing seems to help',
        at,
      ),
    );
  } else if (
    better?.[2] &&
    !/^(within|after|over) |^(itself|by itself|on its own|spontaneously)\b/.test(better[2]) &&
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

  if (/\b(constant|continuous|persistent|all the time|there all the time)\b/.test(t))
    out.push(draft('timing', c.source, "It's there all the time", at));
  else if (/\b(intermittent|comes and goes|on and off|episodic|in bouts|in waves)\b/.test(t))
    out.push(draft('timing', c.source, 'It comes and goes', at));
  if (/\b(getting worse|worsening|progressive|progressively|increasing|increasingly|more and more)\b/.test(t))
    out.push(draft('timing', c.source, "It's been getting worse", at));
  else if (/\b(more frequent|more often|now most days|most days now|every day now)\b/.test(t))
    out.push(draft('timing', c.source, "It's been happening more often", at));
  else if (/\b(improving|getting better|settling)\b/.test(t))
    out.push(draft('timing', c.source, "It's been getting better", at));
  const lasting = t.match(
    /(?<!\b(?:the|over|past|in|for) )\b(?:lasts?|lasting|each lasting)\s+(?:about |around |up to )?(\d+ (?:seconds?|minutes?|hours?|days?))/,
  );
  if (lasting) out.push(draft('timing', c.source, `Each time it lasts about ${lasting[1]}`, at));

  const previous =
    /\b(similar|previous|prior|recurrent|before)\b.*\b(episodes?|attacks?|pains?|before|similar|bouts?)\b|\b(episodes?|attacks?) (before|previously)\b|\bnever like this\b|^(usually|normally) (gets?|has|have)\b/.test(
      t,
    );
  if (previous && !/\b(first|never)\b/.test(t)) out.push(draft('previous', c.source, spoken(t), at));
  else if (/\b(first (episode|time)|never (had|happened))\b/.test(t))
    out.push(draft('previous', c.source, 'No, this is the first time', { ...at, polarity: 'absent' }));

  const time = timeIn(c.text);
  const manner = /\bsudden(ly)?\b|\bacute onset\b|\babrupt\w*|\bthunderclap\b/.test(t)
    ? 'suddenly'
    : /\bgradual(ly)?\b|\binsidious\w*|\bslowly\b/.test(t)
      ? 'gradually'
      : null;
  const trigger = t.match(/\b(while|whilst) ([a-z]+ing\b.*?)(?=$| and | but )/);
  const otherTopic = out.some((d) => d.topic !== 'timing' || !count);
  const duration =
    !!time &&
    (/^(for|since|the last|the past|last|past) |ago$| of$| history$/.test(time) ||
      /^\d+ (minutes?|hours?|days?|weeks?|months?|years?)$/.test(time));
  // "Long-haul flight from Sydney a week ago": the time of another event, not the symptom's onset.
  const eventWords = (time ? t.replace(time, ' ') : t)
    .split(' ')
    .filter((w) => w.length > 3 && /^[a-z]+$/.test(w))
    .filter(
      (w) =>
        !/^(started|starting|starts|began|begun|begin|came|come|onset|since|developed|first|noticed|sudden|suddenly|gradual|gradually|woke|woken|with|from|about|around|while|whilst|this|that|then|days?|weeks?|months?|years?|hours?|ago|last|past|night|morning|evening|afternoon|today|yesterday|tonight)$/.test(
          w,
        ),
    )
    .filter((w) => !(linked?.words ?? []).some((k) => w.startsWith(k) || k.startsWith(w)));
  const otherEvent =
    !explicit &&
    !concepts.length &&
    !out.length &&
    (eventWords.length >= 2 || /\boff (sick|work|school)\b/.test(t));
  // "Yesterday afternoon he had pain around his belly button": a symptom told from when it began.
  const ledByTime = !!time && !!linked && t.startsWith(time) && !/ ago$/.test(time);
  if (
    !previous &&
    !otherEvent &&
    (onsetVerb.test(t) ||
      ledByTime ||
      manner ||
      (duration && (explicit || !otherTopic)) ||
      ((time || trigger) && !otherTopic))
  ) {
    if (time || manner || trigger) {
      let phrase = time ? onsetSentence(time) : 'It came on';
      if (manner)
        phrase = /^It started/.test(phrase)
          ? phrase.replace(/^It started/, `It came on ${manner}`)
          : /^It came on$/.test(phrase)
            ? `It came on ${manner}`
            : `${phrase} — it came on ${manner}`;
      if (trigger) phrase += `, while I was ${firstPerson(trigger[2] ?? '')}`;
      out.push(draft('onset', c.source, phrase, at));
    }
  }

  const site = linked?.concept === 'pain' ? siteIn(t) : null;
  const side = t.match(/\b(left|right)\b/)?.[1];
  // Where the note places it, in its own words ("in my right big toe", "between my fingers").
  const found = !spread && linked ? placeIn(t) : null;
  const head = found?.match(/(\w+)$/)?.[1] ?? '';
  // The note's own words when they say more than the vocabulary's site ("big toe", not "foot").
  const place =
    found && !/^(to|into|through)\b/.test(found) && !/^(side|body|sides)$/.test(head)
      ? site && sided(site.where, side).includes(head)
        ? null
        : found
      : null;
  if (place && linked) {
    for (const k of named.length ? named : [linked])
      out.push(draft('site', c.source, `It's ${place}`, { symptom: k.symptom.name, concepts: [k.concept] }));
  } else if (site && !spread && (site.id !== linked?.site?.id || side))
    out.push(draft('site', c.source, `It's ${sided(site.where, side)}`, at));

  // A clause that tells something of a symptom no topic above covers ("about a cupful each time").
  // What is left once the symptom, times, counts and topic words are taken out: a detail of its own.
  const leftover = t
    .replace(time ?? '\u0000', ' ')
    .replace(rate?.[0] ?? '\u0000', ' ')
    .replace(/\b\d+ times\b|\bonce\b|\btwice\b/g, ' ')
    .split(' ')
    .filter(
      (w) =>
        w.length > 2 &&
        !/^(and|the|with|for|was|has|had|his|her|since|this|that|from|about|at|in|on|of|to|is|are|pain|feels?|felt|onset|sided|side|episodes?|started|began|acute|history|associated|symptoms?|features|noted|reports|complains|ago|hours?|days?|weeks?|months?|years?|minutes?|sudden|suddenly)$/.test(
          w,
        ),
    )
    .filter((w) => !(explicit?.words ?? []).some((k) => w.startsWith(k) || k.startsWith(w)))
    .filter((w) => !out.some((d) => normalize(d.phrase).includes(w)));
  if (detail && leftover.length >= 2)
    out.push(draft(linked ? 'character' : 'other', c.source, spoken(t), at));
  return { drafts: out, linked: explicit ?? linked };
}

/** "in my chest" on the right: "on the right side of my chest". */
function sided(where: string, side: string | undefined): string {
  if (!side || where.includes(side)) return where;
  const whole = where.match(/^in my (chest|tummy|head|back|neck|throat)$/);
  if (whole) return `on the ${side} side of my ${whole[1]}`;
  return where.replace(/\bmy /, `my ${side} `);
}

function presenceBase(k: KnownSymptom): string {
  const c = conceptById.get(k.concept);
  return c ? c.affirm(null) : `I've had ${lay(expand(k.symptom.name))}`;
}

/**
 * "No plans or intent, has never self-harmed": a denial of what the note denies. The thoughts may be
 * recorded beside it ("fleeting thoughts … but no plans"), so "no thoughts like that" would contradict them.
 */
function suicideDenial(clause: string): string {
  if (/\b(thoughts?|ideation|ideas?)\b/.test(clause)) return denialPhrase('suicidal thoughts', null);
  const parts = [
    /\b(plans?|planned|intent\w*)\b/.test(clause) ? "I haven't made any plans to end my life" : null,
    /\bself ?harm\w*|\bharm\w* (him|her|my|your|them)sel(f|ves)|\bcut (him|her|my)self\b/.test(clause)
      ? "I've never harmed myself"
      : null,
  ].filter((p): p is string => p !== null);
  return parts.length ? `No, ${parts.join(', and ')}` : denialPhrase('suicidal thoughts', null);
}
