import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { createElement } from 'react';
import { i18n } from '../i18n/i18n';
import { LANGUAGE_COOKIE } from '../i18n/language';
import { clearSchemaVersions } from '../lib/api-client/api-client';
import { clearNotices } from '../lib/notify';
import { resetFirstVisitQueue } from '../lib/ui/first-visit-queue';
import { reloadSessionValues } from '../lib/session-values';

// jsdom has no canvas: charts and the signature pad are replaced by inert stand-ins.
vi.mock('react-chartjs-2', () => {
  const chart = (kind: string) =>
    function MockChart(props: { 'aria-label'?: string; options?: unknown; data?: unknown }) {
      return createElement('div', { role: 'img', 'aria-label': props['aria-label'] ?? kind, 'data-chart': kind });
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
