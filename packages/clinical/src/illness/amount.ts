/**
 * How much weight a patient has lost or put on ("Wt loss ~3 kg over 6/12", "has put on about 10 kg over
 * the last 18 months", a catalogue's "About 3 kg over six months"): the amount and the span, as the
 * patient says them, for a question of the weight or of how much.
 */
import { type Draft, draft } from '../draft.js';
import type { LinkedClause } from './clause.js';

const amount =
  /\b(?:about |around |approximately |nearly |almost |over |roughly |up to )?\d+(?:\.\d+)? ?(?:kg|kilos?|kilograms?|stones?|st|lbs?|pounds)\b/;
const span = /\b(?:over|in) (?:the (?:last|past) )?(?:about )?\d+ (?:days?|weeks?|months?|years?)\b/;

export function readWeight({ c, t, linked, at }: LinkedClause, out: Draft[]): void {
  const much = t.match(amount)?.[0];
  if (!much) return;
  const concept = linked?.concept ?? '';
  const gained = /\b(?:gain\w*|put on|heavier)\b/.test(t) || concept === 'weight gain';
  const lost = /\b(?:los[st]|losing|loss|lighter|dropped)\b/.test(t) || concept === 'weight loss';
  if (gained === lost) return;
  const over = t.match(span)?.[0];
  out.push(
    draft('severity', c.source, `I've ${gained ? 'put on' : 'lost'} ${much}${over ? ` ${over}` : ''}`, at),
  );
}
