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
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { staffApi } from './api';
import { errorText } from './errors';
import { count } from './format';
import { formatAge, useI18n } from './i18n';
import { ColumnHeads } from './column-heads';

/** Home: the review queues and the open support requests, how many wait in each and how long the oldest has waited; each leads to its list. */
export function Home() {
  const i18n = useI18n();
  const { t, lang } = i18n;
  const q = useQuery({ queryKey: ['staff', 'queues'], queryFn: staffApi.queues, refetchInterval: 60_000 });
  return (
    <Box component="section" aria-labelledby="home-title" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id="home-title" variant="h5" component="h1">
          {t('home.title')}
        </Typography>
        <Button onClick={() => void q.refetch()} disabled={q.isFetching}>
          {t('home.refresh')}
        </Button>
      </Box>
      {q.isPending && <CircularProgress aria-label={t('home.title')} />}
      {q.isError && <Alert severity="error">{errorText(i18n, q.error)}</Alert>}
      {q.data && (
        <Paper>
          <Table aria-labelledby="home-title">
            <ColumnHeads columns={[t('home.queue'), { label: t('home.count'), align: 'right' }, { label: t('home.oldest'), align: 'right' }]} />
            <TableBody>
              {q.data.queues.map((item) => (
                <TableRow key={item.id} data-testid={`queue-${item.id}`}>
                  <TableCell component="th" scope="row">
                    <Link component={RouterLink} to={item.id === 'tickets' ? '/tickets' : `/reviews/${item.id}`}>
                      {t(`queue.${item.id}`)}
                    </Link>
                  </TableCell>
                  <TableCell align="right" data-testid="count">
                    {count(lang, item.count)}
                  </TableCell>
                  <TableCell align="right">
                    {item.count > 0 && item.ageSeconds !== undefined ? (
                      <time dateTime={item.oldest}>{formatAge(lang, item.ageSeconds)}</time>
                    ) : (
                      t('home.none')
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Box>
  );
}
