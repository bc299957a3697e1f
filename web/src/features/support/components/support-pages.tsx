import { Navigate, Route, Routes } from 'react-router';
import { SUPPORT_PATH } from '../paths';
import { NewRequestPage } from './new-request-page';
import { SupportListPage } from './support-list-page';
import { TicketPage } from './ticket-page';

/** The support pages under /ui/user/support: the list, /new and /{id}; anything deeper goes to the list. */
export function SupportPages() {
  return (
    <Routes>
      <Route index element={<SupportListPage />} />
      <Route path="new" element={<NewRequestPage />} />
      <Route path=":tid" element={<TicketPage />} />
      <Route path="*" element={<Navigate to={SUPPORT_PATH} replace />} />
    </Routes>
  );
}
