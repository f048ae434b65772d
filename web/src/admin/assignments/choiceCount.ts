/**
 * How many items a select lists at once (the BFF's largest page). Longer lists get a search box that
 * narrows them on the server. It travels as a variable, like every page size.
 */
export const CHOICE_COUNT = 100;
