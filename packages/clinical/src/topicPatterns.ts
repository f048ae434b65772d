/**
 * The words of each history-taking topic in a student's question ("when did it start?" → onset).
 */
import { indications, medicineKinds } from './lexicon/indications.js';

/** The medicines the lexicon names (lexicon/indications.ts), as a question may name them. */
const lexiconMedicines = new RegExp(
  `\\b(?:${indications
    .flatMap((r) => r.drugs)
    .map((d) => d.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})\\b`,
);

import type { Topic } from './types.js';

export const p = (...res: RegExp[]) => res;

export const topicPatterns: Partial<Record<Topic, RegExp[]>> = {
  onset: p(
    /\bwhen (did|was|were|has|have|does|do) (it|this|that|they|the \w+|you|your \w+)( first)? (start|begin|began|come on|happen|notice|first)/,
    /\bwhen did (it|this|that|all this|the \w+|your \w+)/,
    /\bhow long (have|has|ago|did|does|is|was)\b/,
    /\bhow long\b/,
    /\bsince when\b/,
    /\bwhen (was|did) (the first|you first)/,
    /\b(start|started|begin|began|begun|come on|came on)\b/,
    /\bonset\b/,
    /\bfirst (notice|noticed|start|began|appear)/,
    /\bhow many (minutes|hours|days|weeks|months|years)\b/,
    /\bsudden(ly)?\b|\bgradual(ly)?\b/,
    /\bwhat were you doing\b/,
    /\bwhen\b.*\b(start|begin|notice)/,
  ),
  site: p(
    /\bwhere\b.*\b(pain|hurt|it|ache|feel|sore|discomfort)\b/,
    /\bwhere('s| is| are| does| do| exactly|abouts)\b/,
    /\bwhich (side|part|leg|arm|foot|hand|eye|ear|knee|hip|joint|shoulder|toe|finger|areas?|bits?)\b/,
    /\bwhereabouts\b|\bwhere on (your|his|her) body\b|\bwhere (is|are) (the|your|his|her) (itch|rash|swelling|spots?|lump)/,
    /\bpoint to\b/,
    /\bwhereabouts\b/,
    /\blocation\b/,
    /\bshow me where\b/,
  ),
  radiation: p(
    /\b(spread|spreads|spreading|radiat\w*|travel\w*|shoot\w*)\b/,
    // (Not where the patient goes: "when you go to the toilet", "go to bed", "go up the stairs".)
    /\bgo(es)? (anywhere|elsewhere|to(?! (?:the )?(?:toilet|loo|bathroom|bed|sleep|work|school|the gp|hospital))|into|down(?! (?:the )?stairs)|up(?! (?:the )?(?:stairs|hills?))|through|round|around)\b/,
    /\bmov(e|ed|es|ing) (anywhere|to|around|elsewhere)\b/,
    /\banywhere else\b/,
    /\bfeel it (anywhere|elsewhere)\b/,
  ),
  character: p(
    /\bdescribe\b/,
    /\bwhat (does|did|do) (it|they|the \w+|this) feel like\b/,
    // "What does her cough sound like?": how it sounds.
    /\bwhat (?:does|did|do) (?:it|they|the \w+|this|(?:her|his|your|the) cough) sound like\b/,
    /\bwhat('s| is| was) (it|the \w+) like\b/,
    /\bwhat (kind|type|sort) of (pain|ache|cough|feeling|headache|discomfort)\b/,
    // ("blood pressure" and "heavy periods" name no pain's character.)
    /\b(sharp|dull|crushing|burning|stabbing|throbbing|squeezing|(?<!blood )pressure|tight|cramp\w*|colicky|dry|productive|chesty|heavy(?! periods?\b))\b/,
    /\bcharacter\b|\bnature of\b|\bquality\b/,
    /\bwhat (does|did|do) (it|they|the \w+|this|that|your \w+) look like\b|\bwhat colou?r\b/,
    /\bfeels? like\b/,
  ),
  severity: p(
    /\bhow (bad|severe|strong|intense|painful|much does it hurt|serious|much pain)\b/,
    /\bsever(e|ity)\b/,
    /\bscale\b/,
    /\bout of (10|ten)\b/,
    /\brate (it|the|your|that)\b/,
    /\bintensity\b/,
    /\bscore\b/,
  ),
  aggravating: p(
    /\b(makes?|made|making) (it|the \w+|them|things|this|that|you|your \w+) (any )?worse\b/,
    /\bworse (when|if|with|after|on|at|during|by)\b/,
    /\baggravat\w*|\bexacerbat\w*/,
    /\btrigger\w*\b|\bbrings? (it|the \w+|them|this|that) on\b|\bbrought (it |the \w+ )?on\b|\bset (it|them|the \w+) off\b/,
    /\banything (that )?make\w* it worse\b/,
    /\bworse\b|^when\b.*\bat (?:its|their) worst\b/,
    // "When do you feel dizzy?": the circumstances that bring it.
    /^when (?:do|does) (?:you|he|she|they) (?:feel|get|notice|have|start)\b/,
  ),
  relieving: p(
    /\b(given|give|giving|taken|take|taking|tried|trying|had|used|using) (?:(?:him|her|them|you) )?(anything|something) (for|to help|to bring)\b/,
    /\b(makes?|made|making) (it|the \w+|them|things|this|that|you|your \w+) (any )?better\b/,
    /\bbetter (when|if|with|after|on|at|by)\b/,
    /\b(relie(f|ve|ves|ved)|ease|eases|eased|easing|easier|help(s|ed)? (it|the|with))\b/,
    /\btried anything\b|\btaken anything (for|to help)\b|\btaken any (painkillers|pain killers|pain relief)\b|\b(makes?|made) (it|the \w+|them|this) (go away|ease|settle|stop|go off)\b/,
    /\b(anything|something) (that )?(help|helps|helped)\b/,
    // "What have you given him for it?", "What treatment have you had for the cancer?": what was given.
    /\bwhat (?:have|has|did) (?:you|he|she|they|the doctors?|your gp) (?:given|give|tried|taken|take|used|use|had) (?:him |her |them |you )?(?:for|to help)\b|\bwhat (?:treatments?|medicines?) (?:have|has|did) (?:you|he|she) (?:had|have|been given|get)\b/,
    // "What seems to make her more comfortable?", "Does anything settle him?": what eases it.
    /\b(?:makes?|made|making|keeps?) (?:it|him|her|you|them|things) (?:feel )?(?:more )?comfortable\b|\b(?:anything|something|what) (?:that )?(?:settles?|soothes?|calms?) (?:him|her|it|you|them)\b/,
    // "Have you had any treatment for this?", "tried giving him anything?": what was tried for it.
    /\b(?:had|tried|given|taken|received|getting|started) (?:any |some )?(?:treatment|treatments|remedies|remedy)\b|\btried (?:giving|putting|using|taking) (?:him |her |them )?(?:anything|something)\b/,
    /\bdoes (anything|rest|moving|movement|eating|sitting|lying) (help|make)/,
    /\bbetter\b/,
    // "What did she do to help?", "What have you tried for it?".
    /\bwhat (?:did|does|do|has|have) (?:she|he|they|you|your \w+) (?:do|done|tried|try|give|given) (?:to help|for (?:it|that|this|them|those))\b|\bwhat helped\b/,
    // "What did they give you for it?", "How was it treated?": the treatment of this or an earlier bout.
    /\bwhat (?:did|have|has) (?:they|the doctors?|your (?:gp|doctor)|the gp|the hospital|he|she) (?:give|given|prescribe|prescribed) (?:you|him|her)\b|\bwhat (?:were|was) (?:you|he|she) given\b|\bhow (?:was|were) (?:it|that|they|you) treated\b/,
  ),
  timing: p(
    /\b(constant|continuous|all the time|comes and goes|come and go|on and off|intermittent)\b/,
    /\bhow often\b|\bhow frequent\b|\bfrequency\b|\bhow many times\b|\bhow many (episodes|attacks|bouts)\b/,
    /\b(getting|got) (worse|better)\b|\bchanged (since|over)\b|\bprogress\w*\b|\bsame since\b/,
    /\bhow long (?:does|do|did|will) (?:it|they|each(?: one)?|the \w+|these|those|today's(?: one| \w+)?|this(?: one)?|that(?: one)?)(?: \w+)? last\b|\blast(s)? for\b/,
    /\bhow long did (?:it|that|the \w+) (?:go on|keep going|carry on)\b/,
    /\bany time of day\b|\btime of (the )?day\b|\bat night\b|\bin the morning\b/,
    /\bpattern\b|\bcourse\b/,
    /^when\b.*\bat (?:its|their) worst\b|^when (?:do|does) (?:you|he|she|they) (?:feel|get|notice|have)\b/,
  ),
  previous: p(
    /\b(had|happened|experienced|felt|noticed|get|got) (this|anything like this|something like this|it|that|this kind of thing) before\b/,
    /\bfirst time\b/,
    /\bprevious episodes?\b|\bprevious (attacks|bouts)\b/,
    /\bever (had|happened|felt|experienced) (this|it|that|anything like|something like)\b/,
    /\bhappened (?:to (?:you|him|her) )?before\b|\bbefore now\b|\blike (this|it|that) before\b/,
    // "Has he ever had a fit before?": the symptom asked of, as an earlier episode.
    /\bever (?:had|been|needed) (?:a |an |any )?[a-z]+(?: [a-z]+)? before\b/,
    /\bsimilar (episode|thing|problem|pain)/,
  ),
  pmh: p(
    /\bmedical (history|conditions?|problems?|issues?|illness\w*)\b/,
    /\bpast (medical|history|illness|illnesses|problems?|health)\b/,
    /\bhealth (conditions?|problems?|issues?)\b/,
    /\b(other|any|previous|past|long term|ongoing|chronic) (illness|illnesses|conditions?|diseases?|health problems?|medical problems?)\b/,
    /\bdiagnosed with\b|\bbeen (diagnosed|hospitali[sz]ed|in hospital|admitted)\b/,
    /\bhistory of\b/,
    /\b(problems?|issues?|trouble|conditions?|illness\w*) in the past\b/,
    /\b(generally|usually|normally|otherwise) (well|healthy|fit)\b/,
    /\bsee (a|the|your) (doctor|gp) (about|for)\b/,
    /\bproblems with your (heart|lungs|chest|blood pressure|kidneys|liver|thyroid)\b/,
  ),
  surgery: p(/\boperations?\b/, /\bsurger(y|ies)\b/, /\boperated\b/, /\bprocedures?\b/, /\bremoved\b/),
  medication: p(
    /\bmedications?\b|\bmedicines?\b|\bmeds\b/,
    // "When did you last use the sumatriptan?": a medicine's last dose.
    /\b(?:when|what time) did (?:you|he|she) last (?:take|use|have|need) (?!(?:a |any |the |her |his |your )?(?:dose|one)\b)/,
    /\btablets?\b|\bpills?\b/,
    /\bprescri(bed|ption|ptions)\b/,
    // "Has anything been started or changed recently?": a change to the medicines.
    /^(?:and |so )?(?:has|have) (?:anything|any of your (?:tablets|medicines)) been (?:started|changed|stopped)\b/,
    /\btak(e|ing) (any|anything|something|regularly|regular)\b/,
    /\bover the counter\b|\binhalers?\b|\binjections?\b|\binsulin\b/,
    /\b(any|regular|prescription) drugs?\b/,
    /\bon anything\b|\bon any\b/,
    // "What are you taking for your blood pressure?", "What do you use for the pain?".
    /\bwhat (?:are|do|did|were|have) (?:you|they|he|she) (?:been )?(?:tak(?:e|ing)|us(?:e|ing)|on) for\b/,
    // Medicines for a condition ("Anything for your sugar?", "Are you taking something for it?").
    /^(?:and |so |also )?(?:anything|something) for (?:your|the|his|her)\b|\b(?:on|taking|take|using|use) (?:anything|something) for (?:your|his|her)\b/,
    // A kind of medicine by what it is for ("Do you take a blood thinner?").
    new RegExp(
      `\\b(?:tak(?:e|ing)|on|using|use|given|give|had) (?:an? |any |your )?${medicineKinds.source.slice(2)}`,
    ),
    // "Any painkillers?", "Blood thinners?": a kind of medicine asked of bare.
    new RegExp(`^(?:and |so |also |what about )?(?:any )?${medicineKinds.source.slice(2)}\\??$`),
    // A medicine named in the question ("how much ibuprofen do you take?", "do you still take the senna?").
    /\b(ibuprofen|paracetamol|aspirin|codeine|naproxen|insulin|[a-z]{3,}(olol|pril|sartan|statin|formin|dipine|prazole|xaban|farin|thiazide|semide|cillin|mycin|cycline|oxetine|pram))\b/,
    lexiconMedicines,
  ),
  allergy: p(
    /\ballerg\w*/,
    /\breactions? to\b|\breact(?:s|ed)? (?:badly )?to\b/,
    /\bwhat happen(s|ed) (when|if) (?:you|he|she) (take|took|have|had|eat|ate|use|used|react|reacted|touch|touched|come into contact|came into contact|are exposed|were exposed)\b/,
    // "Is there anything you can't take?", "Any medicines that disagree with you?": what the patient
    // reacts to.
    /\b(?:anything|any (?:medicines?|medications?|drugs?|tablets?|antibiotics?|foods?)) (?:that )?(?:you|he|she|they) (?:can'?t|cannot|can not|mustn'?t|shouldn'?t|are not able to) (?:take|have|eat|be given)\b/,
    /\b(?:problems?|trouble|bad (?:reactions?|experiences?)|side effects?) (?:with|from|to) (?:any )?(?:medicines?|medications?|drugs?|tablets?|antibiotics?|penicillin|[a-z]+cillin)\b/,
    /\bdisagree(?:s|d)? with (?:you|him|her|them)\b/,
  ),
  family: p(
    /\bfamily\b/,
    /\bparents?\b|\bsiblings?\b|\brelatives?\b/,
    /\b(mother|father|mum|mom|dad|brothers?|sisters?|grand(father|mother|parents?))\b/,
    /\bruns? in\b|\b(genetic|hereditary|inherited)\b/,
  ),
  smoking: p(/\bsmok\w*/, /\bcigar\w*/, /\btobacco\b/, /\bvap(e|es|ing)\b/),
  alcohol: p(
    /\balcohol\w*/,
    /\bdo you drink\b|\bhow much do you drink\b|\bdrink(s|ing)? (alcohol|beer|wine|spirits)\b/,
    /\bunits\b|\bbooze\b|\bpints?\b|\bglass(es)? of wine\b|\bdrinker\b|\bdrink at all\b|\bdo you drink\b/,
    // "Do you have a drink?", "Do you like a drink?": alcohol, as people ask it.
    /\b(?:have|like|enjoy|fancy) a (?:drink|tipple)\b|\bdrink (?:much|socially|regularly|often|every day|at weekends)\b/,
  ),
  drugs: p(
    /\brecreational\b|\bstreet drugs\b|\billicit\b|\billegal\b|\bcannabis\b|\bcocaine\b|\bweed\b|\bheroin\b|\bdrugs?\b(?! (allerg|reaction))/,
  ),
  occupation: p(
    /\boccupation\b/,
    /\bwork\b|\bjob\b|\bfor a living\b|\bemploy\w*|\bretired\b|\bprofession\b|\bcareer\b|^what do you do$/,
    /\bschool\b|\bnursery\b|\bstudy\w*\b|\bcollege\b|\buniversity\b/,
  ),
  home: p(
    /\blive (with|alone|on your own|by yourself)\b/,
    /\bliving (situation|arrangements?)\b/,
    /\bat home\b|\bwho('s| is) at home\b|\bhome life\b|\bhome situation\b/,
    /\bwho.* live/,
    // ("breathless lying flat" is a posture, not a flat.)
    /\bwhere do you live\b|\bwhere (are you|is (he|she)) living\b|\bhouse\b|(?<!\b(?:lying|lie|lies|lay) )\bflat\b/,
    /\bsupport\b|\bcarers?\b|\bpartner\b|\bmarried\b/,
  ),
  age: p(/\bhow old\b/, /\byour age\b|\bage\b/, /\bdate of birth\b/, /\bwhen were you born\b/, /\bdob\b/),
  name: p(
    /\byour (full )?name\b/,
    /\bwho are you\b/,
    /\bconfirm your (name|identity|details)\b/,
    /\bwhat('s| is) (his|her) name\b/,
  ),
};
