/** The support pages' addresses under /ui (features/support/routes.ts). */
export const SUPPORT_PATH = '/user/support';
export const NEW_REQUEST_PATH = '/user/support/new';
export const ticketPath = (tid: string) => `/user/support/${encodeURIComponent(tid)}`;
