/**
 * Other names of diagnoses and medicines (synonyms and lay terms, short forms, brand names, other
 * languages), as data. The reply guard and the model's prompt
 * (docs/patient.md#a-chat-model-an-active-openai-key) treat each as a name of what it stands for: a
 * line that says "CAP", "doxy" or "neumonía" is caught where "community acquired pneumonia",
 * "doxycycline" or "pneumonia" would be. General knowledge, nothing about one case.
 */

/**
 * Diagnoses (a pattern on the normalised answer key) and the other names people use for them: each is
 * a name the patient must not say when the key is that diagnosis.
 */
export const diagnosisSynonyms: [RegExp, string[]][] = [
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

export interface ShortName {
  /** As clinicians write it. */
  short: string;
  /** What it stands for, in plain lower-case words (compared with the answer key). */
  long: string;
  kind: 'diagnosis' | 'medicine';
  /**
   * Matched in any case. Off for a short form that is also an everyday word ("cap", "pe", "ms"): it
   * then counts only written in capitals ("CAP"), so "my cap" and "PE lessons" in lower case pass.
   */
  anyCase: boolean;
  reason: string;
}

const dx = (short: string, long: string, anyCase: boolean, reason: string): ShortName => ({
  short,
  long,
  kind: 'diagnosis',
  anyCase,
  reason,
});
const rx = (short: string, long: string, reason: string): ShortName => ({
  short,
  long,
  kind: 'medicine',
  anyCase: true,
  reason,
});

const everyday = 'also an everyday word: capitals only';
const initials = 'the initials clinicians write';

export const shortNames: readonly ShortName[] = [
  dx('CAP', 'community acquired pneumonia', false, `"cap": ${everyday}`),
  dx('HAP', 'hospital acquired pneumonia', false, `"hap": ${everyday}`),
  dx('LRTI', 'lower respiratory tract infection', true, initials),
  dx('URTI', 'upper respiratory tract infection', true, initials),
  dx('MI', 'myocardial infarction', false, '"mi" is a word in other languages and a musical note'),
  dx('STEMI', 'st elevation myocardial infarction', true, initials),
  dx('NSTEMI', 'non st elevation myocardial infarction', true, initials),
  dx('ACS', 'acute coronary syndrome', true, initials),
  dx('IHD', 'ischaemic heart disease', true, initials),
  dx('CHF', 'congestive heart failure', true, initials),
  dx('CCF', 'congestive cardiac failure', true, initials),
  dx('HF', 'heart failure', false, 'two letters: capitals only'),
  dx('AF', 'atrial fibrillation', false, 'two letters: capitals only'),
  dx('PE', 'pulmonary embolism', false, `"pe" (physical education): ${everyday}`),
  dx('DVT', 'deep vein thrombosis', true, initials),
  dx('VTE', 'venous thromboembolism', true, initials),
  dx('TB', 'tuberculosis', false, 'two letters: capitals only'),
  dx('COPD', 'chronic obstructive pulmonary disease', true, initials),
  dx('PTX', 'pneumothorax', true, initials),
  dx('UTI', 'urinary tract infection', true, initials),
  dx('AKI', 'acute kidney injury', true, initials),
  dx('CKD', 'chronic kidney disease', true, initials),
  dx('DKA', 'diabetic ketoacidosis', true, initials),
  dx('T1DM', 'type 1 diabetes mellitus', true, initials),
  dx('T2DM', 'type 2 diabetes mellitus', true, initials),
  dx('DM', 'diabetes mellitus', false, '"dm" (a direct message): capitals only'),
  dx('CVA', 'stroke', true, 'cerebrovascular accident: the initials clinicians write'),
  dx('TIA', 'transient ischaemic attack', false, `"tia" (aunt in Spanish): ${everyday}`),
  dx('SAH', 'subarachnoid haemorrhage', false, 'three letters that can be a sound: capitals only'),
  dx('MS', 'multiple sclerosis', false, '"Ms" is a title: capitals only'),
  dx('MND', 'motor neurone disease', true, initials),
  dx('GBS', 'guillain barre syndrome', false, 'also a streptococcus: capitals only'),
  dx('GORD', 'gastro oesophageal reflux disease', true, initials),
  dx('GERD', 'gastroesophageal reflux disease', true, initials),
  dx('PUD', 'peptic ulcer disease', false, `"pud" (pudding): ${everyday}`),
  dx('IBD', 'inflammatory bowel disease', true, initials),
  dx('IBS', 'irritable bowel syndrome', true, initials),
  dx('UC', 'ulcerative colitis', false, 'two letters: capitals only'),
  dx('SBO', 'small bowel obstruction', true, initials),
  dx('AAA', 'abdominal aortic aneurysm', false, 'also a battery size: capitals only'),
  dx('PID', 'pelvic inflammatory disease', false, 'also a computing word: capitals only'),
  dx('PCOS', 'polycystic ovary syndrome', true, initials),
  dx('BPH', 'benign prostatic hyperplasia', true, initials),
  dx('RA', 'rheumatoid arthritis', false, 'two letters: capitals only'),
  dx('OA', 'osteoarthritis', false, 'two letters: capitals only'),
  dx('SLE', 'systemic lupus erythematosus', true, initials),
  dx('PMR', 'polymyalgia rheumatica', true, initials),
  dx('GCA', 'giant cell arteritis', true, initials),
  dx('BPPV', 'benign paroxysmal positional vertigo', true, initials),
  dx('GAD', 'generalised anxiety disorder', false, `"gad": ${everyday}`),
  dx('MDD', 'major depressive disorder', true, initials),
  dx('PTSD', 'post traumatic stress disorder', true, initials),
  dx('OCD', 'obsessive compulsive disorder', true, initials),
  rx('amox', 'amoxicillin', 'what ward staff call it'),
  rx('amoxil', 'amoxicillin', 'a brand name'),
  rx('co-amox', 'co amoxiclav', 'what ward staff call it'),
  rx('augmentin', 'co amoxiclav', 'a brand name'),
  rx('doxy', 'doxycycline', 'what ward staff call it'),
  rx('clari', 'clarithromycin', 'what ward staff call it'),
  rx('klaricid', 'clarithromycin', 'a brand name'),
  rx('azithro', 'azithromycin', 'what ward staff call it'),
  rx('zithromax', 'azithromycin', 'a brand name'),
  rx('fluclox', 'flucloxacillin', 'what ward staff call it'),
  rx('flagyl', 'metronidazole', 'a brand name'),
  rx('cipro', 'ciprofloxacin', 'what ward staff call it and a brand name'),
  rx('trimeth', 'trimethoprim', 'what ward staff call it'),
  rx('nitrofur', 'nitrofurantoin', 'what ward staff call it'),
  rx('macrobid', 'nitrofurantoin', 'a brand name'),
  rx('ceftri', 'ceftriaxone', 'what ward staff call it'),
  rx('tazocin', 'piperacillin', 'a brand name'),
  rx('pip-taz', 'piperacillin', 'what ward staff call it'),
  rx('vanc', 'vancomycin', 'what ward staff call it'),
  rx('vanco', 'vancomycin', 'what ward staff call it'),
  rx('pred', 'prednisolone', 'what ward staff call it'),
  rx('hydrocort', 'hydrocortisone', 'what ward staff call it'),
  rx('salbut', 'salbutamol', 'what ward staff call it'),
  rx('ventolin', 'salbutamol', 'a brand name'),
  rx('tamiflu', 'oseltamivir', 'a brand name'),
  rx('calpol', 'paracetamol', 'a brand name'),
  rx('panadol', 'paracetamol', 'a brand name'),
  rx('tylenol', 'paracetamol', 'a brand name'),
  rx('acetaminophen', 'paracetamol', 'its American name'),
  rx('nurofen', 'ibuprofen', 'a brand name'),
  rx('advil', 'ibuprofen', 'a brand name'),
  rx('oramorph', 'morphine', 'a brand name'),
  rx('clexane', 'enoxaparin', 'a brand name'),
  rx('enox', 'enoxaparin', 'what ward staff call it'),
  rx('plavix', 'clopidogrel', 'a brand name'),
  rx('lasix', 'furosemide', 'a brand name'),
  rx('frusemide', 'furosemide', 'its former British name'),
];

/** A diagnosis named in another language (accents as written; matched without them). */
export interface OtherLanguageName {
  name: string;
  language: 'fr' | 'es' | 'de' | 'it' | 'pt';
  /** The English name it translates (compared with the answer key). */
  long: string;
}

const names = (long: string, byLanguage: Partial<Record<OtherLanguageName['language'], string[]>>) =>
  Object.entries(byLanguage).flatMap(([language, list]) =>
    (list ?? []).map((name) => ({ name, language, long }) as OtherLanguageName),
  );

// The most common diagnoses of teaching cases, in the languages students and models most often switch to.
export const otherLanguageNames: readonly OtherLanguageName[] = [
  ...names('pneumonia', {
    fr: ['pneumonie', 'pneumopathie'],
    es: ['neumonía', 'pulmonía'],
    de: ['Lungenentzündung', 'Pneumonie'],
    it: ['polmonite'],
  }),
  ...names('appendicitis', {
    fr: ['appendicite'],
    es: ['apendicitis'],
    de: ['Blinddarmentzündung', 'Appendizitis'],
    it: ['appendicite'],
    pt: ['apendicite'],
  }),
  ...names('myocardial infarction', {
    fr: ['infarctus', 'crise cardiaque'],
    es: ['infarto', 'ataque cardíaco', 'ataque al corazón'],
    de: ['Herzinfarkt', 'Myokardinfarkt'],
    it: ['infarto', 'attacco cardiaco'],
    pt: ['infarto', 'enfarte', 'ataque cardíaco'],
  }),
  ...names('stroke', {
    fr: ['AVC', 'accident vasculaire cérébral'],
    es: ['ictus', 'derrame cerebral', 'accidente cerebrovascular'],
    de: ['Schlaganfall', 'Hirninfarkt'],
    it: ['ictus'],
    pt: ['AVC', 'derrame'],
  }),
  ...names('pulmonary embolism', {
    fr: ['embolie pulmonaire'],
    es: ['embolia pulmonar', 'tromboembolismo pulmonar'],
    de: ['Lungenembolie'],
    it: ['embolia polmonare'],
    pt: ['embolia pulmonar'],
  }),
  ...names('deep vein thrombosis', {
    fr: ['phlébite', 'thrombose veineuse'],
    es: ['trombosis venosa'],
    de: ['Beinvenenthrombose', 'Thrombose'],
    it: ['trombosi venosa'],
    pt: ['trombose venosa'],
  }),
  ...names('diabetes', {
    fr: ['diabète'],
    de: ['Zuckerkrankheit'],
    it: ['diabete'],
  }),
  ...names('asthma', { fr: ['asthme'], es: ['asma'], it: ['asma'], pt: ['asma'] }),
  ...names('urinary tract infection', {
    fr: ['infection urinaire', 'cystite'],
    es: ['infección urinaria', 'cistitis'],
    de: ['Harnwegsinfekt', 'Blasenentzündung', 'Zystitis'],
    it: ['infezione urinaria', 'cistite'],
    pt: ['infecção urinária', 'cistite'],
  }),
  ...names('tuberculosis', {
    fr: ['tuberculose'],
    de: ['Tuberkulose'],
    it: ['tubercolosi'],
    pt: ['tuberculose'],
  }),
  ...names('meningitis', {
    fr: ['méningite'],
    de: ['Hirnhautentzündung'],
    it: ['meningite'],
    pt: ['meningite'],
  }),
  ...names('cholecystitis', {
    fr: ['cholécystite', 'calculs biliaires'],
    es: ['colecistitis', 'cálculos biliares'],
    de: ['Gallenblasenentzündung', 'Gallensteine'],
    it: ['colecistite', 'calcoli biliari'],
    pt: ['colecistite', 'cálculos biliares'],
  }),
  ...names('pancreatitis', {
    fr: ['pancréatite'],
    de: ['Pankreatitis', 'Bauchspeicheldrüsenentzündung'],
    it: ['pancreatite'],
    pt: ['pancreatite'],
  }),
  ...names('heart failure', {
    fr: ['insuffisance cardiaque'],
    es: ['insuficiencia cardíaca'],
    de: ['Herzinsuffizienz', 'Herzschwäche'],
    it: ['insufficienza cardiaca', 'scompenso cardiaco'],
    pt: ['insuficiência cardíaca'],
  }),
  ...names('angina', { fr: ['angine de poitrine'], de: ['Angina pectoris'] }),
  ...names('sepsis', { fr: ['septicémie'], es: ['septicemia'], de: ['Blutvergiftung'], it: ['setticemia'] }),
  ...names('influenza', { fr: ['grippe'], es: ['gripe'], de: ['Grippe'], pt: ['gripe'] }),
  ...names('gastroenteritis', {
    fr: ['gastro entérite'],
    de: ['Magen Darm Grippe'],
    it: ['gastroenterite'],
    pt: ['gastroenterite'],
  }),
  ...names('migraine', { es: ['migraña', 'jaqueca'], de: ['Migräne'], it: ['emicrania'], pt: ['enxaqueca'] }),
  ...names('epilepsy', { fr: ['épilepsie'], es: ['epilepsia'], de: ['Epilepsie'], it: ['epilessia'] }),
  ...names('gout', { fr: ['goutte'], es: ['gota'], de: ['Gicht'], pt: ['gota'] }),
  ...names('kidney stone', {
    fr: ['calcul rénal', 'colique néphrétique'],
    es: ['cálculo renal', 'cólico nefrítico'],
    de: ['Nierenstein', 'Nierenkolik'],
    it: ['calcolo renale', 'colica renale'],
    pt: ['cálculo renal', 'pedra no rim'],
  }),
];
