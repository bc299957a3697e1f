import { Route, Routes } from 'react-router';
import { NotFound } from '../shell';

/** The audit section's pages, below /staff/audit/. */
export function AuditRoutes() {
  return (
    <Routes>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
