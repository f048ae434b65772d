/** 50 patients a page (docs/api.md#paging-and-search). */
export const QUICK_MARK_PAGE_SIZE = 50;

export const initialQuickMarkVariables = { first: QUICK_MARK_PAGE_SIZE, after: null, search: null } as const;
