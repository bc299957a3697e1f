import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UsageDonut } from './usage-donut';

const circumference = 2 * Math.PI * 43;
const usedArc = () => screen.queryByTestId('usage-donut-used');
const arcLength = () => Number(usedArc()?.getAttribute('stroke-dasharray')?.split(' ')[0]);

// covers: NET-013
describe('UsageDonut', () => {
  it('draws the used share of the ring, labelled for screen readers', () => {
    render(<UsageDonut slices={[21, 79]} usedColor="#2e7d32" leftColor="#e0e0e0" ariaLabel="21% of 100 GB used" />);
    expect(screen.getByRole('img', { name: '21% of 100 GB used' })).toBeInTheDocument();
    expect(arcLength()).toBeCloseTo(0.21 * circumference, 5);
    expect(usedArc()).toHaveAttribute('stroke', '#2e7d32');
  });

  it('draws no used arc at zero and a full ring at or over the cap', () => {
    const { rerender } = render(<UsageDonut slices={[0, 100]} usedColor="red" leftColor="grey" ariaLabel="none used" />);
    expect(usedArc()).toBeNull();
    rerender(<UsageDonut slices={[130, 0]} usedColor="red" leftColor="grey" ariaLabel="over" />);
    expect(arcLength()).toBeCloseTo(circumference, 5);
  });
});
