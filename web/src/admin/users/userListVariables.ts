/** 50 users a page (docs/api.md#paging-and-search). */
export const USERS_PAGE_SIZE = 50;

/**
 * The list's variables when the page opens. The page size travels as a variable: the BFF's cost limit
 * multiplies a literal `first` into the query's cost.
 */
export const initialUserListVariables = {
  first: USERS_PAGE_SIZE,
  after: null,
  search: null,
  role: 'ALL',
} as const;
