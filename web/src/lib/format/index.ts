/**
 * Formatting for the chosen language (en-CA / fr-CA): numbers, percents, GB figures, money, data
 * units, dates, clock times and calendar names. Components use `useFormat()`, which follows the
 * app's language; the functions take the language as their last argument (English by default,
 * for tests and the e2e specs).
 */
export { keepPostalCodesTogether } from './address';
export { byteUnitLabel, formatBytes, formatInUnit, inUnit, unitFor, type ByteUnit } from './bytes';
export { HOUR_LABELS, longDayName, monthName, shortDayName, weekdayNames } from './calendar-names';
export { formatDate } from './date';
export { formatGb } from './gigabytes';
export { localeOf, NBSP, type Language } from './locale';
export { formatMoney } from './money';
export { formatDecimal, formatNumber, formatPercent, type NumberOptions } from './number';
export { formatClock } from './time';
export { formatterFor, useFormat, type Format } from './use-format';
