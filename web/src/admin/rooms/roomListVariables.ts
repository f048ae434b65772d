/** 10 rooms a page, with a pager (docs/api.md#paging-and-search). */
export const ROOMS_PAGE_SIZE = 10;

export const initialRoomListVariables = { first: ROOMS_PAGE_SIZE, after: null, search: null } as const;
