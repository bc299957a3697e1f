// covers: NET-036, NET-038
import { beforeEach, describe, expect, it } from 'vitest';
import { MalformedAnswerError, setToken } from '../../../lib/api-client';
import { installFakeServer } from '../../../test/fake-server';
import { fetchBroadbandCalendar } from './get-broadband-calendar';
import { fetchDayGraphic } from './get-broadband-graphic';

beforeEach(() => setToken('tok'));

/** user.1001/broadbandcalendar as the Go server writes it (broadbandCalendar). */
const calendar = {
  error: 0,
  message: '',
  object: {
    calendarData: [
      { t: { year: 2026, month: 11, day: 23 }, d: 1.5, u: 0.25, a: 1.75 },
      { t: { year: 2026, month: 11, day: 22 }, d: 2, u: 1, a: 3 },
    ],
    summary: [
      { year: 2026, month: 10, downstream: 40, upstream: 10, aggregate: 50, start: 1790834400000 },
      { year: 2026, month: 11, downstream: 3.5, upstream: 1.25, aggregate: 4.75, start: 1793516400000 },
    ],
    today: { year: 2026, month: 11, day: 23 },
    window_start: { year: 2026, month: 11, day: 22 },
    day_keys: [1795330800, 1795417200],
  },
  zeroRows: false,
  name: 'broadbandcalendar',
};

/** user.1001/broadbandgraphic.{day} as the Go server writes it (broadbandGraphic). */
const hours = (n: number) => Array.from({ length: 24 }, (_, h) => (h === 20 ? n : 0));
const graphic = {
  error: 0,
  message: '',
  object: { day: 1795417200, data: { downstream: hours(1.5), upstream: hours(0.25), aggregate: hours(1.75) } },
  zeroRows: false,
  name: 'broadbandgraphic',
};

describe('broadbandcalendar', () => {
  it('decodes the Go answer: days oldest first, months newest first, the day keys by date', async () => {
    installFakeServer({ 'GET user.1001/broadbandcalendar': { json: calendar } });
    const c = await fetchBroadbandCalendar(1001);
    expect(c.available).toBe(true);
    expect(c.days).toEqual([
      { day: { year: 2026, month: 11, day: 22 }, down: 2, up: 1, total: 3 },
      { day: { year: 2026, month: 11, day: 23 }, down: 1.5, up: 0.25, total: 1.75 },
    ]);
    expect(c.months.map((m) => [m.month, m.total, m.start])).toEqual([
      [11, 4.75, 1793516400000],
      [10, 50, 1790834400000],
    ]);
    expect(c.today).toEqual({ year: 2026, month: 11, day: 23 });
    expect([...c.dayKeys]).toEqual([
      ['2026-11-22', 1795330800],
      ['2026-11-23', 1795417200],
    ]);
  });

  it('keeps the defaults of an answer that leaves fields out', async () => {
    installFakeServer({ 'GET user.1001/broadbandcalendar': { json: { error: 0, object: { calendarData: [{ t: { year: 2026, month: 11, day: 1 }, d: 1, u: 2 }] } } } });
    const c = await fetchBroadbandCalendar(1001);
    expect(c.days).toEqual([{ day: { year: 2026, month: 11, day: 1 }, down: 1, up: 2, total: 3 }]);
    expect(c.months).toEqual([]);
    expect(c.dayKeys.size).toBe(0);
  });

  it.each([
    ['a figure sent as text', { ...calendar.object, calendarData: [{ t: { year: 2026, month: 11, day: 23 }, d: '1.5', u: 0 }] }],
    ['a day without its date', { ...calendar.object, calendarData: [{ d: 1, u: 0 }] }],
    ['summary not a list', { ...calendar.object, summary: {} }],
  ])('refuses a malformed answer: %s', async (_name, object) => {
    installFakeServer({ 'GET user.1001/broadbandcalendar': { json: { error: 0, object } } });
    await expect(fetchBroadbandCalendar(1001)).rejects.toBeInstanceOf(MalformedAnswerError);
  });
});

describe('broadbandgraphic', () => {
  it('decodes the Go answer as 24 hourly values each', async () => {
    installFakeServer({ 'GET user.1001/broadbandgraphic.1795417200': { json: graphic } });
    const g = await fetchDayGraphic(1001, 1795417200);
    expect(g.available).toBe(true);
    expect(g.down).toHaveLength(24);
    expect([g.down[20], g.up[20], g.total[20], g.total[0]]).toEqual([1.5, 0.25, 1.75, 0]);
  });

  it('sums down and up when aggregate is left out', async () => {
    installFakeServer({ 'GET user.1001/broadbandgraphic.1': { json: { error: 0, object: { data: { downstream: [1, 2], upstream: [1] } } } } });
    const g = await fetchDayGraphic(1001, 1);
    expect(g.total.slice(0, 3)).toEqual([2, 2, 0]);
  });

  it('refuses an hour that is not a number', async () => {
    installFakeServer({ 'GET user.1001/broadbandgraphic.1': { json: { error: 0, object: { data: { downstream: ['1'], upstream: [] } } } } });
    await expect(fetchDayGraphic(1001, 1)).rejects.toBeInstanceOf(MalformedAnswerError);
  });
});
