/** Traffic Monitor router cards (Live Traffic, Traffic Over Last 24 Hours) and the device view: part of the one English catalog (see ../en.ts). */
export const liveTrafficMessages = {
  download: 'Download',
  upload: 'Upload',
  time: 'Time',
  axisTitle: 'Speed ({{unit}})',
  // A chart tooltip's line: the series (Download, Upload) and its value with the unit.
  tooltip: '{{series}}: {{value}}',
  retry: 'Try again',
  // Card 2 (MISC-018…020).
  live: {
    title: 'Live Traffic',
    intro: 'Your router’s Internet connection right now, updated every second.',
    loading: 'Connecting to your router…',
    collecting: 'Measuring… the first values appear in a few seconds.',
    offline:
      'Your router has not reported in the last 2 minutes, so live traffic cannot be shown. It may be switched off or restarting; the chart continues as soon as it is back.',
    noRouter: 'Live traffic is not available for this account.',
    error: 'The live traffic could not be read. Trying again every second.',
    now: 'Now: download {{down}}, upload {{up}}',
    chartLabel:
      'Line chart of the download and upload speed of your Internet connection over the last 20 seconds, in {{unit}}. The same numbers follow in a table.',
    tableCaption: 'Live traffic over the last 20 seconds, in {{unit}}',
  },
  // Card 3 and the device's own chart (MISC-021…023).
  history: {
    title: 'Traffic Over Last 24 Hours',
    intro: 'Average download and upload speed of your Internet connection, in 5-minute steps.',
    loading: 'Loading the traffic history…',
    error: 'The traffic history could not be loaded.',
    unavailable: 'Traffic history is not available for this account.',
    empty: 'No traffic was recorded in the last 24 hours.',
    peaks: 'Highest download {{down}} at {{downAt}}; highest upload {{up}} at {{upAt}}. Times in {{zone}}.',
    chartLabel:
      'Area chart of the download and upload speed over the last 24 hours, in {{unit}}, times in {{zone}}. The same numbers follow in a table.',
    tableCaption: 'Traffic over the last 24 hours, in {{unit}}, times in {{zone}}',
  },
  // The device view (PLAT-188, decisions §8).
  device: {
    close: 'Close',
    mac: 'MAC address: {{mac}}',
    vendor: 'Maker: {{vendor}}',
    renameHeading: 'Name',
    nameLabel: 'Device name',
    nameHelp: 'Up to 32 characters. Leave it empty to show the maker or MAC address instead.',
    tooLong: 'A device name can have at most 32 characters.',
    save: 'Save name',
    saved: 'The name has been saved.',
    renameUnavailable: 'Device names cannot be changed for this account right now.',
    periodHeading: 'Download and upload, {{period}}',
    doughnutLabel: 'Doughnut chart of this device’s traffic, {{period}}: download {{down}}, upload {{up}}.',
    share: '{{value}} ({{percent}}%)',
    noTraffic: 'This device has not used the network in this period.',
    historyHeading: 'Last 24 hours',
    historyIntro: 'Average download and upload speed of this device, hour by hour.',
  },
} as const;
