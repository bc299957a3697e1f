import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/api-client/query';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** The whole app, under the /ui base path. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter basename="/ui">
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
