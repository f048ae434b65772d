/**
 * The built-in virtual patient: answers from the case's facts only. Truthful (a recorded fact is never
 * denied or changed, and is said the same way each time), controlled (an opening question gets the
 * presenting complaint, "anything else?" one further symptom), in role, and it never names its
 * diagnosis or suggests a treatment (its own lines pass the same guard as a chat model's).
 */

import { readCase } from './facts.js';
import { createGuard, type Guard } from './guard.js';
import { contactFact, contactQuestion, patientLines, symptomTopics, topicOrder } from './lines.js';
import { readUtterance } from './matcher.js';
import { presentingOrder } from './order.js';
import { expand, lay } from './phrasing.js';
import { type Question, understand } from './questions.js';
import { recall, recallScored } from './recall.js';
import { denialPhrase, type KnownSymptom, knowSymptom, mentions } from './symptoms.js';
import { contentWords, normalize, sentenceCase } from './text.js';
import type { CaseFacts, CaseInput, Fact, PatientReply, Topic, Turn } from './types.js';
import { circumstance, impliedConcepts, relativePattern, siteIn } from './vocabulary.js';

export interface Patient {
  facts: CaseFacts;
  answer(conversation: readonly Turn[], question: string): PatientReply;
}

interface State {
  revealed: Set<string>;
  /** The symptom talked about last ("it"). */
  focus: KnownSymptom | null;
}

export { patientLines };

