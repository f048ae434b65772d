/**
 * The guard on what the patient says: a sentence that names the diagnosis (its words, a synonym or a
 * lay term), suggests a test or treatment of the answer key, or leaves the role is replaced by an
 * in-role line before the student sees it. A relative's illness in the family history may be named,
 * and the patient's own recorded medicines may be named.
 */
import { expand } from './phrasing.js';
import { normalize } from './text.js';
import type { CaseFacts, CaseInput } from './types.js';
import { relativePattern } from './vocabulary.js';

export type GuardReason = 'diagnosis' | 'treatment' | 'role';

export interface GuardVerdict {
  ok: boolean;
  reason: GuardReason | null;
  /** What the student sees: the sentence itself, or the in-role line that replaces it. */
  text: string;
}

export const inRoleLines: Record<GuardReason, string> = {
  diagnosis: "I really don't know what it is, doctor — that's what I'm hoping you'll find out.",
  treatment: "I'll leave what to do about it to you, doctor.",
  role: "Sorry, doctor, I'm not sure what you mean — I just want to feel better.",
};

/** Diagnoses and the other names people use for them (general knowledge, not about one case). */
const diagnosisSynonyms: [RegExp, string[]][] = [
  [
    /myocardial infarction|heart attack|\bmi\b|stemi|acute coronary|coronary syndrome/,
    ['heart attack', 'coronary', 'infarct', 'cardiac arrest', 'acs'],
  ],
  [/angina/, ['angina']],
  [/heart failure|cardiac failure/, ['heart failure', 'weak heart', 'fluid on my lungs']],
  [/atrial fibrillation/, ['atrial fibrillation', 'irregular heartbeat', 'af']],
  [/pulmonary embol/, ['blood clot', 'clot in my lung', 'embolism', 'clot on my lung']],
  [/deep vein thrombosis|\bdvt\b/, ['blood clot', 'clot in my leg', 'thrombosis', 'dvt']],
  [
    /pneumonia|chest infection|lower respiratory tract infection/,
    ['pneumonia', 'chest infection', 'lung infection'],
  ],
  [/asthma/, ['asthma', 'asthmatic']],
  [/copd|chronic obstructive/, ['copd', 'emphysema', 'chronic bronchitis']],
  [/tuberculosis|\btb\b/, ['tuberculosis', 'tb', 'consumption']],
  [/pneumothorax/, ['collapsed lung', 'pneumothorax', 'punctured lung']],
  [/appendicitis/, ['appendix', 'appendicitis', 'grumbling appendix']],
  [
    /cholecystitis|biliary colic|gallstone|cholelithiasis/,
    ['gallbladder', 'gall bladder', 'gallstone', 'gall stone', 'biliary'],
  ],
  [/pancreatitis/, ['pancreas', 'pancreatitis']],
  [/hepatitis|cirrhosis|liver disease/, ['hepatitis', 'liver disease', 'cirrhosis', 'liver damage']],
  [/gastroenteritis/, ['gastroenteritis', 'stomach bug', 'tummy bug', 'food poisoning', 'gastro']],
  [/peptic ulcer|gastric ulcer|duodenal ulcer/, ['ulcer']],
  [/diverticulitis/, ['diverticul']],
  [/crohn|ulcerative colitis|inflammatory bowel/, ['crohn', 'colitis', 'inflammatory bowel', 'ibd']],
  [/bowel obstruction/, ['blocked bowel', 'bowel obstruction', 'blockage']],
  [/diabet/, ['diabetes', 'diabetic', 'sugar diabetes', 'high blood sugar', 'blood sugar']],
  [/hypothyroid/, ['underactive thyroid', 'hypothyroid', 'thyroid']],
  [/hyperthyroid|graves/, ['overactive thyroid', 'hyperthyroid', 'graves', 'thyroid']],
  [/addison/, ['addison']],
  [/cushing/, ['cushing']],
  [/stroke|cerebrovascular|\bcva\b/, ['stroke', 'brain attack', 'bleed on my brain', 'clot on my brain']],
  [/transient ischaemic|\btia\b/, ['mini stroke', 'mini-stroke', 'tia', 'transient']],
  [/migraine/, ['migraine']],
  [/meningitis/, ['meningitis', 'meningococcal']],
  [/subarachnoid/, ['bleed on my brain', 'brain bleed', 'aneurysm', 'subarachnoid', 'haemorrhage']],
  [/epilep|seizure disorder/, ['epilepsy', 'epileptic']],
  [/parkinson/, ['parkinson']],
  [/multiple sclerosis/, ['multiple sclerosis', 'ms']],
  [
    /urinary tract infection|\buti\b|cystitis/,
    [
      'urine infection',
      'water infection',
      'bladder infection',
      'cystitis',
      'uti',
      'urinary tract infection',
      'urinary infection',
    ],
  ],
  [/pyelonephritis/, ['kidney infection', 'pyelonephritis']],
  [
    /renal colic|kidney stone|nephrolithiasis|urolithiasis|ureteric (calculus|stone)/,
    ['kidney stone', 'stone', 'renal colic'],
  ],
  [
    /kidney injury|renal failure|kidney disease/,
    ['kidney failure', 'kidney disease', 'kidney damage', 'kidneys failing'],
  ],
  [/prostat/, ['prostate']],
  [/gout/, ['gout']],
  [/osteoarthritis|rheumatoid|arthritis/, ['arthritis']],
  [/septic arthritis/, ['joint infection', 'septic']],
  [/fracture/, ['fracture', 'broken', 'break']],
  [/sciatica|disc (prolapse|herniation)|slipped disc/, ['sciatica', 'slipped disc', 'trapped nerve']],
  [/depress/, ['depression', 'depressed', 'depressive']],
  [/anxiety|panic disorder/, ['anxiety disorder', 'panic disorder', 'panic attack']],
  [/bipolar/, ['bipolar', 'manic depression']],
  [/schizophren|psychosis/, ['schizophrenia', 'psychosis', 'psychotic']],
  [/anorexia nervosa|bulimia|eating disorder/, ['eating disorder', 'anorexia', 'bulimia']],
  [/ectopic/, ['ectopic']],
  [/endometriosis/, ['endometriosis']],
  [/pelvic inflammatory/, ['pelvic infection', 'pelvic inflammatory', 'pid']],
  [/polycystic ovar/, ['polycystic', 'pcos']],
  [/ovarian torsion/, ['twisted ovary', 'torsion']],
  [/pregnan/, ['pregnant', 'pregnancy']],
  [/cellulitis/, ['cellulitis', 'skin infection']],
  [/eczema|dermatitis/, ['eczema', 'dermatitis']],
  [/psoriasis/, ['psoriasis']],
  [/shingles|herpes zoster/, ['shingles', 'zoster']],
  [/chickenpox|varicella/, ['chickenpox', 'chicken pox', 'varicella']],
  [/scabies/, ['scabies', 'mites']],
  [/melanoma|skin cancer/, ['melanoma', 'skin cancer', 'cancer']],
  [/measles/, ['measles']],
  [/tonsillitis/, ['tonsillitis', 'tonsils']],
  [/otitis/, ['ear infection', 'otitis']],
  [/influenza|\bflu\b/, ['flu', 'influenza']],
  [/covid/, ['covid', 'coronavirus']],
  [/sepsis|septic/, ['sepsis', 'septic', 'blood poisoning']],
  [/malaria/, ['malaria']],
  [/croup/, ['croup']],
  [/bronchiolitis/, ['bronchiolitis']],
  [/kawasaki/, ['kawasaki']],
  [/intussusception/, ['intussusception']],
  [/anaemia|anemia/, ['anaemia', 'anemia', 'low iron', 'iron deficiency']],
  [
    /cancer|carcinoma|malignan|tumou?r|lymphoma|leukaemia|leukemia/,
    ['cancer', 'tumour', 'tumor', 'malignant', 'carcinoma', 'lymphoma', 'leukaemia', 'leukemia'],
  ],
  [/hernia/, ['hernia']],
  [/glaucoma/, ['glaucoma']],
];

