/** Offer page: part of the one English catalog (see ../en.ts). */
export const offerMessages = {
  loading: 'Loading your offer…',
  /** The default title and text when the offer is not found (MISC-006). */
  notFoundTitle: 'Offer',
  notFoundText: 'Offer not found',
  expires: 'Offer valid until {{date}}',
  code: 'Offer code: {{code}}',
} as const;
