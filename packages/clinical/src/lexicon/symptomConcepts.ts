/**
 * The symptoms students ask about, as data: how a question, an answer or a symptom's name says each,
 * and what the patient says when it has it or not (docs/patient.md#the-built-in-patient-no-openai-key).
 * Pain is a concept of its own with a site (`bodySites.ts`). General knowledge, nothing about one case;
 * every pattern runs on normalised text (`normalize`: lower case, hyphens as spaces).
 */
import type { Severity } from '../types.js';

export interface SymptomConcept {
  id: string;
  /** Finds the concept in a question, an answer or a symptom's name. */
  match: RegExp;
  /** The patient has it: a sentence (no full stop) shaped by the severity, if the case gives one. */
  affirm: (severity: Severity | null) => string;
  /** The patient does not have it. */
  deny: string;
}

const adv: Record<Severity, string> = { severe: 'really', moderate: 'quite', mild: 'a bit' };
const concept = (id: string, match: RegExp, affirm: (a: string) => string, deny: string): SymptomConcept => ({
  id,
  match,
  affirm: (s) =>
    affirm(s ? adv[s] : '')
      .replace(/\s+/g, ' ')
      .trim(),
  deny,
});

/**
 * Symptoms students ask about. Pain is a concept of its own with a site (`bodySites.ts`); a case symptom
 * that none of these names is understood from its own words.
 */
