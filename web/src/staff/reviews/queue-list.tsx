import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { staffApi, type QueueId } from '../api';
import { en as i18nKeys } from './texts';
import { errorText } from '../errors';
import { when } from '../format';
import { formatAge, useI18n, type I18n, type Key } from '../i18n';
import { ColumnHeads } from '../column-heads';

/** A queue's waiting items, oldest first: who, which account, how long, and who works on it. */
export function QueueList({ queue }: { queue: QueueId }) {
  const i18n = useI18n();
  const { t, lang } = i18n;
  const q = useQuery({ queryKey: ['staff', 'reviews', queue], queryFn: () => staffApi.reviews(queue), refetchInterval: 30_000 });
  const mail = queue === 'failed-mail';
  // Photos are all of one kind: no "what" to say.
  const what = queue !== 'identity-documents' && queue !== 'void-cheques';
  return (
    <Box component="section" aria-labelledby="queue-title" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="queue-title" variant="h5" component="h1">
          {t(`queue.${queue}`)}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button component={RouterLink} to="/">
            {t('reviews.back')}
          </Button>
          <Button onClick={() => void q.refetch()} disabled={q.isFetching}>
            {t('home.refresh')}
          </Button>
        </Box>
      </Box>
      {q.isPending && <CircularProgress aria-label={t(`queue.${queue}`)} />}
      {q.isError && <Alert severity="error">{errorText(i18n, q.error)}</Alert>}
      {q.data && q.data.items.length === 0 && <Alert severity="success">{t('reviews.empty')}</Alert>}
      {q.data && q.data.items.length > 0 && (
        <TableContainer component={Paper}>
          <Table aria-labelledby="queue-title" data-testid="review-list">
            <ColumnHeads
              columns={[
                t(mail ? 'reviews.recipient' : 'reviews.subscriber'),
                !mail && t('reviews.account'),
                !!what && t('reviews.what'),
                t('reviews.waiting'),
                t('reviews.claimedBy'),
                { label: t('reviews.open'), hidden: true },
              ]}
            />
            <TableBody>
              {q.data.items.map((it) => (
                <TableRow key={it.id} data-testid={`review-${it.id}`}>
                  <TableCell component="th" scope="row">
                    {it.name || '—'}
                  </TableCell>
                  {!mail && (
                    <TableCell>
                      {it.account ? (
                        <Link component={RouterLink} to={`/subscribers/${it.account}`}>
                          #{it.account}
                        </Link>
                      ) : (
                        '—'
                      )}
                    </TableCell>
                  )}
                  {what && <TableCell>{detailText(t, queue, it.detail)}</TableCell>}
                  <TableCell>
                    <time dateTime={it.since} title={when(lang, it.since)}>
                      {formatAge(lang, it.ageSeconds)}
                    </time>
                  </TableCell>
                  <TableCell data-testid="claimed-by">{it.claim ? (it.claim.mine ? t('reviews.you') : it.claim.name || it.claim.email) : t('reviews.nobody')}</TableCell>
                  <TableCell>
                    <Button
                      component={RouterLink}
                      to={`/reviews/${queue}/${it.id}`}
                      variant="outlined"
                      size="small"
                      aria-label={t('reviews.openItem', { id: it.id, name: it.name || '—' })}
                    >
                      {t('reviews.open')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

/** What an item is, in the console's language: a contract or an agreement, the kinds of changes asked. */
export function detailText(t: I18n['t'], queue: QueueId, detail: string | undefined): string {
  if (!detail) return '';
  if (queue === 'contracts') {
    const [kind, ...rest] = detail.split(' ');
    const name = kind === 'agreement' ? t('reviews.signature.agreement') : t('reviews.signature.contract');
    return [name, ...rest].join(' ');
  }
  if (queue === 'change-requests') {
    return detail
      .split(', ')
      .map((k) => (`reviews.request.type.${k}` as Key) in i18nKeys ? t(`reviews.request.type.${k}` as Key) : k)
      .join(', ');
  }
  return detail;
}
