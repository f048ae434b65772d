/**
 * Conditions by meaning: each row is one condition with the other names a clinician, a patient or an
 * old textbook gives it, and the conditions around it (broader, narrower, neighbouring, opposite), so a
 * diagnosis written in other words is judged as a clinician would (docs/marking.md#the-rubric).
 * General knowledge, nothing about one case. Names are written as people write them; they are compared
 * normalised (case, accents, hyphens, a plural or a possessive "'s" ignored).
 */
export interface ConditionRow {
  /** The name most clinicians use. */
  name: string;
  /** Other clinical names and the initials clinicians write ("MI", "STEMI"): the same condition. */
  synonyms?: readonly string[];
  /** What a patient or a relative calls it ("heart attack"): the same condition. */
  lay?: readonly string[];
  /** Eponymous or formal names ("Graves' disease", "podagra"): the same condition. */
  formal?: readonly string[];
  /** Broader conditions it is a form of: right, but less specific than the key (half marks). */
  broader?: readonly string[];
  /** More specific forms of it: the right diagnosis, said precisely (full marks). */
  narrower?: readonly string[];
  /** A neighbouring condition a clinician would give half marks for (biliary colic for cholecystitis). */
  related?: readonly string[];
  /** A condition that contradicts it (hyperthyroidism for hypothyroidism): nothing. */
  opposite?: readonly string[];
  reason: string;
}

