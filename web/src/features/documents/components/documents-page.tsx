import Download from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useAccount } from '../../../lib/account';
import { isInProgressError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import { loadErrorText } from '../../../lib/load-error';
import { useProviderTimeZone } from '../../../lib/provider-time-zone';
import { useDownloadDocument } from '../api/get-document-file';
import { useDocuments, type AccountDocument } from '../api/get-documents';
import { DocumentThumbnail } from './document-thumbnail';
import { PageHeading } from '../../../lib/ui/page-heading';

/** A document's date in the language's long format, in the provider's zone: 'November 1, 2026' / '1er novembre 2026'. */
function useDocumentDate() {
  const f = useFormat();
  const { timeZone } = useProviderTimeZone();
  return (doc: AccountDocument) => f.date(doc.ts, timeZone);
}

/**
 * The Download action of a document (ACCT-031, ACCT-034): the file is fetched with the session
 * header and saved under the server's name. While it comes the button says 'Downloading…' and
 * ignores clicks (aria-disabled, so it keeps the focus); a failure is said under it.
 */
function DownloadAction({ user, doc, fullWidth = false }: { user: number; doc: AccountDocument; fullWidth?: boolean }) {
  const { t } = useTranslation();
  const download = useDownloadDocument(user);
  const errorId = useId();
  const pending = download.isPending;
  return (
    <Stack spacing={0.5} sx={{ alignItems: fullWidth ? 'stretch' : 'flex-end' }}>
      <Button
        variant="outlined"
        fullWidth={fullWidth}
        startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : <Download aria-hidden />}
        aria-disabled={pending}
        aria-label={pending ? t('documents.downloadingLabel', { title: doc.title }) : t('documents.downloadLabel', { title: doc.title })}
        aria-describedby={download.isError ? errorId : undefined}
        onClick={() => {
          if (!pending) download.mutate(doc);
        }}
        sx={{ whiteSpace: 'nowrap', ...(pending ? { cursor: 'progress' } : {}) }}
        data-testid={`download-${doc.id}`}
      >
        {pending ? t('documents.downloading') : t('documents.download')}
      </Button>
      {download.isError && (
        <Typography id={errorId} role="alert" variant="body2" color="error" sx={{ maxWidth: 320, overflowWrap: 'anywhere', textAlign: fullWidth ? 'left' : 'right' }}>
          {t('documents.downloadError', { title: doc.title, message: loadErrorText(download.error, t) || t('errors.generic') })}
        </Typography>
      )}
    </Stack>
  );
}

/** From 600 px: a table of preview, document, date and Download (ACCT-031). */
function DocumentsTable({ user, docs }: { user: number; docs: AccountDocument[] }) {
  const { t } = useTranslation();
  const date = useDocumentDate();
  return (
    <TableContainer component={Card} variant="outlined">
      <Table aria-label={t('documents.tableLabel')} data-testid="documents-table">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 96 }}>{t('documents.colPreview')}</TableCell>
            <TableCell>{t('documents.colDocument')}</TableCell>
            <TableCell>{t('documents.colDate')}</TableCell>
            <TableCell align="right">{t('documents.colDownload')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {docs.map((doc) => (
            <TableRow key={doc.id} data-testid="document-row">
              <TableCell>
                <DocumentThumbnail user={user} doc={doc} width={64} />
              </TableCell>
              <TableCell sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{doc.title}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(doc)}</TableCell>
              <TableCell align="right">
                <DownloadAction user={user} doc={doc} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Under 600 px: one card per document, the preview beside its title and date, Download below. */
function DocumentCards({ user, docs }: { user: number; docs: AccountDocument[] }) {
  const { t } = useTranslation();
  const date = useDocumentDate();
  return (
    <Stack component="ul" spacing={1.5} aria-label={t('documents.tableLabel')} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="documents-cards">
      {docs.map((doc) => (
        <Card component="li" key={doc.id} variant="outlined" data-testid="document-row">
          <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', '&:last-child': { pb: 2 } }}>
            <DocumentThumbnail user={user} doc={doc} width={72} />
            <Stack spacing={1} sx={{ minWidth: 0, flex: 1 }}>
              <Box>
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{doc.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {date(doc)}
                </Typography>
              </Box>
              <DownloadAction user={user} doc={doc} fullWidth />
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function Documents({ user }: { user: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const documents = useDocuments(user);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const docs = documents.data;
  let content;
  if (docs === undefined) {
    content =
      documents.error && !isInProgressError(documents.error) ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void documents.refetch()}>
              {t('documents.retry')}
            </Button>
          }
        >
          {t('documents.loadError')} {loadErrorText(documents.error, t)}
        </Alert>
      ) : (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('documents.loading')}</Typography>
        </Box>
      );
  } else if (docs === null) {
    content = <Typography sx={{ py: 2 }}>{t('documents.unavailable')}</Typography>;
  } else if (docs.length === 0) {
    content = (
      <Card variant="outlined">
        <CardContent>
          <Typography data-testid="documents-empty">{t('documents.empty')}</Typography>
        </CardContent>
      </Card>
    );
  } else {
    content = wide ? <DocumentsTable user={user} docs={docs} /> : <DocumentCards user={user} docs={docs} />;
  }
  return (
    <Box component="section" aria-labelledby={headingId}>
      <PageHeading id={headingId}>
        {t('documents.heading')}
      </PageHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('documents.intro')}
      </Typography>
      {content}
    </Box>
  );
}

/**
 * /ui/user/documents (ACCT-030…035): the account's documents newest first, each with its preview,
 * its date and a Download action; "No documents found on this account." when there are none. An
 * invoice download button elsewhere in the app links here (ACCT-035).
 */
export function DocumentsPage() {
  const { activeUser } = useAccount();
  return <Documents key={activeUser} user={activeUser} />;
}
