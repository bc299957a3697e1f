import { Route, Routes } from 'react-router';
import { NotFound } from '../shell';
import { SubscriberPageView } from './page';

/** The subscribers section's pages, below /staff/subscribers/. */
export function SubscriberRoutes() {
  return (
    <Routes>
      <Route path=":account" element={<SubscriberPageView />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
