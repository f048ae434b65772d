import type { InterviewCase } from '../types.js';

/** Catalogue symptoms with generic descriptions; the specifics are only in the history prose. */
export const bellsPalsy: InterviewCase = {
  id: 'bells-palsy',
  system: 'neurological',
  patient: {
    name: 'Daniel Okafor',
    medicalHistory: `Daniel Okafor is a 38-year-old secondary school PE teacher. When he woke this morning and looked in the mirror, the left side of his face had dropped: he cannot close his left eye fully, he cannot raise his left eyebrow, and the left corner of his mouth droops, so tea dribbles out when he drinks. The weakness came on over a few hours overnight and is the same now as when he woke. The evening before, he noticed a dull ache behind his left ear. The ache is 3 out of 10 and eased with ibuprofen 400 mg this morning. Food tastes metallic at the front of his tongue, and ordinary sounds seem too loud in his left ear. His left eye feels dry and gritty, and it is worse in the wind.
His arms and legs are fine, and his speech is clear apart from the droop. He has no double vision, no rash or blisters in or around his ear, and no hearing loss. He had a cold with a sore throat 10 days ago. He has never had anything like this before.
He has asthma, which is well controlled. He uses a brown preventer inhaler (beclometasone) 2 puffs twice a day and a blue salbutamol inhaler when needed, about once a week. He stopped montelukast last year because it gave him nightmares. He broke his right wrist playing rugby at 20 and had it plated. He is allergic to peanuts, which make his lips swell.
He has never smoked and drinks about 8 units a week. He lives with his wife, Amaka, and their 2 daughters, aged 4 and 7. His father has diabetes and high blood pressure, and his mother is well. No one in the family has had a stroke.
He thinks he has had a stroke and is frightened that he will be left with a permanent droop; he is also worried about teaching with his face like this.`,
    symptoms: [
      { name: 'Weakness', description: 'Reduced strength in part of the body', severity: 'severe' },
      { name: 'Pain', description: 'An unpleasant sensation', severity: 'mild' },
      { name: 'Altered taste', description: 'A change in the sense of taste', severity: 'mild' },
      { name: 'Sensitivity to sound', description: 'Ordinary sounds seem too loud', severity: 'mild' },
      { name: 'Eye irritation', description: 'Discomfort of the eye', severity: 'mild' },
    ],
    diagnosis: "Bell's palsy (left idiopathic lower motor neurone facial nerve palsy)",
    treatments:
      'Prednisolone 50 mg once daily for 10 days (within 72 hours of onset), eye protection with lubricating drops and taping the eye closed at night, review and refer if no improvement in 3 weeks',
  },
  questions: [
    { ask: "What's happened to bring you in today?", mustContain: ['face'] },
    { ask: 'Which side of your face is affected?', mustContain: ['left'] },
    { ask: 'When did you first notice it?', mustContain: ['morning'] },
    { ask: 'Did it come on all of a sudden or gradually?', mustContain: [['few hours', 'overnight']] },
    { ask: 'Have you had any pain?', mustContain: ['ear'], affirm: true },
    { ask: 'How bad is the pain out of ten?', mustContain: [['3', 'three']] },
    { ask: 'Has anything helped with the pain?', mustContain: ['ibuprofen'] },
    { ask: 'Has your sense of taste changed?', mustContain: ['metallic'], affirm: true },
    { ask: 'Does anything make your eye feel worse?', mustContain: ['wind'] },
    { ask: 'Have you got any weakness in your arms or legs?', affirm: false },
    { ask: 'Has this ever happened to you before?', affirm: false },
    { ask: 'Do you have any medical problems?', mustContain: ['asthma'] },
    {
      ask: 'What do you use for your asthma?',
      mustContain: [['beclometasone', 'brown', 'salbutamol', 'blue']],
    },
    { ask: 'how often do u use ur blue inhaler', mustContain: ['week'] },
    { ask: 'Why did you stop the montelukast?', mustContain: ['nightmares'] },
    { ask: 'Have you had any operations?', mustContain: ['wrist'] },
    { ask: 'Are you allergic to anything?', mustContain: ['peanuts'] },
    { ask: 'What happens when you eat peanuts?', mustContain: [['lips', 'swell']] },
    { ask: 'Do you smoke?', affirm: false },
    { ask: 'How many units do you drink a week?', mustContain: [['8', 'eight']] },
    { ask: 'What do you do for work?', mustContain: ['teacher'] },
    { ask: 'Who do you live with at home?', mustContain: [['amaka', 'wife']] },
    { ask: 'Does your dad have any health problems?', mustContain: [['diabetes', 'blood pressure']] },
    { ask: 'Has anyone in your family had a stroke?', affirm: false },
    { ask: 'What do you think might be going on?', mustContain: ['stroke'] },
    {
      ask: 'Have you been bitten by a tick or walked through long grass lately?',
      mustNotContain: ['tick bite', 'i was bitten', 'long grass last'],
    },
    { ask: 'Have you had any vaccinations recently?', mustNotContain: ['flu jab last', 'covid booster'] },
    { ask: 'Have you been under a lot of stress?', mustNotContain: ['very stressed', 'really stressed'] },
  ],
};
