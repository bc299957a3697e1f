// covers: PLAT-020
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeaderTitleContext, PageHeading, repeatsTitle } from './page-heading';

describe('PageHeading', () => {
  it('compares the heading with the header title word for word, ignoring case and spacing', () => {
    expect(repeatsTitle('Traffic Monitor', 'Traffic Monitor')).toBe(true);
    expect(repeatsTitle(' traffic  monitor', 'Traffic Monitor')).toBe(true);
    expect(repeatsTitle('IP address management', 'Advanced settings')).toBe(false);
    expect(repeatsTitle('Dashboard', '')).toBe(false);
  });

  it('keeps a repeated heading for screen readers only', () => {
    render(
      <HeaderTitleContext.Provider value="Wi-Fi">
        <PageHeading>Wi-Fi</PageHeading>
      </HeaderTitleContext.Provider>,
    );
    const h = screen.getByRole('heading', { level: 2, name: 'Wi-Fi' });
    expect(h).toHaveAttribute('data-repeats-title', 'true');
    // MUI's visuallyHidden: 1 px, clipped, out of the flow.
    expect(getComputedStyle(h).position).toBe('absolute');
    expect(getComputedStyle(h).width).toBe('1px');
  });

  it('shows a heading that says something else', () => {
    render(
      <HeaderTitleContext.Provider value="Advanced settings">
        <PageHeading>IP address management</PageHeading>
      </HeaderTitleContext.Provider>,
    );
    const h = screen.getByRole('heading', { level: 2, name: 'IP address management' });
    expect(h).not.toHaveAttribute('data-repeats-title');
    expect(getComputedStyle(h).position).not.toBe('absolute');
  });
});
