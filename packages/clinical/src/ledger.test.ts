import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCase } from './facts.js';
import { resolveLedger } from './ledger.js';
import type { CaseInput, Turn } from './types.js';

/** Conversations as the built-in patient of an earlier commit stored them (fixtures/README is in the file's note). */
const recorded = JSON.parse(
  readFileSync(new URL('./fixtures/ledger-c4c742f.json', import.meta.url), 'utf8'),
) as {
  conversations: { caseId: string; patient: CaseInput; turns: (Turn & { credits?: string[] })[] }[];
};

describe('a conversation stored by an earlier version', () => {
  for (const c of recorded.conversations)
    it(`keeps the symptom credit of each patient line (${c.caseId})`, () => {
      const facts = readCase(c.patient);
      const byId = new Map(facts.facts.map((f) => [f.id, f]));
      const earned = (t: Turn) =>
        new Set(
          resolveLedger(t, facts)
            .map((id) => byId.get(id))
            .filter(
              (f) =>
                f?.polarity === 'present' && f.symptom && (f.origin === 'symptom' || f.origin === 'history'),
            )
            .map((f) => f?.symptom),
        );
      const then = new Set(c.turns.flatMap((t) => t.credits ?? []));
      const now = new Set(c.turns.filter((t) => t.isAI).flatMap((t) => [...earned(t)]));
      // Every symptom the conversation earned then, it earns now.
      expect([...then].filter((s) => !now.has(s))).toEqual([]);
    });

  it('keeps an id that still names a fact, and reads an unknown one from the line', () => {
    const facts = readCase(recorded.conversations[0]?.patient as CaseInput);
    const known = facts.facts.find((f) => f.topic === 'presenting');
    expect(resolveLedger({ text: 'whatever', facts: [known?.id ?? ''] }, facts)).toEqual([known?.id]);
    const line = { text: known?.phrase ?? '', facts: ['presenting.0000000'] };
    expect(resolveLedger(line, facts)).toContain(known?.id);
  });
});

describe('fact ids', () => {
  it('do not change when only the wording of what the patient says would', () => {
    const input: CaseInput = {
      name: 'Ann Lee',
      medicalHistory: 'Sharp pain in the right knee since Tuesday. Takes ramipril and atorvastatin.',
      symptoms: [{ name: 'Knee pain', description: null, severity: 'moderate' }],
    };
    const ids = readCase(input).facts.map((f) => f.id);
    // The id is made of topic, symptom and source span only: no two facts share one.
    expect(new Set(ids).size).toBe(ids.length);
    for (const f of readCase(input).facts) expect(f.id).not.toContain(f.phrase);
  });
});
