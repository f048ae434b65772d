/**
 * The body sites pain is felt in, as data: how a question or a note names each, where the patient says
 * it is, and the region it belongs to. General knowledge, nothing about one case; every pattern runs on
 * normalised text (`normalize`: lower case, hyphens as spaces).
 */

/** Words for pain; a pain symptom is the concept `pain` at a site. */
export const painPattern =
  // ("painkillers" is a kind of medicine, "painless" no pain.)
  // ("hurt it", "hurt himself": an injury asked of, not a pain.)
  /\bpain(?!kill|less)\w*|\bache\w*|\baching\b|\bhurt(?!\s+(?:it|yourself|himself|herself|themselves|myself)\b)\w*|\bsore(ness)?\b|\btender\w*|\bdiscomfort\b|\bcolic\w*|\bcramp\w*|\bagony\b|\btwinge\w*/;

export interface BodySite {
  id: string;
  /** The site in a question, an answer or a case. */
  match: RegExp;
  /** Where it hurts, as the patient says it ("in my chest"). */
  where: string;
  /** Broader site it belongs to, so "tummy pain?" finds pain under the right ribs. */
  region: string;
}

const site = (id: string, match: RegExp, where: string, region = id): BodySite => ({
  id,
  match,
  where,
  region,
});

/** Sites from the most specific to the least: the first that matches a text is its site. */
export const bodySites: BodySite[] = [
  site(
    'right upper abdomen',
    /\bright upper quadrant\b|\bunder (my|your|the) right ribs\b|\bright hypochondri\w*/,
    'under my right ribs',
    'abdomen',
  ),
  site(
    'left upper abdomen',
    /\bleft upper quadrant\b|\bunder (my|your|the) left ribs\b|\bleft hypochondri\w*/,
    'under my left ribs',
    'abdomen',
  ),
  site(
    'right lower abdomen',
    /\bright iliac fossa\b|\bright lower (quadrant|abdomen|tummy)|\blow down on the right|\blower right (side|abdomen|tummy)/,
    'low down on the right side of my tummy',
    'abdomen',
  ),
  site(
    'left lower abdomen',
    /\bleft iliac fossa\b|\bleft lower (quadrant|abdomen|tummy)|\blow down on the left|\blower left (side|abdomen|tummy)/,
    'low down on the left side of my tummy',
    'abdomen',
  ),
  site(
    'upper abdomen',
    /\bepigastri\w*|\btop of (my|your|the) (tummy|stomach)\b/,
    'at the top of my tummy',
    'abdomen',
  ),
  site(
    'umbilical',
    /\bumbilic\w*|\bperi ?umbilical\b|\bbelly button\b|\bnavel\b/,
    'around my belly button',
    'abdomen',
  ),
  site(
    'lower abdomen',
    /\bsuprapubic\b|\blower (abdomen|tummy|belly)|\blow (?:down )?in (?:my|her|his|the) (?:abdomen|tummy|belly)|\bpelvi\w*|\bbladder\b/,
    'low down in my tummy',
    'abdomen',
  ),
  site('abdomen', /\babdom\w*|\btumm(y|ies)\b|\bstomach\b|\bbelly\b|\bgut\b/, 'in my tummy'),
  site('chest', /\bchest\b|\bretrosternal\b|\bbreast ?bone\b|\bsternum\b|\bangina\b/, 'in my chest'),
  site('loin', /\bloins?\b|\bflanks?\b|\bkidney area\b/, 'in my side, round the back', 'back'),
  site('lower back', /\blower back\b|\blumbar\b|\blow back\b/, 'in my lower back', 'back'),
  site('back', /\bback\b(?! (to|then|home|up|in))/, 'in my back'),
  site('head', /\bhead\b|\bforehead\b|\btemples?\b/, 'in my head'),
  site('neck', /\bneck\b/, 'in my neck'),
  site('throat', /\bthroat\b/, 'in my throat'),
  site('jaw', /\bjaw\b/, 'in my jaw'),
  site('ear', /\bears?\b/, 'in my ear'),
  site('eye', /\beyes?\b/, 'in my eye'),
  site('teeth', /\bteeth\b|\btooth\b|\bdental\b/, 'in my teeth'),
  site('face', /\bfac(?:e|ial)\b|\bcheeks?\b|\blips?\b/, 'in my face'),
  site('shoulder', /\bshoulders?\b/, 'in my shoulder', 'arm'),
  site('arm', /\barms?\b|\belbows?\b|\bwrists?\b/, 'in my arm'),
  site('hand', /\bhands?\b|\bfingers?\b|\bthumbs?\b/, 'in my hand'),
  site('hip', /\bhips?\b/, 'in my hip', 'leg'),
  site('groin', /\bgroin\b|\btesticl\w*|\btestes\b|\bscrot\w*/, 'in my groin'),
  site('knee', /\bknees?\b/, 'in my knee', 'leg'),
  site('calf', /\bcal(f|ves)\b/, 'in my calf', 'leg'),
  site('ankle', /\bankles?\b/, 'in my ankle', 'leg'),
  site('foot', /\bfeet\b|\bfoot\b|\btoes?\b|\bheels?\b/, 'in my foot', 'leg'),
  site('leg', /\blegs?\b|\bthighs?\b|\bshins?\b/, 'in my leg'),
  site('joints', /\bjoints?\b/, 'in my joints'),
  site('muscles', /\bmuscles?\b|\bmyalgi\w*/, 'in my muscles'),
  site('breast', /\bbreasts?\b|\bnipples?\b/, 'in my breast'),
  site('rectum', /\brect\w*|\bback passage\b|\banus\b|\banal\b|\bbottom\b/, 'in my back passage'),
  site('pelvis', /\bpelvi\w*|\bperiods?\b|\bmenstrua\w*|\bdysmenorrh\w*/, 'low down in my tummy', 'abdomen'),
  site(
    'urine',
    /\burinat\w*|\bpass(ing)? (water|urine)|\bmicturition\b|\bpee\b|\bwee\b/,
    'when I pass water',
  ),
];

/**
 * Symptoms that sit somewhere on the body, so a body part in a clause about them is where they are
 * (illness/site.ts): a rash, a swelling, numbness. A fever or crying has no site: "her ear thermometer"
 * and "settled in my arms" are no place of theirs. Pains are placed by their own rows.
 */
export const placedSymptoms =
  /\b(rash|spots?|swell\w*|lumps?|itch\w*|bruis\w*|ulcers?|sores?|blisters?|redness|red|numb\w*|tingl\w*|weak\w*|stiff\w*|tremor|shak\w*|discharge|bleed\w*|pulling|tender\w*|cramps?|ache|aching|burning|wounds?|cuts?|bites?|stings?|jaundice|yellow|pale|blue|cold|headaches?|vision|blurr\w*|sight|misty|floaters|hearing|deaf\w*|tinnitus|droop\w*)\b/;
