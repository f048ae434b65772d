/**
 * Alcoholic drinks by name, as a note or a patient names them ("a sherry at Christmas", "a couple of
 * beers"), each also in the plural: a clause that names one tells of alcohol (backgroundReaders.ts,
 * history.ts, suspect.ts). Tea, coffee and water are not here.
 */
const drinkNames = [
  'sherry',
  'wine',
  'beer',
  'lager',
  'ale',
  'stout',
  'cider',
  'spirit',
  'whisky',
  'whiskey',
  'gin',
  'vodka',
  'rum',
  'pint',
  'port',
  'brandy',
  'prosecco',
  'champagne',
  'bitter',
  'alcopop',
];

export const alcoholicDrinks = drinkNames.map((d) => `${d}s?`).join('|');
