// covers: NET-007, NET-008, NET-040, NET-033, NET-034, NET-035, NET-036, NET-037, NET-038, NET-039, NET-041, NET-042, NET-043, NET-044, NET-045
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { installFakeServer, type FakeRoutes } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';
import { addDays, dayOrdinal, type CalendarDay } from '../../../lib/provider-time';

const DISCLAIMER =
  'The calendar and data usage are for educational purposes only. The Dashboard gives the most accurate billing information.';
/** Nov 23 2026, 11:00 in Edmonton. */
const NOW = new Date('2026-11-23T18:00:00Z');
const TODAY: CalendarDay = { year: 2026, month: 11, day: 23 };

/** Epoch seconds of a day's midnight in Edmonton: UTC−6 up to Nov 1 2026 (MDT), UTC−7 after. */
function edmontonMidnight(d: CalendarDay): number {
  const offsetHours = dayOrdinal(d) <= dayOrdinal({ year: 2026, month: 11, day: 1 }) ? 6 : 7;
  return Date.UTC(d.year, d.month - 1, d.day, offsetHours) / 1000;
}

/**
 * The server's answer for 100 days up to `today`: d = 1 + (day % 5) GB down, 0.25 GB up, except
 * Nov 10, which had no usage (no entry); today, the window and each day's key (Edmonton midnights).
 */
function calendarAnswer(today: CalendarDay = TODAY) {
  const calendarData: { t: CalendarDay; d: number; u: number; a: number }[] = [];
  const dayKeys: number[] = [];
  for (let back = 99; back >= 0; back--) {
    const t = addDays(today, -back);
    dayKeys.push(edmontonMidnight(t));
    if (t.month === 11 && t.day === 10) continue;
    const d = 1 + (dayOrdinal(t) % 5);
    calendarData.push({ t, d, u: 0.25, a: d + 0.25 });
  }
  const summary = [8, 9, 10, 11].map((month) => {
    const days = calendarData.filter((e) => e.t.month === month);
    const down = days.reduce((s, e) => s + e.d, 0);
    const start = edmontonMidnight({ year: 2026, month, day: 1 }) * 1000;
    return { year: 2026, month, downstream: down, upstream: days.length * 0.25, aggregate: down + days.length * 0.25, start };
  });
  return { json: { error: 0, object: { calendarData, summary, today, window_start: addDays(today, -99), day_keys: dayKeys } } };
}

/** 24 hours; hour 20 is the busiest at 3.2 + 0.5 GB. */
function graphicAnswer() {
  const downstream = Array.from({ length: 24 }, (_, h) => (h === 20 ? 3.2 : 0.1));
  const upstream = Array.from({ length: 24 }, (_, h) => (h === 20 ? 0.5 : 0.01));
  return { json: { error: 0, object: { day: 0, data: { downstream, upstream, aggregate: downstream.map((d, i) => d + upstream[i]!) } } } };
}

/** Epoch seconds of a day's midnight in Edmonton (UTC−7 in November, −6 before Nov 1). */
const epochDay = (iso: string) => Date.parse(iso) / 1000;

function server(routes: FakeRoutes = {}) {
  return installFakeServer({
    'GET user.1001/broadbandcalendar': calendarAnswer(),
    ...routes,
  });
}

function graphicCalls(s: ReturnType<typeof server>) {
  return s.calls.filter((c) => c.target.startsWith('user.1001/broadbandgraphic.'));
}

async function openCalendar() {
  renderApp('/ui/user/calendar');
  expect(await screen.findByRole('heading', { name: 'Calendar', level: 2 }, { timeout: 15_000 })).toBeInTheDocument();
  return screen.findByTestId('calendar-month', undefined, { timeout: 10_000 });
}

const cell = (key: string) => document.querySelector(`[data-day="${key}"]`) as HTMLElement;

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
});

