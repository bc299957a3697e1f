import { Route, Routes, useParams } from 'react-router';
import { NotFound } from '../shell';
import { TicketQueue } from './queue';
import { TicketPage } from './ticket';

function TicketRoute() {
  const { id } = useParams();
  if (!id || !/^[1-9]\d{0,17}$/.test(id)) return <NotFound />;
  return <TicketPage key={id} id={Number(id)} />;
}

/** The tickets section's pages, below /staff/tickets/: the queue (index) and one ticket (:id). */
export function TicketRoutes() {
  return (
    <Routes>
      <Route index element={<TicketQueue />} />
      <Route path=":id" element={<TicketRoute />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
