/**
 * Treatments by meaning: drug classes with their drugs (each drug with its generic, short and brand
 * names), the routes a drug is given by, and the tests, procedures and care a plan names in many ways.
 * The grader matches a student's treatment items to the answer key's with these rows
 * (docs/marking.md#the-rubric), and rules out drugs of a class the patient is allergic to. General
 * knowledge, nothing about one case. Names are compared normalised (case, hyphens, a plural ignored);
 * short and brand names of a drug ("amox", "Augmentin") are the rows of `abbreviations.ts`, and lay
 * names of a class ("blood thinner") the word families of `families.ts` that name it.
 */

/** A drug: its names (the first is the generic one). */
type Drug = string | readonly string[];

export interface DrugClassRow {
  /** How clinicians name the class; the first is its name (what `within` refers to). */
  names: readonly string[];
  members: readonly Drug[];
  /** The broader class it belongs to (another row's first name). */
  within?: string;
  /** One drug of the class stands in for another at half marks: a clinician accepts it as a near miss. */
  partial?: true;
  /** An allergy to one drug of the class rules out all of them (a penicillin allergy, amoxicillin). */
  allergy?: true;
  /** Further drugs an allergy to the class rules out (aspirin with the NSAIDs). */
  crossReacts?: readonly string[];
  reason: string;
}