describe('calendar page', () => {
  it('has the red disclaimer, the two tabs and the current month with each day\'s usage to 3 decimals', async () => {
    server();
    const month = await openCalendar();
    expect(screen.getByText(DISCLAIMER)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Calendar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Data Usage' })).toHaveAttribute('aria-selected', 'false');
    expect(month).toHaveTextContent('November 2026');
    const grid = screen.getByTestId('month-grid');
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    // Nov 23 2026 is day ordinal 20415 → 1 + 0 = 1 GB down + 0.25 up.
    const d = 1 + (dayOrdinal(TODAY) % 5) + 0.25;
    expect(within(cell('2026-11-23')).getByRole('button', { name: `Monday, November 23, 2026: ${d.toFixed(3)} GB` })).toBeInTheDocument();
    // A day of the history without an entry had no usage: 0 GB, still choosable.
    expect(within(cell('2026-11-10')).getByRole('button', { name: 'Tuesday, November 10, 2026: 0.000 GB' })).toBeInTheDocument();
    // Days after today are not buttons and show no usage.
    expect(within(cell('2026-11-24')).queryByRole('button')).toBeNull();
    expect(cell('2026-11-24')).not.toHaveTextContent('GB');
    // The month's summary (began within 93 days).
    const summary = screen.getByTestId('summary-2026-11');
    expect(within(summary).getByText('Summary of November 2026')).toBeInTheDocument();
    expect(within(summary).getByTestId('summary-2026-11-upstream')).toHaveTextContent(`${(22 * 0.25).toFixed(3)} GB`) // 23 days, Nov 10 without usage;
  });

  it('next is disabled at the current month; back stops about 90 days back', async () => {
    server();
    const month = await openCalendar();
    const back = screen.getByRole('button', { name: 'Previous month' });
    const next = screen.getByRole('button', { name: 'Next month' });
    expect(next).toBeDisabled();
    expect(back).toBeEnabled();
    await userEvent.click(back);
    expect(month).toHaveTextContent('October 2026');
    expect(next).toBeEnabled();
    await userEvent.click(back);
    expect(month).toHaveTextContent('September 2026');
    await userEvent.click(back);
    expect(month).toHaveTextContent('August 2026');
    expect(back).toBeDisabled();
    await userEvent.click(next);
    expect(month).toHaveTextContent('September 2026');
  });

  it('ignores days older than 90 days; the 90th day back is clickable', async () => {
    const s = server();
    const month = await openCalendar();
    for (let i = 0; i < 3; i++) await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(month).toHaveTextContent('August 2026');
    // 90 days before Nov 23 is Aug 25.
    expect(dayOrdinal(TODAY) - dayOrdinal({ year: 2026, month: 8, day: 25 })).toBe(90);
    expect(within(cell('2026-08-24')).queryByRole('button')).toBeNull();
    expect(cell('2026-08-24')).toHaveTextContent('not available, older than 90 days');
    await userEvent.click(within(cell('2026-08-24')).getByText('24'));
    expect(graphicCalls(s)).toHaveLength(0);
    expect(screen.getByText('Choose a day to see its usage hour by hour.')).toBeInTheDocument();
    // Aug 25 midnight in Edmonton (MDT, UTC−6) = 2026-08-25T06:00Z = 1787637600 s.
    expect(epochDay('2026-08-25T06:00:00Z')).toBe(1787637600);
    s.routes['GET user.1001/broadbandgraphic.1787637600'] = graphicAnswer();
    await userEvent.click(within(cell('2026-08-25')).getByRole('button'));
    await waitFor(() => expect(graphicCalls(s).map((c) => c.target)).toEqual(['user.1001/broadbandgraphic.1787637600']));
    expect(await screen.findByRole('heading', { name: 'Usage on Tuesday, August 25, 2026' })).toBeInTheDocument();
  });

  it('choosing a day loads broadbandgraphic.{local midnight} and shows the stacked 24-hour chart with its axis bound', async () => {
    // Nov 20 midnight in Edmonton (MST, UTC−7).
    const key = epochDay('2026-11-20T07:00:00Z');
    const s = server({ [`GET user.1001/broadbandgraphic.${key}`]: graphicAnswer() });
    await openCalendar();
    expect(graphicCalls(s)).toHaveLength(0);
    const button = within(cell('2026-11-20')).getByRole('button');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(graphicCalls(s)[0]?.target).toBe(`user.1001/broadbandgraphic.${key}`));
    const panel = await screen.findByTestId('day-panel');
    expect(within(panel).getByRole('heading', { name: 'Usage on Friday, November 20, 2026' })).toBeInTheDocument();
    expect(
      await within(panel).findByRole('img', {
        name: 'Stacked bar chart of upstream and downstream usage per hour on Friday, November 20, 2026, in GB. The same numbers follow in a table.',
      }),
    ).toBeInTheDocument();
    // Busiest hour 3.7 GB → ceil(3.7) + 1 = 5.
    expect(within(panel).getByTestId('day-chart')).toHaveAttribute('data-axis-max', '5');
    expect(within(panel).getByTestId('day-chart')).toHaveStyle({ maxWidth: '1000px' });
    const table = within(panel).getByTestId('day-table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(25);
    expect(rows[1]).toHaveTextContent('00:000.1000.0100.110');
    expect(rows[21]).toHaveTextContent('20:003.2000.5003.700');
    expect(rows[24]).toHaveTextContent('23:00');
  });

  it('shows the server\'s message when a day is refused, with a retry', async () => {
    const key = epochDay('2026-11-20T07:00:00Z');
    const s = server({ [`GET user.1001/broadbandgraphic.${key}`]: { status: 450, json: { error: 1, message: 'That day is not available.' } } });
    await openCalendar();
    await userEvent.click(within(cell('2026-11-20')).getByRole('button'));
    expect(await screen.findByText(/The usage of this day could not be loaded\. That day is not available\./)).toBeInTheDocument();
    expect(graphicCalls(s)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("asks for the key the server sent for the day, whatever this browser's zone rules say", async () => {
    // A server whose zone rules keep Edmonton on MDT puts Nov 20's midnight at 06:00 UTC.
    const key = Date.parse('2026-11-20T06:00:00Z') / 1000;
    const answer = calendarAnswer();
    answer.json.object.day_keys[96] = key; // Nov 20 is 3 days before today
    const s = server({ 'GET user.1001/broadbandcalendar': answer, [`GET user.1001/broadbandgraphic.${key}`]: graphicAnswer() });
    await openCalendar();
    await userEvent.click(within(cell('2026-11-20')).getByRole('button'));
    expect(await screen.findByTestId('day-chart')).toHaveAttribute('data-axis-max', '5');
    expect(graphicCalls(s).map((c) => c.target)).toEqual([`user.1001/broadbandgraphic.${key}`]);
  });

  it('Data Usage: month summaries only for months within 93 days, and the daily figures newest first', async () => {
    server();
    await openCalendar();
    await userEvent.click(screen.getByRole('tab', { name: 'Data Usage' }));
    expect(screen.getByRole('tab', { name: 'Data Usage' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    const nov = within(panel).getByTestId('usage-2026-11');
    expect(within(nov).getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    expect(within(nov).getByTestId('summary-2026-11')).toBeInTheDocument();
    expect(within(panel).getByTestId('summary-2026-10')).toBeInTheDocument();
    expect(within(panel).getByTestId('summary-2026-9')).toBeInTheDocument(); // began 83 days ago
    const aug = within(panel).getByTestId('usage-2026-8');
    expect(within(aug).queryByTestId('summary-2026-8')).toBeNull(); // began 114 days ago
    // August's days are still listed (16–31: 100 days back to Aug 16); Nov 10 had no usage.
    expect(within(aug).getAllByRole('row')).toHaveLength(1 + 16);
    const rows = within(within(nov).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(1 + 22);
    const d = 1 + (dayOrdinal(TODAY) % 5);
    expect(rows[1]).toHaveTextContent(`Mon, Nov 23${d.toFixed(3)}0.250${(d + 0.25).toFixed(3)}`);
    expect(rows[22]).toHaveTextContent('Sun, Nov 1');
  });

  it('on phones: the mobile list, newest first, old days not choosable, the chart in a sideways-scrolling box', async () => {
    setViewportWidth(375);
    const key = epochDay('2026-11-22T07:00:00Z');
    const s = server({ [`GET user.1001/broadbandgraphic.${key}`]: graphicAnswer() });
    await openCalendar();
    expect(screen.queryByTestId('month-grid')).toBeNull();
    const list = screen.getByTestId('month-list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(23);
    expect(items[0]).toHaveTextContent('Mon, Nov 23');
    await userEvent.click(within(list).getByRole('button', { name: /^Sunday, November 22, 2026: / }));
    await waitFor(() => expect(graphicCalls(s)[0]?.target).toBe(`user.1001/broadbandgraphic.${key}`));
    const scroller = await screen.findByRole('region', { name: 'Hourly usage chart, scrolls sideways' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    // 1000 px wide in a box that scrolls (the widths themselves are checked in the browser, e2e).
    expect(within(scroller).getByTestId('day-chart')).toHaveStyle({ maxWidth: '1000px' });
    // The legend sits outside the scrolling box, so it stays in view.
    const legend = screen.getByTestId('day-legend');
    expect(legend).toHaveTextContent('Downstream');
    expect(legend).toHaveTextContent('Upstream');
    expect(scroller).not.toContainElement(legend);
    for (let i = 0; i < 3; i++) await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(within(screen.getByTestId('month-list')).getByText('Mon, Aug 24: not available')).toBeInTheDocument();
  });

  it("takes today from the server, not from this browser's clock and zone rules", async () => {
    // 00:30 on Dec 1 by a browser that keeps Edmonton on MDT; the server says it is still Nov 30.
    vi.setSystemTime(new Date('2026-12-01T06:30:00Z'));
    server({ 'GET user.1001/broadbandcalendar': calendarAnswer({ year: 2026, month: 11, day: 30 }) });
    expect(await openCalendar()).toHaveTextContent('November 2026');
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    expect(within(cell('2026-11-30')).getByRole('button')).toBeInTheDocument();
  });

  it('a new month starts when the server says so', async () => {
    vi.setSystemTime(new Date('2026-12-01T06:30:00Z'));
    server({ 'GET user.1001/broadbandcalendar': calendarAnswer({ year: 2026, month: 12, day: 1 }) });
    expect(await openCalendar()).toHaveTextContent('December 2026');
  });

  it('shows a clear state without broadband (434)', async () => {
    server({ 'GET user.1001/broadbandcalendar': { status: 434, json: { error: 1 } } });
    renderApp('/ui/user/calendar');
    expect(await screen.findByText('Usage history is not available for this account.', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(DISCLAIMER)).toBeInTheDocument();
  });
});
