/** Documents (/documents): part of the French catalog (see ../fr.ts), mirrors ../en/documents.ts. */
import type { CatalogShape } from '../fr';

export const documentsMessages: CatalogShape['documents'] = {
  heading: 'Documents',
  intro: 'Vos factures et vos autres documents, du plus récent au plus ancien. Les factures sont imprimées dans la langue que vous utilisez.',
  loading: 'Chargement de vos documents…',
  loadError: 'Nous n’avons pas pu charger vos documents.',
  retry: 'Réessayer',
  unavailable: 'Vos documents ne sont pas disponibles pour le moment. Veuillez réessayer plus tard.',
  empty: 'Aucun document trouvé pour ce compte.',
  tableLabel: 'Vos documents',
  colPreview: 'Aperçu',
  colDocument: 'Document',
  colDate: 'Date',
  colDownload: 'Téléchargement',
  previewAlt: 'Aperçu de {{title}}',
  noPreview: 'Aucun aperçu pour {{title}}',
  download: 'Télécharger',
  downloadLabel: 'Télécharger {{title}}',
  downloading: 'Téléchargement…',
  downloadingLabel: 'Téléchargement de {{title}}',
  downloadError: 'Le téléchargement de {{title}} a échoué\u00a0: {{message}}',
  downloadUnavailable: 'Ce document n’est pas disponible pour le moment. Veuillez réessayer plus tard.',
};
