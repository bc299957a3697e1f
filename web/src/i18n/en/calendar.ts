/** Calendar page: part of the one English catalog (see ../en.ts). */
export const calendarMessages = {
  heading: 'Calendar',
  tabs: {
    label: 'Usage views',
    calendar: 'Calendar',
    dataUsage: 'Data Usage',
  },
  disclaimer:
    'The calendar and data usage are for educational purposes only. The Dashboard gives the most accurate billing information.',
  loading: 'Loading your usage history…',
  error: 'Your usage history could not be loaded.',
  retry: 'Try again',
  unavailable: 'Usage history is not available for this account.',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  monthTitle: '{{month}}',
  gb: '{{value}} GB',
  dayLabel: '{{date}}: {{value}} GB',
  dayNotAvailable: '{{date}}: not available',
  notAvailable: 'not available, older than 90 days',
  chooseDay: 'Choose a day to see its usage hour by hour.',
  days: 'Days of {{month}}',
  day: {
    title: 'Usage on {{date}}',
    loading: 'Loading the usage of {{date}}…',
    error: 'The usage of this day could not be loaded.',
    unavailable: 'The usage of this day is not available.',
    chartLabel:
      'Stacked bar chart of upstream and downstream usage per hour on {{date}}, in GB. The same numbers follow in a table.',
    chartRegion: 'Hourly usage chart, scrolls sideways',
    // Under the chart on phones, where it is wider than the screen.
    scrollHint: 'Swipe sideways to see every hour',
    tableCaption: 'Usage per hour on {{date}}, in GB',
    hour: 'Hour',
    axisTitle: 'GB',
    // A chart tooltip's line: the series (Downstream, Upstream) and the hour's figure.
    tooltip: '{{series}}: {{value}} GB',
    close: 'Close',
  },
  upstream: 'Upstream',
  downstream: 'Downstream',
  aggregate: 'Total',
  summary: {
    title: 'Summary of {{month}}',
    downstream: 'Downstream',
    upstream: 'Upstream',
    aggregate: 'Aggregate',
    none: 'No summary is shown for months that began more than 93 days ago.',
  },
  usage: {
    title: 'Data usage',
    date: 'Date',
    // The table's column headers (French marks where its long words may break on phones).
    downstreamColumn: 'Downstream',
    upstreamColumn: 'Upstream',
    tableCaption: 'Daily usage in {{month}}, in GB',
    empty: 'No usage has been recorded in the last 100 days.',
    noDays: 'No usage recorded this month.',
  },
} as const;
