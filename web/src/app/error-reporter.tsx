import { createContext, useContext, type ReactNode } from 'react';
import { postClientError } from '../features/session/api/post-client-error';
import { appConfig } from './config/app-config';

/** Where product errors a subscriber saw are reported (PLAT-031). Pluggable. */
export interface ErrorReporter {
  report(error: unknown, context: { user: number | null }): void;
}

/** The default: POST me.1/clienterror, fire and forget. */
export const serverErrorReporter: ErrorReporter = {
  report(error, { user }) {
    postClientError({
      message: error instanceof Error ? error.message : String(error),
      user,
      version: appConfig.version,
      where: window.location.pathname,
    });
  },
};

const ErrorReporterContext = createContext<ErrorReporter>(serverErrorReporter);

/** Provides an error reporter (tests or a third-party service can plug in their own). */
export function ErrorReporterProvider({ reporter, children }: { reporter: ErrorReporter; children: ReactNode }) {
  return <ErrorReporterContext.Provider value={reporter}>{children}</ErrorReporterContext.Provider>;
}

/** The error reporter in effect. */
export function useErrorReporter(): ErrorReporter {
  return useContext(ErrorReporterContext);
}