export const drugClasses: readonly DrugClassRow[] = [
  {
    names: ['antibiotic', 'antibacterial', 'abx', 'antimicrobial'],
    members: [],
    reason: 'antibiotics as a class: the choice of drug is the point, so no half marks across families',
  },
  {
    names: ['penicillin', 'penicillins', 'beta lactam'],
    members: [
      ['amoxicillin', 'amoxycillin'],
      ['co amoxiclav', 'amoxicillin clavulanate'],
      'flucloxacillin',
      ['phenoxymethylpenicillin', 'penicillin v', 'pen v'],
      ['benzylpenicillin', 'penicillin g', 'benpen'],
      ['piperacillin', 'piperacillin with tazobactam'],
      'pivmecillinam',
    ],
    within: 'antibiotic',
    partial: true,
    allergy: true,
    reason: 'penicillins stand in for each other at half marks; an allergy to one rules out all',
  },
  {
    names: ['cephalosporin', 'cephalosporins'],
    members: ['cefalexin', 'cefuroxime', 'ceftriaxone', 'cefotaxime', 'cefixime', 'ceftazidime', 'cefradine'],
    within: 'antibiotic',
    partial: true,
    allergy: true,
    reason: 'cephalosporins',
  },
  {
    names: ['macrolide', 'macrolides'],
    members: ['clarithromycin', 'erythromycin', 'azithromycin'],
    within: 'antibiotic',
    partial: true,
    allergy: true,
    reason: 'macrolides: the penicillin-allergic choice',
  },
  {
    names: ['tetracycline', 'tetracyclines'],
    members: ['doxycycline', 'lymecycline', 'oxytetracycline', 'minocycline'],
    within: 'antibiotic',
    partial: true,
    allergy: true,
    reason: 'tetracyclines',
  },
  {
    names: ['quinolone', 'fluoroquinolone', 'quinolones'],
    members: ['ciprofloxacin', 'levofloxacin', 'ofloxacin', 'moxifloxacin'],
    within: 'antibiotic',
    partial: true,
    allergy: true,
    reason: 'quinolones',
  },
  {
    names: ['sulfonamide', 'sulphonamide', 'sulfa', 'sulpha'],
    members: [['co trimoxazole', 'septrin', 'trimethoprim sulfamethoxazole'], 'sulfasalazine'],
    within: 'antibiotic',
    allergy: true,
    reason: 'sulfonamides: an allergy to sulfa rules them out',
  },
  {
    names: ['urinary antibiotic'],
    members: ['trimethoprim', 'nitrofurantoin', 'fosfomycin'],
    within: 'antibiotic',
    partial: true,
    reason: 'the lower UTI antibiotics stand in for each other',
  },
  {
    names: ['nitroimidazole'],
    members: ['metronidazole'],
    within: 'antibiotic',
    reason: 'metronidazole for anaerobes',
  },
  {
    names: ['glycopeptide'],
    members: ['vancomycin', 'teicoplanin'],
    within: 'antibiotic',
    reason: 'glycopeptides',
  },
  {
    names: ['antituberculous', 'anti tuberculosis', 'tb treatment', 'ripe'],
    members: ['rifampicin', 'isoniazid', 'pyrazinamide', 'ethambutol'],
    within: 'antibiotic',
    reason: 'TB treatment is four named drugs: none stands in for another',
  },
  {
    names: ['analgesia', 'analgesic', 'painkiller', 'pain relief', 'pain killer'],
    members: ['paracetamol'],
    partial: true,
    reason: 'pain relief: one painkiller stands in for another at half marks',
  },
  {
    names: ['nsaid', 'non steroidal anti inflammatory', 'non steroidal', 'anti inflammatory'],
    members: [
      'ibuprofen',
      'naproxen',
      'diclofenac',
      'celecoxib',
      'etoricoxib',
      'ketorolac',
      'indometacin',
      'mefenamic acid',
    ],
    within: 'analgesia',
    partial: true,
    crossReacts: ['aspirin'],
    allergy: true,
    reason: 'NSAIDs; an NSAID allergy rules out aspirin too',
  },
  {
    names: ['opioid', 'opiate', 'opioids', 'opiates'],
    members: [
      'codeine',
      ['co codamol', 'cocodamol'],
      'dihydrocodeine',
      'tramadol',
      ['morphine', 'morphine sulfate'],
      'oxycodone',
      'diamorphine',
      'fentanyl',
      'buprenorphine',
    ],
    within: 'analgesia',
    partial: true,
    allergy: true,
    reason: 'opioids',
  },
  {
    names: ['triptan', 'triptans'],
    members: ['sumatriptan', 'zolmitriptan', 'rizatriptan', 'naratriptan', 'almotriptan'],
    partial: true,
    reason: 'triptans for migraine',
  },
  {
    names: ['anticoagulant', 'anticoagulation', 'blood thinner', 'anticoagulate'],
    members: [],
    partial: true,
    reason:
      'anticoagulants: a heparin or a DOAC are both accepted starts for a clot, at half marks for the other',
  },
  {
    names: ['low molecular weight heparin', 'lmwh', 'heparin'],
    members: ['enoxaparin', ['dalteparin', 'fragmin'], 'tinzaparin'],
    within: 'anticoagulant',
    partial: true,
    reason: 'low molecular weight heparins',
  },
  {
    names: ['doac', 'noac', 'direct oral anticoagulant', 'novel oral anticoagulant'],
    members: ['apixaban', 'rivaroxaban', 'edoxaban', 'dabigatran'],
    within: 'anticoagulant',
    partial: true,
    reason: 'DOACs stand in for each other',
  },
  {
    names: ['vitamin k antagonist'],
    members: ['warfarin'],
    within: 'anticoagulant',
    reason: 'warfarin',
  },
  {
    names: ['antiplatelet', 'antiplatelets'],
    members: ['aspirin', 'clopidogrel', 'ticagrelor', 'prasugrel'],
    reason: 'antiplatelets: in a heart attack aspirin and a second agent are distinct items',
  },
  {
    names: ['nitrate', 'nitrates'],
    members: [
      ['glyceryl trinitrate', 'gtn', 'nitroglycerin', 'nitroglycerine', 'gtn spray'],
      ['isosorbide mononitrate', 'ismn'],
    ],
    partial: true,
    reason: 'GTN, glyceryl trinitrate and nitroglycerin are one drug',
  },
  {
    names: ['beta blocker', 'beta blockers'],
    members: ['bisoprolol', 'atenolol', 'metoprolol', 'propranolol', 'carvedilol'],
    partial: true,
    reason: 'beta blockers',
  },
  {
    names: ['ace inhibitor', 'acei', 'ace i'],
    members: ['ramipril', 'lisinopril', 'perindopril', 'enalapril'],
    partial: true,
    reason: 'ACE inhibitors',
  },
  {
    names: ['statin', 'statins'],
    members: ['atorvastatin', 'simvastatin', 'rosuvastatin', 'pravastatin'],
    partial: true,
    reason: 'statins',
  },
  {
    names: ['proton pump inhibitor', 'ppi', 'ppis'],
    members: ['omeprazole', 'lansoprazole', 'esomeprazole', 'pantoprazole', 'rabeprazole'],
    partial: true,
    reason: 'PPIs',
  },
  {
    names: ['antiemetic', 'antiemetics', 'anti sickness'],
    members: ['ondansetron', 'metoclopramide', 'cyclizine', 'prochlorperazine', 'domperidone'],
    partial: true,
    reason: 'antiemetics stand in for each other',
  },
  {
    names: ['steroid', 'corticosteroid', 'steroids', 'oral steroid'],
    members: ['prednisolone', 'hydrocortisone', 'dexamethasone', 'methylprednisolone'],
    partial: true,
    reason: 'systemic steroids',
  },
  {
    names: ['bronchodilator', 'reliever', 'short acting beta agonist', 'saba'],
    members: [['salbutamol', 'albuterol'], 'terbutaline', 'ipratropium'],
    partial: true,
    reason: 'relievers',
  },
  {
    names: ['ssri', 'ssris', 'selective serotonin reuptake inhibitor'],
    members: ['sertraline', 'citalopram', 'escitalopram', 'fluoxetine', 'paroxetine'],
    within: 'antidepressant',
    partial: true,
    reason: 'SSRIs stand in for each other',
  },
  {
    names: ['antidepressant', 'antidepressants'],
    members: ['mirtazapine', 'venlafaxine', 'duloxetine', 'amitriptyline'],
    reason: 'antidepressants outside the SSRIs',
  },
  {
    names: ['diabetes medicine', 'oral hypoglycaemic', 'hypoglycaemic agent'],
    members: [
      'metformin',
      'gliclazide',
      'sitagliptin',
      ['empagliflozin', 'jardiance'],
      'dapagliflozin',
      'pioglitazone',
    ],
    reason: 'metformin is first line: another tablet for diabetes is not it',
  },
  {
    names: ['thyroid hormone', 'thyroid replacement'],
    members: [['levothyroxine', 'thyroxine', 'eltroxin']],
    reason: 'levothyroxine',
  },
  {
    names: ['loop diuretic', 'diuretic', 'water tablet'],
    members: ['furosemide', 'bumetanide'],
    partial: true,
    reason: 'loop diuretics',
  },
  {
    names: ['antiviral', 'antivirals'],
    members: ['oseltamivir', 'aciclovir', 'valaciclovir'],
    reason: 'antivirals: each for its own virus',
  },
  {
    names: ['urate lowering', 'urate lowering therapy'],
    members: ['allopurinol', 'febuxostat'],
    partial: true,
    reason: 'urate-lowering drugs',
  },
];

