/**
 * "Is it us or you?" (/troubleshoot, issue 32): part of the one English catalog (see ../en.ts).
 * The router's state from the counters the provider receives, guided steps, the router restart and
 * the support contact with what the page found.
 */
export const troubleshootMessages = {
  heading: 'Is it us or you?',
  intro: 'Internet not working? Let’s find out together, step by step.',
  loading: 'Checking your router…',
  loadError: 'We could not check your router.',
  retry: 'Try again',
  noRouter: 'We cannot read this account’s router, so these checks are not available. If your internet is not working, please contact us.',
  router: {
    heading: 'Your router',
    online: 'Online',
    offline: 'Offline',
    neverReported: 'Your router has not reported to us yet.',
    lastSeen: 'Last heard from',
    onlineSince: 'Connected since',
    onlineSinceAtLeast: 'Connected since at least',
    disconnections: 'Disconnections in the last 24 hours',
    noDisconnections: 'None in the last 24 hours.',
    dropped: 'Dropped {{from}} – back {{until}}',
    droppedOngoing: 'Dropped {{from}} – not back yet',
    restarted: 'Restarted {{from}} – back {{until}}',
    signal: 'Your router does not send us its signal level, so it is not shown here.',
  },
  steps: {
    heading: 'Step by step',
    restart: {
      title: '1. Restart your router',
      offline: 'Your router has been offline since {{since}}. Check that it is plugged in and its lights are on, then restart it.',
      online: 'Your router is online and reaching us. A restart often clears a slow or stuck connection.',
      never: 'We have not heard from your router yet. Check that it is plugged in and its lights are on.',
      lastRestart: 'Last restarted from here {{at}}.',
      button: 'Restart my router',
      manual: 'To restart it yourself: unplug it for 30 seconds, then plug it back in and wait 2 minutes.',
      waitUntil: 'You can restart it again at {{at}}.',
    },
    wired: {
      title: '2. Try a wired device',
      online: 'Your router is online, so the connection reaches your home. Plug a computer into the router with a cable: if it works there, the problem is your Wi-Fi or your device.',
      offline: 'Your router is not reaching us, so a wired device will not connect either until the router is back.',
    },
    wifi: {
      title: '3. Check your Wi-Fi',
      withSettings: 'Make sure your device is on your network and that the password is right. Your network name and password are on the Wi-Fi page.',
      link: 'Open Wi-Fi settings',
      without: 'Make sure your device is on your network and that the password is right.',
    },
  },
  restarted: {
    done: 'Your router is restarting. It will be back in about 2 minutes.',
    queued: 'Your router will restart as soon as it next checks in with us, usually within a few minutes.',
  },
  confirm: {
    title: 'Restart your router?',
    body: 'Your internet, Wi-Fi and home phone on this router will stop for about 2 minutes while it restarts. You can restart it once every 10 minutes.',
    cancel: 'Cancel',
    confirm: 'Restart',
    restarting: 'Restarting…',
  },
  support: {
    button: 'Still not working',
    heading: 'Still not working? Call us',
    intro: 'Tell our support team what this page found; it helps them find the problem faster.',
    phone: 'Support',
    email: 'E-mail',
    summaryHeading: 'What we found',
    account: 'Account: {{account}}',
    state: 'Router: {{state}}',
    lastSeen: 'Last heard from: {{at}}',
    since: 'Connected since: {{at}}',
    disconnections: 'Disconnections in the last 24 hours: {{count}}',
    lastRestart: 'Last restart from MyAccount: {{at}} ({{outcome}})',
    outcome: { done: 'done', queued: 'queued', failed: 'failed', pending: 'under way' },
    checkedAt: 'Checked: {{at}}',
  },
  // The service status of the account's site (outages and maintenance by area, issue 32 item 1).
  site: {
    heading: 'Service in your area',
    none: 'No outage or planned maintenance in your area: the network there is working normally.',
    outage: 'Outage in your area: {{title}}',
    maintenance: 'Planned maintenance in your area: {{title}}',
    estimate: 'Estimated restoration: {{when}}',
    noEstimate: 'No estimated restoration time yet.',
    outageHint: 'This may be why your internet is not working: it comes back when the outage is over, with nothing for you to do.',
  },
};