/** Words of a diagnosis that say nothing on their own. */
const qualifiers = new Set(
  'acute chronic suspected probable possible likely mild moderate severe mellitus type community acquired hospital disease syndrome disorder uncomplicated complicated early late simple primary secondary of the and with left right bilateral 1 2 i ii exacerbation episode infective infection inflammation viral bacterial lower upper tract major minor recurrent new onset attack failure injury induced related associated due from caused presumed query from an a to in on nsaid nsaids drug medication first second third fourth fifth big small great greater lesser'.split(
    ' ',
  ),
);

/** Body parts and systems: too common to forbid alone ("heart failure" is forbidden whole, not "heart"). */
const bodyWords = new Set(
  'heart lung lungs chest kidney kidneys liver bladder bowel bowels skin brain blood bone bones joint joints stomach urinary renal cardiac pulmonary gastric pelvic cerebral head neck back throat nerve nerves muscle muscles vein veins artery arteries thyroid pain colic'.split(
    ' ',
  ),
);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Patterns that name this diagnosis: its distinctive words (stemmed), its synonyms and lay terms. */
export function diagnosisPatterns(diagnosis: string | null | undefined): RegExp[] {
  const n = expand(diagnosis ?? '');
  if (!n.trim()) return [];
  const out: RegExp[] = [];
  const words = normalize(diagnosis ?? '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 3 && !qualifiers.has(w) && !bodyWords.has(w));
  for (const w of words) {
    const root = w.length > 7 ? w.slice(0, w.length - 3) : w.length > 5 ? w.slice(0, w.length - 1) : w;
    out.push(new RegExp(`\\b${escapeRegExp(root)}`));
  }
  const core = normalize(diagnosis ?? '')
    .split(' ')
    .filter((w) => !qualifiers.has(w))
    .join(' ');
  if (core.includes(' ')) out.push(new RegExp(`\\b${escapeRegExp(core)}\\b`));
  for (const [when, terms] of diagnosisSynonyms)
    if (when.test(n)) for (const t of terms) out.push(new RegExp(`\\b${escapeRegExp(t)}(s|es)?\\b`));
  return out;
}

/** The other names of a diagnosis: its whole phrase, synonyms and lay terms ("heart attack" for MI). */
export function diagnosisSynonymPatterns(diagnosis: string | null | undefined): RegExp[] {
  const n = expand(diagnosis ?? '');
  if (!n.trim()) return [];
  const out: RegExp[] = [];
  for (const [when, terms] of diagnosisSynonyms)
    if (when.test(n))
      for (const t of terms) if (t.length > 3) out.push(new RegExp(`\\b${escapeRegExp(t)}(s|es)?\\b`));
  return out;
}

const genericTreatment = new Set(
  'rest fluids fluid advice lifestyle diet exercise analgesia analgesic review monitoring monitor referral refer reassurance observation observations follow up safety netting netting admission admit urgent oral iv intravenous if below above and or with plus then daily dose doses course weeks days hours sats saturation saturations target check checks test tests bloods blood regular regularly consider start stop continue sips small frequent education support counselling physiotherapy physio sleep hygiene weight loss smoking cessation alcohol reduction'.split(
    ' ',
  ),
);
const namedCare =
  /\b(ecg|ekg|pci|cabg|x ?rays?|ct|mri|ultrasound|scan|endoscopy|colonoscopy|gastroscopy|ercp|mrcp|biopsy|angiogram|angiography|echo|echocardiogram|spirometry|lumbar puncture|nebulis\w*|antibiotics?|steroids?|insulin|inhalers?|oxygen|surgery|surgical|operation|\w+ectomy|\w+otomy|\w+plasty|transfusion|dialysis|cbt|therapy|antidepressants?|catheter\w*|stent\w*|thrombolysis|anticoagula\w*|cast|splint|traction)\b/g;
const drugWord =
  /\b[a-z]+(olol|pril|sartan|statin|formin|azole|cillin|mycin|cycline|floxacin|dipine|prazole|tidine|lukast|sone|olone|parin|xaban|gatran|farin|semide|thiazide|amol|profen|fenac|tadine|triptan|pine|zepam|oxetine|aline|pram|tropin|glycerin|nitrate|mab|vir|cef\w+|cillin)\b|\b(aspirin|paracetamol|ibuprofen|naproxen|codeine|morphine|tramadol|gtn|nitroglycerin|adrenaline|epinephrine|salbutamol|ipratropium|prednisolone|hydrocortisone|metformin|gliclazide|levothyroxine|warfarin|heparin|clopidogrel|ticagrelor|doxycycline|clarithromycin|amoxicillin|co amoxiclav|trimethoprim|nitrofurantoin|ceftriaxone|fluids|buscopan|ondansetron|metoclopramide|cyclizine|omeprazole|lansoprazole|sumatriptan|allopurinol|colchicine|sertraline|fluoxetine|citalopram|lithium|olanzapine|emollients?|antihistamines?|calamine|permethrin|aciclovir|oseltamivir|iron)\b/g;

/** The words of the answer key's treatments a patient must not suggest. */
export function treatmentTerms(treatments: string | null | undefined): string[] {
  const t = expand(treatments ?? '');
  const terms = new Set<string>();
  for (const m of t.matchAll(namedCare)) terms.add(m[0]);
  for (const m of t.matchAll(drugWord)) if (!genericTreatment.has(m[0])) terms.add(m[0]);
  return [...terms];
}

const outOfRole = [
  /\bas an ai\b|\ban ai\b|\bai (language )?model\b|\blanguage model\b|\bartificial intelligence\b|\bchat ?gpt\b|\bopenai\b|\bllm\b/,
  /\bvirtual patient\b|\bsimulated patient\b|\bsimulation\b|\brole ?play\w*\b|\bin character\b|\bmy (instructions|prompt|programming|case record|case notes)\b|\bsystem prompt\b/,
  /\bi (would )?(recommend|suggest|advise) (that )?(you|we|a|an|the|getting|starting|taking|some)\b/,
  /\byou (should|could|might want to|need to|must) (prescribe|order|give me|start me|check my|do an?|send me for|refer me|consider)\b/,
  /\b(the|my|a|likely|differential) diagnos(is|es)\b|\bdifferential\b|\bmost likely (diagnosis|cause)\b/,
  /\bi('m| am) (sorry,? )?(but )?(not able|unable) to (help|assist|provide)\b|\bi can(no|')t (help|assist) with\b/,
  /\bhow can i (help|assist) you\b|\bwhat brings you in\b|\bis there anything else i can help\b/,
];

export interface Guard {
  check(sentence: string): GuardVerdict;
}

/** A guard for one case. Pass the case's facts so its family history and own medicines stay sayable. */
export function createGuard(input: Pick<CaseInput, 'diagnosis' | 'treatments'>, facts?: CaseFacts): Guard {
  const dx = diagnosisPatterns(input.diagnosis);
  const rx = treatmentTerms(input.treatments).map((t) => new RegExp(`\\b${escapeRegExp(t)}\\b`));
  const familySources = (facts?.facts ?? []).filter((f) => f.topic === 'family').map((f) => expand(f.source));
  const ownSources = (facts?.facts ?? [])
    .filter((f) => ['medication', 'allergy', 'surgery', 'pmh', 'relieving'].includes(f.topic))
    .map((f) => `${expand(f.source)} ${normalize(f.phrase)}`);
  return {
    check(sentence) {
      const s = expand(sentence);
      for (const re of outOfRole)
        if (re.test(s)) return { ok: false, reason: 'role', text: inRoleLines.role };
      for (const re of dx) {
        if (!re.test(s)) continue;
        // "My father had gallstones": a relative's illness, recorded as such, may be named.
        const aboutRelative = relativePattern.test(s) && familySources.some((f) => re.test(f));
        if (!aboutRelative) return { ok: false, reason: 'diagnosis', text: inRoleLines.diagnosis };
      }
      for (const re of rx) {
        if (!re.test(s)) continue;
        if (!ownSources.some((f) => re.test(f)))
          return { ok: false, reason: 'treatment', text: inRoleLines.treatment };
      }
      return { ok: true, reason: null, text: sentence };
    },
  };
}

/** Sentence ends: a full stop, question or exclamation mark (not inside "Dr." or "1.5"), or a new line. */
const sentenceEnd = /(?<!\b(?:dr|mr|mrs|ms|st|e\.g|i\.e|approx|vs))([.!?]+["')\]]*)(?=\s)|\n+/gi;

export interface StreamGuard {
  /** Feeds streamed text; returns the sentences now complete, each as the student may see it. */
  push(delta: string): GuardVerdict[];
  /** The stream ended: the rest, checked. */
  end(): GuardVerdict[];
}

/** Holds streamed text until each sentence ends, then checks it; one in-role line per kind at most. */
export function streamGuard(guard: Guard): StreamGuard {
  let buffer = '';
  const replaced = new Set<GuardReason>();
  const verdict = (sentence: string): GuardVerdict | null => {
    const v = guard.check(sentence);
    if (v.ok || !v.reason) return v;
    if (replaced.has(v.reason)) return null;
    replaced.add(v.reason);
    return { ...v, text: /^\s/.test(sentence) ? ` ${v.text}` : v.text };
  };
  const take = (final: boolean): GuardVerdict[] => {
    const out: GuardVerdict[] = [];
    let from = 0;
    for (const m of buffer.matchAll(sentenceEnd)) {
      if (m.index === undefined) continue;
      const end = m.index + m[0].length;
      const sentence = buffer.slice(from, end);
      if (sentence.trim()) {
        const v = verdict(sentence);
        if (v) out.push(v);
      }
      from = end;
    }
    buffer = buffer.slice(from);
    if (final && buffer.trim()) {
      const v = verdict(buffer);
      if (v) out.push(v);
      buffer = '';
    }
    return out;
  };
  return {
    push(delta) {
      buffer += delta;
      return take(false);
    },
    end() {
      return take(true);
    },
  };
}