export interface RouteRow {
  route:
    | 'oral'
    | 'intravenous'
    | 'intramuscular'
    | 'subcutaneous'
    | 'inhaled'
    | 'sublingual'
    | 'topical'
    | 'rectal';
  words: readonly string[];
  reason: string;
}

/** How a drug is given. Two items naming different routes are different treatments ("oral" is not "IV"). */
export const routes: readonly RouteRow[] = [
  {
    route: 'oral',
    words: [
      'oral',
      'orally',
      'po',
      'by mouth',
      'tablet',
      'tablets',
      'capsule',
      'capsules',
      'chewed',
      'syrup',
    ],
    reason: 'by mouth',
  },
  {
    route: 'intravenous',
    words: ['iv', 'intravenous', 'intravenously', 'infusion', 'drip', 'ivi'],
    reason: 'into a vein',
  },
  { route: 'intramuscular', words: ['im', 'intramuscular', 'intramuscularly'], reason: 'into a muscle' },
  {
    route: 'subcutaneous',
    words: ['sc', 'subcut', 'subcutaneous', 'subcutaneously', 'sub cut'],
    reason: 'under the skin',
  },
  {
    route: 'inhaled',
    words: [
      'inhaled',
      'inhaler',
      'nebulised',
      'nebulized',
      'neb',
      'nebs',
      'nebuliser',
      'spacer',
      'mdi',
      'puffer',
    ],
    reason: 'breathed in: a nebuliser and an inhaler with a spacer are the same route',
  },
  {
    route: 'sublingual',
    words: ['sublingual', 'sl', 'under the tongue', 'spray'],
    reason: 'under the tongue',
  },
  { route: 'topical', words: ['topical', 'cream', 'ointment', 'gel'], reason: 'on the skin' },
  { route: 'rectal', words: ['pr', 'rectal', 'rectally', 'suppository'], reason: 'into the rectum' },
];

