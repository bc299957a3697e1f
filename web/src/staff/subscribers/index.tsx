import { Route, Routes } from 'react-router';
import { NotFound } from '../shell';
import { SubscriberSearch } from './search';

/** The subscribers section's pages, below /staff/subscribers/. */
export function SubscriberRoutes() {
  return (
    <Routes>
      <Route index element={<SubscriberSearch />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
