import type { InterviewCase } from '../types.js';

/** A long numbered medicines list, with her son's report woven into the history. */
export const subduralHaematoma: InterviewCase = {
  id: 'subdural-haematoma',
  system: 'neurological',
  patient: {
    name: 'Dorothy Clarke',
    medicalHistory: `Dorothy Clarke is an 84-year-old widow brought in by her son, David, who visits her every day. David says his mum has not been herself for about 10 days. She has been more muddled, repeating herself and forgetting to eat the meals he leaves her, and for the last 3 days she has been very sleepy, dozing in her chair most of the day. She has had a headache on and off for 2 weeks, all over her head and worse in the mornings; paracetamol helps a little. Yesterday David noticed that she was dragging her left leg, and she dropped her cup from her left hand. About 4 weeks ago she tripped on the rug and hit the right side of her head on the sideboard. She did not black out, had a small bruise and seemed fine afterwards, so she did not see a doctor. She has not been sick, has had no fits and has had no fever. Before this she was independent with a walking stick, did her own shopping and finished the crossword every day.
Her past history includes atrial fibrillation, high blood pressure, an underactive thyroid, and osteoporosis with a broken wrist in 2019. She had cataract operations on both eyes in 2017.
Medicines (David brought her list):
1. Apixaban 2.5 mg twice a day, a blood thinner for her atrial fibrillation
2. Bisoprolol 2.5 mg once a day, increased from 1.25 mg 2 weeks ago because her pulse was fast
3. Ramipril 2.5 mg once a day
4. Levothyroxine 75 micrograms once a day
5. Alendronic acid 70 mg once a week on Mondays, which David gives her himself when he visits, because she must take it sitting upright on an empty stomach
6. Adcal-D3 (calcium and vitamin D) 1 tablet twice a day
7. Omeprazole 20 mg once a day
8. Paracetamol 1 g up to four times a day when needed; David has been giving her 2 tablets morning and night for the headache
9. Senna 2 tablets at night when needed for constipation
10. Hypromellose eye drops, 1 drop in both eyes four times a day for dry eyes
11. Warfarin, stopped 2 years ago and replaced by apixaban because her INR was hard to keep steady
12. Aspirin 75 mg, stopped 2 years ago when she started apixaban, to lower the risk of bleeding
David fills her weekly dosette box every Sunday and collects her prescriptions.
She is allergic to trimethoprim, which gave her a rash and a swollen face. She has never smoked and drinks a small sherry on Sundays. She lives alone in a bungalow with a pendant alarm; no carers visit. Her late husband had dementia, and her sister had a stroke at 79. There is no family history of epilepsy.
David is worried that his mum is getting dementia like his father did and that she will not be able to live on her own any more.`,
    symptoms: [
      { name: 'Confusion', description: 'More muddled and forgetful than usual', severity: 'moderate' },
      { name: 'Drowsiness', description: 'Very sleepy, dozing most of the day', severity: 'severe' },
      { name: 'Headache', description: 'Headache on and off', severity: 'moderate' },
      { name: 'Weakness', description: 'Weakness of the left arm and leg', severity: 'moderate' },
    ],
    diagnosis: 'Chronic subdural haematoma (on apixaban)',
    treatments:
      'Urgent CT head, withhold apixaban and reverse anticoagulation (andexanet alfa or prothrombin complex concentrate), neurosurgical referral for burr-hole drainage',
  },
  questions: [
    {
      ask: "Hello Mrs Clarke, what's brought you in today?",
      mustContain: [['muddled', 'confused', 'forgetful', 'not been myself', 'not myself']],
    },
    { ask: 'How long have you been feeling muddled?', mustContain: [['10', 'ten'], 'days'] },
    { ask: 'Have you been more sleepy than usual?', affirm: true },
    { ask: 'Whereabouts is the headache?', mustContain: ['all over'] },
    { ask: 'Is the headache worse at any particular time of day?', mustContain: ['morning'] },
    { ask: 'Does anything help the headache?', mustContain: ['paracetamol'] },
    { ask: 'Have you noticed any weakness anywhere?', mustContain: ['left'], affirm: true },
    {
      ask: 'Have you had any falls or bumped your head recently?',
      mustContain: [['rug', 'sideboard', 'tripped']],
      affirm: true,
    },
    { ask: 'When was the fall?', mustContain: [['4', 'four'], 'week'] },
    { ask: 'Did you black out when you fell?', affirm: false },
    {
      ask: 'What medical problems do you have?',
      mustContain: [['atrial fibrillation', 'af', 'thyroid', 'blood pressure', 'osteoporosis']],
    },
    { ask: 'Are you on any blood thinners?', mustContain: ['apixaban'], affirm: true },
    { ask: 'What dose of apixaban do you take?', mustContain: [['2.5', 'two and a half']] },
    { ask: 'Have any of your tablets been changed recently?', mustContain: ['bisoprolol'] },
    { ask: 'Why did you stop the aspirin?', mustContain: ['bleeding'] },
    { ask: 'Who sorts out your tablets?', mustContain: [['david', 'son']] },
    { ask: 'Any allergies?', mustContain: ['trimethoprim'] },
    { ask: 'What happened when you took trimethoprim?', mustContain: [['rash', 'swollen']] },
    { ask: 'Have you had any operations?', mustContain: ['cataract'] },
    { ask: 'Do you smoke?', affirm: false },
    { ask: 'do u drink alcohol', mustContain: ['sherry'] },
    { ask: 'Who lives with you?', mustContain: ['alone'] },
    { ask: 'Did your husband have any illnesses?', mustContain: ['dementia'] },
    { ask: 'Is there any epilepsy in the family?', affirm: false },
    { ask: 'What is David worried about?', mustContain: [['dementia', 'on my own', 'live on my own']] },
    {
      ask: 'Any problems with your waterworks?',
      mustNotContain: ['burning', 'stinging', 'leaking'],
    },
    {
      ask: 'What did you do for a living?',
      mustNotContain: ['teacher', 'nurse', 'shop assistant', 'secretary', 'factory'],
    },
    { ask: 'Do you have any pets at home?', mustNotContain: ['my dog', 'my cat', 'a dog', 'dogs', 'cats'] },
  ],
};
