/**
 * Alcoholic drinks by name, as a note or a patient names them ("a sherry at Christmas", "two pints"):
 * a clause that names one tells of alcohol (backgroundReaders.ts, history.ts). Tea, coffee and water
 * are not here.
 */
export const alcoholicDrinks =
  'sherry|wine|beer|lager|ale|stout|cider|spirits|whisky|whiskey|gin|vodka|rum|pints?|port|brandy|prosecco|champagne|bitter|alcopops?';
