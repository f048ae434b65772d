import { findings, type HandMarked, submission } from './types.js';

// Hand-marked interviews of the mental health, headache and joint cases (cases.ts), and an empty
// submission; marked as heartLungs.ts.

export const mindNervesJoints: HandMarked[] = [
  submission(
    'depression',
    'depression-thorough',
    'Thorough history with a risk question; "moderate depressive episode" (narrower); fluoxetine for sertraline',
    `
    D: Hello James, I'm a medical student. How have things been?
    P: I've been feeling low for about two months.
    D: When did it start? Did anything happen around then?
    P: I lost my job in the spring.
    D: How low do you feel, and is it every day?
    P: I feel low most days.
    D: Do you still enjoy the things you used to?
    P: No, I don't enjoy football or seeing friends any more.
    D: How are you sleeping, and how is your energy and concentration?
    P: I wake at four in the morning and can't get back to sleep. I'm exhausted all day and I can't concentrate on job applications.
    D: Have you had any thoughts of harming yourself or ending your life?
    P: I've had fleeting thoughts that my family would be better off without me, but I have no plans and I wouldn't do anything because of my children.
    D: Any medical problems in the past?
    P: No, none.
    D: Do you take any medicines? Any allergies?
    P: No medicines, no allergies.
    D: Has anyone in the family had mental health problems?
    P: My mother had depression.
    D: How much do you drink, and do you smoke? Who's at home?
    P: About four cans of lager most nights. I don't smoke. I live alone since we separated.
    `,
    findings(
      'Moderate depressive episode',
      'risk assessment, fluoxetine 20mg, talking therapies referral, review in 2 weeks',
    ),
    { questions: 45, symptoms: 40, diagnosis: 10, treatment: 4 },
    { treatment: [3, 5] },
  ),
  submission(
    'depression',
    'depression-poor',
    'Two questions; hypothyroidism with depression among the differentials; sleeping tablets',
    `
    D: Hi, what can I do for you?
    P: I've been feeling low for about two months.
    D: Are you sleeping well?
    P: I wake at four in the morning and can't get back to sleep.
    D: Have you had your thyroid checked?
    P: I'm not sure.
    `,
    findings(
      'Hypothyroidism; differentials: depression, sleep apnoea',
      'sleeping tablets, thyroid function tests',
    ),
    { questions: 10, symptoms: 16, diagnosis: 5, treatment: 0 },
  ),
  submission(
    'migraine',
    'migraine-thorough',
    'Thorough history; the exact diagnosis; another triptan, an NSAID, an antiemetic, a diary, the pill stopped',
    `
    D: Hello Hannah, what can I help with?
    P: I've been getting headaches for six months.
    D: How often do they come, and how long do they last?
    P: About twice a month, and they last most of a day.
    D: What is the headache like, and where is it?
    P: It's a throbbing headache on one side.
    D: Does anything happen before it starts?
    P: I get zigzag lines in my vision for about twenty minutes first.
    D: Any other symptoms with it, like nausea or sensitivity to light?
    P: I feel sick, and light hurts my eyes, so I lie in a dark room.
    D: Do you have any other health problems?
    P: Nothing else, I'm generally well.
    D: What medicines do you take, including contraception?
    P: I take the combined pill, and paracetamol for the headaches, which doesn't help.
    D: Any allergies?
    P: No allergies.
    D: Does anyone in your family get headaches?
    P: My mum gets migraines.
    D: What's your job, and do you smoke or drink?
    P: I'm a nurse and I work night shifts. I don't smoke and I drink a little.
    `,
    findings(
      'Migraine with aura',
      'zolmitriptan, naproxen, metoclopramide, keep a headache diary, stop the combined pill',
    ),
    { questions: 45, symptoms: 40, diagnosis: 10, treatment: 5 },
    { treatment: [4, 5] },
  ),
  submission(
    'migraine',
    'migraine-poor',
    'One standard question; tension headache; paracetamol and water',
    `
    D: What's brought you in?
    P: I've been getting headaches for six months.
    D: Do you get stressed at work?
    P: I'm not sure, I've never really thought about it.
    D: Do you drink enough water?
    P: I'm not sure.
    `,
    findings('Tension headache', 'paracetamol, drink more water'),
    { questions: 5, symptoms: 10, diagnosis: 0, treatment: 1 },
    { questions: [0, 10] },
  ),
  submission(
    'migraine',
    'migraine-broader',
    'Four questions, the aura never asked; "migraine" (broader); a triptan and anti-sickness tablets',
    `
    D: Hi, I'm a student doctor. What's the problem?
    P: I've been getting headaches for six months.
    D: Can you describe the headaches?
    P: It's a throbbing headache on one side, and it lasts most of a day.
    D: Do you feel sick with them, or does light bother you?
    P: I feel sick, and light hurts my eyes.
    D: Do you take any medication?
    P: The combined pill, and paracetamol for the headaches.
    `,
    findings('Migraine', 'sumatriptan, anti-sickness tablets'),
    { questions: 20, symptoms: 30, diagnosis: 6, treatment: 2 },
    { diagnosis: [5, 8] },
  ),
  submission(
    'gout',
    'gout-thorough',
    'Thorough history; podagra (formal name); every key item, lifestyle advice in lay words',
    `
    D: Good morning Mr Doyle. What's the trouble?
    P: My right big toe is agony, doctor.
    D: When did it start? Did you injure it?
    P: I woke with it two days ago. I didn't injure it.
    D: What's the pain like, how bad is it?
    P: It's excruciating, I can't bear the bedsheet on it.
    D: Is the toe swollen or red?
    P: It's red, hot and swollen.
    D: Have you had this before, or any other medical problems?
    P: I had something similar in my left foot two years ago that settled on its own, and I have high blood pressure.
    D: What tablets do you take? Any allergies?
    P: Bendroflumethiazide for my blood pressure. No allergies.
    D: Does anyone in your family have gout?
    P: My father had gout.
    D: How much do you drink, and what's your job?
    P: About thirty units of beer a week. I run a pub. I used to smoke.
    `,
    findings(
      'Podagra of the right big toe',
      'naproxen with omeprazole, colchicine, check urate level in 6 weeks, cut down on beer',
    ),
    { questions: 45, symptoms: 40, diagnosis: 10, treatment: 5 },
  ),
  submission(
    'gout',
    'gout-poor',
    'One standard question; septic arthritis for gout; flucloxacillin and an aspiration',
    `
    D: What's happened to your foot?
    P: My right big toe is agony.
    D: Did you stub it?
    P: No, I didn't injure it.
    `,
    findings('Septic arthritis', 'flucloxacillin, aspirate the joint'),
    { questions: 5, symptoms: 13, diagnosis: 2, treatment: 0 },
    { questions: [0, 10], diagnosis: [0, 5] },
  ),
  {
    ...submission('mi', 'empty', 'Submitted without a word: no conversation, no findings', '', null, {
      questions: 0,
      symptoms: 0,
      diagnosis: 0,
      treatment: 0,
    }),
    bands: { questions: [0, 0], symptoms: [0, 0], diagnosis: [0, 0], treatment: [0, 0] },
  },
];
