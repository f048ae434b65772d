import type { InterviewCase } from '../types.js';

const key = ['serotonin'];

export const serotoninSyndrome: InterviewCase = {
  id: 'serotonin-syndrome',
  system: 'toxicology',
  patient: {
    name: 'Graham Whitworth',
    medicalHistory:
      'Graham is a 54-year-old man brought to A&E by his wife, Linda, who gives most of the history because he is restless and muddled.\n\n' +
      "Linda says he was his normal self on Sunday. Since yesterday afternoon he has become more and more agitated, pacing round the house and unable to sit still. He has been sweating heavily, soaking through his shirt, and his legs keep jerking and twitching, especially when he lies down. His heart has been racing and he says he feels 'wired'. He has had diarrhoea four times since last night. Linda took his temperature this morning and it was 38.6. This morning he was confused and did not know what day it was. He has not vomited, has not complained of a headache, and has no stiff neck or rash. He has not had a fall or hit his head. He has not taken more tablets than prescribed: Linda fills his dosette box each week and the boxes and packets are all correct.\n\n" +
      "His back pain flared up a week ago after he lifted a paving slab, and four days ago the out-of-hours doctor started tramadol and told him to stop the naproxen. He had a migraine yesterday morning and took two sumatriptan tablets. A week ago Linda bought St John's wort from a health food shop to help his mood, and he has taken it every day since; his GP does not know about it. His sertraline was increased from 100 mg to 150 mg two weeks ago because his mood was low again.\n\n" +
      "Medicines (from Linda's list):\n" +
      '1. Sertraline 150 mg once daily (increased from 100 mg two weeks ago)\n' +
      '2. Tramadol 50 mg capsules, one or two up to four times a day (started four days ago)\n' +
      '3. Sumatriptan 50 mg when needed for migraine (two doses yesterday)\n' +
      "4. St John's wort 300 mg three times a day (bought over the counter, started a week ago)\n" +
      '5. Paracetamol 1 g four times a day\n' +
      '6. Metformin 1 g twice daily\n' +
      '7. Ramipril 5 mg once daily\n' +
      '8. Atorvastatin 40 mg at night\n' +
      '9. Omeprazole 20 mg once daily\n' +
      '10. Naproxen 500 mg twice daily (stopped four days ago)\n' +
      '11. Amitriptyline 10 mg at night (stopped two months ago as it did not help his sleep)\n\n' +
      'Past history: depression for ten years, type 2 diabetes, high blood pressure, migraines since his twenties, and low back pain with sciatica. He had keyhole surgery on his right knee in 2010. He is allergic to penicillin, which made his lips swell.\n\n' +
      "Family history: his father had Parkinson's disease; his mother has depression; his brother has type 2 diabetes.\n\n" +
      'Social history: Graham is a bus driver and has been off work for six weeks with his back. He lives with Linda and their 17-year-old son, Ryan. He smokes about five cigarettes a day and usually has two pints of bitter on a Saturday, though he has had no alcohol this week. He does not use recreational drugs. Linda is frightened that he has had a stroke.',
    symptoms: [
      {
        name: 'Agitation',
        description: 'Restless, pacing, unable to sit still since yesterday afternoon',
        severity: 'severe',
      },
      { name: 'Sweating', description: 'Sweating heavily, soaking his shirt', severity: 'moderate' },
      {
        name: 'Muscle twitching',
        description: 'Legs jerking and twitching, worse lying down',
        severity: 'moderate',
      },
      { name: 'Fever', description: 'Temperature 38.6 this morning', severity: 'moderate' },
      { name: 'Palpitations', description: 'Heart racing', severity: 'moderate' },
      { name: 'Diarrhoea', description: 'Four times since last night', severity: 'mild' },
      { name: 'Confusion', description: 'Did not know what day it was this morning', severity: 'moderate' },
    ],
    diagnosis:
      "Serotonin syndrome (serotonin toxicity from sertraline with tramadol, sumatriptan and St John's wort)",
    treatments:
      "Stop all serotonergic drugs (sertraline, tramadol, sumatriptan, St John's wort); ABCDE assessment, IV fluids and cardiac monitoring; a benzodiazepine (lorazepam or diazepam) for agitation and muscle overactivity; active cooling; cyproheptadine if symptoms persist; check CK, U&E, glucose and ECG; escalate to intensive care if the temperature rises above 40 or rigidity develops; review analgesia (no tramadol) and the antidepressant before restarting.",
  },
  questions: [
    {
      ask: "What's been happening?",
      mustContain: [['agitated', 'restless', 'sweating', 'jerking', 'confused', 'wired', 'pacing']],
      mustNotContain: key,
    },
    { ask: 'When did this start?', mustContain: [['yesterday']] },
    { ask: 'Have you been sweating a lot?', affirm: true },
    { ask: 'Have you noticed any jerking or twitching?', mustContain: [['legs', 'leg']], affirm: true },
    { ask: 'When is the twitching worse?', mustContain: [['lying', 'lie']] },
    { ask: 'Have you had a temperature?', mustContain: [['38.6', '38', 'thirty eight']], affirm: true },
    { ask: 'Does your heart feel like it is racing?', affirm: true },
    { ask: 'How many times have you had diarrhoea?', mustContain: [['four', '4']] },
    { ask: 'Have you been sick?', affirm: false },
    {
      ask: 'What are your blood sugar readings usually like?',
      mustNotContain: ['mmol', 'millimoles', 'hba1c'],
    },
    { ask: 'Could you have taken too many of your tablets by mistake?', affirm: false },
    {
      ask: 'What medicines do you take?',
      mustContain: [
        ['sertraline', 'tramadol', 'sumatriptan', 'metformin', 'paracetamol', 'ramipril', 'wort'],
      ],
    },
    { ask: 'When did you start the tramadol?', mustContain: [['four', '4']] },
    {
      ask: 'Has the dose of any of your tablets changed recently?',
      mustContain: [['sertraline', '150', '100']],
    },
    { ask: 'Are you taking any herbal remedies?', mustContain: [['wort', 'st john']], affirm: true },
    { ask: 'Are you still on the naproxen?', affirm: false },
    { ask: 'Are you allergic to any medicines?', mustContain: [['penicillin']] },
    {
      ask: 'What other health problems do you have?',
      mustContain: [['depression', 'diabetes', 'blood pressure', 'migraine', 'migraines', 'back']],
    },
    { ask: 'Have you had any operations?', mustContain: [['knee']] },
    {
      ask: 'Does anything run in the family?',
      mustContain: [['parkinson', "parkinson's", 'depression', 'diabetes']],
    },
    { ask: 'What was wrong with your father?', mustContain: [['parkinson', "parkinson's"]] },
    { ask: 'Do you smoke?', mustContain: [['five', '5']], affirm: true },
    { ask: 'How much do you drink?', mustContain: [['two', '2', 'pints', 'pint', 'bitter']] },
    { ask: 'What do you do for a living?', mustContain: [['bus']] },
    { ask: 'Who sorts out your tablets?', mustContain: [['linda', 'wife']] },
    { ask: 'What is Linda most worried about?', mustContain: [['stroke']], mustNotContain: key },
    { ask: 'Is there anything else we should know?', mustNotContain: key },
    { ask: 'How much do you weigh?', mustNotContain: ['kg', 'kilos', 'kilograms', 'stone', 'pounds'] },
  ],
};
