import { Route, Routes } from 'react-router';
import { NotFound } from '../shell';

/** The settings section's pages, below /staff/settings/. */
export function SettingsRoutes() {
  return (
    <Routes>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
