/** The Wi-Fi traffic card and chart (Wi-Fi and Traffic Monitor pages): part of the English catalog (see ../en.ts), loaded with the pages that show it. */
// Wi-Fi traffic by device card, Wi-Fi and Traffic Monitor pages (PLAT-175…191).
export const wifiTrafficMessages = {
  title: 'Wi-Fi traffic by device',
  periodLabel: 'Period',
  last30Days: 'Last 30 days',
  last24Hours: 'Last 24 hours',
  note: 'Note: This chart only includes wireless devices on your network and does not include devices wired directly to your router via ethernet cable.',
  editNamesTooltip:
    'Devices without a name are shown by their maker or by their MAC address. Choose a device to give it a name: names you give your devices appear here.',
  chooseDevice: 'Choose a device (its bar or its name in the table) to see its traffic and rename it.',
  loading: 'Loading Wi-Fi traffic…',
  empty: 'No wireless devices have used your network in this period.',
  unavailable: 'Wi-Fi traffic is not available for this account.',
  error: 'The Wi-Fi traffic could not be loaded.',
  retry: 'Try again',
  upload: 'Upload',
  download: 'Download',
  total: 'Total',
  // The table's column headers (French marks where its long words may break on phones).
  uploadColumn: 'Upload',
  downloadColumn: 'Download',
  device: 'Device',
  axisTitle: 'Traffic ({{unit}})',
  // A chart tooltip's line: the series (Download, Upload) and its value with the unit.
  tooltip: '{{series}}: {{value}}',
  chartLabel: 'Bar chart of download and upload traffic for the top {{count}} Wi-Fi devices, {{period}}. The same numbers follow in a table.',
  tableCaption: 'Wi-Fi traffic by device, {{period}}',
} as const;