export const symptomConcepts: SymptomConcept[] = [
  concept(
    'nausea',
    /\bnause\w*|\bqueas\w*|\bfe(el|els|lt|eling) (sick|like (being|throwing|i might be) sick)|\bsick to (my|your) stomach/,
    (a) => `I've been feeling ${a} sick`,
    "No, I haven't felt sick",
  ),
  concept(
    'haematemesis',
    /\bha?ematemesis\b|\b(?:vomit\w*|been sick|throw\w* up|threw up) (up )?(any |some )?(bright red |red |dark |fresh )?blood|\bblood in (my|your|the) (vomit|sick)|\bcoffee grounds?\b|\b(sick|vomit) (with|containing) blood/,
    () => "I've been vomiting blood",
    "No, there's been no blood when I've been sick",
  ),
  concept(
    'vomiting',
    /\bvomit\w*|\bthrow(n|ing)? up|\bthrew up|\bbeen sick\b|\bbeing sick\b|\bwas sick\b|\bsick up\b|\bemesis/,
    () => "I've been sick",
    "No, I haven't been sick",
  ),
  concept(
    'diarrhoea',
    /\bdiarrh\w*|\bloose (stools?|bowels?|motions?)|\bthe runs\b|\brunny (stools?|poo)/,
    (a) => `I've had ${a === 'a bit' ? 'a bit of ' : a ? 'bad ' : ''}diarrhoea`,
    "No, I haven't had diarrhoea",
  ),
  concept(
    'constipation',
    /\bconstipat\w*/,
    (a) => `I've been ${a} constipated`,
    "No, I haven't been constipated",
  ),
  concept(
    'fever',
    /\bfever\w*|\btemperatures?\b|\btemp\b|\bpyrex\w*|\bfebrile|\brunning hot\b|\b(feel|feels|felt|feeling) (hot|feverish)\b|\bhot and cold\b|\bfeverish\b/,
    (a) => `I've had a ${a === 'really' ? 'high ' : ''}temperature`,
    "No, I haven't had a temperature",
  ),
  concept(
    'rigors',
    /\bchills?\b|\bshiver\w*|\brigou?rs?\b|\bshak(es|ing) with cold/,
    () => "I've had shivers",
    "No, I haven't had any shivers",
  ),
  concept(
    'sweating',
    /\bsweat\w*|\bclammy\b|\bperspir\w*|\bdiaphore\w*/,
    (a) => `I've been sweating ${a === 'really' ? 'a lot' : 'more than usual'}`,
    "No, I haven't been sweating",
  ),
  concept(
    'cough',
    /\bcough\w*/,
    (a) => `I've had ${a === 'a bit' ? 'a bit of a' : a ? 'a bad' : 'a'} cough`,
    "No, I haven't had a cough",
  ),
  concept(
    'sputum',
    /\bsputum\b|\bphlegm\b|\bmucus\b|\bcoughing (anything )?up\b|\bbringing (anything )?up\b/,
    () => "I've been coughing up phlegm",
    "No, I haven't been coughing anything up",
  ),
  concept(
    'haemoptysis',
    /\bha?emoptysis\b|\bcough\w* (up )?blood|\bblood in (my|your|the) (phlegm|sputum)/,
    () => "I've coughed up some blood",
    "No, I haven't coughed up any blood",
  ),
  concept(
    'breathlessness',
    /\bbreathless\w*|\bshort(ness)? of breath|\bbreath\b|\bbreathing\b|\bdyspno\w*|\bwinded\b|\bcan'?t breathe|\bout of breath/,
    (a) => `I've been ${a} short of breath`,
    "No, my breathing's been fine",
  ),
  concept('wheeze', /\bwheez\w*|\bwhistl\w*/, () => "I've been wheezy", "No, I haven't been wheezy"),
  concept(
    'palpitations',
    /\bpalpitat\w*|\bheart (is |was |has been )?(racing|pounding|fluttering|skipping|thumping|beating fast)|\bracing heart/,
    () => "I've had palpitations, my heart racing",
    "No, I haven't noticed my heart racing",
  ),
  concept(
    'dizziness',
    /\bdizz\w*|\blight ?headed\w*|\bvertigo\b|\bunsteady\b|\bspinning\b/,
    (a) => `I've been feeling ${a} dizzy`,
    "No, I haven't felt dizzy",
  ),
  concept(
    'fainting',
    /\bfaint\w*|\bpass(ed)? out\b|\bblack(ed)? out\b|\bcollaps\w*|\blo(st|ss of) consciousness|\bsyncop\w*/,
    () => "I've fainted",
    "No, I haven't fainted",
  ),
  concept(
    'headache',
    /\bheadaches?\b|\bhead (hurt\w*|ache\w*|pain)|\bpain in (my|your|the) head|\bmigraines?\b|\bcephalgia/,
    (a) =>
      `I've had ${a === 'really' ? 'a really bad' : a === 'quite' ? 'a bad' : a ? 'a mild' : 'a'} headache`,
    "No, I haven't had any headaches",
  ),
  concept(
    'neck stiffness',
    /\bstiff neck\b|\bneck (stiff\w*|hurt\w*|pain)|\bmove (my|your) neck/,
    () => 'My neck feels stiff',
    "No, my neck's fine",
  ),
  concept(
    'photophobia',
    /\bphotophob\w*|\bbright lights?\b|\blight (hurt|bother)\w*|\bsensitiv\w* to light|\blight sensitiv/,
    () => 'Bright light hurts my eyes',
    "No, light doesn't bother me",
  ),
  concept(
    'vision',
    /\bvision\b|\bblurr\w*|\beyesight\b|\bsee(ing)? (properly|clearly)|\bdouble vision\b|\bvisual\b/,
    () => 'My vision has been blurry',
    "No, my eyesight's fine",
  ),
  concept(
    'weakness',
    /\bweak(ness)? (in|of) (my|your|the) (arm|leg|face|hand|side)|\b(arm|leg|limb|facial) weakness|\bcan'?t (lift|move) (my|your)/,
    () => "I've had some weakness",
    "No, I haven't noticed any weakness",
  ),
  concept(
    'numbness',
    /\bnumb\w*|\btingl\w*|\bpins and needles\b|\bparaesthes\w*/,
    () => "I've had numbness and tingling",
    "No, I haven't had any numbness or tingling",
  ),
  concept(
    'speech',
    /\bslurr\w*|\bspeech\b|\btrouble (speaking|talking)|\bfind(ing)? (my|your|the) words/,
    () => "I've had trouble getting my words out",
    'No, my speech has been fine',
  ),
  concept(
    'confusion',
    /\bconfus\w*|\bmuddled\b|\bdisorient\w*/,
    () => "I've been muddled and confused",
    "No, I haven't been confused",
  ),
  concept(
    'pain during sex',
    /\bdyspareunia\b|\bpain(?:ful)? (?:during|with|after|when (?:having|you have)) (?:sex|intercourse)\b|\b(?:sex|intercourse) (?:is |has been )?(?:painful|sore|hurts?)\b|\bhurts? (?:during|with|when (?:having|you have)) (?:sex|intercourse)\b/,
    () => 'Sex has been painful',
    "No, sex hasn't been painful",
  ),
  concept(
    'memory loss',
    /\bmemory (?:loss|problems?|trouble|difficult\w*|lapses?)\b|\bforget(?:ful\w*|ting things)\b|\bpoor memory\b|\blosing (?:my|your|her|his) memory\b/,
    () => "I've been more forgetful",
    "No, my memory's been fine",
  ),
  concept(
    'seizure',
    /\bseizures?\b|\bfits?\b|\bconvuls\w*/,
    () => "I've had a fit",
    "No, I haven't had any fits",
  ),
  concept(
    'fatigue',
    /\btired\w*|\btir(?:e|es|ing)\b|\bwashed out\b|\bwiped out\b|\brun down\b|\bdrained\b|\bknackered\b|\bshattered\b|\bfatigu\w*|\bexhaust\w*|\b(no|low|lack of|little|less|lost|loss of|without|any) energy\b|\benergy levels?\b|\blethargi?\w*|\bworn out\b|\bweary\b|\bsleepy\b|\bdrows\w*/,
    (a) => `I've been feeling ${a} tired`,
    "No, my energy's been fine",
  ),
  concept(
    'weight loss',
    /\bweight loss\b|\blos(t|ing|e) (any )?weight|\blos(t|ing) (about |around |nearly |almost |over )?(\d+|half a|a|one|two|three|four|five) ?(kg|kilo\w*|pounds|lbs?|stones?)\b|\bweight (gone )?down\b|\bclothes (are )?(looser|loose)/,
    () => "I've lost weight without trying",
    "No, my weight's been about the same",
  ),
  concept(
    'weight gain',
    /\bweight gain\b|\bgain(ed|ing)? (any )?weight|\bput on (some |any )?weight\b|\b(put on|gained) (about |around )?\d+ ?(kg|kilo\w*|pounds|lbs?|stone)/,
    () => "I've put on weight",
    "No, my weight's been about the same",
  ),
  concept(
    'appetite',
    /\bappetite\b|\boff (my|your) food\b|\bnot (eating|hungry)|\banorexi\w*/,
    (a) => `I've gone ${a === 'a bit' ? 'a bit' : a ? 'right' : ''} off my food`,
    "No, I'm eating normally",
  ),
  concept(
    'thirst',
    /\bthirst\w*|\bpolydips\w*|\bdrinking (a lot|more|lots|loads)|\bdry mouth\b/,
    (a) => `I've been ${a} thirsty all the time`,
    "No, I haven't been especially thirsty",
  ),
  concept(
    'urinary frequency',
    /\bfrequen\w* (urinat\w*|of urin\w*|micturition|pass\w* (water|urine))|\burinary frequency|\bpolyuri\w*|\b(pee|wee|urinat)\w* (a lot|more|often|frequently)|\bgo(ing)? to the (toilet|loo|bathroom) (?:much |far )?(a lot|more|often)|\bkeep (going|running|needing) to the (toilet|loo|bathroom)|\b(peeing|weeing) (all the time|constantly)|\bpass\w* (water|urine) (?:much |far )?(a lot|more|often)|\bfrequent urin\w*/,
    () => "I've been needing to pass water a lot more often",
    "No, I haven't been going more often",
  ),
  concept(
    'nocturia',
    /\bnocturi\w*|\b(get|getting|wake|waking) up (at night )?to (pee|wee|pass water|go to the toilet|urinate)|\bat night to (pee|wee|pass water|urinate)/,
    () => 'I keep getting up at night to pass water',
    "No, I don't get up at night to pass water",
  ),
  concept(
    'dysuria',
    /\bdysuri\w*|\b(?:burn\w*|pain\w*|hurt\w*|sting\w*|sore|discomfort)(?: or (?:burn\w*|hurt\w*|sting\w*|pain\w*))? (?:when|on|while|with) (?:you |i |he |she |they )?(?:pee\w*|wee\w*|pass\w* (?:urine|water)|urinat\w*)|\bpain(ful)? (on|with|passing) (urin\w*|water|micturition)/,
    () => 'It burns when I pass water',
    "No, it doesn't hurt to pass water",
  ),
  concept(
    'haematuria',
    /\bha?ematuri\w*|\bblood in (my|your|his|her|the) (urine|pee|wee|water)|\b(urine|pee|wee|water) (?:is |was |has been |had been |looked |looks |turned |went |had gone )?(?:bright |dark |deep |very )?(red|pink|bloody|rosé|rose|cola|coke)|\b(?:red|pink|bloody) (urine|pee|wee)\b/,
    () => "I've seen blood in my urine",
    "No, I haven't seen any blood in my urine",
  ),
  concept(
    'urgency',
    /\burgency\b|\burgent(ly)? (need|to go)|\bcan'?t hold\b/,
    () => 'When I need to go, I need to go straight away',
    "No, I don't have to rush to the toilet",
  ),
  concept(
    'incontinence',
    /\bincontinen\w*|\bleak\w*|\bwet (my|your)self|\bcontrol (of )?(my|your) (bladder|bowels)/,
    () => "I've had some leaking",
    "No, I haven't had any leaking",
  ),
  concept(
    'discharge',
    /\bdischarge\b/,
    () => "I've noticed a discharge",
    "No, I haven't noticed any discharge",
  ),
  concept(
    'vaginal bleeding',
    /\bvaginal bleed\w*|\bbleed\w* (between|after) (periods|sex)|\bspotting\b|\bpost ?coital bleed/,
    () => "I've had some bleeding",
    "No, I haven't had any unusual bleeding",
  ),
  concept(
    'periods',
    /\bperiods?\b|\bmenstrua\w*|\bmenorrh\w*|\bmenses\b/,
    () => 'My periods have changed',
    'No, my periods have been normal',
  ),
  concept(
    'rectal bleeding',
    /\brectal bleed\w*|\bblood in (my|your|the) (stools?|poo|motions?)|\b(?:bleed\w*|blood) (?:from|out of|coming from) (my|your|the) (back passage|bottom|rectum)|\bbloody (stools?|diarrhoea)|\bpr bleed\w*/,
    () => "I've seen blood in my poo",
    "No, I haven't seen any blood in my poo",
  ),
  concept(
    'black stools',
    /\bblack,? (?:(?:sticky|tarry|runny|loose),? )?(stools?|poo|motions?)|\bmela?ena|\btarry\b/,
    () => 'My poo has been black',
    "No, my poo hasn't been black",
  ),
  concept(
    'jaundice',
    /\bjaundic\w*|\byellow (skin|eyes)|\b(skin|eyes) (look |looks |gone |turned )?yellow|\bicter\w*/,
    () => 'My skin has gone a bit yellow',
    "No, I haven't gone yellow",
  ),
  concept(
    'dark urine',
    /\bdark (urine|pee|wee)/,
    () => 'My urine has been dark',
    "No, my urine's a normal colour",
  ),
  concept(
    'heartburn',
    /\bheartburn\b|\bindigestion\b|\bacid reflux\b|\breflux\b|\bdyspeps\w*/,
    () => "I've had heartburn",
    "No, I haven't had heartburn",
  ),
  concept(
    'swallowing',
    /\bswallow\w*|\bdysphag\w*|\bodynophag\w*|\bfood (gets |getting )?stuck/,
    () => "I've had trouble swallowing",
    'No, I can swallow fine',
  ),
  concept(
    'bloating',
    /\bbloat\w*|\bdistend\w*|\bdistension\b/,
    () => "I've been bloated",
    "No, I haven't been bloated",
  ),
  concept(
    'rash',
    /\brash\w*|\bspots\b|\bblotch\w*|\bhives\b|\burticari\w*|\blesions?\b|\bpatch(es)? (on|of) (my|your|the) skin|\bskin (changes?|problems?)/,
    () => "I've got a rash",
    "No, I haven't had a rash",
  ),
  concept('itch', /\bitch\w*|\bprurit\w*/, (a) => `I've been ${a} itchy`, "No, I haven't been itchy"),
  concept(
    'swelling',
    /\bswell\w*|\bswollen\b|\bo?edema\w*|\bpuff(y|iness)\b/,
    () => "I've had some swelling",
    "No, I haven't noticed any swelling",
  ),
  concept('stiffness', /\bstiff(ness)?\b(?! neck)/, () => "I've been stiff", "No, I haven't been stiff"),
  concept(
    'sore throat',
    /\bsore throat\b|\bthroat (is |feels )?(sore|hurt\w*|pain\w*|scratchy)/,
    (a) => `My throat's ${a} sore`,
    "No, my throat's fine",
  ),
  concept(
    'discharge',
    /\bdischarg\w*|\bpus\b|\b(?:come|comes|coming|came|leak\w*|ooz\w*) out of (?:my |your |his |her |the )?(?:left |right )?(?:ears?|eyes?|nipples?|penis|vagina|wound)\b/,
    () => "I've had a discharge",
    'No, nothing has come out',
  ),
  concept(
    'runny nose',
    /\brunny nose\b|\bblocked nose\b|\bsneez\w*|\bnasal congestion\b|\bstuffy nose\b|\bcongest\w*/,
    () => "I've had a runny nose",
    'No, my nose has been fine',
  ),
  concept(
    'ear',
    /\bearache\b|\bear ?(ache|pain|hurt\w*)|\bsore ears?\b|\bpain (?:in|around|inside) (?:my |your |his |her |the )?(?:left |right )?ears?\b/,
    () => "I've had earache",
    "No, I haven't had any earache",
  ),
  // (Hearing and ringing are their own: an earache case's "any ringing?" is not its pain.)
  concept(
    'hearing loss',
    /\bhearing\b|\bdeaf\w*|\bmuffled\b|\bcan(?:'t|not) hear\b|\bhard of hearing\b/,
    () => "I've had trouble with my hearing",
    "No, my hearing's fine",
  ),
  concept(
    'tinnitus',
    /\btinnitus\b|\bringing (?:in|of) (?:my |your |his |her |the |both )?ears?\b|\bringing noise\b|\bbuzzing in (?:my |your |his |her |the )?ears?\b|\bany ringing\b|\bno ringing\b/,
    () => "I've had ringing in my ears",
    "No, there's been no ringing",
  ),
  concept(
    'low mood',
    /\blow mood\b|\b(feel\w*|felt|been) (low|down|depressed|sad|hopeless)|\bdepress\w*|(?<!\b(high|elevated|elated|manic) )\bmood\b|\bspirits\b/,
    (a) => `I've been feeling ${a} low`,
    "No, my mood's been all right",
  ),
  concept(
    'anhedonia',
    /\banhedoni\w*|\b(lost|loss of|no) (interest|enjoyment|pleasure)|\benjoy (things|anything|stuff)|\b(no longer|doesn't|does not|don't|not) enjoy\w*/,
    () => "I don't enjoy the things I used to",
    'No, I still enjoy things',
  ),
  concept(
    'sleep',
    /\bsleep\w*|\binsomni\w*|\bwak(e|ing) (up )?early\b/,
    () => "I've been sleeping badly",
    "No, I've been sleeping fine",
  ),
  concept(
    'anxiety',
    /\banxi\w*|\bworr(y|ied|ying)\b(?! about (it|this|that))|\bnervous\b|\bpanic\w*|\bon edge\b/,
    () => "I've been feeling anxious",
    "No, I haven't been especially anxious",
  ),
  concept(
    'suicidal thoughts',
    /\bsuicid\w*|\bkill(ing)? (your|my)self|\bend(ing)? (your|my|it) (life|all)|\bharm(ing)? (your|my)self|\bself ?harm\w*|\bbetter off (dead|without (me|you|him|her|them)|not (waking|being|here|alive))|\bnot (being )?(here|alive)\b|\b(not|never) wak(e|ing) up\b|\bplans? (or|and|nor) intent\b|\bintent (or|and|nor) plans?\b|\bwish(es|ed)? (she|he|i|they|you) (was|were|had) (dead|never been born)/,
    () => "I've had thoughts of not wanting to be here",
    "No, I haven't had thoughts like that",
  ),
  concept(
    'hallucinations',
    /\bhallucinat\w*|\bhear(ing)? voices\b|\bseeing things\b|\b(?:could|can) see (?:cats|dogs|animals|insects|spiders|people|children|faces|things) (?:on|in|that|who|crawling|walking)\b|\bthings (?:that )?(?:weren't|were not|aren't|are not) there\b/,
    () => "I've been hearing things",
    'No, nothing like that',
  ),
  concept(
    'concentration',
    /\bconcentrat\w*|\bfocus\w*/,
    () => "I can't concentrate",
    'No, my concentration is fine',
  ),
  concept('lump', /\blumps?\b|\bmass\b/, () => "I've found a lump", "No, I haven't found any lumps"),
  concept('bruising', /\bbruis\w*/, () => "I've been bruising easily", "No, I haven't been bruising"),
  concept(
    'hair loss',
    /\bhair (loss|fall\w*|thinn\w*)|\blos(ing|t) (my|your) hair/,
    () => "I've been losing my hair",
    "No, my hair's fine",
  ),
  concept(
    'temperature intolerance',
    /\b(cold|heat) intoleran\w*|\b(feel\w*|always) (the )?(cold|hot) (all the time|more)/,
    () => "I can't stand the cold",
    "No, I'm not bothered by the heat or the cold",
  ),
  concept('bleeding', /\bbleed\w*/, () => "I've noticed some bleeding", "No, I haven't noticed any bleeding"),
  // Further review-of-systems items a student asks of any case.
  concept(
    'tremor',
    /\btremor\w*|\bshak(y|iness|ing hands?)\b|\bhands? (shak\w*|trembl\w*)|\btrembl\w*/,
    () => "I've noticed a tremor",
    "No, I haven't noticed any shaking",
  ),
  concept(
    'unsteadiness',
    /\bunsteady\b|\bunsteadiness\b|\b(off|lost? (your|my)|losing (your|my)) balance\b|\bclums\w*|\bwobbl\w*|\bataxi\w*|\bstaggering\b/,
    () => "I've been unsteady on my feet",
    "No, I've been steady on my feet",
  ),
  concept(
    'red eyes',
    /\bred (eyes?|eye)\b|\beyes? (been |gone |look(ed|ing)? )?red\b|\bbloodshot\b|\bconjunctiv\w*|\bpink eye\b/,
    () => 'My eyes have been red',
    "No, my eyes haven't been red",
  ),
  concept(
    'jaw pain on chewing',
    /\bjaw (claudication|pain|ache|hurt\w*)|\b(hurt\w*|pain\w*|ache\w*) (when|on|while) (you |i )?(chew\w*|eat\w*|talk\w*)|\bchewing (hurt\w*|pain\w*)/,
    () => 'My jaw aches when I chew',
    "No, chewing doesn't hurt",
  ),
  concept(
    'scalp tenderness',
    /\bscalp (tender\w*|sore\w*|pain\w*)|\btender scalp\b|\b(brush\w*|comb\w*) (your |my )?hair (hurt\w*|is sore|painful)|\bhurt\w* to (brush|comb)/,
    () => 'My scalp is tender',
    "No, my scalp isn't tender",
  ),
  concept(
    'mouth ulcers',
    /\bmouth ulcers?\b|\bulcers? in (your|my|the) mouth\b|\bsore mouth\b/,
    () => "I've had mouth ulcers",
    "No, I haven't had any mouth ulcers",
  ),
];

/** A concept that implies another: vomiting blood is vomiting, coughing up blood is a cough. */
export const impliedConcepts: Record<string, string[]> = {
  haematemesis: ['vomiting'],
  haemoptysis: ['cough', 'sputum'],
  sputum: ['cough'],
  rigors: ['fever'],
  'rectal bleeding': ['bleeding'],
  'vaginal bleeding': ['bleeding'],
  haematuria: ['bleeding'],
  nocturia: ['urinary frequency'],
  fainting: ['dizziness'],
};

/** When a symptom comes or does not: "at rest", "at night", "when lying flat". */
export const circumstance =
  /\b(at rest|at night|on exertion|on walking|when (?:lying|sitting|standing|eating|walking)\w*(?: \w+)?|while \w+ing|during \w+)\b/;
