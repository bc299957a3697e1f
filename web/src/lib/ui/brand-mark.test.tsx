// covers: PLAT-020
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n/i18n';
import { brandingQuery, fallbackBranding, type Branding } from '../branding';
import { BrandMark, brandInitials } from './brand-mark';

function renderWith(branding: Partial<Branding>, ui = <BrandMark />) {
  const client = new QueryClient();
  client.setQueryData(brandingQuery().queryKey, { ...fallbackBranding, ...branding });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe('brandInitials', () => {
  it.each([
    ['Prairie Wave Internet', 'PW'],
    ['acme', 'A'],
    ['  Télé  Québec ', 'TQ'],
    ['& Co Net', 'CN'],
    ['', ''],
  ])('%j → %j', (name, initials) => expect(brandInitials(name)).toBe(initials));
});

describe('BrandMark', () => {
  it('draws the initials in the primary colour with the provider and app names when there is no logo', () => {
    renderWith({ provider: 'Prairie Wave Internet', product: 'Prairie Wave' });
    expect(screen.getByTestId('brand-initials')).toHaveTextContent('PW');
    expect(screen.getByTestId('brand-mark')).toHaveTextContent('Prairie Wave Internet');
    expect(screen.getByTestId('brand-mark')).toHaveTextContent('Prairie Wave MyAccount');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("shows the configured logo instead, with the provider's name as its text when it stands alone", () => {
    renderWith({ provider: 'Acme Net', logoUrl: '/logo.svg' }, <BrandMark showName={false} />);
    expect(screen.getByRole('img', { name: 'Acme Net' })).toHaveAttribute('src', '/logo.svg');
    expect(screen.queryByTestId('brand-initials')).toBeNull();
  });
});
