import { circumstance, impliedConcepts } from './lexicon/symptomConcepts.js';
import { notSymptomRows } from './lexicon/unrecorded.js';
import { type PatientContext, presence, type State } from './patientContext.js';
import { expand, lay } from './phrasing.js';
import type { Question } from './questions.js';
import { askedWords, factWords, recallScored } from './recall.js';
import { denialPhrase, mentions, painConcepts } from './symptoms.js';
import { contentWords, normalize, sentenceCase } from './text.js';
import type { Fact } from './types.js';
import { siteIn } from './vocabulary.js';

// The built-in patient's answers to yes-or-no checks ("any chest pain?", "have you travelled?") and to
// questions about a named condition ("are you diabetic?"): what the case records, or a denial.

export function checkAnswer(
  ctx: PatientContext,
  q: Question,
  state: State,
  out: Fact[],
  said: string[],
): void {
  const { facts } = ctx;
  const asked = contentWords(lay(expand(q.text)));
  for (const c of q.concepts) conceptAnswer(ctx, q, c, asked, out, said);
  if (asksWeightEitherWay(q) && !out.some((f) => f.polarity === 'present')) {
    const absent = facts.facts.find(
      (f) => f.polarity === 'absent' && f.concepts.some((x) => /^weight /.test(x)),
    );
    if (absent) out.push(absent);
    else said.push(denialPhrase('weight loss', null));
  }
  if (q.checkWords) checkWordsAnswer(ctx, q.checkWords, state, out, said);
  // "Could you be pregnant?" asks what the patient cannot know: not a plain no, "not that I know of".
  if (speculative.test(q.text) && !out.length) {
    const i = said.indexOf(ctx.lines.plainNo);
    if (i >= 0) said[i] = ctx.lines.notThatIKnow;
  }
}

/** A question about what may be so, which the patient cannot know for certain. */
const speculative = /^(?:and |so )?(?:could|might|may) (?:you|she|he|it|this|that) (?:be|have)\b/;

/** "Has your weight changed?" asks either way: one told change is the answer, not a denial too. */
const asksWeightEitherWay = (q: Question) =>
  q.concepts.length > 1 && q.concepts.every((x) => /^weight /.test(x.concept));

/** The answer about one symptom concept the question checks for: what the case records, or a denial. */
function conceptAnswer(
  ctx: PatientContext,
  q: Question,
  c: Question['concepts'][number],
  asked: string[],
  out: Fact[],
  said: string[],
): void {
  const { facts, known } = ctx;
  // "Any blood in your vomit?" asks of the blood, not whether there was vomit.
  if (q.concepts.some((d) => d !== c && (impliedConcepts[d.concept] ?? []).includes(c.concept))) return;
  const isIt = (concept: string) =>
    concept === c.concept || (impliedConcepts[concept] ?? []).includes(c.concept);
  const ks = known.filter((x) => isIt(x.concept) && (c.concept !== 'pain' || mentions(x, q.text)));
  const present = [
    ...ks.map((k) => presence(ctx, k)).filter((f): f is Fact => !!f),
    ...facts.facts.filter(
      (f) =>
        f.topic === 'associated' &&
        f.origin === 'history' &&
        f.polarity === 'present' &&
        f.concepts.some(isIt) &&
        !f.symptom &&
        (c.concept !== 'pain' ||
          !c.site ||
          !siteIn(normalize(f.source)) ||
          siteIn(normalize(f.source))?.region === c.site.region),
    ),
  ];
  // "Are you bringing anything up?" with "coughing up green phlegm" told of the cough: a fact of
  // another symptom that says this concept is a yes too (never what worsens or eases it).
  if (!present.length && c.concept !== 'pain' && !painConcepts.has(c.concept))
    present.push(
      ...facts.facts
        .filter(
          (f) =>
            f.polarity === 'present' &&
            f.origin !== 'severity' &&
            f.topic !== 'aggravating' &&
            f.topic !== 'relieving' &&
            f.concepts.some(isIt),
        )
        .slice(0, 1),
    );
  // "Do you get the pain at rest?" with "no pain at rest" recorded: the circumstance decides.
  const when = q.text.match(circumstance)?.[0];
  const notThen =
    when &&
    facts.facts.find(
      (f) => f.polarity === 'absent' && f.concepts.some(isIt) && normalize(f.phrase).includes(when),
    );
  if (notThen) {
    out.push(notThen);
    return;
  }
  // "Have you made any plans?" beside "fleeting thoughts … but no plans": the denial that shares more
  // of the question's own words answers it.
  const shared = (f: Fact) =>
    contentWords(`${lay(expand(f.source))} ${f.phrase}`).filter((w) => asked.includes(w)).length;
  const closerDenial = facts.facts.find(
    (f) =>
      f.polarity === 'absent' && f.concepts.some(isIt) && shared(f) > Math.max(0, ...present.map(shared)),
  );
  if (present.length && closerDenial) {
    out.push(closerDenial);
    return;
  }
  if (present.length) {
    out.push(...present.slice(0, 2));
    return;
  }
  if (asksWeightEitherWay(q)) return;
  const absent = facts.facts.find((f) => f.polarity === 'absent' && f.concepts.includes(c.concept));
  if (absent) out.push(absent);
  else said.push(denialPhrase(c.concept, c.site));
}

