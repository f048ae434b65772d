/**
 * The nearest declared example (lexicon/intents.ts) to a question: similarity of their words and word
 * pairs (Dice coefficient), so "What's been the matter?" is near "what has been the matter with you".
 * Function words count here: "what can I do for you" is nearly all of them.
 */
import { type Intent, intentRows } from './lexicon/intents.js';
import { contentWords, normalize } from './text.js';

/** Below this, no example is near enough: the question keeps what the patterns made of it. */
const threshold = 0.5;

function grams(text: string): Set<string> {
  const words = normalize(text)
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\bwhat's\b/g, 'what is')
    .replace(/\bit's\b/g, 'it is')
    .split(' ')
    .filter(Boolean);
  const out = new Set(words);
  for (let i = 1; i < words.length; i++) out.add(`${words[i - 1]} ${words[i]}`);
  return out;
}

const examples = intentRows.flatMap((row) =>
  row.examples.map((e) => ({
    grams: grams(e),
    content: new Set(contentWords(e)),
    intent: row.intent,
    example: e,
  })),
);

export function nearestIntent(question: string): { intent: Intent; example: string; score: number } | null {
  const q = grams(question);
  if (!q.size) return null;
  // Function words alone make no match when the question has words of its own ("how tall are you" is
  // not "are you working").
  const content = contentWords(question);
  let best: { intent: Intent; example: string; score: number } | null = null;
  for (const e of examples) {
    if (content.length && !content.some((w) => e.content.has(w))) continue;
    let shared = 0;
    for (const g of q) if (e.grams.has(g)) shared++;
    const score = (2 * shared) / (q.size + e.grams.size);
    if (!best || score > best.score) best = { intent: e.intent, example: e.example, score };
  }
  return best && best.score >= threshold ? best : null;
}
