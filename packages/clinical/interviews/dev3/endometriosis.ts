import type { InterviewCase } from '../types.js';

const dx = ['endometrio'];

export const endometriosis: InterviewCase = {
  id: 'endometriosis',
  system: 'gynaecological',
  patient: {
    name: 'Aisha Rahman',
    medicalHistory: `PC: Painful periods, getting worse over 2 years.
HPC: 29F, dental nurse. Periods always a bit painful, but over the last 2 yrs the pain has become severe. Starts 2 days before her period and lasts the whole 6 days of bleeding. Deep cramping pain low in the pelvis, worse on the L side, spreading into her lower back. 8/10 on the worst day. Has taken 3 days off work in each of the last 4 months. Deep pain during sex for the past year, so she and her husband often avoid it. Painful to open her bowels during her period. Periods regular, every 28 days; heavy on the first 2 days (changes a pad every 2 hours). LMP 12 days ago. Hot water bottle helps; ibuprofen takes the edge off. Walking and standing for long at work make it worse. Trying for a baby for 18 months without success.
ROS: No bleeding between periods or after sex. No vaginal discharge. No urinary symptoms. No weight loss.
PMH: Asthma as a child, nil since age 12. Tonsillectomy age 7.
DH: (1) Mefenamic acid 500 mg TDS during periods (2) Folic acid 400 micrograms OD (3) Paracetamol 1 g PRN. Stopped the combined pill 18 months ago to try for a baby.
Allergies: Sticking plasters - red itchy rash.
FH: Mother had a hysterectomy at 42 for "terrible periods". Sister, Noor, has polycystic ovaries.
SH: Married to Imran, a taxi driver; they rent a flat. Never smoked. No alcohol. 4 cups of coffee a day. Used to play netball, stopped because of the pain.
ICE: Worried she will not be able to have children; wants to know why it hurts so much.`,
    symptoms: [
      {
        name: 'Period pain',
        description: 'Severe deep cramping pelvic pain around her periods, worse on the left',
        severity: 'severe',
      },
      {
        name: 'Pain during sex',
        description: 'Deep pain during intercourse for a year',
        severity: 'moderate',
      },
      {
        name: 'Heavy periods',
        description: 'Heavy bleeding on the first two days of her period',
        severity: 'moderate',
      },
      {
        name: 'Painful bowel movements',
        description: 'Pain opening her bowels during her period',
        severity: 'mild',
      },
      { name: 'Difficulty conceiving', description: 'Trying for a baby for 18 months', severity: 'moderate' },
    ],
    diagnosis: 'Endometriosis',
    treatments:
      'Pelvic and transvaginal ultrasound, referral to gynaecology for diagnostic laparoscopy, analgesia with NSAIDs, fertility referral',
  },
  questions: [
    { ask: 'What can I help you with today?', mustContain: [['period', 'pain']], mustNotContain: dx },
    {
      ask: 'How long has the pain been a problem?',
      mustContain: [['2 years', 'two years']],
      mustNotContain: dx,
    },
    {
      ask: 'Is it worse on one side?',
      mustContain: ['left'],
      mustNotContain: [...dx, 'right side', 'on the right', 'right hand'],
    },
    { ask: 'Does the pain travel anywhere?', mustContain: [['back']], mustNotContain: [...dx, 'shoulder'] },
    {
      ask: 'What does the pain feel like?',
      mustContain: [['cramp']],
      mustNotContain: [...dx, 'sharp', 'stabbing'],
    },
    {
      ask: 'When does it start in relation to your period?',
      mustContain: [['2 days', 'two days', 'before']],
      mustNotContain: dx,
    },
    { ask: 'How many days does it last?', mustContain: [['6', 'six', 'whole']], mustNotContain: dx },
    { ask: 'How bad is it on the worst day, out of ten?', mustContain: [['8', 'eight']], mustNotContain: dx },
    { ask: 'Has it stopped you going to work?', mustContain: [['3', 'three']], mustNotContain: dx },
    { ask: 'Is there anything that helps?', mustContain: [['hot water', 'ibuprofen']], mustNotContain: dx },
    { ask: 'What makes it worse?', mustContain: [['walk', 'stand']], mustNotContain: dx },
    { ask: 'Do you get any pain during sex?', affirm: true, mustContain: [['deep']], mustNotContain: dx },
    { ask: 'How often do your periods come?', mustContain: [['28']], mustNotContain: dx },
    {
      ask: 'How heavy is the bleeding?',
      mustContain: [['2 hours', 'two hours', 'first two', 'first 2']],
      mustNotContain: dx,
    },
    {
      ask: 'When was the first day of your last period?',
      mustContain: [['12', 'twelve']],
      mustNotContain: dx,
    },
    { ask: 'Do you ever bleed between periods?', affirm: false, mustNotContain: dx },
    {
      ask: 'Does it hurt when you open your bowels?',
      affirm: true,
      mustContain: [['period']],
      mustNotContain: dx,
    },
    {
      ask: 'Are you trying to get pregnant?',
      affirm: true,
      mustContain: [['18', 'eighteen', 'year and a half']],
      mustNotContain: dx,
    },
    {
      ask: 'What medication are you on at the moment?',
      mustContain: ['mefenamic', 'folic'],
      mustNotContain: dx,
    },
    {
      ask: 'Are you using any contraception?',
      mustContain: [['pill']],
      mustNotContain: [...dx, 'coil', 'implant', 'condom'],
    },
    {
      ask: 'Do you have any allergies?',
      mustContain: [['plaster']],
      mustNotContain: [...dx, 'penicillin', 'latex'],
    },
    {
      ask: 'Has anyone in your family had problems with their periods?',
      mustContain: [['mum', 'mother']],
      mustNotContain: dx,
    },
    { ask: 'How much caffeine do you have?', mustContain: [['4', 'four']], mustNotContain: dx },
    { ask: 'Do you drink alcohol?', mustNotContain: [...dx, 'units', 'glass of wine', 'pint'] },
    { ask: 'What do you do for a living?', mustContain: [['dental']], mustNotContain: dx },
    {
      ask: 'What worries you most about all this?',
      mustContain: [['children', 'baby', 'pregnant', 'family']],
      mustNotContain: dx,
    },
    {
      ask: 'How old were you when your periods started?',
      mustNotContain: [...dx, '11', '13', '14', 'eleven', 'thirteen', 'fourteen'],
    },
    {
      ask: 'Have you ever had a sexually transmitted infection?',
      mustNotContain: [...dx, 'chlamydia', 'gonorrh', 'herpes'],
    },
    {
      ask: 'When was your last smear test?',
      mustNotContain: [...dx, 'years ago', 'last year'],
    },
    { ask: 'Is this endometriosis?', mustNotContain: dx },
  ],
};
