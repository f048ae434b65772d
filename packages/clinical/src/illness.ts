/**
 * The presenting illness read clause by clause: onset, character, radiation, timing, triggers,
 * relief, severity, site and previous episodes, each a fact of the symptom the clause speaks of. Each
 * kind of clause has its reader in `illness/`; they run in this order, because later ones look at what
 * earlier ones found (no site where it spreads, an onset only beside no other topic, a detail only in
 * words no fact says).
 */
import type { Draft, Reading } from './draft.js';
import type { Clause } from './history.js';
import { readWeight } from './illness/amount.js';
import { unlistedSymptoms } from './illness/associated.js';
import { readCharacter, readSeverity, readTemperature } from './illness/character.js';
import { linkSymptom, readClause } from './illness/clause.js';
import { denials, isDenial, normalFunction } from './illness/denials.js';
import { readDetail } from './illness/detail.js';
import { readOnset, readPrevious } from './illness/onset.js';
import { readRadiation } from './illness/radiation.js';
import { readSite } from './illness/site.js';
import { readCourse, readFrequency } from './illness/timing.js';
import { readAggravating, readRelieving } from './illness/triggers.js';
import type { KnownSymptom } from './symptoms.js';

/** Topic facts of one clause about the illness (onset, character, radiation, ...). */
export function illnessFacts(
  c: Clause,
  r: Reading,
  focus: KnownSymptom | null,
  detail = true,
): { drafts: Draft[]; linked: KnownSymptom | null } {
  const read = readClause(c, r);
  const normal = normalFunction(c);
  if (normal) return { drafts: [normal], linked: null };
  if (isDenial(c)) return { drafts: denials(read), linked: null };

  const x = linkSymptom(read, focus);
  const out: Draft[] = [];
  if (unlistedSymptoms(x, out)) return { drafts: out, linked: x.linked };
  readTemperature(x, out);
  const { rate, count } = readFrequency(x, out);
  const spread = readRadiation(x, out);
  readCharacter(x, out);
  readSeverity(x, out);
  readWeight(x, out);
  readAggravating(x, out);
  readRelieving(x, out);
  readCourse(x, out);
  const previous = readPrevious(x, out);
  readOnset(x, out, previous, count);
  readSite(x, out, spread);
  if (detail) readDetail(x, out, rate);
  return { drafts: out, linked: x.explicit ?? x.linked };
}
