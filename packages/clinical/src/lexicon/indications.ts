/**
 * What medicines are taken for, in the words a patient or a student uses: "Are you on anything for
 * your blood pressure?" finds the amlodipine, "Do you take a blood thinner?" the apixaban. Each row is
 * general knowledge, nothing about one case (docs/patient.md#the-built-in-patient-no-openai-key).
 * `for` are the words of the question; `drugs` names (as written, compared normalised); `endings` the
 * stems a class's names end in.
 */
export interface IndicationRow {
  for: readonly string[];
  drugs: readonly string[];
  endings?: readonly string[];
  reason: string;
}

export const indications: readonly IndicationRow[] = [
  {
    for: ['blood pressure', 'hypertension', 'bp', 'ace inhibitor', 'beta blocker', 'beta blockers'],
    drugs: ['bendroflumethiazide', 'indapamide', 'doxazosin', 'hydralazine', 'moxonidine', 'spironolactone'],
    endings: ['pril', 'sartan', 'dipine', 'thiazide', 'olol'],
    reason:
      'the medicines for blood pressure: ACE inhibitors, ARBs, calcium-channel blockers, thiazides, beta blockers',
  },
  {
    for: [
      'blood thinner',
      'blood thinners',
      'thin your blood',
      'thin the blood',
      'anticoagulant',
      'clots',
      'clot',
    ],
    drugs: [
      'warfarin',
      'heparin',
      'enoxaparin',
      'dalteparin',
      'tinzaparin',
      'aspirin',
      'clopidogrel',
      'ticagrelor',
      'prasugrel',
      'dipyridamole',
    ],
    endings: ['xaban', 'gatran'],
    reason: 'a blood thinner is an anticoagulant or an antiplatelet in a patient’s words',
  },
  {
    for: ['cholesterol', 'statin', 'statins'],
    drugs: ['ezetimibe', 'fenofibrate'],
    endings: ['statin'],
    reason: 'statins and their neighbours lower cholesterol',
  },
  {
    for: ['diabetes', 'sugar', 'sugars', 'blood sugar'],
    drugs: ['metformin', 'gliclazide', 'glimepiride', 'insulin', 'pioglitazone', 'acarbose'],
    endings: ['gliflozin', 'gliptin', 'glutide', 'glutid'],
    reason: 'tablets and injections for diabetes',
  },
  {
    for: ['thyroid'],
    drugs: ['levothyroxine', 'thyroxine', 'liothyronine', 'carbimazole', 'propylthiouracil'],
    reason: 'thyroid replacement and antithyroid drugs',
  },
  {
    for: ['stomach', 'acid', 'reflux', 'indigestion', 'heartburn', 'ulcer'],
    drugs: ['gaviscon', 'antacid', 'antacids', 'famotidine', 'ranitidine', 'sucralfate'],
    endings: ['prazole'],
    reason: 'acid suppression and antacids',
  },
  {
    for: ['bladder', 'waterworks', 'prostate', 'passing water'],
    drugs: [
      'solifenacin',
      'oxybutynin',
      'tolterodine',
      'mirabegron',
      'tamsulosin',
      'finasteride',
      'trospium',
      'fesoterodine',
    ],
    reason: 'medicines for an overactive bladder or the prostate',
  },
  {
    for: ['pain', 'painkiller', 'painkillers', 'the pain'],
    drugs: [
      'paracetamol',
      'co codamol',
      'codeine',
      'tramadol',
      'ibuprofen',
      'naproxen',
      'diclofenac',
      'morphine',
      'oxycodone',
      'calpol',
      'nurofen',
      'co dydramol',
      'dihydrocodeine',
      'gabapentin',
      'pregabalin',
      'amitriptyline',
      'aspirin',
    ],
    reason: 'analgesics',
  },
  {
    for: ['temperature', 'fever', 'the temperature', 'high temperature'],
    drugs: ['paracetamol', 'calpol', 'ibuprofen', 'nurofen'],
    reason: 'antipyretics a parent gives',
  },
  {
    for: ['asthma', 'breathing', 'chest', 'inhaler', 'inhalers', 'copd'],
    drugs: [
      'salbutamol',
      'ventolin',
      'beclometasone',
      'budesonide',
      'fluticasone',
      'seretide',
      'symbicort',
      'fostair',
      'montelukast',
      'tiotropium',
      'terbutaline',
      'clenil',
      'qvar',
      'pulmicort',
      'flixotide',
      'bricanyl',
      'airomir',
    ],
    reason: 'inhalers and asthma tablets',
  },
  {
    for: [
      'brown inhaler',
      'purple inhaler',
      'red inhaler',
      'preventer',
      'preventers',
      'steroid inhaler',
      'steroid inhalers',
      'preventer inhaler',
    ],
    drugs: [
      'beclometasone',
      'clenil',
      'qvar',
      'budesonide',
      'pulmicort',
      'fluticasone',
      'flixotide',
      'seretide',
      'symbicort',
      'fostair',
    ],
    reason: 'the preventer inhaler, as patients call it by its colour ("the brown one")',
  },
  {
    for: ['blue inhaler', 'reliever', 'reliever inhaler', 'blue one'],
    drugs: ['salbutamol', 'ventolin', 'terbutaline', 'bricanyl', 'airomir'],
    reason: 'the reliever inhaler, as patients call it by its colour',
  },
  {
    for: ['bowels', 'constipation', 'constipated'],
    drugs: ['senna', 'lactulose', 'laxido', 'movicol', 'docusate', 'macrogol', 'bisacodyl', 'fybogel'],
    reason: 'laxatives',
  },
  {
    for: ['mood', 'depression', 'anxiety', 'nerves', 'low mood', 'antidepressant', 'antidepressants'],
    drugs: [
      'sertraline',
      'citalopram',
      'escitalopram',
      'fluoxetine',
      'paroxetine',
      'mirtazapine',
      'venlafaxine',
      'duloxetine',
      'amitriptyline',
      'lithium',
    ],
    reason: 'antidepressants and mood stabilisers',
  },
  {
    for: ['sleep', 'sleeping'],
    drugs: ['zopiclone', 'zolpidem', 'temazepam', 'melatonin', 'mirtazapine', 'promethazine'],
    reason: 'sleeping tablets',
  },
  {
    for: ['contraception', 'contraceptive', 'the pill', 'family planning'],
    drugs: [
      'microgynon',
      'rigevidon',
      'yasmin',
      'cerazette',
      'desogestrel',
      'combined pill',
      'mini pill',
      'implant',
      'nexplanon',
      'coil',
      'depo',
      'injection',
    ],
    reason: 'contraceptives by name or kind',
  },
  {
    for: ['iron', 'anaemia', 'anemia'],
    drugs: [
      'ferrous sulfate',
      'ferrous sulphate',
      'ferrous fumarate',
      'ferrous gluconate',
      'ferrous',
      'iron tablets',
    ],
    reason: 'iron replacement',
  },
  {
    for: ['heart', 'rhythm', 'palpitations', 'angina'],
    drugs: [
      'digoxin',
      'amiodarone',
      'flecainide',
      'bisoprolol',
      'diltiazem',
      'verapamil',
      'gtn',
      'isosorbide mononitrate',
      'nicorandil',
      'ivabradine',
    ],
    reason: 'heart rate, rhythm and angina medicines',
  },
  {
    for: ['periods', 'period', 'heavy periods', 'period pain', 'bleeding'],
    drugs: [
      'mefenamic acid',
      'tranexamic acid',
      'norethisterone',
      'mirena',
      'coil',
      'ibuprofen',
      'naproxen',
      'combined pill',
    ],
    reason: 'medicines for heavy or painful periods',
  },
  {
    for: [
      'infection',
      'infections',
      'antibiotic',
      'antibiotics',
      'chest infection',
      'water infection',
      'urine infection',
    ],
    drugs: [
      'amoxicillin',
      'co amoxiclav',
      'penicillin',
      'trimethoprim',
      'nitrofurantoin',
      'metronidazole',
      'cefalexin',
      'clarithromycin',
      'erythromycin',
      'azithromycin',
      'doxycycline',
    ],
    endings: ['cillin', 'mycin', 'cycline', 'floxacin'],
    reason: 'antibiotics by name or family',
  },
  {
    for: ['gout'],
    drugs: ['allopurinol', 'colchicine', 'febuxostat'],
    reason: 'gout prevention and treatment',
  },
  {
    for: ['water tablet', 'water tablets', 'fluid', 'swelling'],
    drugs: ['furosemide', 'frusemide', 'bumetanide', 'spironolactone', 'bendroflumethiazide', 'indapamide'],
    reason: 'diuretics, which patients call water tablets',
  },
  {
    for: ['epilepsy', 'fits', 'seizures'],
    drugs: ['levetiracetam', 'sodium valproate', 'valproate', 'lamotrigine', 'carbamazepine', 'phenytoin'],
    reason: 'antiepileptics',
  },
  {
    for: ['parkinson', "parkinson's"],
    drugs: [
      'co careldopa',
      'co beneldopa',
      'madopar',
      'sinemet',
      'levodopa',
      'ropinirole',
      'pramipexole',
      'rasagiline',
    ],
    reason: "Parkinson's medicines",
  },
  {
    for: ['allergies', 'hay fever', 'itch', 'antihistamine', 'antihistamines'],
    drugs: ['cetirizine', 'loratadine', 'fexofenadine', 'chlorphenamine', 'piriton'],
    reason: 'antihistamines',
  },
];

/**
 * Kinds of medicine a question names instead of a medicine ("Are you on a statin?", "any water
 * tablets?"): such a question is about the patient's medicines (medicines.ts `namesMedicine`).
 */
export const medicineKinds =
  /\b(blood thinners?|water tablets?|sleeping (?:tablets?|pills?)|inhalers?|the pill|statins?|beta blockers?|ace inhibitors?|antidepressants?|antibiotics?|steroids?|diuretics?|painkillers?|antihistamines?|blood pressure tablets?|hrt|hormone replacement)\b/;
