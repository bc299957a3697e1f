import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActionName } from './action-name';
import { actionName, count, day, label, money, pick, when, whenOrDash } from './format';
import { translate, type I18n, type Lang } from './i18n';

const i18nOf = (lang: Lang): I18n => ({ lang, t: (key, values) => translate(lang, key, values), setLang: () => {} });
const AT = '2026-11-20T18:05:00Z';

describe('the console’s formats', () => {
  it('writes moments, days, amounts and counts in the console’s language', () => {
    // The zone is the browser's (the test runner's); the same instant in both languages.
    expect(when('en', AT)).toBe(new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(AT)));
    expect(when('fr', AT)).toBe(new Intl.DateTimeFormat('fr-CA', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(AT)));
    expect(whenOrDash('en', null)).toBe('—');
    expect(whenOrDash('en', '')).toBe('—');
    expect(whenOrDash('en', AT)).toBe(when('en', AT));
    expect(day('en', AT)).toMatch(/Nov 2\d, 2026/);
    expect(money('en', 1250)).toBe('$12.50');
    expect(money('fr', 1250)).toBe('12,50\u00a0$');
    expect(count('en', 27500)).toBe('27,500');
    expect(count('fr', 27500)).toBe('27\u00a0500');
    expect(pick('fr', { en: 'Outage', fr: 'Panne' })).toBe('Panne');
    expect(pick('fr', { en: 'Outage', fr: '' })).toBe('Outage');
    expect(pick('en', { en: 'Outage', fr: 'Panne' })).toBe('Outage');
  });

  it('names a coded value from the catalog, or shows the code when the catalog has no text for it', () => {
    expect(label(i18nOf('en'), 'tickets.category', 'billing')).not.toBe('billing');
    expect(label(i18nOf('en'), 'tickets.category', 'pets')).toBe('pets');
  });

  it('says what a staff log code means, in English and French; a code added later shows as it is', () => {
    expect(actionName(i18nOf('en'), 'post-credit')).toBe('Credit posted');
    expect(actionName(i18nOf('fr'), 'post-credit')).toBe('Crédit porté au compte');
    expect(actionName(i18nOf('en'), 'staff-role')).toBe('Staff role changed');
    expect(actionName(i18nOf('en'), 'teleport-router')).toBe('teleport-router');
  });

  it('shows the action’s name with its code beside it, or the code alone when it has no name', () => {
    const { container, rerender } = render(<ActionName i18n={i18nOf('en')} code="password-reset-mail" />);
    expect(container).toHaveTextContent(/^Password reset e-mail sent password-reset-mail$/);
    expect(screen.getByText('password-reset-mail')).toBeInTheDocument();
    rerender(<ActionName i18n={i18nOf('en')} code="teleport-router" />);
    expect(container.textContent).toBe('teleport-router');
  });
});
