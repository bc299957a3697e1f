/** Calendar page: part of the French catalog (see ../fr.ts), mirrors ../en/calendar.ts. */
import type { CatalogShape } from '../fr';

export const calendarMessages: CatalogShape['calendar'] = {
  heading: 'Calendrier',
  tabs: {
    label: 'Vues de la consommation',
    calendar: 'Calendrier',
    dataUsage: 'Consommation de données',
  },
  disclaimer:
    'Le calendrier et la consommation de données sont fournis à titre indicatif seulement. Le tableau de bord présente les renseignements de facturation les plus exacts.',
  loading: 'Chargement de votre historique de consommation…',
  error: 'Impossible de charger votre historique de consommation.',
  retry: 'Réessayer',
  unavailable: 'L’historique de consommation n’est pas disponible pour ce compte.',
  previousMonth: 'Mois précédent',
  nextMonth: 'Mois suivant',
  monthTitle: '{{month}}',
  gb: '{{value}}\u00a0Go',
  dayLabel: '{{date}}\u00a0: {{value}}\u00a0Go',
  dayNotAvailable: '{{date}}\u00a0: non disponible',
  notAvailable: 'non disponible (plus de 90 jours)',
  chooseDay: 'Choisissez un jour pour voir sa consommation heure par heure.',
  days: 'Jours du mois\u00a0: {{month}}',
  day: {
    title: 'Consommation du {{date}}',
    loading: 'Chargement de la consommation du {{date}}…',
    error: 'Impossible de charger la consommation de cette journée.',
    unavailable: 'La consommation de cette journée n’est pas disponible.',
    chartLabel:
      'Graphique à barres empilées de la consommation horaire (téléversement et téléchargement) du {{date}}, en Go. Les mêmes données figurent ensuite dans un tableau.',
    chartRegion: 'Graphique de la consommation horaire, défilement horizontal',
    scrollHint: 'Faites glisser de côté pour voir toutes les heures',
    tableCaption: 'Consommation horaire du {{date}}, en Go',
    hour: 'Heure',
    axisTitle: 'Go',
    tooltip: '{{series}}\u00a0: {{value}}\u00a0Go',
    close: 'Fermer',
  },
  upstream: 'Téléversement',
  downstream: 'Téléchargement',
  aggregate: 'Total',
  summary: {
    title: 'Sommaire pour {{month}}',
    downstream: 'Téléchargement',
    upstream: 'Téléversement',
    aggregate: 'Total',
    none: 'Aucun sommaire n’est affiché pour les mois qui ont commencé il y a plus de 93 jours.',
  },
  usage: {
    title: 'Consommation de données',
    date: 'Date',
    // Soft hyphens (\u00ad): the headers may break there on a phone's narrow table.
    downstreamColumn: 'Télé\u00adchargement',
    upstreamColumn: 'Téléver\u00adsement',
    tableCaption: 'Consommation quotidienne en {{month}}, en Go',
    empty: 'Aucune consommation n’a été enregistrée au cours des 100 derniers jours.',
    noDays: 'Aucune consommation enregistrée ce mois-ci.',
  },
};
