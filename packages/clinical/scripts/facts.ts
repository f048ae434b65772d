/** Prints the facts read from each interview case (or one: `npx tsx scripts/facts.ts <case id>`). */
import { interviewCases } from '../interviews/index.js';
import { readCase } from '../src/facts.js';

const only = process.argv[2];
for (const c of interviewCases.filter((x) => !only || x.id === only)) {
  console.log(`\n### ${c.id}\n${c.patient.medicalHistory}`);
  for (const s of c.patient.symptoms)
    console.log(`  symptom: ${s.name} (${s.severity}): ${s.description ?? ''}`);
  for (const f of readCase(c.patient).facts)
    console.log(
      `  ${f.topic.padEnd(11)} ${f.polarity === 'absent' ? '-' : '+'} ${(f.symptom ?? '').padEnd(24)} ${f.phrase}   <- ${f.source}`,
    );
}
