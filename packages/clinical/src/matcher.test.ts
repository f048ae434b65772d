import { describe, expect, it } from 'vitest';
import { readCase } from './facts.js';
import { matchFacts, readUtterance } from './matcher.js';

const facts = readCase({
  name: 'Tom Reid',
  medicalHistory: 'Tummy pain since last night. Vomited three times. Works as a plumber.',
  symptoms: [
    { name: 'Abdominal pain', description: null, severity: 'moderate' },
    { name: 'Vomiting', description: null, severity: 'mild' },
  ],
});
const vomiting = facts.facts.find((f) => f.symptom === 'Vomiting' && f.origin === 'symptom');

describe('the matcher of revealed facts', () => {
  it('finds the symptom a line tells of', () => {
    expect(vomiting).toBeDefined();
    expect(readUtterance("Yes, I've been sick a few times.", facts).revealed).toContain(vomiting?.id);
  });

  it('finds a history fact said in other words', () => {
    const job = facts.facts.find((f) => f.topic === 'occupation');
    expect(matchFacts("I'm a plumber.", facts)).toContain(job?.id);
  });

  it('reports a recorded symptom the line denies, and does not count it revealed', () => {
    const read = readUtterance("No, I haven't been sick at all.", facts);
    expect(read.denied).toContain(vomiting?.id);
    expect(read.revealed).not.toContain(vomiting?.id);
  });

  it('finds nothing in a line that tells nothing', () => {
    expect(matchFacts('Hello, doctor.', facts)).toEqual([]);
  });

  it('hears a fact said in its own words as told, whatever "no" it holds', () => {
    const breathless = readCase({
      name: 'Sam Bell',
      medicalHistory:
        'He can no longer lie flat and sleeps propped up on three pillows. He has felt nauseous with no appetite.',
      symptoms: [
        { name: 'Shortness of breath', description: null, severity: 'moderate' },
        { name: 'Nausea', description: null, severity: 'mild' },
      ],
    });
    for (const f of breathless.facts.filter((x) => x.origin === 'history' && x.polarity === 'present')) {
      const read = readUtterance(`${f.phrase}.`, breathless);
      expect(read.denied, f.phrase).not.toContain(f.id);
    }
  });
});
