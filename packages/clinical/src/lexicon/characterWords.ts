/**
 * Words of a pain's or a cough's character used of something else (illness/character.ts): a reader
 * removes these before it looks for what a symptom feels like. Each row gives the reason.
 */
export const notCharacterRows: readonly { match: RegExp; reason: string }[] = [
  {
    match:
      /\b(?:burning|burnt) (?:toast|smell|rubber|food|wood|plastic|hair)\b|\b(?:toast|food|rubber|something|plastic|wood) burning\b|\bsmel\w* (?:of )?(?:the |a |some )?(?:[a-z]+ ){0,2}burn\w*/g,
    reason: 'the smell of something burning is what was smelt, not what a symptom feels like',
  },
  {
    match:
      /\bheavy (?:periods?|bleeding|flow|lifting|loads?|drinker|drinking|smoker|smoking|work|objects?|shopping|bags?|boxes|meals?|night|cold)\b/g,
    reason: 'heavy of an amount or a load',
  },
  {
    match: /\bblood pressure\b|\bpressure (?:sores?|ulcers?|of work|at work)\b/g,
    reason: 'a measure or a sore',
  },
  {
    match: /\b(?:shoes|clothes|trousers|rings?|waistband|socks|skirt|jeans) (?:\w+ ){0,3}tight\b/g,
    reason: 'clothes feeling tight tell of a swelling, not of how it feels',
  },
  { match: /\bsharp (?:knife|object|edge|corner)\b/g, reason: 'a sharp thing that caused it' },
];
