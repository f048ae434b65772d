/**
 * The topic steps of the built-in patient (answerSteps.ts): each topic asked, answered from the symptom
 * asked about (or the one talked about, or the main complaint), the background topics focused on what
 * the question names (a relative, a drug, the household), and a topic the record is silent on said so.
 */
import { focusAllergy } from './allergyAnswer.js';
import type { Answering } from './answerSteps.js';
import { alcoholWords } from './backgroundReaders.js';
import { drugLike } from './draft.js';
import { focusFamily } from './familyAnswer.js';
import { symptomTopics, topicOrder } from './lines.js';
import { focusMedicines } from './medicineAnswer.js';
import { tellsMedicine } from './medicines.js';
import { presence, search, targetOf, topicFacts, withoutVerbatimTwins } from './patientContext.js';
import { reply } from './patientReply.js';
import { askedWords, factWords } from './recall.js';
import { denialPhrase, type KnownSymptom, painConcepts } from './symptoms.js';
import { normalize } from './text.js';
import type { Fact, PatientReply, Topic } from './types.js';
import { siteIn } from './vocabulary.js';

/** "How did it start?", "How did it all begin?", "Was it like that at the start?": how it began. */
const howItBegan =
  /\bhow (?:did|does|has) (?:it|this|that|the \w+(?: \w+)?|your \w+(?: \w+)?)(?: all)? (?:start|begin|come on)\b|\bhow did (?:it |this )?all (?:start|begin)\b|\blike (?:that|this) (?:at|from) the (?:start|beginning)\b/;
/** A telling of how it began: "It began as an itch", "which I first put down to a cold after a party". */
const toldBeginning =
  /\b(?:began|begun|started|first|initially|at first|to begin with)\b.*\b(?:as an?|as|with|after|while|put (?:it )?down to|around)\b/;

/** An earlier episode told by its likeness: "had something similar in 2022", "the same thing last year". */
const earlierLikeIt =
  /\b(?:something similar|a similar (?:\w+ )?(?:episode|attack|pain|problem|infection|thing)|the same (?:thing|problem|pain) (?:before|last|in|a)|(?:had|has had) (?:this|it) before)\b/;

/** A medicine's effect told as a reaction to it: "made the skin red, weepy and itchier", "made her sick". */
const medicineReaction =
  /\b(?:made|makes|gave|gives|caused|causes|brought) (?:the |my |his |her |him |me )?(?:[a-z]+ (?:of (?:the |his |her |my )?[a-z]+ )?)?(?:red|itch\w*|swell\w*|swollen|sick|vomit\w*|rash|blister\w*|hives|weepy|sore|dizzy)\b/;

/** "Which eye was it?", "What side is it on?". */
const asksWhichSide = /\bwhich\b|\bwhat side\b/;

/** "Any help at home?", "Who supports you?": help asked of. */
const asksHelp = /\bhelp\b|\bsupport\b|\bcarers?\b|\blooks? after\b/;
/** "Karen has been doing her shopping", "carers come twice a day", "visits every day". */
const tellsHelp =
  /\b(?:helps?|helping|does (?:her|his|my) shopping|doing (?:her|his|my) shopping|carers?|looks after|cares for|checks on|pops in|visits)\b/;

/** "Out of 10?", "How would you score it?": a score asked for. */
const asksScore = /\bout of (?:10|ten)\b|\bscore\b|\bscale\b|\brate it\b/;

/** Words too general to tie a past illness to this one ("pain", "problem"). */
const bodyOnly = new Set(['pain', 'problem', 'trouble', 'feel', 'bad']);

const isPain = (k: KnownSymptom) => k.concept === 'pain' || painConcepts.has(k.concept);

/** Each topic asked, from the symptom asked about (or the one talked about, or the main complaint). */
export function topics(a: Answering): PatientReply | undefined {
  const { ctx, q, state, out, said } = a;
  const { known, lines } = ctx;
  // "Where is the pain?" from a patient with no pain: no pain, not the place of another symptom.
  const painless =
    q.concepts.some((c) => c.concept === 'pain') &&
    !targetOf(ctx, q) &&
    !known.some(isPain) &&
    !ctx.facts.facts.some((f) => f.polarity === 'present' && f.concepts.includes('pain'));
  if (painless && q.topics.length && !q.acts.includes('check'))
    return reply(ctx, [], [denialPhrase('pain', null)]);
  const target = targetOf(ctx, q) ?? state.focus ?? known[0] ?? null;
  for (const topic of topicOrder.filter((t) => q.topics.includes(t))) {
    if (topic === 'pmh' && q.condition) continue;
    const focused = focusBackground(a, topic, topicFacts(ctx, topic, target));
    if (!focused) continue;
    const found = symptomTopicFacts(a, topic, target, focused);
    if (!found) {
      said.push(lines.staysPut);
      continue;
    }
    // ("Do you use recreational drugs?" is never answered by the medicines.)
    const searched = found.length
      ? []
      : search(ctx, q, target).filter(
          (f) =>
            (topic !== 'drugs' || !['medication', 'relieving', 'allergy'].includes(f.topic)) &&
            // ("Do you drink alcohol?" is never answered by the litres of water a day.)
            (topic !== 'alcohol' || alcoholWords.test(normalize(f.source))),
        );
    if (found.length) out.push(...found);
    else if (searched.length) out.push(...searched);
    else if (topic === 'site' && target && target.concept !== 'pain')
      said.push("It's hard to say exactly where — it's more of a general feeling.");
    else if (symptomTopics.includes(topic)) said.push(lines.notNoticed);
    else if (!(q.acts.includes('check') && (out.length || said.length))) said.push(lines.notSure);
  }
  return undefined;
}

