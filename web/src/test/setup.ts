import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { createElement } from 'react';
import { enAreas, type TextArea } from '../i18n/en';
import { i18n, i18nReady, loadArea, loadLanguage } from '../i18n/i18n';
import { LANGUAGE_COOKIE } from '../i18n/language';
import { clearSchemaVersions } from '../lib/api-client/api-client';
import { clearNotices } from '../lib/notify';
import { resetFirstVisitQueue } from '../lib/ui/first-visit-queue';
import { reloadSessionValues } from '../lib/session-values';

// jsdom has no canvas: charts and the signature pad are replaced by inert stand-ins.
vi.mock('react-chartjs-2', () => {
  const chart = (kind: string) =>
    function MockChart(props: { 'aria-label'?: string; options?: unknown; data?: { datasets?: { label?: string }[] } }) {
      // data-series: the datasets' labels in order, as the legend would list them.
      const series = props.data?.datasets?.map((d) => d.label ?? '').join(', ');
      return createElement('div', { role: 'img', 'aria-label': props['aria-label'] ?? kind, 'data-chart': kind, 'data-series': series });
    };
  return {
    Bar: chart('bar'),
    Line: chart('line'),
    Doughnut: chart('doughnut'),
    Pie: chart('pie'),
    Chart: chart('chart'),
  };
});

vi.mock('signature_pad', () => import('./signature-pad-mock'));

// Both catalogs, with every area, are in before any test renders (the app loads them on demand, i18n.ts).
await Promise.all([
  loadLanguage('en'),
  loadLanguage('fr'),
  ...(Object.keys(enAreas) as TextArea[]).flatMap((area) => [loadArea(area, 'en'), loadArea(area, 'fr')]),
]);
await i18nReady();

// The suite runs on busy machines: give async queries room.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  reloadSessionValues();
  clearSchemaVersions();
  clearNotices();
  resetFirstVisitQueue();
  // A test that switched to French leaves the next one in English, without the identity pages' cookie.
  if (i18n.language !== 'en') void i18n.changeLanguage('en');
  document.cookie = `${LANGUAGE_COOKIE}=; Max-Age=0; Path=/`;
});
