import type { InterviewCase } from '../types.js';

const key = ['myasthenia', 'gravis'];

export const myastheniaGravis: InterviewCase = {
  id: 'myasthenia-gravis',
  system: 'neurological',
  patient: {
    name: 'Helen Carter',
    medicalHistory:
      'Dear colleague,\n\n' +
      'Thank you for seeing Mrs Helen Carter, a 34-year-old primary school teacher, whom I have now seen three times in the last two months with symptoms I have not been able to explain.\n\n' +
      'She first came to see me in early September with double vision. It comes on towards the end of the school day, especially when she is marking books or driving home, and it goes away if she closes one eye. Her husband has noticed that her left eyelid droops in the evenings, whereas in the mornings she looks quite normal. Over the last three weeks she has also had trouble chewing: her jaw tires by the end of a meal, and she told me she had to give up halfway through a steak at a restaurant. By the afternoon her voice becomes quiet and nasal, which is a real problem in the classroom. She finds it hard to hang out the washing or to blow-dry her hair because her arms tire after a minute or two, although they recover after a short rest. She sometimes coughs when drinking thin liquids such as water, but she has not choked on food and she has had no difficulty breathing. She has no pain, no numbness or tingling, and no headaches, and her bladder and bowels are normal. She denies any weight loss.\n\n' +
      'When I examined her at 5 pm last week she had a left-sided ptosis that worsened when I asked her to keep looking up for a minute, and her shoulder abduction weakened with repeated movement; her pupils, reflexes and sensation were normal. Her thyroid function in September was normal.\n\n' +
      'She has vitiligo on her hands and had her appendix removed at the age of 12. She has had two uncomplicated pregnancies; her children are four and six. She takes Microgynon and uses cetirizine 10 mg in the hay fever season. I started propranolol 40 mg twice daily in August for anxiety before a school inspection; she stopped it three weeks ago because she felt it made her more tired. She is allergic to erythromycin, which made her vomit severely.\n\n' +
      'Her mother has type 1 diabetes and her maternal aunt has rheumatoid arthritis; her father is fit and well. She lives with her husband, Mark, who is a police officer, and their two children. She has never smoked and drinks about four units of alcohol a week. She is worried that she has multiple sclerosis, as a colleague was recently diagnosed with it, and that she may have to give up teaching.\n\n' +
      'I would be grateful for your assessment and advice.\n\n' +
      'Yours sincerely,\n\n' +
      'Dr Sarah Okafor\nGeneral Practitioner, Hillside Surgery',
    symptoms: [
      {
        name: 'Double vision',
        description: 'Towards the end of the day, goes when one eye is closed',
        severity: 'moderate',
      },
      { name: 'Drooping eyelid', description: 'Left eyelid droops in the evenings', severity: 'moderate' },
      { name: 'Difficulty chewing', description: 'Jaw tires by the end of a meal', severity: 'moderate' },
      { name: 'Voice change', description: 'Voice quiet and nasal by the afternoon', severity: 'mild' },
      {
        name: 'Muscle weakness',
        description: 'Arms tire with repeated use and recover with rest',
        severity: 'moderate',
      },
    ],
    diagnosis: 'Myasthenia gravis (generalised)',
    treatments:
      'Urgent neurology referral; acetylcholine receptor antibodies (MuSK antibodies if negative); repetitive nerve stimulation and single-fibre EMG; CT thorax for thymoma; pyridostigmine; prednisolone with a steroid-sparing agent such as azathioprine if needed; thymectomy if thymoma or antibody-positive generalised disease; avoid beta-blockers, aminoglycosides and macrolides; monitor forced vital capacity if swallowing or breathing worsen.',
  },
  questions: [
    {
      ask: "What's been the problem?",
      mustContain: [['double', 'vision', 'eyelid', 'chewing', 'tired', 'weak']],
      mustNotContain: key,
    },
    { ask: 'When did all this start?', mustContain: [['september', 'two months', '2 months']] },
    {
      ask: 'What time of day is it at its worst?',
      mustContain: [['evening', 'evenings', 'afternoon', 'end of the']],
    },
    {
      ask: 'Does anything make the double vision go away?',
      mustContain: [['close', 'closing', 'closes', 'cover', 'shut']],
    },
    { ask: 'Which eyelid droops?', mustContain: [['left']] },
    {
      ask: 'Are you finding it hard to chew?',
      mustContain: [['jaw', 'tired', 'tires', 'steak']],
      affirm: true,
    },
    { ask: 'Any change to your voice?', mustContain: [['quiet', 'nasal']], affirm: true },
    { ask: 'Do your arms get weak or tired?', affirm: true },
    {
      ask: 'Do you ever cough or splutter when you drink?',
      mustContain: [['water', 'thin', 'liquid', 'liquids', 'drinking']],
      affirm: true,
    },
    { ask: 'Have you choked on any food?', affirm: false },
    { ask: 'Any problems with your breathing?', affirm: false },
    { ask: 'Any numbness or pins and needles?', affirm: false },
    { ask: "Is there anything else you've noticed?", mustNotContain: key },
    { ask: 'Do you have any other medical conditions?', mustContain: [['vitiligo', 'skin']] },
    { ask: 'Have you ever had an operation?', mustContain: [['appendix']], affirm: true },
    { ask: 'What medicines do you take?', mustContain: [['microgynon', 'pill', 'cetirizine']] },
    { ask: 'Are you still taking the propranolol?', mustContain: [['stopped', 'stop']], affirm: false },
    { ask: 'Are you allergic to anything?', mustContain: [['erythromycin']] },
    {
      ask: 'What happened when you took erythromycin?',
      mustContain: [['vomit', 'vomited', 'vomiting', 'sick']],
    },
    {
      ask: 'Does anything run in your family?',
      mustContain: [['diabetes', 'arthritis']],
      mustNotContain: key,
    },
    { ask: "How's your dad's health?", mustContain: [['fit', 'well']] },
    { ask: 'Do you smoke?', affirm: false },
    { ask: 'How much alcohol do you drink?', mustContain: [['four', '4']] },
    { ask: 'What do you do for a living?', mustContain: [['teacher', 'teaching', 'teach']] },
    { ask: 'Who do you live with?', mustContain: [['mark', 'husband']] },
    {
      ask: "What's worrying you most about all this?",
      mustContain: [['sclerosis', 'teaching']],
      mustNotContain: key,
    },
    {
      ask: 'Do you wear glasses or contact lenses?',
      mustNotContain: ['i wear glasses', 'reading glasses', 'i wear contact', 'i wear lenses'],
    },
    {
      ask: 'Do you know your blood group?',
      mustContain: [['not sure', 'know', 'idea', 'remember']],
      mustNotContain: ['positive', 'negative'],
    },
  ],
};
