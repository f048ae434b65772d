import { describe, expect, it } from 'vitest';
import { readCase } from './facts.js';
import { createGuard, inRoleLines, streamGuard } from './guard.js';
import type { CaseInput } from './types.js';

const gallbladder: CaseInput = {
  name: 'Ann Lee',
  medicalHistory: 'Pain under the right ribs since this morning. Father had gallstones.',
  symptoms: [{ name: 'Right upper quadrant pain', description: null, severity: 'severe' }],
  diagnosis: 'Acute cholecystitis',
  treatments: 'IV antibiotics, analgesia, laparoscopic cholecystectomy',
};
const guard = createGuard(gallbladder, readCase(gallbladder));

describe('the guard on each sentence', () => {
  it('replaces a sentence that names the diagnosis mid-sentence', () => {
    const v = guard.check('To be honest I wondered if it was cholecystitis again.');
    expect(v.ok).toBe(false);
    expect(v.reason).toBe('diagnosis');
    expect(v.text).toBe(inRoleLines.diagnosis);
  });

  it('catches a synonym or lay term of the diagnosis', () => {
    expect(guard.check('I think my gallbladder is playing up.').reason).toBe('diagnosis');
    expect(guard.check('Could it be gallstones, doctor?').reason).toBe('diagnosis');
  });

  it("allows a relative's illness recorded in the family history", () => {
    const v = guard.check('My father had gallstones.');
    expect(v.ok).toBe(true);
    expect(v.text).toBe('My father had gallstones.');
  });

  it('replaces a sentence that suggests a treatment of the answer key', () => {
    const v = guard.check('Maybe I just need some antibiotics.');
    expect(v.reason).toBe('treatment');
    expect(v.text).toBe(inRoleLines.treatment);
  });

  it.each([
    'As an AI language model, I cannot examine you.',
    'I recommend that you order an ultrasound.',
    'The most likely diagnosis is biliary disease.',
  ])('replaces an out-of-role line: "%s"', (line) => {
    const v = guard.check(line);
    expect(v.ok).toBe(false);
    expect(v.text).not.toContain(line);
  });

  it('passes a clean reply unchanged', () => {
    const v = guard.check("It's a really bad pain under my right ribs.");
    expect(v).toEqual({ ok: true, reason: null, text: "It's a really bad pain under my right ribs." });
  });

  it('does not take an ordinal or a side for the diagnosis ("first" in "first metatarsophalangeal")', () => {
    const gout = createGuard({ diagnosis: 'Acute gout of the right first metatarsophalangeal joint' });
    expect(gout.check("No, this is the first time it's happened.").ok).toBe(true);
    expect(gout.check('It might be gout.').ok).toBe(false);
  });
});

describe('the guard on a streamed reply', () => {
  const run = (deltas: string[]) => {
    const g = streamGuard(guard);
    const seen: string[][] = deltas.map((d) => g.push(d).map((v) => v.text));
    seen.push(g.end().map((v) => v.text));
    return seen;
  };

  it('holds a sentence until it ends, then lets a clean one through', () => {
    const seen = run(["It's a bad", ' pain. It started', ' this morning.']);
    expect(seen[0]).toEqual([]);
    expect(seen[1]).toEqual(["It's a bad pain."]);
    expect(seen.flat().join('')).toBe("It's a bad pain. It started this morning.");
  });

  it('catches the diagnosis split across token boundaries', () => {
    const seen = run(['It hurts. Maybe it is chole', 'cyst', 'itis. It started', ' today.']).flat().join('');
    expect(seen.toLowerCase()).not.toContain('cholecystitis');
    expect(seen.toLowerCase()).not.toContain('chole');
    expect(seen).toContain('It hurts.');
    expect(seen).toContain(inRoleLines.diagnosis);
    expect(seen).toContain('It started today.');
  });

  it('checks what is left when the stream ends without a full stop', () => {
    const seen = run(['I wonder if I need a cholecystectomy']).flat().join('');
    expect(seen).not.toContain('cholecystectomy');
  });
});