export interface CareRow {
  /** The ways a plan names one test, procedure or piece of care. */
  names: readonly string[];
  reason: string;
}

/** Tests, procedures and care: any name of a row means the same item. */
export const care: readonly CareRow[] = [
  { names: ['chest x ray', 'cxr', 'chest xray', 'chest radiograph', 'chest film'], reason: 'a chest X-ray' },
  { names: ['ecg', 'ekg', 'electrocardiogram', '12 lead ecg', 'ecg monitoring'], reason: 'an ECG' },
  { names: ['troponin', 'trop', 'serial troponins', 'cardiac enzymes'], reason: 'a troponin' },
  {
    names: [
      'pci',
      'primary pci',
      'percutaneous coronary intervention',
      'angioplasty',
      'primary angioplasty',
      'cath lab',
      'coronary angiography',
      'stent',
    ],
    reason: 'primary PCI',
  },
  { names: ['thrombolysis', 'alteplase', 'clot busting'], reason: 'thrombolysis' },
  { names: ['oxygen', 'o2', 'supplemental oxygen'], reason: 'oxygen' },
  {
    names: [
      'iv fluids',
      'ivf',
      'intravenous fluids',
      'fluids',
      'fluid resuscitation',
      'fluid bolus',
      'saline',
      'hartmann',
      'crystalloid',
    ],
    reason: 'fluids into a vein (plain "fluids" is either)',
  },
  {
    names: ['oral fluids', 'fluids', 'hydration', 'drink plenty', 'plenty of fluids'],
    reason: 'fluids by mouth (plain "fluids" is either)',
  },
  { names: ['nil by mouth', 'nbm', 'keep fasted', 'fasting for theatre'], reason: 'nil by mouth' },
  { names: ['fbc', 'full blood count', 'blood count', 'cbc'], reason: 'a full blood count' },
  {
    names: ['u&e', 'u and e', 'ues', 'u es', 'urea and electrolytes', 'renal function', 'kidney function'],
    reason: 'urea and electrolytes',
  },
  { names: ['lft', 'lfts', 'liver function', 'liver function tests'], reason: 'liver function tests' },
  { names: ['crp', 'c reactive protein', 'inflammatory markers'], reason: 'a CRP' },
  { names: ['blood cultures', 'blood culture'], reason: 'blood cultures' },
  { names: ['bloods', 'blood tests', 'routine bloods'], reason: 'blood tests in general' },
  { names: ['abg', 'arterial blood gas', 'blood gas', 'vbg'], reason: 'a blood gas' },
  { names: ['hba1c', 'a1c', 'glycated haemoglobin', 'glycosylated haemoglobin'], reason: 'an HbA1c' },
  {
    names: ['fasting glucose', 'fasting blood glucose', 'fasting plasma glucose', 'blood glucose', 'glucose'],
    reason: 'a glucose',
  },
  {
    names: ['tft', 'tfts', 'thyroid function', 'thyroid function tests', 'tsh', 'free t4'],
    reason: 'thyroid function',
  },
  {
    names: ['urine dipstick', 'urine dip', 'dipstick', 'urinalysis', 'dip the urine', 'dip urine'],
    reason: 'a urine dipstick',
  },
  {
    names: ['msu', 'midstream urine', 'urine culture', 'urine mc&s', 'urine mcs', 'mc&s'],
    reason: 'a urine culture',
  },
  { names: ['pregnancy test', 'beta hcg', 'urine hcg', 'serum hcg', 'hcg'], reason: 'a pregnancy test' },
  { names: ['d dimer', 'ddimer'], reason: 'a D-dimer' },
  { names: ['wells score', 'wells'], reason: 'a Wells score' },
  {
    names: ['ctpa', 'ct pulmonary angiogram', 'ct pulmonary angiography', 'vq scan', 'v/q scan'],
    reason: 'imaging for a clot in the lung',
  },
  {
    names: [
      'compression ultrasound',
      'doppler',
      'doppler ultrasound',
      'duplex',
      'duplex ultrasound',
      'leg ultrasound',
      'ultrasound of the leg',
    ],
    reason: 'imaging for a clot in the leg',
  },
  {
    names: [
      'abdominal ultrasound',
      'ultrasound abdomen',
      'uss abdomen',
      'abdominal uss',
      'ultrasound of the abdomen',
      'rUQ ultrasound',
      'liver ultrasound',
    ],
    reason: 'an abdominal ultrasound',
  },
  { names: ['ct head', 'ct brain', 'head ct'], reason: 'a CT of the head' },
  { names: ['peak flow', 'pefr', 'peak expiratory flow'], reason: 'a peak flow' },
  { names: ['spirometry'], reason: 'spirometry' },
  {
    names: ['sputum culture', 'sputum sample', 'sputum smear', 'sputum mc&s', 'sputum'],
    reason: 'a sputum test',
  },
  { names: ['serum urate', 'urate', 'uric acid'], reason: 'a urate level' },
  {
    names: ['joint aspiration', 'aspirate the joint', 'arthrocentesis', 'synovial fluid'],
    reason: 'a joint aspiration',
  },
  {
    names: ['appendicectomy', 'appendectomy', 'laparoscopic appendicectomy', 'remove the appendix'],
    reason: 'removing the appendix',
  },
  {
    names: ['cholecystectomy', 'laparoscopic cholecystectomy', 'lap chole', 'remove the gallbladder'],
    reason: 'removing the gallbladder',
  },
  {
    names: [
      'surgical review',
      'surgical referral',
      'refer to surgeons',
      'surgical team',
      'general surgeons',
      'surgeons',
      'surgery',
    ],
    reason: 'the surgeons',
  },
  {
    names: [
      'cbt',
      'cognitive behavioural therapy',
      'cognitive behavioral therapy',
      'talking therapy',
      'psychological therapy',
      'iapt',
      'counselling',
    ],
    reason: 'a talking therapy',
  },
  {
    names: [
      'risk assessment',
      'suicide risk assessment',
      'assess suicide risk',
      'assess risk',
      'risk of self harm',
      'suicide risk',
    ],
    reason: 'a risk assessment',
  },
  {
    names: [
      'safety netting',
      'safety net',
      'safety netted',
      'return if worse',
      'come back if worse',
      'crisis line',
      'crisis plan',
    ],
    reason: 'safety netting',
  },
  {
    names: ['follow up', 'review', 'follow up appointment', 'see again', 'recheck', 'repeat', 'retest'],
    reason: 'a review, or a test repeated to see the effect',
  },
  {
    names: [
      'lifestyle advice',
      'lifestyle changes',
      'lifestyle',
      'diet and exercise',
      'dietary advice',
      'weight loss',
      'exercise',
    ],
    reason: 'lifestyle advice',
  },
  { names: ['smoking cessation', 'stop smoking', 'quit smoking'], reason: 'stopping smoking' },
  {
    names: [
      'eye screening',
      'retinal screening',
      'eye check',
      'eye checks',
      'diabetic eye screening',
      'retinopathy screening',
    ],
    reason: 'eye screening',
  },
  {
    names: ['foot check', 'foot checks', 'foot examination', 'foot care', 'diabetic foot check'],
    reason: 'foot checks',
  },
  {
    names: ['inhaler technique', 'check inhaler technique', 'spacer technique'],
    reason: 'inhaler technique',
  },
  {
    names: ['asthma action plan', 'action plan', 'personalised asthma plan', 'written asthma plan'],
    reason: 'an asthma plan',
  },
  { names: ['headache diary', 'migraine diary', 'diary'], reason: 'a headache diary' },
  { names: ['avoid triggers', 'trigger avoidance', 'identify triggers'], reason: 'avoiding triggers' },
  { names: ['rest', 'bed rest'], reason: 'rest' },
  { names: ['compression stockings', 'stockings'], reason: 'compression stockings' },
  { names: ['ice', 'elevation', 'rest ice elevation'], reason: 'ice and elevation' },
];
