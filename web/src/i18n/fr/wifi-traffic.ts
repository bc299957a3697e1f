/** The Wi-Fi traffic card and chart (Wi-Fi and Traffic Monitor pages): part of the French catalog (see ../fr.ts), mirrors ../en/wifi-traffic.ts. */
import type { CatalogShape } from '../fr';

export const wifiTrafficMessages: CatalogShape['wifiTraffic'] = {
  title: 'Trafic Wi-Fi par appareil',
  periodLabel: 'Période',
  last30Days: '30 derniers jours',
  last24Hours: '24 dernières heures',
  note: 'Remarque\u00a0: ce graphique comprend seulement les appareils sans fil de votre réseau; les appareils branchés directement à votre routeur par câble Ethernet n’y figurent pas.',
  editNamesTooltip:
    'Les appareils sans nom sont identifiés par leur fabricant ou par leur adresse MAC. Choisissez un appareil pour lui donner un nom\u00a0: les noms que vous donnez à vos appareils s’affichent ici.',
  chooseDevice: 'Choisissez un appareil (sa barre ou son nom dans le tableau) pour voir son trafic et le renommer.',
  loading: 'Chargement du trafic Wi-Fi…',
  empty: 'Aucun appareil sans fil n’a utilisé votre réseau pendant cette période.',
  unavailable: 'Le trafic Wi-Fi n’est pas disponible pour ce compte.',
  error: 'Impossible de charger le trafic Wi-Fi.',
  retry: 'Réessayer',
  upload: 'Téléversement',
  download: 'Téléchargement',
  total: 'Total',
  // Soft hyphens (\u00ad): the headers may break there on a phone's narrow table.
  uploadColumn: 'Téléver\u00adsement',
  downloadColumn: 'Télé\u00adchargement',
  device: 'Appareil',
  axisTitle: 'Trafic ({{unit}})',
  tooltip: '{{series}}\u00a0: {{value}}',
  // {{period}} is « 30 derniers jours » or « 24 dernières heures », lowercased.
  chartLabel:
    'Graphique à barres du trafic en téléchargement et en téléversement des {{count}} principaux appareils Wi-Fi, {{period}}. Les mêmes données figurent ensuite dans un tableau.',
  tableCaption: 'Trafic Wi-Fi par appareil, {{period}}',
};