export const conditions: readonly ConditionRow[] = [
  // Heart and vessels
  {
    name: 'myocardial infarction',
    synonyms: ['MI', 'AMI', 'myocardial infarct', 'STEMI', 'NSTEMI', 'ST elevation myocardial infarction'],
    lay: ['heart attack'],
    formal: ['coronary thrombosis'],
    narrower: ['anterior myocardial infarction', 'inferior myocardial infarction', 'inferior STEMI'],
    broader: ['acute coronary syndrome', 'ACS', 'ischaemic heart disease', 'coronary artery disease'],
    reason: 'the commonest teaching case: students write MI, STEMI or heart attack',
  },
  {
    name: 'acute coronary syndrome',
    synonyms: ['ACS'],
    narrower: ['myocardial infarction', 'unstable angina'],
    broader: ['ischaemic heart disease'],
    reason: 'the working diagnosis before troponins: broader than MI',
  },
  {
    name: 'angina',
    synonyms: ['stable angina', 'angina pectoris'],
    broader: ['ischaemic heart disease', 'coronary artery disease'],
    reason: 'chest pain on exertion: a neighbour of MI, not the same',
  },
  {
    name: 'heart failure',
    synonyms: ['cardiac failure', 'CCF', 'CHF', 'congestive heart failure', 'congestive cardiac failure'],
    lay: ['weak heart', 'fluid on the lungs'],
    narrower: ['left ventricular failure', 'LVF', 'right heart failure'],
    reason: 'students write CCF or CHF',
  },
  {
    name: 'atrial fibrillation',
    synonyms: ['AF', 'fast AF', 'AF with fast ventricular response'],
    lay: ['irregular heartbeat'],
    broader: ['arrhythmia', 'tachyarrhythmia'],
    reason: 'students write AF',
  },
  {
    name: 'pulmonary embolism',
    synonyms: ['PE', 'pulmonary embolus', 'pulmonary thromboembolism'],
    lay: ['blood clot in the lung', 'clot in the lung', 'clot on the lung', 'blood clot on the lung'],
    narrower: ['massive pulmonary embolism', 'saddle embolus'],
    broader: ['venous thromboembolism', 'VTE'],
    reason: 'students write PE or a clot in the lung',
  },
  {
    name: 'deep vein thrombosis',
    synonyms: ['DVT', 'deep venous thrombosis'],
    lay: ['blood clot in the leg', 'clot in the leg', 'clot in my leg'],
    broader: ['venous thromboembolism', 'VTE'],
    related: ['superficial thrombophlebitis'],
    reason: 'students write DVT or a clot in the leg',
  },
  {
    name: 'hypertension',
    synonyms: ['HTN', 'essential hypertension', 'primary hypertension'],
    lay: ['high blood pressure'],
    opposite: ['hypotension'],
    reason: 'high blood pressure in lay words',
  },
  {
    name: 'aortic dissection',
    synonyms: ['dissecting aneurysm', 'dissecting aortic aneurysm'],
    reason: 'a tearing chest pain case',
  },
  {
    name: 'abdominal aortic aneurysm',
    synonyms: ['AAA', 'ruptured AAA', 'ruptured abdominal aortic aneurysm'],
    reason: 'students write AAA',
  },
  // Chest
  {
    name: 'pneumonia',
    synonyms: [
      'community acquired pneumonia',
      'CAP',
      'lobar pneumonia',
      'LRTI',
      'lower respiratory tract infection',
    ],
    lay: ['chest infection', 'lung infection', 'infection in the lung'],
    narrower: [
      'pneumococcal pneumonia',
      'bacterial pneumonia',
      'right lower lobe pneumonia',
      'left lower lobe pneumonia',
    ],
    reason: 'a chest infection is what patients and many GPs call a pneumonia',
  },
  {
    name: 'acute bronchitis',
    synonyms: ['bronchitis'],
    reason: 'a neighbour of pneumonia, not the same',
  },
  {
    name: 'asthma',
    synonyms: ['bronchial asthma'],
    lay: ['asthma attack'],
    narrower: [
      'acute asthma',
      'acute asthma exacerbation',
      'exacerbation of asthma',
      'acute severe asthma',
      'life threatening asthma',
    ],
    related: ['viral induced wheeze', 'reactive airways disease'],
    reason: 'an asthma attack is an exacerbation of asthma',
  },
  {
    name: 'chronic obstructive pulmonary disease',
    synonyms: ['COPD', 'chronic obstructive airways disease', 'COAD'],
    lay: ['emphysema', 'chronic bronchitis'],
    narrower: ['infective exacerbation of COPD', 'exacerbation of COPD', 'COPD exacerbation'],
    reason: 'students write COPD; patients say emphysema',
  },
  {
    name: 'tuberculosis',
    synonyms: ['TB', 'pulmonary tuberculosis', 'pulmonary TB'],
    formal: ['consumption', 'phthisis'],
    reason: 'students write TB',
  },
  {
    name: 'pneumothorax',
    synonyms: ['PTX', 'spontaneous pneumothorax', 'primary spontaneous pneumothorax'],
    lay: ['collapsed lung', 'punctured lung'],
    narrower: ['tension pneumothorax'],
    reason: 'a collapsed lung in lay words',
  },
  {
    name: 'lung cancer',
    synonyms: [
      'bronchial carcinoma',
      'carcinoma of the bronchus',
      'lung carcinoma',
      'bronchogenic carcinoma',
    ],
    narrower: ['small cell lung cancer', 'non small cell lung cancer', 'squamous cell carcinoma of the lung'],
    broader: ['malignancy', 'cancer'],
    reason: 'the formal names of a lung cancer',
  },
  // Abdomen
  {
    name: 'appendicitis',
    synonyms: ['acute appendicitis'],
    lay: ['inflamed appendix', 'grumbling appendix', 'appendix', 'infected appendix'],
    narrower: ['perforated appendicitis', 'appendix abscess'],
    broader: ['acute abdomen', 'surgical abdomen'],
    reason: 'patients say "my appendix"',
  },
  {
    name: 'acute cholecystitis',
    synonyms: ['cholecystitis', 'calculous cholecystitis'],
    lay: [
      'inflamed gallbladder',
      'gallbladder infection',
      'infected gallbladder',
      'gallbladder inflammation',
    ],
    broader: ['gallstone disease', 'gallstones', 'cholelithiasis', 'biliary disease'],
    related: ['biliary colic'],
    reason: 'an inflamed gallbladder in lay words; biliary colic is its neighbour',
  },
  {
    name: 'biliary colic',
    synonyms: ['gallstone colic'],
    broader: ['gallstone disease', 'gallstones', 'cholelithiasis'],
    related: ['acute cholecystitis'],
    reason: 'pain from gallstones without inflammation',
  },
  {
    name: 'gallstone disease',
    synonyms: ['gallstones', 'cholelithiasis', 'gall stones'],
    narrower: ['biliary colic', 'acute cholecystitis', 'choledocholithiasis', 'ascending cholangitis'],
    reason: 'gallstones are the broader form of the biliary cases',
  },
  {
    name: 'acute pancreatitis',
    synonyms: ['pancreatitis'],
    lay: ['inflamed pancreas'],
    narrower: ['gallstone pancreatitis', 'alcoholic pancreatitis'],
    reason: 'an inflamed pancreas in lay words',
  },
  {
    name: 'gastroenteritis',
    synonyms: ['viral gastroenteritis', 'infective gastroenteritis', 'acute gastroenteritis'],
    lay: ['stomach bug', 'tummy bug', 'food poisoning', 'gastro'],
    reason: 'a tummy bug in lay words',
  },
  {
    name: 'peptic ulcer disease',
    synonyms: ['PUD', 'peptic ulcer'],
    lay: ['stomach ulcer'],
    narrower: ['gastric ulcer', 'duodenal ulcer', 'perforated peptic ulcer'],
    reason: 'a stomach ulcer in lay words',
  },
  {
    name: 'gastro oesophageal reflux disease',
    synonyms: ['GORD', 'GERD', 'gastroesophageal reflux disease', 'reflux oesophagitis', 'acid reflux'],
    lay: ['heartburn', 'reflux'],
    reason: 'students write GORD; patients say heartburn',
  },
  {
    name: 'diverticulitis',
    synonyms: ['acute diverticulitis'],
    broader: ['diverticular disease'],
    reason: 'an inflamed diverticulum',
  },
  {
    name: 'inflammatory bowel disease',
    synonyms: ['IBD'],
    narrower: ['crohn disease', 'ulcerative colitis'],
    reason: 'the broader form of Crohn disease and ulcerative colitis',
  },
  {
    name: 'crohn disease',
    synonyms: ['crohns', 'regional enteritis', 'terminal ileitis'],
    broader: ['inflammatory bowel disease', 'IBD'],
    related: ['ulcerative colitis'],
    reason: 'the eponymous name and its possessive spelling',
  },
  {
    name: 'ulcerative colitis',
    synonyms: ['UC'],
    broader: ['inflammatory bowel disease', 'IBD'],
    related: ['crohn disease'],
    reason: 'students write UC',
  },
  {
    name: 'irritable bowel syndrome',
    synonyms: ['IBS', 'spastic colon'],
    reason: 'students write IBS',
  },
  {
    name: 'bowel obstruction',
    synonyms: ['intestinal obstruction', 'small bowel obstruction', 'SBO', 'large bowel obstruction'],
    lay: ['blocked bowel', 'blockage in the bowel'],
    reason: 'a blocked bowel in lay words',
  },
  {
    name: 'ectopic pregnancy',
    synonyms: ['ectopic', 'tubal pregnancy', 'ruptured ectopic pregnancy'],
    reason: 'a pregnancy outside the womb',
  },
  {
    name: 'coeliac disease',
    synonyms: ['celiac disease', 'gluten sensitive enteropathy', 'gluten enteropathy'],
    lay: ['gluten intolerance'],
    reason: 'the American spelling and the formal name',
  },
  // Kidneys and urine
  {
    name: 'urinary tract infection',
    synonyms: ['UTI', 'urinary infection'],
    lay: ['urine infection', 'water infection', 'bladder infection'],
    narrower: ['cystitis', 'lower urinary tract infection', 'acute pyelonephritis', 'pyelonephritis'],
    reason: 'a urine infection in lay words; cystitis and pyelonephritis are its forms',
  },
  {
    name: 'cystitis',
    synonyms: ['lower urinary tract infection', 'lower UTI', 'acute cystitis', 'uncomplicated UTI'],
    lay: ['bladder infection'],
    broader: ['urinary tract infection', 'UTI', 'urine infection', 'water infection'],
    related: ['acute pyelonephritis'],
    reason: 'infection of the bladder only',
  },
  {
    name: 'acute pyelonephritis',
    synonyms: ['pyelonephritis', 'upper urinary tract infection', 'upper UTI'],
    lay: ['kidney infection', 'infection of the kidney'],
    broader: ['urinary tract infection', 'UTI', 'urine infection', 'water infection', 'urosepsis'],
    related: ['cystitis'],
    reason: 'a kidney infection in lay words; a UTI is the broader form',
  },
  {
    name: 'renal colic',
    synonyms: [
      'ureteric colic',
      'nephrolithiasis',
      'urolithiasis',
      'ureteric calculus',
      'renal calculus',
      'ureteric stone',
    ],
    lay: ['kidney stone', 'kidney stones', 'stone in the kidney'],
    reason: 'a kidney stone in lay words',
  },
  {
    name: 'acute kidney injury',
    synonyms: ['AKI', 'acute renal failure', 'ARF'],
    lay: ['kidney failure'],
    broader: ['renal impairment'],
    reason: 'students write AKI; the older name is acute renal failure',
  },
  {
    name: 'benign prostatic hyperplasia',
    synonyms: ['BPH', 'benign prostatic hypertrophy', 'prostatic enlargement'],
    lay: ['enlarged prostate', 'big prostate'],
    reason: 'an enlarged prostate in lay words',
  },
  // Glands and metabolism
  {
    name: 'type 2 diabetes mellitus',
    synonyms: ['T2DM', 'type 2 diabetes', 'type II diabetes', 'NIDDM', 'non insulin dependent diabetes'],
    lay: ['type 2 sugar diabetes'],
    broader: ['diabetes mellitus', 'diabetes', 'hyperglycaemia'],
    related: ['type 1 diabetes mellitus', 'prediabetes', 'impaired glucose tolerance'],
    reason: 'students write T2DM; plain "diabetes" is right but less specific',
  },
  {
    name: 'type 1 diabetes mellitus',
    synonyms: ['T1DM', 'type 1 diabetes', 'type I diabetes', 'IDDM', 'insulin dependent diabetes'],
    broader: ['diabetes mellitus', 'diabetes', 'hyperglycaemia'],
    related: ['type 2 diabetes mellitus', 'diabetic ketoacidosis'],
    reason: 'students write T1DM; the other type is the condition right, its type wrong',
  },
  {
    name: 'diabetes mellitus',
    synonyms: ['DM', 'diabetes'],
    lay: ['sugar diabetes', 'high blood sugar'],
    narrower: ['type 1 diabetes mellitus', 'type 2 diabetes mellitus', 'diabetic ketoacidosis'],
    reason: 'the broader form of either type',
  },
  {
    name: 'diabetic ketoacidosis',
    synonyms: ['DKA', 'ketoacidosis'],
    broader: ['diabetes mellitus', 'type 1 diabetes mellitus', 'diabetes'],
    related: ['hyperosmolar hyperglycaemic state'],
    reason: 'students write DKA',
  },
  {
    name: 'hypothyroidism',
    synonyms: ['primary hypothyroidism', 'myxoedema'],
    lay: ['underactive thyroid', 'underactive thyroid gland', 'slow thyroid'],
    formal: ['hashimoto thyroiditis', 'hashimoto disease', 'autoimmune thyroiditis'],
    broader: ['thyroid disease', 'thyroid problem', 'thyroid disorder'],
    opposite: ['hyperthyroidism', 'thyrotoxicosis'],
    reason:
      "an underactive thyroid in lay words; Hashimoto's is its commonest cause, named for its describer",
  },
  {
    name: 'hyperthyroidism',
    synonyms: ['thyrotoxicosis', 'primary hyperthyroidism'],
    lay: ['overactive thyroid', 'overactive thyroid gland'],
    formal: ['graves disease', 'basedow disease', 'toxic multinodular goitre'],
    broader: ['thyroid disease', 'thyroid problem', 'thyroid disorder'],
    opposite: ['hypothyroidism', 'myxoedema'],
    reason: "an overactive thyroid in lay words; Graves' disease is its commonest cause",
  },
  {
    name: 'addison disease',
    synonyms: ['primary adrenal insufficiency', 'adrenal insufficiency', 'hypoadrenalism'],
    narrower: ['addisonian crisis', 'adrenal crisis'],
    reason: 'the eponymous and the formal name',
  },
  {
    name: 'cushing syndrome',
    synonyms: ['hypercortisolism', 'cushing disease'],
    reason: 'the eponymous and the formal name',
  },
  {
    name: 'gout',
    synonyms: ['acute gout', 'gouty arthritis', 'acute gouty arthritis', 'crystal arthropathy'],
    formal: ['podagra'],
    related: ['pseudogout', 'septic arthritis'],
    broader: ['inflammatory arthritis', 'monoarthritis'],
    reason: 'gout of the big toe is podagra',
  },
  {
    name: 'iron deficiency anaemia',
    synonyms: ['IDA', 'microcytic anaemia', 'iron deficiency anemia'],
    lay: ['low iron'],
    broader: ['anaemia', 'anemia'],
    reason: 'anaemia alone is right but less specific',
  },
  // Brain and nerves
  {
    name: 'migraine',
    synonyms: ['migraine headache', 'common migraine'],
    narrower: ['migraine with aura', 'migraine without aura', 'vestibular migraine', 'hemiplegic migraine'],
    broader: ['primary headache', 'headache disorder'],
    related: ['tension type headache', 'cluster headache'],
    reason: 'migraine with or without aura are its forms',
  },
  {
    name: 'migraine with aura',
    synonyms: ['classical migraine', 'classic migraine'],
    broader: ['migraine', 'primary headache'],
    related: ['migraine without aura'],
    reason: 'the form of migraine with a visual or sensory aura',
  },
  {
    name: 'tension type headache',
    synonyms: ['tension headache'],
    lay: ['stress headache'],
    broader: ['primary headache'],
    reason: 'the commonest headache; a neighbour of migraine',
  },
  {
    name: 'stroke',
    synonyms: ['CVA', 'cerebrovascular accident'],
    lay: ['brain attack'],
    narrower: [
      'ischaemic stroke',
      'haemorrhagic stroke',
      'lacunar stroke',
      'total anterior circulation stroke',
      'partial anterior circulation stroke',
      'middle cerebral artery stroke',
    ],
    related: ['transient ischaemic attack'],
    reason: 'students write CVA; ischaemic and haemorrhagic strokes are its forms',
  },
  {
    name: 'ischaemic stroke',
    synonyms: ['ischemic stroke', 'cerebral infarction', 'embolic stroke', 'thrombotic stroke'],
    narrower: ['middle cerebral artery stroke', 'lacunar stroke', 'total anterior circulation stroke'],
    broader: ['stroke', 'CVA', 'cerebrovascular accident'],
    opposite: ['haemorrhagic stroke', 'intracerebral haemorrhage'],
    related: ['transient ischaemic attack'],
    reason: 'a stroke from a blocked artery; a bleed is the opposite for treatment',
  },
  {
    name: 'transient ischaemic attack',
    synonyms: ['TIA', 'transient ischemic attack'],
    lay: ['mini stroke'],
    related: ['stroke', 'ischaemic stroke'],
    reason: 'students write TIA; patients say mini stroke',
  },
  {
    name: 'subarachnoid haemorrhage',
    synonyms: ['SAH', 'subarachnoid hemorrhage', 'subarachnoid bleed'],
    lay: ['bleed on the brain', 'brain bleed'],
    broader: ['intracranial haemorrhage', 'haemorrhagic stroke'],
    reason: 'students write SAH',
  },
  {
    name: 'meningitis',
    synonyms: ['bacterial meningitis', 'meningococcal meningitis'],
    narrower: ['meningococcal septicaemia', 'viral meningitis'],
    related: ['encephalitis', 'meningoencephalitis'],
    reason: 'its bacterial forms',
  },
  {
    name: 'epilepsy',
    synonyms: ['seizure disorder'],
    narrower: ['generalised tonic clonic seizure', 'focal seizure', 'juvenile myoclonic epilepsy'],
    lay: ['fits'],
    reason: 'the formal name and what patients say',
  },
  {
    name: 'parkinson disease',
    synonyms: ['parkinsons', 'idiopathic parkinson disease', 'paralysis agitans'],
    broader: ['parkinsonism'],
    reason: 'the eponymous name, its possessive spelling, and the old formal one',
  },
  {
    name: 'multiple sclerosis',
    synonyms: ['MS', 'relapsing remitting multiple sclerosis', 'disseminated sclerosis'],
    reason: 'students write MS',
  },
  {
    name: 'bell palsy',
    synonyms: ['idiopathic facial nerve palsy', 'facial nerve palsy', 'lower motor neurone facial palsy'],
    reason: 'the eponymous and the formal name',
  },
  {
    name: 'giant cell arteritis',
    synonyms: ['GCA', 'temporal arteritis', 'cranial arteritis'],
    reason: 'the formal name and the older one',
  },
  // Mind
  {
    name: 'depression',
    synonyms: [
      'major depressive disorder',
      'MDD',
      'depressive disorder',
      'depressive episode',
      'clinical depression',
      'unipolar depression',
      'low mood disorder',
    ],
    narrower: [
      'moderate depression',
      'severe depression',
      'moderate depressive episode',
      'severe depressive episode',
    ],
    related: ['adjustment disorder', 'mixed anxiety and depression', 'bipolar disorder'],
    reason: 'major depressive disorder is the formal name of depression',
  },
  {
    name: 'generalised anxiety disorder',
    synonyms: ['GAD', 'generalized anxiety disorder', 'anxiety disorder'],
    broader: ['anxiety'],
    related: ['panic disorder'],
    reason: 'students write GAD; plain anxiety is less specific',
  },
  {
    name: 'panic disorder',
    lay: ['panic attacks'],
    related: ['generalised anxiety disorder'],
    reason: 'patients say panic attacks',
  },
  {
    name: 'bipolar disorder',
    synonyms: ['bipolar affective disorder', 'BPAD'],
    formal: ['manic depression', 'manic depressive illness'],
    reason: 'the older formal name',
  },
  {
    name: 'alcohol dependence',
    synonyms: ['alcohol use disorder', 'alcoholism', 'alcohol dependency syndrome'],
    lay: ['drink problem'],
    reason: 'the formal names and the lay one',
  },
  // Joints, skin and infections
  {
    name: 'septic arthritis',
    synonyms: ['infective arthritis', 'bacterial arthritis'],
    lay: ['joint infection', 'infected joint'],
    related: ['gout'],
    reason: 'an infected joint in lay words',
  },
  {
    name: 'osteoarthritis',
    synonyms: ['OA', 'degenerative joint disease', 'osteoarthrosis'],
    lay: ['wear and tear arthritis'],
    broader: ['arthritis'],
    reason: 'patients say wear and tear',
  },
  {
    name: 'rheumatoid arthritis',
    synonyms: ['RA'],
    broader: ['inflammatory arthritis', 'arthritis'],
    reason: 'students write RA',
  },
  {
    name: 'cellulitis',
    synonyms: ['lower limb cellulitis', 'erysipelas'],
    lay: ['skin infection'],
    reason: 'a skin infection in lay words',
  },
  {
    name: 'sepsis',
    synonyms: ['septicaemia', 'septic shock', 'severe sepsis'],
    lay: ['blood poisoning'],
    narrower: ['urosepsis', 'neutropenic sepsis'],
    reason: 'blood poisoning in lay words',
  },
  {
    name: 'influenza',
    synonyms: ['flu', 'influenza like illness'],
    reason: 'flu',
  },
  {
    name: 'tonsillitis',
    synonyms: ['acute tonsillitis', 'bacterial tonsillitis', 'streptococcal tonsillitis'],
    lay: ['strep throat', 'infected tonsils'],
    related: ['pharyngitis', 'glandular fever'],
    reason: 'infected tonsils in lay words',
  },
  {
    name: 'glandular fever',
    synonyms: ['infectious mononucleosis', 'EBV infection', 'mono'],
    reason: 'the lay and the formal name',
  },
  {
    name: 'otitis media',
    synonyms: ['acute otitis media', 'AOM'],
    lay: ['ear infection', 'middle ear infection'],
    reason: 'an ear infection in lay words',
  },
  {
    name: 'bronchiolitis',
    synonyms: ['RSV bronchiolitis', 'viral bronchiolitis'],
    related: ['viral induced wheeze'],
    reason: 'the infant chest infection',
  },
  {
    name: 'croup',
    synonyms: ['laryngotracheobronchitis', 'viral croup'],
    reason: 'the lay and the formal name',
  },
  {
    name: 'shingles',
    synonyms: ['herpes zoster', 'zoster'],
    reason: 'the lay and the formal name',
  },
];

