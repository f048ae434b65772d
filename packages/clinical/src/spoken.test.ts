import { describe, expect, it } from 'vitest';
import { readCase } from './facts.js';
import { spoken } from './spoken.js';

describe('a note clause as the patient says it', () => {
  it.each([
    ['nearly fainted in the bathroom', 'I nearly fainted in the bathroom'],
    ['neck feels stiff', 'My neck feels stiff'],
    ['girlfriend also itchy', 'My girlfriend is also itchy'],
    ['left calf swollen and painful', 'My left calf is swollen and painful'],
    ['usually gets mild tension headaches', 'I usually get mild tension headaches'],
    ['eating less', "I've been eating less"],
    ['last period 7 weeks ago', 'My last period was 7 weeks ago'],
    ['by breakfast it was red', 'it was red by breakfast'],
  ])('"%s" → "%s"', (note, said) => {
    expect(spoken(note)).toBe(said);
  });
});

describe("a relative's words stay the relative's", () => {
  it('"his dad had trouble with his joints" keeps the father\'s joints his', () => {
    const facts = readCase({
      name: 'Ray Dunn',
      medicalHistory: "His dad 'had trouble with his joints'.",
      symptoms: [],
    }).facts;
    expect(facts.find((f) => f.topic === 'family')?.phrase).toBe('my dad had trouble with his joints');
  });
});
