/** Spec 001 §9: 10 rooms a page (with a pager, which the spec's screen lacked). */
export const ROOMS_PAGE_SIZE = 10;

export const initialRoomListVariables = { first: ROOMS_PAGE_SIZE, after: null, search: null } as const;
