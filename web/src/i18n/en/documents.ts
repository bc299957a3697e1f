/** Documents (/documents, ACCT-030…035): part of the one English catalog (see ../en.ts). */
export const documentsMessages = {
  heading: 'Documents',
  intro: 'Your invoices and other documents, newest first. Invoices are printed in the language you are using.',
  loading: 'Loading your documents…',
  loadError: 'We could not load your documents.',
  retry: 'Try again',
  unavailable: 'Your documents are not available right now. Please try again later.',
  // ACCT-032, as the spec writes it.
  empty: 'No documents found on this account.',
  tableLabel: 'Your documents',
  colPreview: 'Preview',
  colDocument: 'Document',
  colDate: 'Date',
  colDownload: 'Download',
  previewAlt: 'Preview of {{title}}',
  noPreview: 'No preview for {{title}}',
  download: 'Download',
  downloadLabel: 'Download {{title}}',
  downloading: 'Downloading…',
  downloadingLabel: 'Downloading {{title}}',
  downloadError: 'The download of {{title}} failed: {{message}}',
  downloadUnavailable: 'This document is not available right now. Please try again later.',
};