/** A background topic focused on what the question names; null when a line of its own answered. */
function focusBackground(a: Answering, topic: Topic, ofTopic: Fact[]): Fact[] | null {
  const { ctx, q, said } = a;
  let found = ofTopic;
  // "Is your mum still alive?", "Any heart disease in the family?": that relative, that illness.
  if (topic === 'family') {
    const focused = focusFamily(q, found, ctx.all.facts);
    if (focused.unrecorded) {
      said.push(ctx.lines.notThatIKnow);
      return null;
    }
    found = focused.facts;
  }
  // "Are you allergic to amoxicillin?": the allergy to it or its class, else "not to that".
  if (topic === 'allergy') {
    const focused = focusAllergy(q.text, found);
    if (focused.notThat) a.leading = [ctx.lines.notToThat];
    found = focused.facts;
    // "Have you ever reacted badly to a medicine?" told only in the story ("the drops, which contained
    // neomycin, made the skin red and itchier"): that telling.
    // (Asked of an allergy with none recorded, a side effect is no allergy.)
    if (
      !focused.notThat &&
      (!found.length || (!/\ballerg/.test(q.text) && !found.some((f) => f.polarity === 'present')))
    ) {
      const told = ctx.all.facts.filter(
        (f) =>
          f.polarity === 'present' &&
          f.origin === 'history' &&
          (tellsMedicine(f) || drugLike.test(normalize(f.source))) &&
          medicineReaction.test(normalize(f.source)),
      );
      if (told.length) found = [...withoutVerbatimTwins(told).slice(0, 1), ...found];
    }
  }
  // "Does anyone smoke at home?": whoever the note says smokes there, the household's too.
  if (
    topic === 'smoking' &&
    /\b(?:anyone|anybody|someone|at home|household|in the house|parents?|partner)\b/.test(q.text)
  ) {
    const household = ctx.all.facts.filter((f) => /\bsmok/.test(normalize(f.source)));
    if (household.length) found = withoutVerbatimTwins(household);
  }
  // "Do you have any help at home?": who helps, as well as who the patient lives with.
  if (topic === 'home' && asksHelp.test(q.text)) {
    const helpers = ctx.all.facts.filter(
      (f) => f.polarity === 'present' && f.topic !== 'home' && tellsHelp.test(normalize(f.source)),
    );
    if (helpers.length) found = [...withoutVerbatimTwins(helpers).slice(0, 2), ...found];
  }
  // The medicines asked of: one by name, of a kind, for a condition, changed or stopped.
  if (topic === 'medication' || topic === 'relieving') return focusMedicines(a, topic, found);
  return found;
}

/**
 * A symptom topic's facts where the symptom's own say nothing: how it came on, the main complaint's,
 * an episode's window, another symptom's treatment or earlier episode, the other pains. Null when a pain
 * the note gives no spreading is asked where it goes (it stays put).
 */
