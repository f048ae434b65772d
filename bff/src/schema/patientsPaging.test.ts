import { describe, expect, it } from 'vitest';
import { stubBff, stubUser } from '../test/stubBff.js';
import { type RestPatient, restPatient } from '../upstream/patients.js';

// Patient Bots' list as the GraphQL layer reads it, on stub loaders: symptoms come embedded in the list,
// so 50 patients cost what 2 do. What the API stores and who may see it is patients.test.ts's part.

const patients: RestPatient[] = Array.from({ length: 60 }, (_, i) =>
  restPatient.parse({
    id: 700 - i,
    name: `Bulk ${i}`,
    answer: 'Bulk',
    voiceModel: 'aura-asteria-en',
    mandatoryQuestions: '',
    medicalHistory: 'Bulk',
    predefinedTreatments: 'Bulk',
    symptoms: [
      { id: 1, name: 'Chest pain', description: 'Central', severity: 'severe' },
      { id: 2, name: 'Nausea', description: 'On and off', severity: 'mild' },
    ],
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
  }),
);

const pages: unknown[] = [];
const t = stubBff(
  {
    patients: {
      list: async (args: { limit: number; offset: number }) => {
        pages.push(args);
        return { items: patients.slice(args.offset, args.offset + args.limit), total: patients.length };
      },
    },
  },
  { teacher: stubUser(2, 'admin') },
);

const QUERY = `query ($first: Int) {
  patients(first: $first) { totalCount edges { node { name diagnosis symptoms { name severity } } } }
}`;

describe('patients list cost', () => {
  it('costs one list read for 2 patients as for 50, symptoms included', async () => {
    const cost = async (first: number) => {
      t.calls.length = 0;
      const r = await t.gql(QUERY, { first }, 'teacher');
      expect(r.errors).toBeUndefined();
      expect(r.data.patients.totalCount).toBe(60);
      expect(r.data.patients.edges).toHaveLength(first);
      expect(r.data.patients.edges[1].node).toEqual({
        name: 'Bulk 1',
        diagnosis: 'Bulk',
        symptoms: [
          { name: 'Chest pain', severity: 'SEVERE' },
          { name: 'Nausea', severity: 'MILD' },
        ],
      });
      return [...t.calls];
    };
    expect(await cost(2)).toEqual(['auth.me', 'patients.list']);
    expect(await cost(50)).toEqual(['auth.me', 'patients.list']);
    expect(pages).toEqual([
      { limit: 2, offset: 0 },
      { limit: 50, offset: 0 },
    ]);
  });
});
