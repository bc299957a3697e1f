import { Alert, Box, Button, Card, CardActions, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useNavigate } from 'react-router';
import { useAccount } from '../../../lib/account';
import { ApiError, isInProgressError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import { storeUpgradePromo } from '../../../lib/upgrade-promo';
import { useOffer, type Offer } from '../api/post-offer-query';
import { useProviderTimeZone } from '../../../lib/provider-time-zone';
import {
  clearOfferCode,
  clearOfferFlag,
  offerDestination,
  readOfferCode,
  readPreviousOffer,
  storePreviousOffer,
} from '../offer-storage';
import { PageHeading } from '../../../lib/ui/page-heading';

/** A refusal of the server (450 "Offer not found" and the like), as opposed to a network failure. */
function isRefusal(error: Error | null): boolean {
  return error instanceof ApiError && error.kind === 'product';
}

function OfferCard({ user, offer }: { user: number; offer: Offer }) {
  const { t } = useTranslation();
  const { date: formatDate } = useFormat();
  const { timeZone } = useProviderTimeZone();
  const navigate = useNavigate();
  const destination = offerDestination(offer.redirecturl, window.location.origin);
  const follow = () => {
    if (!destination || !('app' in destination)) return;
    // Into the app: the upgrade wizard applies the offer (NET-062), opened by action=upgrade.
    if (offer.expires > 0) {
      storeUpgradePromo(user, { offercode: offer.offercode, upgradetext: offer.upgradetext, expires: offer.expires });
    }
    void navigate(destination.app, { state: { action: 'upgrade' } });
  };
  return (
    <Card variant="outlined" data-testid="offer-card">
      <CardContent>
        {offer.text && (
          <Typography variant="h5" component="p" sx={{ mb: 1.5, fontWeight: 500, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
            {offer.text}
          </Typography>
        )}
        {offer.description && <Typography sx={{ whiteSpace: 'pre-line', mb: 1.5 }}>{offer.description}</Typography>}
        <Typography variant="body2" color="text.secondary">
          {t('offer.code', { code: offer.offercode })}
        </Typography>
        {offer.expires > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('offer.expires', { date: formatDate(offer.expires * 1000, timeZone) })}
          </Typography>
        )}
      </CardContent>
      {destination && offer.buttontext && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          {'app' in destination ? (
            <Button variant="contained" size="large" onClick={follow}>
              {offer.buttontext}
            </Button>
          ) : (
            <Button variant="contained" size="large" href={destination.external}>
              {offer.buttontext}
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}

/**
 * /ui/user/offer, hidden from the menu (MISC-001…008): the offer of the stored code (the last
 * offer link's, else the previous offer's), with its title, text, description and a button
 * labelled with its buttontext leading to its redirecturl. Not found: "Offer" / "Offer not
 * found" and the stored code is cleared. Once shown, the 'of' flag is cleared.
 */
export function OfferPage() {
  const { activeUser } = useAccount();
  const { t } = useTranslation();
  const [code] = useState(() => readOfferCode() ?? readPreviousOffer());
  const offer = useOffer(activeUser, code);
  const notFound = code === null || isRefusal(offer.error);
  const shown = notFound || offer.isSuccess;

  useEffect(() => {
    if (offer.isSuccess && code) storePreviousOffer(code);
    if (code !== null && isRefusal(offer.error)) clearOfferCode(); // MISC-007
    if (shown) clearOfferFlag();
  }, [offer.isSuccess, offer.error, code, shown]);

  const title = offer.data && !notFound ? offer.data.title || t('offer.notFoundTitle') : t('offer.notFoundTitle');
  return (
    <section aria-labelledby="offer-heading">
      <PageHeading id="offer-heading">
        {title}
      </PageHeading>
      {notFound && (
        <Card variant="outlined">
          <CardContent>
            <Typography>{t('offer.notFoundText')}</Typography>
          </CardContent>
        </Card>
      )}
      {!notFound && offer.error && !isInProgressError(offer.error) && <Alert severity="error">{offer.error.message}</Alert>}
      {!notFound && (offer.isPending || isInProgressError(offer.error)) && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }} role="status">
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('offer.loading')}</Typography>
        </Stack>
      )}
      {!notFound && offer.data && (
        <Box>
          <OfferCard user={activeUser} offer={offer.data} />
        </Box>
      )}
    </section>
  );
}
