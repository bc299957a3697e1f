/**
 * The service status of the account's site (issue 32): the dashboard's card, the banner of every
 * page and the public /status page — part of the one English catalog (see ../en.ts), loaded only
 * when there is an event to show or the status page opens.
 */
export const serviceStatusMessages = {
  outage: 'Service outage in your area: {{title}}',
  maintenance: 'Planned maintenance in your area: {{title}}',
  since: 'Since {{when}}',
  from: 'From {{when}}',
  estimate: 'Estimated restoration: {{when}}',
  noEstimate: 'No estimated restoration time yet',
  latest: 'Latest update ({{when}}): {{text}}',
  bannerLabel: 'Service status',
  details: 'Details on the dashboard',
  pageTitle: 'Service status',
  pageIntro: 'Outages and planned maintenance in our service areas.',
  pageNone: 'All systems are working normally: no outage or maintenance is going on or planned.',
  pageLoading: 'Loading the service status…',
  pageError: 'The service status could not be loaded. Try again in a moment.',
  pageAreas: 'Areas affected: {{areas}}',
  ongoing: 'Ongoing',
  planned: 'Planned',
  resolved: 'Resolved',
  resolvedAt: 'Resolved {{when}}',
  updates: 'Updates',
  signIn: 'Sign in to MyAccount',
};
