import { Route, Routes } from 'react-router';
import { NotFound } from '../shell';
import { SubscriberSearch } from './search';
import { SubscriberPageView } from './page';

/** The subscribers section's pages, below /staff/subscribers/. */
export function SubscriberRoutes() {
  return (
    <Routes>
      <Route index element={<SubscriberSearch />} />
      <Route path=":account" element={<SubscriberPageView />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