export function createPatient(input: CaseInput, guard?: Guard): Patient {
  const facts = readCase(input);
  const known = presentingOrder(input).map(knowSymptom);
  const check = guard ?? createGuard(input, facts);
  const byId = new Map(facts.facts.map((f) => [f.id, f]));
  const child = facts.facts.some((f) => f.topic === 'name' && /^(Her|His) name/.test(f.phrase));
  const lines = child
    ? {
        ...patientLines,
        diagnosis: "I don't know, doctor — that's what we were hoping you could tell us.",
        role: "Sorry, doctor, I'm not sure what you mean — we're just here because we're worried about them.",
        notWell: "They just haven't been right, doctor.",
      }
    : patientLines;

  const symptomOf = (f: Fact) => known.find((k) => k.symptom.name === f.symptom) ?? null;
  const presence = (k: KnownSymptom) =>
    facts.facts.find(
      (f) =>
        f.symptom === k.symptom.name &&
        (f.topic === 'presenting' || f.topic === 'associated') &&
        f.origin === 'symptom',
    );

  function stateOf(conversation: readonly Turn[]): State {
    const revealed = new Set<string>();
    let focus: KnownSymptom | null = null;
    for (const turn of conversation) {
      if (turn.isAI) {
        const ids = turn.facts ?? readUtterance(turn.text, facts).revealed;
        for (const id of ids) revealed.add(id);
        const last = [...ids]
          .reverse()
          .map((id) => byId.get(id))
          .find((f) => f?.symptom);
        if (last) focus = symptomOf(last) ?? focus;
      } else {
        const q = understand(turn.text);
        const k = targetOf(q);
        if (k) focus = k;
      }
    }
    return { revealed, focus };
  }

  function targetOf(q: Question): KnownSymptom | null {
    for (const c of q.concepts) {
      const k =
        known.find((x) => x.concept === c.concept && (c.concept !== 'pain' || mentions(x, q.text))) ??
        // "the blood" of a case's vaginal bleeding: the specific symptom the general word names.
        known.find((x) => (impliedConcepts[x.concept] ?? []).includes(c.concept));
      if (k) return k;
    }
    for (const k of known) if (mentions(k, q.text)) return k;
    // "What does the blood look like?": the case's bleeding, whatever its name.
    if (/\bblood\b/.test(q.text))
      return (
        known.find((x) => /bleed|blood|haemat|hemat/.test(`${x.concept} ${normalize(x.symptom.name)}`)) ??
        null
      );
    return null;
  }

  /** Facts of a topic about a symptom, the history's before the catalogue's. */
  function topicFacts(topic: Topic, k: KnownSymptom | null): Fact[] {
    const all = facts.facts.filter((f) => f.topic === topic);
    if (!symptomTopics.includes(topic)) return all;
    const own = all.filter((f) => k && f.symptom === k.symptom.name);
    // What the history tells comes before the catalogue's generic words ("It's quite bad").
    const told = own.filter((f) => f.origin === 'history');
    if (told.length) return told;
    const general = all.filter((f) => !f.symptom && f.origin === 'history');
    // An itch and its rash are in the same places: another non-pain symptom's site, as the note told it.
    if (topic === 'site' && k && k.concept !== 'pain') {
      const near = all.filter((f) => f.origin === 'history' && f.symptom && symptomOf(f)?.concept !== 'pain');
      if (near.length) return near.slice(0, 1);
    }
    const described = own.filter((f) => f.origin === 'description');
    if (described.length) return described;
    if (general.length && topic !== 'site') return general;
    return own.length ? own : general;
  }

  /** Facts whose own words the question uses ("how many pillows?"): for questions no topic covers. */
  function search(q: Question, k: KnownSymptom | null): Fact[] {
    // A question that is not a yes/no check is never answered by a denial ("how long have you had
    // these pains?" must not find "no pain at rest").
    const yesNo = /^(?:and |so |also )?(do|did|does|has|have|had|is|are|was|were|can|could)\b/.test(q.text);
    return recall(q.text, facts.facts, {
      symptom: k?.symptom.name ?? null,
      ...(yesNo ? {} : { polarity: 'present' }),
    });
  }

  function checkAnswer(q: Question, state: State, out: Fact[], said: string[]): void {
    for (const c of q.concepts) {
      // "Any blood in your vomit?" asks of the blood, not whether there was vomit.
      if (q.concepts.some((d) => d !== c && (impliedConcepts[d.concept] ?? []).includes(c.concept))) continue;
      const isIt = (concept: string) =>
        concept === c.concept || (impliedConcepts[concept] ?? []).includes(c.concept);
      const ks = known.filter((x) => isIt(x.concept) && (c.concept !== 'pain' || mentions(x, q.text)));
      const present = [
        ...ks.map(presence).filter((f): f is Fact => !!f),
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
      // "Do you get the pain at rest?" with "no pain at rest" recorded: the circumstance decides.
      const when = q.text.match(circumstance)?.[0];
      const notThen =
        when &&
        facts.facts.find(
          (f) => f.polarity === 'absent' && f.concepts.some(isIt) && normalize(f.phrase).includes(when),
        );
      if (notThen) {
        out.push(notThen);
        continue;
      }
      if (present.length) {
        out.push(...present.slice(0, 2));
        continue;
      }
      // "Has your weight changed?" asks either way: one told change is the answer, not a denial too.
      const eitherWay = q.concepts.length > 1 && q.concepts.every((x) => /^weight /.test(x.concept));
      if (eitherWay) continue;
      const absent = facts.facts.find((f) => f.polarity === 'absent' && f.concepts.includes(c.concept));
      if (absent) out.push(absent);
      else said.push(denialPhrase(c.concept, c.site));
    }
    if (
      q.concepts.length > 1 &&
      q.concepts.every((x) => /^weight /.test(x.concept)) &&
      !out.some((f) => f.polarity === 'present')
    ) {
      const absent = facts.facts.find(
        (f) => f.polarity === 'absent' && f.concepts.some((x) => /^weight /.test(x)),
      );
      if (absent) out.push(absent);
      else said.push(denialPhrase('weight loss', null));
    }
    if (q.checkWords) {
      const want = contentWords(lay(expand(q.checkWords)));
      const hit = facts.facts.find(
        (f) =>
          f.polarity === 'present' &&
          want.length > 0 &&
          want.every((w) => contentWords(`${lay(expand(f.source))} ${f.phrase}`).includes(w)),
      );
      // A patient asked "have you travelled?" tells of the trip before a denial that shares its words.
      const options = { symptom: state.focus?.symptom.name };
      const present = recallScored(q.checkWords, facts.facts, {
        ...options,
        polarity: 'present',
        beyondBody: true,
      });
      const absent = recallScored(q.checkWords, facts.facts, { ...options, polarity: 'absent' });
      // ...unless a denial shares two or more of the question's own words: it is about the same thing.
      const searched = hit
        ? []
        : present.facts.length && !(absent.words >= 2 && absent.words > present.words)
          ? present.facts
          : absent.facts;
      if (hit) out.push(hit);
      else if (searched.length) out.push(...searched);
      else said.push(lines.plainNo);
    }
  }

  function conditionAnswer(q: Question, out: Fact[], said: string[]): void {
    const want = contentWords(lay(expand(q.condition ?? ''))).filter(
      (w) => !['problem', 'condition', 'disease', 'trouble'].includes(w),
    );
    const alias: Record<string, string[]> = {
      sugar: ['diabet'],
      hypertension: ['blood', 'pressur'],
      diabet: ['diabet', 'sugar'],
    };
    const pmh = facts.facts.filter(
      (f) => ['pmh', 'surgery', 'medication'].includes(f.topic) && f.polarity === 'present',
    );
    const hit = pmh.find((f) => {
      const have = contentWords(`${lay(expand(f.source))} ${f.phrase}`);
      // "diabetic" and "diabetes" are one condition: compare the words' first six letters too.
      const stem6 = (w: string) => w.slice(0, 6);
      return want.some(
        (w) =>
          have.includes(w) ||
          (alias[w] ?? []).some((a) => have.includes(a)) ||
          (w.length >= 6 && have.some((h) => stem6(h) === stem6(w))),
      );
    });
    if (hit) out.push(hit);
    else {
      const none = facts.facts.find((f) => f.topic === 'pmh' && f.polarity === 'absent');
      if (none) said.push(`No. ${sentenceCase(none.phrase)}`);
      else said.push(lines.notThatIKnow);
    }
  }

  function answer(conversation: readonly Turn[], question: string): PatientReply {
    let q = understand(question);
    const state = stateOf(conversation);
    const out: Fact[] = [];
    const said: string[] = [];
    const has = (a: Question['acts'][number]) => q.acts.includes(a);

    if (has('roleBreak')) return reply([], [lines.role]);
    // "Is anyone else unwell?": what the note says of others with the same or any illness.
    if (contactQuestion.test(q.text)) {
      const told = facts.facts.filter(
        (f) =>
          contactFact.test(normalize(f.source)) &&
          (relativePattern.test(normalize(f.source)) ||
            /\b(nobody|no one|anyone|others?|children|friends?|colleagues?|people|girlfriend|boyfriend|partner|wife|husband|flatmates?|housemates?)\b/.test(
              normalize(f.source),
            )),
      );
      if (told.length) return reply(told.slice(0, 2), []);
    }
    if (has('clinician')) return reply([], [lines.clinician]);
    if (has('diagnosis')) return reply([], [lines.diagnosis]);

    if (has('opening') && !q.concepts.length) {
      const first = known[0] ? presence(known[0]) : null;
      if (first) out.push(first);
      else {
        const pc = facts.facts.find((f) => f.topic === 'associated' || f.topic === 'onset');
        if (pc) out.push(pc);
        else said.push(lines.notWell);
      }
      return reply(out, said);
    }
    // "Any burning when you wee?" names a symptom the case lacks: a check, not that symptom's character.
    if (
      q.topics.length === 1 &&
      q.topics[0] === 'character' &&
      q.concepts.length &&
      q.concepts.every((c) => !known.some((k) => k.concept === c.concept)) &&
      /^(?:and |so |also )?(any|have you|do you|did you|has|is|are)\b/.test(q.text)
    )
      q = { ...q, topics: [], acts: [...q.acts.filter((a) => a !== 'topic'), 'check'] };
    // "How long has he been poorly?": the whole illness, from its first symptom on.
    const wholeIllness =
      /\b(unwell|poorly|ill|off colou?r|under the weather)\b/.test(q.text) && !q.concepts.length;
    if (wholeIllness && (q.topics.includes('onset') || (has('check') && !q.topics.length))) {
      const onsets = facts.facts.filter((f) => f.topic === 'onset' && f.origin === 'history' && f.symptom);
      if (onsets.length) return reply(onsets.slice(0, 2), []);
    }
    // "How long were you away?": the time of something told that is not a symptom.
    if (q.topics.length === 1 && q.topics[0] === 'onset' && !q.concepts.length && !targetOf(q)) {
      const told = recall(
        q.text,
        facts.facts.filter((f) => f.topic === 'other' && f.polarity === 'present'),
        {
          least: 1,
        },
      );
      if (told.length && /\d|\b(ago|since|last)\b/.test(told[0]?.phrase ?? '')) return reply(told, []);
    }
    // "How is work going?": the job, and what the note says of the patient at work.
    if (
      q.topics.includes('occupation') &&
      /\bhow('s| is| are)? (work|things at work|your job|school|college)\b|\bat work\b/.test(q.text)
    ) {
      const atWork = facts.facts.filter(
        (f) =>
          f.topic !== 'occupation' &&
          f.polarity === 'present' &&
          /\b(work|job|school|college|off sick)\b/.test(normalize(f.source)),
      );
      out.push(...atWork.slice(0, 2));
    }
    if (has('check')) checkAnswer(q, state, out, said);
    if (q.condition && !has('check')) conditionAnswer(q, out, said);
    else if (q.condition && !q.concepts.length) conditionAnswer(q, out, said);

    const target = targetOf(q) ?? state.focus ?? known[0] ?? null;
    const asked = topicOrder.filter((t) => q.topics.includes(t));
    for (const topic of asked) {
      if (topic === 'pmh' && q.condition) continue;
      let found = topicFacts(topic, target);
      // "When did this start?" with nothing told of the symptom last spoken of: the main complaint.
      if (!found.length && symptomTopics.includes(topic) && !targetOf(q) && known[0] && target !== known[0])
        found = topicFacts(topic, known[0]);
      // "Do you have pain anywhere else?": the case's other pains.
      if (topic === 'radiation' && !found.length && /\b(anywhere else|elsewhere)\b/.test(q.text))
        found = known
          .filter((k) => k !== target && k.concept === 'pain')
          .map(presence)
          .filter((f): f is Fact => !!f);
      const searched = found.length ? [] : search(q, target);
      if (found.length) out.push(...found);
      else if (searched.length) out.push(...searched);
      else if (topic === 'site' && target && target.concept !== 'pain')
        said.push("It's hard to say exactly where — it's more of a general feeling.");
      else if (symptomTopics.includes(topic)) said.push(lines.notNoticed);
      else if (!(has('check') && (out.length || said.length))) said.push(lines.notSure);
    }

    if (!asked.length && !has('check') && !q.condition) {
      if (has('anythingElse')) {
        const next = nextSymptom(state);
        if (next) out.push(next);
        else said.push(lines.nothingElse);
      } else if (has('tellMore')) {
        const k = state.focus ?? known[0] ?? null;
        const more = symptomTopics
          .flatMap((t) => topicFacts(t, k))
          .find((f) => !state.revealed.has(f.id) && f.origin !== 'severity');
        if (more) out.push(more);
        else {
          const next = nextSymptom(state);
          if (next) out.push(next);
          else said.push(lines.nothingMore);
        }
      } else if (has('greeting')) said.push(lines.hello);
      else if (has('closing')) said.push(lines.thanks);
      else if (has('concerns')) said.push(lines.worried);
      else if (has('explain')) said.push(lines.okay);
      else if (!out.length && !said.length) {
        const searched = search(q, state.focus);
        if (searched.length) out.push(...searched);
        else said.push(lines.notUnderstood);
      }
    }
    return reply(out, said, has('check'), /^(did|does|do|has|have|is|was|were|are) /.test(q.text));
  }

  function nextSymptom(state: State): Fact | null {
    for (const k of known) {
      const f = presence(k);
      if (f && !state.revealed.has(f.id)) return f;
    }
    return (
      facts.facts.find(
        (f) =>
          f.topic === 'associated' &&
          f.origin === 'history' &&
          f.polarity === 'present' &&
          !state.revealed.has(f.id),
      ) ?? null
    );
  }

  /** At most three sentences: facts of one topic that start alike are joined ("I take X and Y"). */
  function reply(used: Fact[], extra: string[], check0 = false, yesNo = false): PatientReply {
    const unique = [...new Map(used.map((f) => [f.id, f])).values()];
    const phrases: { text: string; facts: string[] }[] = [];
    for (const f of unique) {
      const prev = phrases[phrases.length - 1];
      const lead = f.phrase.match(/^(I take|I have|I use|I'm allergic to) /)?.[1];
      if (prev && lead && prev.text.startsWith(`${lead} `) && !prev.text.includes(' and ')) {
        prev.text = `${prev.text} and ${f.phrase.slice(lead.length + 1)}`;
        prev.facts.push(f.id);
      } else phrases.push({ text: f.phrase, facts: [f.id] });
    }
    // "Did the cream help?" answered by what did not help: a plain "No" first.
    const first0 = phrases[0];
    if (
      first0 &&
      yesNo &&
      /\b(didn't|hasn't|doesn't|did not|has not|does not) (help|work)|\bno help\b/.test(first0.text) &&
      !/^no\b/i.test(first0.text)
    )
      first0.text = `No, ${/^I\b/.test(first0.text) ? first0.text : first0.text.charAt(0).toLowerCase() + first0.text.slice(1)}`;
    // A yes-or-no question answered by a recorded absence starts with a plain "No".
    if (check0) {
      const first = phrases[0];
      const absent = first?.facts.every((id) => byId.get(id)?.polarity === 'absent');
      if (
        first &&
        absent &&
        !/^(no|not|never|nothing|none|i (haven't|don't|didn't|wasn't|'m not))\b/i.test(first.text)
      )
        first.text = `No, ${/^I\b/.test(first.text) ? first.text : first.text.charAt(0).toLowerCase() + first.text.slice(1)}`;
    }
    const kept = phrases.slice(0, 3);
    const sentences: string[] = [];
    const ledger: string[] = [];
    for (const p of kept) {
      const v = check.check(sentenceCase(p.text));
      sentences.push(v.text);
      if (v.ok) ledger.push(...p.facts);
    }
    for (const e of extra) if (sentences.length < 3) sentences.push(sentenceCase(e));
    const text = [...new Set(sentences)].join(' ');
    return { text: text || lines.notUnderstood, facts: ledger };
  }

  return { facts, answer };
}
