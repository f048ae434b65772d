import type { InterviewCase } from '../types.js';

const notSure = [
  'not sure',
  "don't know",
  'don’t know',
  'do not know',
  'no idea',
  "couldn't say",
  "can't say",
];

/** A grandfather tells his four-year-old grandson's story. */
export const transientSynovitis: InterviewCase = {
  id: 'transient-synovitis',
  system: 'musculoskeletal',
  patient: {
    name: 'Alfie Turner',
    medicalHistory:
      "Alfie Turner is 4 years old and is brought in by his grandfather, Ken Turner, who looks after him on weekdays while Alfie's mum, Lauren, is at work. Ken says Alfie woke at about 7 am this morning crying and would not put his right leg to the floor. He has been limping ever since, and crawls or asks to be carried rather than walk. He was completely fine when he went to bed last night: Ken had him at the park all yesterday afternoon and he was running about and going down the slide with no trouble. There was no fall or knock that anyone saw, and nursery have not reported one. About ten days ago Alfie had a cold with a runny nose and a cough; the cough has gone but his nose is still a bit snotty. Ken gave him 5 ml of Calpol at 8 am, which took the edge off it for an hour or two. He has not had a temperature: Ken checked him with the ear thermometer at 8 am and again before they came out, and both readings were 37.2. He has eaten his breakfast (half a bowl of Weetabix) and is drinking normally. He is quieter than usual but still happy to play with his toy cars on the sofa. No rash, no vomiting and no diarrhoea. He has never had anything like this before.\n" +
      'Alfie was born at full term with no problems and has had all his jabs. He has mild eczema on the backs of his knees, for which Lauren puts on Diprobase cream twice a day; no other medicines. He has never had an operation and has never been in hospital. No known allergies.\n' +
      'Family history: Lauren has psoriasis; Ken has gout in his left big toe (on allopurinol). No one in the family had joint problems as a child.\n' +
      'Ken smokes roll-ups (about 10 a day) but only in the back garden, never in the house or the car. He has a couple of pints at the club on a Saturday. He is a retired postman. Alfie lives with Lauren and his baby sister, Ruby (8 months), in a two-bedroom flat; his dad is not involved. He goes to nursery three mornings a week.\n' +
      "Ken's worry is that Alfie has broken something in his leg without anyone noticing, and he would like him to have an X-ray.",
    symptoms: [
      {
        name: 'Limp',
        description:
          'Will not take weight on the right leg; holds the right leg slightly bent at the hip and turned outwards',
        severity: 'moderate',
      },
      {
        name: 'Hip pain',
        description:
          'Points to the front of the right hip, and sometimes to the right knee; cries if the leg is rolled inwards or lifted',
        severity: 'moderate',
      },
      {
        name: 'Runny nose',
        description: 'Clear, left over from a cold that started about ten days ago',
        severity: 'mild',
      },
    ],
    diagnosis: 'Transient synovitis of the right hip (irritable hip)',
    treatments:
      'Reassurance; regular paracetamol or ibuprofen; rest until the limp settles; safety-net advice to return at once with a fever, worsening pain or refusal to move the leg; review in 24 to 48 hours; bloods (FBC, CRP, ESR) and hip ultrasound if febrile or not improving, to exclude septic arthritis.',
  },
  questions: [
    {
      ask: "Hello, I'm one of the medical students. What's brought Alfie in today?",
      mustContain: [['leg', 'limp', 'limping', 'walk', 'weight']],
      mustNotContain: ['synovitis', 'irritable hip'],
    },
    { ask: 'Where does he seem to be sore?', mustContain: ['hip', 'right'] },
    { ask: 'When did all this start?', mustContain: [['this morning', '7', 'seven']] },
    { ask: 'How is he holding the leg?', mustContain: [['bent', 'turned out', 'outwards']] },
    { ask: 'Does he point anywhere else apart from there?', mustContain: ['knee'] },
    {
      ask: 'Has he been limping the whole time since he woke up?',
      mustContain: [['limp', 'limping', 'crawl', 'crawls', 'carried']],
      affirm: true,
    },
    {
      ask: 'Can he walk on it at all?',
      mustContain: [['crawl', 'crawls', 'carried', 'carry']],
      affirm: false,
    },
    {
      ask: 'Is there anything that makes it worse for him?',
      mustContain: [['rolled', 'roll', 'inwards', 'lifted', 'lift']],
    },
    {
      ask: 'Have you given him anything for the pain?',
      mustContain: [['calpol', 'paracetamol']],
      affirm: true,
    },
    { ask: 'Has he had a temperature?', affirm: false },
    {
      ask: 'Has he been unwell with anything else lately?',
      mustContain: [['cold', 'runny', 'snotty', 'cough']],
      affirm: true,
    },
    { ask: 'Have you noticed a rash anywhere on him?', affirm: false },
    { ask: 'Has he been vomiting at all?', affirm: false },
    { ask: 'Did he have a fall or bang his leg?', affirm: false },
    { ask: 'Is he eating and drinking all right?', affirm: true },
    { ask: 'Has he ever had anything like this before?', affirm: false },
    { ask: 'Does Alfie have any medical problems?', mustContain: ['eczema'] },
    { ask: 'Has he ever had an operation?', affirm: false },
    { ask: 'Does he use any regular medicines or creams?', mustContain: ['diprobase'] },
    { ask: 'Is he allergic to anything?', affirm: false },
    { ask: 'Do any conditions run in the family?', mustContain: [['psoriasis', 'gout']] },
    { ask: 'Does anybody around him smoke?', mustContain: [['garden', 'outside']], affirm: true },
    { ask: 'And how much alcohol do you drink yourself?', mustContain: [['pints', 'saturday']] },
    { ask: 'What do you do for work?', mustContain: ['postman'] },
    {
      ask: 'Who does Alfie live with?',
      mustContain: [
        ['lauren', 'mum', 'mother'],
        ['ruby', 'sister'],
      ],
    },
    {
      ask: 'What are you most worried this might be?',
      mustContain: [['broken', 'broke', 'fracture']],
    },
    { ask: 'Do you have any pets at home?', mustContain: [notSure] },
    {
      ask: 'Could this be transient synovitis?',
      mustContain: [notSure],
      mustNotContain: ['synovitis', 'irritable hip'],
    },
  ],
};
