import { describe, expect, it } from 'vitest';
import { addressedBy } from './addressed.js';

const withoutPatientName = (question: string, name: string, child: 'she' | 'he' | null) =>
  addressedBy(name, child)(question);

describe("the patient's name in a question", () => {
  it('drops the name said to an adult patient', () => {
    expect(withoutPatientName('Hello Mrs Evans, what happened?', 'Edith Evans', null)).toBe(
      'Hello, what happened?',
    );
    expect(withoutPatientName('Edith, where is the pain?', 'Edith Evans', null)).toBe('where is the pain?');
    expect(withoutPatientName('Any allergies, Mrs Evans?', 'Edith Evans', null)).toBe('Any allergies?');
  });

  it("asks of the child by the carer's pronoun", () => {
    expect(withoutPatientName('Has Lily ever had an operation?', 'Lily Turner', 'she')).toBe(
      'Has she ever had an operation?',
    );
    expect(withoutPatientName("Is Lily's cough worse at night?", 'Lily Turner', 'she')).toBe(
      'Is her cough worse at night?',
    );
  });

  it('leaves a question without the name alone', () => {
    expect(withoutPatientName('What is your name?', 'Lily Turner', 'she')).toBe('What is your name?');
  });
});
