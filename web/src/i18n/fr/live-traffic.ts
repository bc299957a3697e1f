/** Traffic Monitor router cards and the device view: part of the French catalog (see ../fr.ts), mirrors ../en/live-traffic.ts. */
import type { CatalogShape } from '../fr';

export const liveTrafficMessages: CatalogShape['liveTraffic'] = {
  download: 'Téléchargement',
  upload: 'Téléversement',
  time: 'Heure',
  axisTitle: 'Vitesse ({{unit}})',
  tooltip: '{{series}}\u00a0: {{value}}',
  retry: 'Réessayer',
  live: {
    title: 'Trafic en direct',
    intro: 'La connexion Internet de votre routeur en ce moment, mise à jour chaque seconde.',
    loading: 'Connexion à votre routeur…',
    collecting: 'Mesure en cours… Les premières valeurs s’afficheront dans quelques secondes.',
    offline:
      'Votre routeur ne s’est pas manifesté depuis 2 minutes; le trafic en direct ne peut donc pas être affiché. Il est peut-être éteint ou en train de redémarrer; le graphique reprendra dès qu’il sera de nouveau en ligne.',
    noRouter: 'Le trafic en direct n’est pas disponible pour ce compte.',
    error: 'Impossible de lire le trafic en direct. Nouvelle tentative chaque seconde.',
    now: 'En ce moment\u00a0: téléchargement {{down}}, téléversement {{up}}',
    chartLabel:
      'Graphique linéaire de la vitesse de téléchargement et de téléversement de votre connexion Internet au cours des 20 dernières secondes, en {{unit}}. Les mêmes données figurent ensuite dans un tableau.',
    tableCaption: 'Trafic en direct au cours des 20 dernières secondes, en {{unit}}',
  },
  history: {
    title: 'Trafic des dernières 24 heures',
    intro: 'Vitesse moyenne de téléchargement et de téléversement de votre connexion Internet, par intervalles de 5 minutes.',
    loading: 'Chargement de l’historique du trafic…',
    error: 'Impossible de charger l’historique du trafic.',
    unavailable: 'L’historique du trafic n’est pas disponible pour ce compte.',
    empty: 'Aucun trafic n’a été enregistré au cours des dernières 24 heures.',
    peaks:
      'Téléchargement maximal de {{down}} à {{downAt}}; téléversement maximal de {{up}} à {{upAt}}. Heures selon le fuseau {{zone}}.',
    chartLabel:
      'Graphique en aires de la vitesse de téléchargement et de téléversement au cours des dernières 24 heures, en {{unit}}, heures selon le fuseau {{zone}}. Les mêmes données figurent ensuite dans un tableau.',
    tableCaption: 'Trafic des dernières 24 heures, en {{unit}}, heures selon le fuseau {{zone}}',
  },
  device: {
    close: 'Fermer',
    mac: 'Adresse MAC\u00a0: {{mac}}',
    vendor: 'Fabricant\u00a0: {{vendor}}',
    renameHeading: 'Nom',
    nameLabel: 'Nom de l’appareil',
    nameHelp: '32 caractères au maximum. Laissez le champ vide pour afficher plutôt le fabricant ou l’adresse MAC.',
    tooLong: 'Le nom d’un appareil peut comporter au plus 32 caractères.',
    save: 'Enregistrer le nom',
    saved: 'Le nom a été enregistré.',
    renameUnavailable: 'Il est impossible de modifier le nom des appareils de ce compte pour le moment.',
    periodHeading: 'Téléchargement et téléversement, {{period}}',
    doughnutLabel:
      'Graphique en anneau du trafic de cet appareil, {{period}}\u00a0: téléchargement {{down}}, téléversement {{up}}.',
    share: '{{value}} ({{percent}}\u00a0%)',
    noTraffic: 'Cet appareil n’a pas utilisé le réseau pendant cette période.',
    historyHeading: '24 dernières heures',
    historyIntro: 'Vitesse moyenne de téléchargement et de téléversement de cet appareil, heure par heure.',
  },
};
