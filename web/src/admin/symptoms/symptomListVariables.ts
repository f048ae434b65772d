/** 50 symptoms a page (docs/api.md#paging-and-search). */
export const SYMPTOMS_PAGE_SIZE = 50;

/** The page size travels as a variable: the BFF's cost limit multiplies a literal `first` into the cost. */
export const initialSymptomListVariables = { first: SYMPTOMS_PAGE_SIZE, after: null, search: null } as const;
