import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { LoadingLine } from '../../../lib/ui/area-state';
import { isInProgressError } from '../../../lib/api-client/errors';
import { useFormat } from '../../../lib/format';
import { useProviderTimeZone } from '../../../lib/provider-time-zone';
import { useAccountDetails, type AccountDetails } from '../api/get-account-details';
import { useChangeRequest } from '../api/get-change-request';
import { provinceOf, useRegions } from '../api/get-regions';
import { displayPhoneNumber } from '../phone-format';
import { visuallyHidden } from '@mui/utils';
import { InfoLoadError, InfoRow } from './card-parts';
import { PhoneText } from '../../../lib/ui/phone-text';
import { phoneKindLabel } from '../phone-kind';

/** Where the keyboard focus goes when the card comes back from the form. */
export type ReturnFocus = 'request' | 'pending' | null;

/** The account's fields (ACCT-003 … ACCT-007), as a description list. */
function AccountFields({ account }: { account: AccountDetails }) {
  const { t } = useTranslation();
  const regions = useRegions();
  const province = provinceOf(regions.data, account.regionid);
  const none = <Typography component="span" color="text.secondary">{t('account.info.none')}</Typography>;
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <InfoRow term={t('account.info.name')} testId="account-name">
        {account.name}
        {account.name2 && (
          <>
            <br />
            {account.name2}
          </>
        )}
      </InfoRow>
      <InfoRow term={t('account.info.address')} testId="account-address">
        {account.address || '–'}
      </InfoRow>
      <InfoRow term={t('account.info.postalCode')} testId="account-postalcode">
        {account.postalcode || '–'}
      </InfoRow>
      <InfoRow term={t('account.info.city')} testId="account-city">
        {account.city || '–'}
      </InfoRow>
      <InfoRow term={t('account.info.province')} testId="account-province">
        {province ?? (
          <>
            <span aria-hidden>{t('account.info.unknown')}</span>
            <Box component="span" sx={visuallyHidden}>
              {t('account.info.unknownLabel')}
            </Box>
          </>
        )}
      </InfoRow>
      <InfoRow term={t('account.info.phoneNumbers')} testId="account-phones">
        {account.phonenumbers.length === 0
          ? none
          : account.phonenumbers.map((p, i) => (
              <Box component="span" key={`${p.phoneno}-${i}`} sx={{ display: 'block' }}>
                <PhoneText>{p.description ? t('account.info.phoneEntry', { description: phoneKindLabel(p.description, t), number: displayPhoneNumber(p.phoneno) }) : displayPhoneNumber(p.phoneno)}</PhoneText>
              </Box>
            ))}
      </InfoRow>
      <InfoRow term={t('account.info.emailAddresses')} testId="account-emails">
        {account.emailaddresses.length === 0
          ? none
          : account.emailaddresses.map((e, i) => (
              <Box component="span" key={`${e.email}-${i}`} sx={{ display: 'block' }}>
                {e.email}
              </Box>
            ))}
      </InfoRow>
    </Box>
  );
}

/**
 * The request button, or "Your request is under review." while a request is pending (ACCT-014 …
 * ACCT-017): the pending state is the server's (`zeroRows` false), so it holds after a reload.
 */
function ChangeRequestEntry({
  user,
  onRequest,
  onPreloadRequest,
  returnFocus,
}: {
  user: number;
  onRequest: () => void;
  onPreloadRequest?: () => void;
  returnFocus: ReturnFocus;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const { timeZone } = useProviderTimeZone();
  const query = useChangeRequest(user);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pendingRef = useRef<HTMLDivElement>(null);
  const pending = query.data?.pending ?? false;
  const ready = query.data !== undefined;

  // Once, when the card comes back from the form (it mounts then): to the button after a cancel,
  // to the pending message after a request was sent.
  const focused = useRef(false);
  useEffect(() => {
    if (!ready || returnFocus === null || focused.current) return;
    focused.current = true;
    (pending ? pendingRef.current : buttonRef.current)?.focus();
  }, [ready, pending, returnFocus]);

  if (!ready) {
    if (query.error && !isInProgressError(query.error)) {
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('account.change.retry')}
            </Button>
          }
        >
          {t('account.change.loadError')}
        </Alert>
      );
    }
    return null;
  }
  if (pending) {
    const ts = query.data?.request?.ts ?? 0;
    return (
      <Alert severity="info" role="status" ref={pendingRef} tabIndex={-1} data-testid="change-request-pending">
        <Typography sx={{ fontWeight: 500 }}>{t('account.change.pending')}</Typography>
        {ts > 0 && <Typography variant="body2">{t('account.change.pendingSince', { date: f.date(ts, timeZone) })}</Typography>}
      </Alert>
    );
  }
  return (
    <Button
      ref={buttonRef}
      variant="contained"
      startIcon={<EditIcon aria-hidden />}
      onClick={onRequest}
      onPointerEnter={onPreloadRequest}
      onFocus={onPreloadRequest}
      disabled={!query.data?.schema}
    >
      {t('account.change.request')}
    </Button>
  );
}

/**
 * The Account Information card (ACCT-001 … ACCT-009, ACCT-014 … ACCT-017): the active account's
 * name, address, province (from the region codebook), phone numbers and e-mail addresses, and the
 * change request's entry.
 */
export function AccountInfoCard({
  user,
  onRequest,
  onPreloadRequest,
  returnFocus = null,
}: {
  user: number;
  onRequest: () => void;
  /** Fetches the request form (the button pointed at or focused). */
  onPreloadRequest?: () => void;
  returnFocus?: ReturnFocus;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useAccountDetails(user);
  const loading = query.isPending || (!query.data && isInProgressError(query.error));
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} data-testid="account-info-card">
      <CardContent>
        <Typography id={titleId} variant="h6" component="h3" gutterBottom>
          {t('account.info.title')}
        </Typography>
        {loading && <LoadingLine label={t('account.info.loading')} />}
        {!query.data && !loading && query.isError && <InfoLoadError onRetry={() => void query.refetch()} />}
        {query.data && (
          <>
            <AccountFields account={query.data} />
            <Box sx={{ mt: 2 }}>
              <ChangeRequestEntry user={user} onRequest={onRequest} onPreloadRequest={onPreloadRequest} returnFocus={returnFocus} />
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
