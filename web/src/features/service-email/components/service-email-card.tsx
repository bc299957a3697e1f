import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Divider,
  Stack,
  Typography,
} from '@mui/material';
import { forwardRef, Fragment, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { isInProgressError } from '../../../lib/api-client';
import type { ServiceEmail } from '../api/get-service-emails';
import { useServiceEmails } from '../api/get-service-emails';
import type { ServiceEmailDialogState } from './service-email-dialogs';
import { lazyNamed } from '../../../lib/lazy-named';
import { DeferredTooltip } from '../../../lib/ui/deferred-tooltip';
import { DialogLoading } from '../../../lib/ui/dialog-loading';

/**
 * The dialogs are a chunk of their own (MUI's modal, dialog parts and the forwarding form's text
 * field): fetched as one opens, or as a row's buttons are pointed at or focused.
 */
const loadDialogs = () => import('./service-email-dialogs');
const DeleteServiceEmailDialog = lazyNamed(loadDialogs, 'DeleteServiceEmailDialog');
const ForwardingDialog = lazyNamed(loadDialogs, 'ForwardingDialog');

/** The DOM id of the card (the forwarding promo's 'Let's go' brings the subscriber here). */
export const SERVICE_EMAIL_CARD_ID = 'service-email';

function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function ServiceEmailRow({
  item,
  loginEmail,
  onAction,
}: {
  item: ServiceEmail;
  loginEmail: string;
  onAction: (s: ServiceEmailDialogState) => void;
}) {
  const { t } = useTranslation();
  const own = loginEmail !== '' && sameAddress(item.email, loginEmail);
  const deleteButton = (
    <Button
      size="small"
      color="error"
      variant="outlined"
      disabled={own}
      aria-label={t('serviceEmail.deleteLabel', { email: item.email })}
      onClick={() => onAction({ kind: 'delete', item })}
    >
      {t('serviceEmail.delete')}
    </Button>
  );
  return (
    <Box
      component="li"
      data-testid={`service-email-${item.email}`}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, py: 1.5, listStyle: 'none' }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{item.email}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('serviceEmail.forwarding', { state: item.forwarding ? t('schemaForm.on') : t('schemaForm.off') })}
        </Typography>
        {item.forwarding && item.forwardingaddress && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('serviceEmail.forwardsTo', { address: item.forwardingaddress })}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {item.forwarding ? (
          <Button
            size="small"
            variant="outlined"
            aria-label={t('serviceEmail.editForwardingLabel', { email: item.email })}
            onClick={() => onAction({ kind: 'edit-forwarding', item })}
          >
            {t('serviceEmail.editForwarding')}
          </Button>
        ) : (
          <Button
            size="small"
            variant="outlined"
            aria-label={t('serviceEmail.enableForwardingLabel', { email: item.email })}
            onClick={() => onAction({ kind: 'enable-forwarding', item })}
          >
            {t('serviceEmail.enableForwarding')}
          </Button>
        )}
        {own ? (
          // A disabled button gets no pointer or focus events: the wrapper carries the tooltip.
          <DeferredTooltip title={t('serviceEmail.deleteDisabled')}>
            <Box component="span" tabIndex={0} sx={{ display: 'inline-flex', borderRadius: 1 }}>
              {deleteButton}
            </Box>
          </DeferredTooltip>
        ) : (
          deleteButton
        )}
      </Stack>
    </Box>
  );
}

/**
 * Service E-mail Addresses card (platform spec §2, PLAT-148…159): the active account's addresses;
 * each can be deleted (not the one the subscriber signs in with), have forwarding enabled, or have
 * its forwarding address edited. The list refreshes after every write.
 */
export const ServiceEmailCard = forwardRef<HTMLHeadingElement, { user: number; loginEmail: string }>(function ServiceEmailCard(
  { user, loginEmail },
  headingRef,
) {
  const { t } = useTranslation();
  const query = useServiceEmails(user);
  // Loading, then error or content; an in-progress error (login redirect) stays loading (PLAT-098/099).
  const loading = query.isPending || (!query.data && isInProgressError(query.error));
  const [dialog, setDialog] = useState<ServiceEmailDialogState>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });
  const titleId = `${SERVICE_EMAIL_CARD_ID}-title`;
  const schema = query.data?.schema ?? null;

  return (
    <Card variant="outlined" id={SERVICE_EMAIL_CARD_ID} component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          variant="h6"
          component="h3"
          gutterBottom
          sx={{ '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          {t('serviceEmail.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('serviceEmail.intro')}
        </Typography>
        {loading && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>{t('serviceEmail.loading')}</Typography>
          </Box>
        )}
        {query.isError && !query.data && !loading && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t('serviceEmail.retry')}
              </Button>
            }
          >
            {query.error.name === 'UnavailableError' ? t('serviceEmail.unavailable') : t('serviceEmail.loadError')}{' '}
            {query.error.name !== 'UnavailableError' && query.error.message}
          </Alert>
        )}
        {query.data && query.data.items.length === 0 && <Typography sx={{ py: 2 }}>{t('serviceEmail.empty')}</Typography>}
        {query.data && query.data.items.length > 0 && (
          <Box
            component="ul"
            sx={{ m: 0, p: 0, listStyle: 'none' }}
            aria-labelledby={titleId}
            onPointerOver={() => void loadDialogs()}
            onFocus={() => void loadDialogs()}
          >
            {query.data.items.map((item, i) => (
              <Fragment key={item.id}>
                {i > 0 && <Divider component="li" aria-hidden sx={{ listStyle: 'none' }} />}
                <ServiceEmailRow item={item} loginEmail={loginEmail} onAction={setDialog} />
              </Fragment>
            ))}
          </Box>
        )}
      </CardContent>
      <Suspense fallback={<DialogLoading />}>
        {dialog.kind === 'delete' && <DeleteServiceEmailDialog key={dialog.item.id} user={user} item={dialog.item} onClose={close} />}
        {(dialog.kind === 'enable-forwarding' || dialog.kind === 'edit-forwarding') && schema && (
          <ForwardingDialog
            key={`${dialog.kind}-${dialog.item.id}`}
            user={user}
            item={dialog.item}
            schema={schema}
            enable={dialog.kind === 'enable-forwarding'}
            onClose={close}
          />
        )}
      </Suspense>
    </Card>
  );
});