/** The answer to a check of words no symptom concept names ("have you travelled?"). */
function checkWordsAnswer(
  ctx: PatientContext,
  checkWords: string,
  state: State,
  out: Fact[],
  said: string[],
): void {
  const { facts, lines } = ctx;
  const want = contentWords(lay(expand(checkWords)));
  // The fact that says every word itself, before one whose clause only holds them ("It's in my left hip"
  // is read from the clause that says "cannot put any weight on the leg").
  const saysEvery = (text: (f: Fact) => string) =>
    facts.facts.find(
      (f) =>
        f.polarity === 'present' && want.length > 0 && want.every((w) => contentWords(text(f)).includes(w)),
    );
  const found = saysEvery((f) => f.phrase) ?? saysEvery((f) => `${lay(expand(f.source))} ${f.phrase}`);
  // A patient asked "have you travelled?" tells of the trip before a denial that shares its words.
  const options = { symptom: state.focus?.symptom.name };
  const recalled = recallScored(checkWords, facts.facts, {
    ...options,
    polarity: 'present',
    beyondBody: true,
  });
  // "Was there any blood when you were sick?" asks of the blood: a fact that does not say what the
  // question asks about, only where or when it asks (the sickness), is no yes.
  const [head, when] = checkWords.split(askedWhereOrWhen);
  const headWords = when !== undefined ? askedWords(head ?? '') : [];
  const saysHead = (f: Fact) => {
    const have = factWords(f);
    return !headWords.length || headWords.some((g) => g.some((w) => have.has(w)));
  };
  const present = { ...recalled, facts: recalled.facts.filter(saysHead) };
  const absent = recallScored(checkWords, facts.facts, { ...options, polarity: 'absent' });
  const changesIt = (f: Fact) => f.topic === 'relieving' || f.topic === 'aggravating';
  // ...unless a denial shares two or more of the question's own words: it is about the same thing.
  // Asked whether it comes in some circumstance ("when you are resting"), what eases or worsens it
  // there ("rest helps") does not answer; a denial as close to the words ("no pain at rest") does.
  const closeDenial = (words: number) => absent.facts.length > 0 && absent.words >= words;
  const hit = found && !(changesIt(found) && closeDenial(want.length)) ? found : undefined;
  const onlyWhatChangesIt = present.facts.length > 0 && present.facts.every(changesIt);
  const searched = hit
    ? []
    : present.facts.length &&
        !(absent.words >= 2 && absent.words > present.words) &&
        !(onlyWhatChangesIt && closeDenial(present.words))
      ? present.facts
      : absent.facts;
  // "Did you have any jabs before you travelled?": what the author wrote in words no reader took
  // ("no travel vaccinations because…") answers before the record is taken as silent.
  // (Only when nothing else answered: the verbatim facts are read for this alone.)
  const written = () =>
    recallScored(
      checkWords,
      ctx.all.facts.filter((f) => f.verbatim),
      {
        ...options,
        beyondBody: true,
        least: 1,
      },
    ).facts.filter(saysHead);
  if (hit) out.push(hit);
  else if (searched.length) out.push(...searched);
  else if (written().length) out.push(...written().slice(0, 1));
  // "Do you have any pets?", "Have you had a scan?": of what is no symptom, the record's silence is no "no".
  else if (notSymptomRows.some((r) => r.words.test(normalize(checkWords)))) said.push(lines.notSure);
  else said.push(lines.plainNo);
}

/** Where a yes-or-no question's circumstance begins: what it asks about comes before. */
const askedWhereOrWhen = /\b(?:when|while|whilst|after|before|since|during|if)\b/;

/** What a question about sexually transmitted infections asks of the past history. */
const sexuallyTransmitted = ['chlamydia', 'gonorrhoea', 'gonorrhea', 'herpes', 'syphilis', 'warts', 'hiv'];

/** Words of a question that name no condition of their own ("any heart problems?" asks of the heart). */
const vagueConditionWords = ['problem', 'condition', 'disease', 'trouble'];

/**
 * A word of a question about a condition and the stems a record of it may use instead: the patient's
 * "sugar" for diabetes, "blood pressure" for hypertension, the infections "STIs" asks of.
 */
const conditionAliases: Record<string, string[]> = {
  sexual: sexuallyTransmitted,
  sti: sexuallyTransmitted,
  stis: sexuallyTransmitted,
  std: sexuallyTransmitted,
  stds: sexuallyTransmitted,
  sugar: ['diabet'],
  hypertension: ['blood', 'pressur'],
  diabet: ['diabet', 'sugar'],
};

export function conditionAnswer(ctx: PatientContext, q: Question, out: Fact[], said: string[]): void {
  const { facts, lines } = ctx;
  const want = contentWords(lay(expand(q.condition ?? ''))).filter((w) => !vagueConditionWords.includes(w));
  const pmh = facts.facts.filter(
    (f) => ['pmh', 'surgery', 'medication'].includes(f.topic) && f.polarity === 'present',
  );
  const hit = pmh.find((f) => {
    const have = contentWords(`${lay(expand(f.source))} ${f.phrase}`);
    // "diabetic" and "diabetes" are one condition: compare the words' first six letters too.
    const stem6 = (w: string) => w.slice(0, 6);
    // A word that stands for the whole condition ("sexually transmitted" for chlamydia) finds it; else
    // every word of it must ("high blood pressure" is not "high cholesterol").
    if (want.some((w) => (conditionAliases[w] ?? []).some((a) => have.includes(a)))) return true;
    return want.every((w) => have.includes(w) || (w.length >= 6 && have.some((h) => stem6(h) === stem6(w))));
  });
  if (hit) out.push(hit);
  else {
    const none = facts.facts.find((f) => f.topic === 'pmh' && f.polarity === 'absent');
    if (none) said.push(`No. ${sentenceCase(none.phrase)}`);
    else said.push(lines.notThatIKnow);
  }
}
