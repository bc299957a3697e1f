// covers: PLAT-125
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/api-client/query';
import { installFakeServer } from '../test/fake-server';
import { AppErrorBoundary } from './error-boundary';
import { ErrorReporterProvider } from './error-reporter';

function Broken(): never {
  throw new Error('boom');
}

describe('error boundary', () => {
  it("shows 'Oops! Something went wrong.' with 'Reload Page' and 'Send us a feedback', and reports", async () => {
    installFakeServer();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reporter = { report: vi.fn() };
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ErrorReporterProvider reporter={reporter}>
          <AppErrorBoundary>
            <Broken />
          </AppErrorBoundary>
        </ErrorReporterProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Send us a feedback' })).toHaveAttribute('href', expect.stringMatching(/^mailto:support@demo\.test/));
    expect(reporter.report).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), { user: null });
  });
});
