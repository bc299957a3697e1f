import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useBranding } from '../lib/branding';
import { ErrorReporterProvider, serverErrorReporter, type ErrorReporter } from './error-reporter';
import { createAppTheme } from './theme';

function BrandedTheme({ children }: { children: ReactNode }) {
  const { primaryColor } = useBranding();
  const theme = useMemo(() => createAppTheme(primaryColor), [primaryColor]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

/** Everything the app runs inside: query cache, error reporter, branded theme. */
export function AppProviders({
  queryClient,
  reporter = serverErrorReporter,
  children,
}: {
  queryClient: QueryClient;
  reporter?: ErrorReporter;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ErrorReporterProvider reporter={reporter}>
        <BrandedTheme>{children}</BrandedTheme>
      </ErrorReporterProvider>
    </QueryClientProvider>
  );
}
