import type { InterviewCase } from '../types.js';

/** Catalogue symptoms with generic descriptions; the specifics are only in the history prose. */
export const acuteAngleClosureGlaucoma: InterviewCase = {
  id: 'acute-angle-closure-glaucoma',
  system: 'ophthalmology',
  patient: {
    name: 'Brenda Hughes',
    medicalHistory: `Brenda Hughes is a 67-year-old retired hairdresser. Last night at about 9 pm, while watching a film at the cinema, she developed a severe, deep, throbbing ache in her right eye. Within an hour the vision in that eye went misty, and she noticed rainbow-coloured rings around the lights. The right eye has become red, and she has a headache over the right side of her forehead and temple. She has felt sick all night and has vomited twice. The pain has been constant since it started, and she rates it 9 out of 10. Bright light makes the eye more uncomfortable. She took paracetamol 1 g at 11 pm, which did not help. Her left eye is fine.
She has had 2 shorter episodes of blurred vision with rings around lights in the right eye in the last month, both in the evening, which settled after she went to bed. She is long-sighted and has worn glasses since her forties. She has not had any injury to the eye, and she does not wear contact lenses.
She has high blood pressure and hay fever. She had a right knee replacement in 2019. She takes losartan 50 mg once a day and a water tablet, bendroflumethiazide 2.5 mg each morning. She stopped ramipril 3 years ago because it gave her a dry cough. Two weeks ago she started amitriptyline 10 mg at night for poor sleep. She is allergic to co-trimoxazole, which gave her a widespread rash with blisters.
She has never smoked and drinks a glass of wine most evenings, about 10 units a week. She lives with her husband, Ken, who drove her in. Her mother went blind in old age from macular degeneration, and her brother has diabetes. There is no family history of migraine.
She is frightened that she might lose the sight in her right eye.`,
    symptoms: [
      { name: 'Pain', description: 'An unpleasant sensation', severity: 'severe' },
      { name: 'Blurred vision', description: 'Loss of sharpness of vision', severity: 'moderate' },
      { name: 'Red eye', description: 'Redness of the eye', severity: 'moderate' },
      { name: 'Headache', description: 'Pain in the head', severity: 'moderate' },
      { name: 'Nausea', description: 'A feeling of wanting to vomit', severity: 'moderate' },
      { name: 'Vomiting', description: 'Bringing up the contents of the stomach', severity: 'mild' },
    ],
    diagnosis: 'Acute angle-closure glaucoma (right eye)',
    treatments:
      'Same-day emergency ophthalmology referral, lie flat, intravenous acetazolamide, topical pilocarpine, timolol and apraclonidine, analgesia and antiemetic, laser peripheral iridotomy',
  },
  questions: [
    { ask: 'Hello, what seems to be the problem today?', mustContain: ['eye'] },
    { ask: 'Which eye is it?', mustContain: ['right'] },
    { ask: 'When did this start?', mustContain: [['last night', '9', 'nine']] },
    { ask: 'Can you describe the pain?', mustContain: [['throbbing', 'ache', 'aching', 'deep']] },
    { ask: 'Does the pain spread anywhere, like into your head?', mustContain: [['forehead', 'temple']] },
    { ask: 'Is the pain there all the time or does it come and go?', mustContain: ['constant'] },
    { ask: 'How bad is the pain on a scale of one to ten?', mustContain: [['9', 'nine']] },
    {
      ask: 'Has your eyesight changed at all?',
      mustContain: [['misty', 'blurred', 'blurry', 'rainbow', 'rings']],
    },
    { ask: 'Does anything make it worse?', mustContain: [['light', 'bright']] },
    { ask: 'Have you taken anything for the pain?', mustContain: ['paracetamol'] },
    { ask: 'Has anything like this happened before?', mustContain: [['2', 'two', 'twice']], affirm: true },
    { ask: 'Do you have any medical conditions?', mustContain: [['blood pressure', 'hay fever']] },
    { ask: 'Have you ever had an operation?', mustContain: ['knee'] },
    { ask: 'Are you on a water tablet?', mustContain: ['bendroflumethiazide'], affirm: true },
    { ask: 'Have you started any new medicines recently?', mustContain: ['amitriptyline'] },
    { ask: 'How come you stopped the ramipril?', mustContain: ['cough'] },
    { ask: 'Do you have any allergies?', mustContain: [['co trimoxazole', 'cotrimoxazole']] },
    { ask: 'What reaction did you have to it?', mustContain: [['rash', 'blisters']] },
    { ask: 'do u smoke', affirm: false },
    { ask: 'How much alcohol do you drink?', mustContain: [['10', 'ten', 'glass']] },
    { ask: 'What did you do for work before you retired?', mustContain: ['hairdresser'] },
    { ask: 'Who do you live with?', mustContain: [['ken', 'husband']] },
    { ask: 'Did your mum have any problems with her eyes?', mustContain: [['macular', 'blind']] },
    { ask: 'Does migraine run in your family?', affirm: false },
    { ask: "What's worrying you most?", mustContain: [['sight', 'blind']] },
    {
      ask: 'Have you been under any stress recently?',
      mustNotContain: ['very stressed', 'really stressed', 'a lot of stress'],
    },
    {
      ask: 'When did you last have your eyes tested?',
      mustNotContain: ['last year', 'months ago', 'optician said'],
    },
    {
      ask: 'Have you had any cataract operations?',
      mustNotContain: ['cataract operation in', 'cataracts done in', 'had my cataracts'],
    },
  ],
};
