import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useBranding } from '../lib/branding';
import { i18n } from '../i18n/i18n';
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

/** Everything the app runs inside: query cache, i18n, error reporter, branded theme. */
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
      <I18nextProvider i18n={i18n}>
        <ErrorReporterProvider reporter={reporter}>
          <BrandedTheme>{children}</BrandedTheme>
        </ErrorReporterProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
