// covers: NET-008, PLAT-179
import { describe, expect, it } from 'vitest';
import { byteUnitLabel, formatBytes, formatInUnit } from './bytes';
import { longDayName, monthName, shortDayName, weekdayNames } from './calendar-names';
import { formatDate } from './date';
import { formatGb } from './gigabytes';
import { localeOf } from './locale';
import { formatMoney } from './money';
import { formatDecimal, formatNumber, formatPercent } from './number';
import { formatClock } from './time';
import { formatterFor } from './use-format';

/** French separators: a no-break space groups thousands and sits before units. */
const nb = '\u00a0';

describe('locales', () => {
  it('writes Canadian English and Canadian French', () => {
    expect(localeOf('en')).toBe('en-CA');
    expect(localeOf('fr')).toBe('fr-CA');
  });
});

describe('numbers in French (fr-CA)', () => {
  it('GB to 3 decimals with a decimal comma and space-grouped thousands (NET-008)', () => {
    expect(formatGb(12.345, 'fr')).toBe('12,345');
    expect(formatGb(0, 'fr')).toBe('0,000');
    expect(formatGb(1500, 'fr')).toBe(`1${nb}500,000`);
    expect(formatGb(1234567.891, 'fr')).toBe(`1${nb}234${nb}567,891`);
    expect(formatGb(-0.0001, 'fr')).toBe('0,000');
    // English is unchanged.
    expect(formatGb(1500)).toBe('1,500.000');
    expect(formatGb(1500, 'en')).toBe('1,500.000');
  });

  it('numbers, trimmed decimals and percents', () => {
    expect(formatNumber(1234.5, 'fr', { maxDecimals: 2 })).toBe(`1${nb}234,5`);
    expect(formatNumber(1234.5, 'en', { maxDecimals: 2 })).toBe('1,234.5');
    expect(formatNumber(Number.NaN, 'fr')).toBe('');
    expect(formatDecimal(12.345, 1, 'fr')).toBe('12,3');
    expect(formatDecimal(12.345, 1, 'en')).toBe('12.3');
    expect(formatDecimal(12, 2, 'fr')).toBe('12');
    expect(formatPercent(80, 'fr')).toBe(`80${nb}%`);
    expect(formatPercent(80, 'en')).toBe('80%');
    expect(formatPercent(79.6, 'en')).toBe('80%');
  });
});

describe('money', () => {
  it('English: $1,234.56 and credits as $12.34 CR (decisions "Money")', () => {
    expect(formatMoney(1234.56, 'en')).toBe('$1,234.56');
    expect(formatMoney(-12.34, 'en')).toBe('$12.34 CR');
    expect(formatMoney(0.1 + 0.2, 'en')).toBe('$0.30');
  });

  it('French: 1 234,56 $ and credits as 12,34 $ CR', () => {
    expect(formatMoney(1234.56, 'fr')).toBe(`1${nb}234,56${nb}$`);
    expect(formatMoney(89.95, 'fr')).toBe(`89,95${nb}$`);
    expect(formatMoney(10, 'fr')).toBe(`10,00${nb}$`);
    expect(formatMoney(1234567.891, 'fr')).toBe(`1${nb}234${nb}567,89${nb}$`);
    expect(formatMoney(-12.34, 'fr')).toBe(`12,34${nb}$${nb}CR`);
    expect(formatMoney(-0.001, 'fr')).toBe(`0,00${nb}$`);
    expect(formatMoney(Number.NaN, 'fr')).toBe('');
  });
});

describe('data units in French (octets)', () => {
  it.each([
    [0, `0${nb}o`],
    [950, `950${nb}o`],
    [1000, `1${nb}ko`],
    [1_250, `1,25${nb}ko`],
    [34_500_000, `34,5${nb}Mo`],
    [1_234_000_000, `1,23${nb}Go`],
    [3_400_000_000_000, `3,4${nb}To`],
  ])('formatBytes(%d, fr) = %s', (bytes, text) => {
    expect(formatBytes(bytes, 'fr')).toBe(text);
  });

  it('units of the chart axis', () => {
    expect(byteUnitLabel('MB', 'fr')).toBe('Mo');
    expect(byteUnitLabel('MB', 'en')).toBe('MB');
    expect(formatInUnit(12.345, 'MB', 'fr')).toBe(`12,3${nb}Mo`);
    expect(formatInUnit(12.345, 'MB')).toBe('12.3 MB');
  });
});

describe('dates and calendar names in French', () => {
  const nov23 = { year: 2026, month: 11, day: 23 };
  const nov1 = { year: 2026, month: 11, day: 1 };

  it('long dates, the 1st as « 1er »', () => {
    expect(formatDate(Date.UTC(2026, 10, 23, 12), 'UTC', 'fr')).toBe('23 novembre 2026');
    expect(formatDate(Date.UTC(2026, 10, 1, 12), 'UTC', 'fr')).toBe('1er novembre 2026');
    expect(formatDate(Date.UTC(2026, 10, 1, 12), 'UTC', 'en')).toBe('November 1, 2026');
    expect(formatDate(0, 'UTC', 'fr')).toBe('');
  });

  it('months, days and weekdays', () => {
    expect(monthName(nov23, 'fr')).toBe('novembre 2026');
    expect(monthName(nov23)).toBe('November 2026');
    expect(longDayName(nov23, 'fr')).toBe('lundi 23 novembre 2026');
    expect(longDayName(nov1, 'fr')).toBe('dimanche 1er novembre 2026');
    expect(longDayName(nov23)).toBe('Monday, November 23, 2026');
    expect(shortDayName(nov23, 'fr')).toBe('lun. 23 nov.');
    expect(shortDayName(nov23)).toBe('Mon, Nov 23');
    expect(weekdayNames('fr').map((d) => d.short)).toEqual(['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.']);
    expect(weekdayNames('fr')[0]!.long).toBe('dimanche');
    expect(weekdayNames().map((d) => d.short)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  it('clock times', () => {
    const t = Date.UTC(2026, 10, 23, 15, 4, 5);
    expect(formatClock(t, 'UTC')).toBe('15:04');
    expect(formatClock(t, 'UTC', true)).toBe('15:04:05');
    expect(formatClock(t, 'UTC', false, 'fr')).toBe(`15${nb}h${nb}04`);
    // fr-CA: no leading zero on the hour (« 9 h 02 »); English keeps it (09:02).
    const morning = Date.UTC(2026, 10, 23, 9, 2, 0);
    expect(formatClock(morning, 'UTC', false, 'fr')).toBe(`9${nb}h${nb}02`);
    expect(formatClock(morning, 'UTC')).toBe('09:02');
  });
});

describe('formatterFor', () => {
  it('binds every formatter to a language, one object per language', () => {
    const f = formatterFor('fr');
    expect(formatterFor('fr')).toBe(f);
    expect(f.gb(12.345)).toBe('12,345');
    expect(f.money(1234.56)).toBe(`1${nb}234,56${nb}$`);
    expect(f.bytes(1_250)).toBe(`1,25${nb}ko`);
    expect(f.percent(80)).toBe(`80${nb}%`);
    expect(f.monthName({ year: 2026, month: 11 })).toBe('novembre 2026');
    expect(formatterFor('en').gb(12.345)).toBe('12.345');
  });
});