function symptomTopicFacts(
  { ctx, q }: Answering,
  topic: Topic,
  target: KnownSymptom | null,
  ofTopic: Fact[],
): Fact[] | null {
  const { known } = ctx;
  let found = ofTopic;
  // "Did it come on suddenly or gradually?": how it came on, told of the illness or of the symptom.
  if (
    topic === 'onset' &&
    /\b(sudden|suddenly|gradual|gradually|slowly|quickly|all at once)\b/.test(q.text)
  ) {
    const manner = ctx.facts.facts.filter(
      (f) =>
        f.topic === 'onset' &&
        (!f.symptom || f.symptom === target?.symptom.name) &&
        /\b(suddenly|gradually)\b/.test(f.phrase),
    );
    if (manner.length && !found.some((f) => manner.includes(f))) found = [...manner.slice(0, 1), ...found];
  }
  // "How did it start?": the telling of how it began, when the note gives one, before its date.
  // (Of the whole illness when no symptom is named: "It began as an itch" of an earache.)
  if (topic === 'onset' && howItBegan.test(q.text)) {
    const named = targetOf(ctx, q);
    const began = ctx.all.facts.filter(
      (f) =>
        f.polarity === 'present' &&
        f.origin === 'history' &&
        (!named || !f.symptom || f.symptom === named.symptom.name) &&
        toldBeginning.test(normalize(f.phrase)),
    );
    if (began.length) found = [...began.slice(0, 1), ...found.filter((f) => !began.includes(f))];
  }
  // "When did this start?" with nothing told of the symptom last spoken of: the main complaint.
  if (!found.length && symptomTopics.includes(topic) && !targetOf(ctx, q) && known[0] && target !== known[0])
    found = topicFacts(ctx, topic, known[0]);
  // "How long have you had the pain?" told only as "3 episodes over the past fortnight": its window,
  // before the onset of the illness as a whole.
  const window =
    topic === 'onset' && target && !found.some((f) => f.symptom === target.symptom.name)
      ? ctx.facts.facts.filter(
          (f) =>
            f.symptom === target.symptom.name &&
            f.polarity === 'present' &&
            f.origin === 'history' &&
            /\b(?:over|in|during|for) the (?:last|past) /.test(normalize(f.phrase)),
        )
      : [];
  if (window.length) found = window.slice(0, 1);
  // "Have you had any treatment for this?", "Has this happened before?": what was tried, or an earlier
  // episode, though the note told it of another symptom of the illness.
  if ((topic === 'relieving' || topic === 'previous') && !found.length && !targetOf(ctx, q))
    found = ctx.facts.facts.filter((f) => f.topic === topic && f.polarity === 'present').slice(0, 2);
  // "Have you had this before?" told as "had something similar in the right ear in 2022", whatever
  // topic its reader gave it.
  if (topic === 'previous' && !found.length)
    found = withoutVerbatimTwins(
      ctx.all.facts.filter(
        (f) => f.polarity === 'present' && f.origin === 'history' && earlierLikeIt.test(normalize(f.source)),
      ),
    ).slice(0, 1);
  // "Has she had anything like this before?" with "a urine infection at 14 months" in her past history:
  // a past illness of the same part or kind as this one's symptoms.
  if (topic === 'previous' && !found.length) {
    const symptomKeys = new Set(known.flatMap((k) => askedWords(k.symptom.name).flat()));
    found = ctx.all.facts
      .filter(
        (f) =>
          f.topic === 'pmh' &&
          f.polarity === 'present' &&
          [...factWords(f)].some((w) => symptomKeys.has(w) && !bodyOnly.has(w)),
      )
      .slice(0, 1);
  }
  // "How would you score it out of 10?" when the symptom talked about has no score: the one score told.
  if (topic === 'severity' && asksScore.test(q.text) && !found.some((f) => /\bout of 10\b/.test(f.phrase))) {
    const scored = ctx.facts.facts.filter((f) => f.topic === 'severity' && /\bout of 10\b/.test(f.phrase));
    if (new Set(scored.map((f) => f.symptom)).size === 1) found = scored.slice(0, 1);
  }
  // "What did they give you for it?" of an earlier episode that was treated: that episode.
  if (topic === 'relieving' && !found.length && !targetOf(ctx, q))
    found = ctx.facts.facts.filter((f) => f.topic === 'previous' && tellsMedicine(f)).slice(0, 1);
  // "Which eye was that?", "Which hand is it on?": the part asked of, on the side the note gives it,
  // though it is not the symptom talked about.
  const part = topic === 'site' && asksWhichSide.test(q.text) ? siteIn(q.text) : null;
  const ofTarget =
    !!target?.site &&
    !!part &&
    [target.site.id, target.site.region].some((s) => s === part.id || s === part.region);
  if (part && !ofTarget) {
    const sided = ctx.all.facts.filter(
      (f) =>
        f.polarity === 'present' &&
        f.origin !== 'symptom' &&
        /\b(?:left|right)\b/.test(normalize(f.phrase)) &&
        part.match.test(normalize(f.phrase)),
    );
    if (sided.length) found = withoutVerbatimTwins(sided).slice(0, 1);
  }
  if (topic !== 'radiation' || found.length) return found;
  // "Do you have pain anywhere else?": the case's other pains.
  if (/\b(anywhere else|elsewhere)\b/.test(q.text))
    found = known
      .filter((k) => k !== target && k.concept === 'pain')
      .map((k) => presence(ctx, k))
      .filter((f): f is Fact => !!f);
  // "Does the pain go anywhere else?" of a pain the note gives no spreading: it stays put. ("…like into
  // your head?" with a headache too: the other symptom is there, so not a plain no.)
  const staysPut =
    !found.length &&
    !!target &&
    isPain(target) &&
    !ctx.facts.facts.some((f) => f.topic === 'radiation' && f.symptom === target.symptom.name) &&
    !known.some((k) => k !== target && elsewhereNamed(q.text, k));
  return staysPut ? null : found;
}

/** Whether a question names the place of another symptom ("into your head" of a headache). */
function elsewhereNamed(question: string, k: KnownSymptom): boolean {
  const site = siteIn(question);
  return !!site && normalize(`${k.symptom.name} ${k.symptom.description ?? ''}`).includes(site.id);
}
