import { Box } from '@mui/material';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module for each test: its Tooltip not loaded yet.
let DeferredTooltip: typeof import('./deferred-tooltip').DeferredTooltip;
beforeEach(async () => {
  vi.resetModules();
  ({ DeferredTooltip } = await import('./deferred-tooltip'));
});

function Row() {
  return (
    <DeferredTooltip title="Edit">
      <span data-testid="row-wrapper">
        <button type="button" aria-label="Edit 123 Main St">
          E
        </button>
      </span>
    </DeferredTooltip>
  );
}

function Described() {
  return (
    <DeferredTooltip title="Delete" describeChild>
      <button type="button" aria-label="Delete 00:11:22:33:44:55" data-testid="described">
        D
      </button>
    </DeferredTooltip>
  );
}

function Wrapped() {
  return (
    <DeferredTooltip title="Your sign-in address cannot be deleted">
      <Box component="span" tabIndex={0} data-testid="wrapper">
        <button type="button" disabled>
          Delete
        </button>
      </Box>
    </DeferredTooltip>
  );
}

describe('DeferredTooltip', () => {
  it("names the element with the tooltip's text from the start, and opens the tooltip once loaded", async () => {
    render(<Wrapped />);
    expect(screen.getByTestId('wrapper')).not.toHaveAttribute('data-mui-internal-clone-element');
    expect(screen.getByTestId('wrapper')).toHaveAttribute('aria-label', 'Your sign-in address cannot be deleted');
    // MUI's Tooltip marks the element it wraps.
    await waitFor(() => expect(screen.getByTestId('wrapper')).toHaveAttribute('data-mui-internal-clone-element'));
    expect(screen.getByTestId('wrapper')).toHaveAttribute('aria-label', 'Your sign-in address cannot be deleted');
    await userEvent.hover(screen.getByTestId('wrapper'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Your sign-in address cannot be deleted');
  });

  it('keeps the focus on the element when the Tooltip takes it over', async () => {
    render(<Wrapped />);
    const standIn = screen.getByTestId('wrapper');
    expect(standIn).not.toHaveAttribute('data-mui-internal-clone-element');
    standIn.focus();
    await waitFor(() => expect(screen.getByTestId('wrapper')).toHaveAttribute('data-mui-internal-clone-element'));
    expect(screen.getByTestId('wrapper')).not.toBe(standIn);
    expect(screen.getByTestId('wrapper')).toHaveFocus();
  });

  it('keeps the focus on an element inside it', async () => {
    render(<Row />);
    screen.getByRole('button', { name: 'Edit 123 Main St' }).focus();
    await waitFor(() => expect(screen.getByTestId('row-wrapper')).toHaveAttribute('data-mui-internal-clone-element'));
    expect(screen.getByRole('button', { name: 'Edit 123 Main St' })).toHaveFocus();
  });

  it('with describeChild, gives the text as a description and keeps the name', async () => {
    render(<Described />);
    expect(screen.getByTestId('described')).toHaveAttribute('title', 'Delete');
    await waitFor(() => expect(screen.getByTestId('described')).toHaveAttribute('data-mui-internal-clone-element'));
    expect(screen.getByRole('button', { name: 'Delete 00:11:22:33:44:55' })).toHaveAttribute('title', 'Delete');
  });
});
