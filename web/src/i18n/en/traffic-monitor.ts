/** The Traffic Monitor page: part of the English catalog (see ../en.ts), loaded with the pages that show it. */
export const trafficMonitorMessages = {
  heading: 'Traffic Monitor',
} as const;
