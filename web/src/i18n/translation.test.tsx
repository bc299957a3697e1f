import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from './en';
import { i18n } from './i18n';
import { Trans, useTranslation } from './translation';

afterEach(() => {
  act(() => void i18n.changeLanguage('en'));
  i18n.addCatalog('en', en);
});

function Label({ k }: { k: string }) {
  const { t } = useTranslation();
  return <span data-testid="label">{t(k)}</span>;
}

describe('translation in React', () => {
  it('re-renders in the new language when it changes', () => {
    render(<Label k="menu.dashboard" />);
    expect(screen.getByTestId('label')).toHaveTextContent('Dashboard');
    act(() => void i18n.changeLanguage('fr'));
    expect(screen.getByTestId('label')).toHaveTextContent('Tableau de bord');
  });

  it('Trans puts each tag’s text into the component it names, with the values filled', () => {
    render(
      <p data-testid="msg">
        <Trans
          i18nKey="important.ticketContactSupport"
          values={{ phone: '1-800-555-0100', email: 'help@example.com' }}
          components={{ phone: <a href="tel:18005550100" />, email: <a href="mailto:help@example.com" /> }}
        />
      </p>,
    );
    expect(screen.getByRole('link', { name: '1-800-555-0100' })).toHaveAttribute('href', 'tel:18005550100');
    expect(screen.getByRole('link', { name: 'help@example.com' })).toHaveAttribute('href', 'mailto:help@example.com');
    expect(screen.getByTestId('msg').textContent).not.toMatch(/[<>{}]/);
  });

  it('a value that looks like markup stays text', () => {
    i18n.addCatalog('en', { ...en, probe: 'Call <phone>{{phone}}</phone> now' });
    render(
      <p data-testid="msg">
        <Trans i18nKey="probe" values={{ phone: '<b>1</b>' }} components={{ phone: <strong /> }} />
      </p>,
    );
    expect(screen.getByTestId('msg')).toHaveTextContent('Call <b>1</b> now');
    expect(screen.getByTestId('msg').querySelector('b')).toBeNull();
  });
});
