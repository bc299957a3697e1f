import { Route, Routes, useParams } from 'react-router';
import { NotFound } from '../shell';
import { QueueList } from './queue-list';
import { isQueue, itemId } from './queues';
import { ReviewScreen } from './review-screen';

function ListPage() {
  const { queue } = useParams();
  return isQueue(queue) ? <QueueList queue={queue} /> : <NotFound />;
}

function ItemPage() {
  const { queue, id } = useParams();
  const n = itemId(id);
  return isQueue(queue) && n !== undefined ? <ReviewScreen key={`${queue}/${n}`} queue={queue} id={n} /> : <NotFound />;
}

/** The reviews section's pages, below /staff/reviews/: a queue's list (:queue) and one item (:queue/:id). */
export function ReviewRoutes() {
  return (
    <Routes>
      <Route path=":queue" element={<ListPage />} />
      <Route path=":queue/:id" element={<ItemPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