export interface OpposedQualifierRow {
  /** Words that say which form, side or type; a diagnosis with one where the key has another is wrong in that. */
  words: readonly string[];
  reason: string;
}

/**
 * Qualifiers that exclude each other: "type 1 diabetes" for type 2, a left-sided pneumonia for a
 * right-sided one. The condition is right, its form is not (half marks at most).
 */
export const opposedQualifiers: readonly OpposedQualifierRow[] = [
  { words: ['left', 'right', 'bilateral'], reason: 'the side' },
  { words: ['type 1', 'type 2'], reason: 'the type of diabetes' },
  { words: ['upper', 'lower'], reason: 'upper or lower (GI bleed, urinary tract, lobe)' },
  { words: ['anterior', 'inferior', 'lateral', 'posterior'], reason: 'the territory of an infarct' },
  { words: ['ischaemic', 'haemorrhagic'], reason: 'a clot or a bleed' },
  { words: ['stemi', 'nstemi'], reason: 'ST elevation or not' },
  { words: ['viral', 'bacterial', 'fungal'], reason: 'the organism' },
  { words: ['benign', 'malignant'], reason: 'benign or malignant' },
];

/**
 * Words that qualify a diagnosis without changing what it is: "acute appendicitis" is appendicitis,
 * "community-acquired pneumonia" is pneumonia. A diagnosis that gives every other word of the key is
 * the key.
 */
export const qualifierWords: readonly string[] = (
  'acute chronic suspected probable possible likely query mild moderate severe mellitus type community ' +
  'acquired disease syndrome disorder uncomplicated complicated early simple most'
).split(' ');
