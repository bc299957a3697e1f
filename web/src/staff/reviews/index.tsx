import { Route, Routes } from 'react-router';
import { NotFound } from '../shell';

/** The reviews section's pages, below /staff/reviews/. */
export function ReviewRoutes() {
  return (
    <Routes>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
