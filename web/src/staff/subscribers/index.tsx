import { Route, Routes } from 'react-router';
import { NotFound } from '../shell';

/** The subscribers section's pages, below /staff/subscribers/. */
export function SubscriberRoutes() {
  return (
    <Routes>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
