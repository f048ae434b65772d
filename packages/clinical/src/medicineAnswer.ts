/**
 * The medicines a question asks of (docs/patient.md#the-built-in-patient-no-openai-key): one by name
 * ("Has she had any ibuprofen?"), one of a kind ("Any calcium tablets?" finds Adcal), those for a
 * condition ("anything for your blood pressure?"), those that changed, and one stopped ("Are you still
 * taking the bisoprolol?" is a plain no). Null when the answer is a line of its own, already said.
 */
import type { Answering } from './answerSteps.js';
import {
  askedIndication,
  namedMedicines,
  ofBought,
  ofChange,
  sameKind,
  tellsMedicine,
  treats,
} from './medicines.js';
import { withoutVerbatimTwins } from './patientContext.js';
import { normalize } from './text.js';
import type { Fact, Topic } from './types.js';

/** "Are you still on…", "Is she taking…": a question of a medicine taken now. */
const asksTakingNow =
  /\b(?:still|currently|at the moment|these days)\b|^(?:and |so )?(?:are|is) (?:you|he|she) (?:taking|on|using)\b|^(?:and |so )?(?:have|has) (?:you|he|she) been (?:taking|using)\b/;
/** A medicine fact that tells it was stopped, or not taken of late ("ran out 3 days ago", "not taken for 2 weeks"). */
const stoppedWords =
  /\b(?:stopped|used to take|discontinued|came off|no longer|swapped|switched|(?:told|asked|advised) me to stop|ran out|run out|not (?:been )?taken|not been taking|forgot(?:ten)?|missed)\b/;

/** "Who looks after your tablets?", "Who helps you with your medicines?": who manages them. */
const asksWhoHelps =
  /^(?:and |so )?who (?:looks after|sorts(?: out)?|helps(?: you)? with|manages|organi[sz]es|fills|orders|gives you|does)\b/;
/** "Maureen fills his dosette box", "manages his own tablets", "collects his prescriptions". */
const tellsWhoHelps =
  /\b(?:dosette|blister pack|pill ?(?:box|organi[sz]er)|(?:fills|sorts|orders|collects|manages|organi[sz]es|looks after)\b.*\b(?:tablets|medicines|medication|pills|prescriptions|box)|(?:manages|sorts|does) (?:them|it|everything) (?:him|her|my)self)\b/;

export function focusMedicines(a: Answering, topic: Topic, ofTopic: Fact[]): Fact[] | null {
  const { ctx, q, said } = a;
  const { lines } = ctx;
  let found = ofTopic;
  // "Who looks after your tablets?": who the note says fills, orders or sorts them.
  if (topic === 'medication' && asksWhoHelps.test(q.text)) {
    const helps = ctx.all.facts.filter(
      (f) => f.polarity === 'present' && tellsWhoHelps.test(normalize(f.source)),
    );
    if (helps.length) return withoutVerbatimTwins(helps).slice(0, 2);
  }
  // "Has she had any ibuprofen?": what the record says of that medicine, wherever it says it.
  // ("How have you been using the patches?": a medicine by its form, where the note names no other.)
  const forms = [...q.text.matchAll(/\b(patch|inhaler|injection|cream|spray|pessar)(?:es|s|y|ies)?\b/g)]
    .map((m) => m[1] ?? '')
    .filter((form) => ctx.all.facts.some((f) => normalize(f.source).includes(form)));
  const drugs = topic === 'medication' || topic === 'relieving' ? [...namedMedicines(q.text), ...forms] : [];
  const ofDrug = ctx.all.facts.filter(
    (f) => f.polarity === 'present' && drugs.some((d) => normalize(`${f.source} ${f.phrase}`).includes(d)),
  );
  if (ofDrug.length) found = withoutVerbatimTwins(ofDrug);
  // "Any calcium tablets?" with Adcal recorded: one of that kind; "any iron tablets?" with none: not that.
  else if (drugs.length && topic === 'medication' && !q.topics.includes('allergy')) {
    const kin = sameKind(drugs, ctx.all.facts);
    if (!kin.length) {
      said.push(lines.notThatMedicine);
      return null;
    }
    found = withoutVerbatimTwins(kin);
  }
  // "Have you been buying anything from the chemist?": the medicines bought, told anywhere in the note.
  // "Have you started any new medicines recently?": the ones that changed.
  else if (topic === 'medication')
    found = ofBought(q.text, withoutVerbatimTwins(ctx.all.facts)) ?? ofChange(q.text, found) ?? found;
  // "Is he on any medicines?": a medicine given for this illness is one, beside no regular ones.
  if (topic === 'medication' && !drugs.length && found.every((f) => f.polarity === 'absent'))
    found = [
      ...found,
      ...ctx.facts.facts.filter(
        (f) => f.topic === 'relieving' && f.polarity === 'present' && tellsMedicine(f),
      ),
    ];
  // "Are you on anything for your blood pressure?": the medicines for it, from all that were given.
  const indication = topic === 'medication' || topic === 'relieving' ? askedIndication(q.text) : null;
  if (indication) {
    // ("copper coil removed 4 months ago" tells of contraception wherever the note says it; a
    // relative's medicine is theirs.)
    const given = ctx.all.facts.filter(
      (f) => f.polarity === 'present' && f.topic !== 'family' && treats(indication, f),
    );
    const forIt = [...found, ...given].filter((f, i, all) => treats(indication, f) && all.indexOf(f) === i);
    if (forIt.length) found = withoutVerbatimTwins(forIt);
    else if (topic === 'medication' && found.length) {
      said.push(lines.nothingForThat);
      return null;
    } else if (topic === 'relieving' && q.topics.includes('medication')) return null;
  }
  return stoppedFirst(a, found, ofDrug.length > 0 ? 'drug' : indication ? 'kind' : null);
}

/**
 * "Are you still taking the bisoprolol?" of one stopped or not taken of late: a plain no, then the note.
 * Asked of a kind ("your thyroid tablets", "any blood thinners"), only when none of that kind is taken.
 */
function stoppedFirst(a: Answering, found: Fact[], asked: 'drug' | 'kind' | null): Fact[] {
  const stoppedOf =
    asked && asksTakingNow.test(a.q.text) ? found.filter((f) => stoppedWords.test(normalize(f.phrase))) : [];
  if (
    !stoppedOf.length ||
    (asked === 'kind' && stoppedOf.length < found.length) ||
    found.some((f) => /\brestart/.test(normalize(f.phrase)))
  )
    return found;
  a.leading = [a.ctx.lines.plainNoWord];
  return [...stoppedOf, ...found.filter((f) => !stoppedOf.includes(f))];
}
