import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useBranding } from '../lib/branding';
import { ErrorReporterProvider, serverErrorReporter, type ErrorReporter } from './error-reporter';
import { appThemeFor } from './theme';

function BrandedTheme({ children }: { children: ReactNode }) {
  const { primaryColor } = useBranding();
  const theme = appThemeFor(primaryColor);
  // @mui/system's provider, which MUI's own wraps for a theme without CSS variables (ours): MUI's
  // also brings its CSS-variables provider into the first load, about 4 kB (issue 14).
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
