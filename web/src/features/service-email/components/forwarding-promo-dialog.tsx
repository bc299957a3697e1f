import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useNavigate } from 'react-router';
import { useAccount } from '../../../lib/account';
import { useFirstVisitTurn } from '../../../lib/ui/first-visit-queue';
import { useServiceEmails } from '../api/get-service-emails';
import { acceptPromo, dismissPromoForSession, readPromoStorage, shouldShowForwardingPromo } from '../forwarding-promo';

/** Where 'Let's go' leads: the Account page, which hosts the service e-mail card. */
export const PROMO_TARGET_PATH = '/user/account';
/** Navigation state telling the Account page to bring the service e-mail card into view. */
export const FOCUS_SERVICE_EMAIL = { focus: 'service-email' } as const;

function PromoDialog({ user }: { user: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const emails = useServiceEmails(user);
  const [closed, setClosed] = useState(false);
  const wanted = !closed && emails.data !== undefined && shouldShowForwardingPromo(emails.data.items, Date.now(), readPromoStorage());
  // First in the first-visit queue: the tips wait while the e-mails load and while it is open.
  const myTurn = useFirstVisitTurn('forwardingPromo', wanted ? 'ready' : !closed && emails.isPending ? 'pending' : 'none');
  if (!wanted || !myTurn) return null;
  const later = () => {
    dismissPromoForSession();
    setClosed(true);
  };
  return (
    // Escape (or a click beside it) is 'Remind me later'.
    <Dialog open onClose={later} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('forwardingPromo.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('forwardingPromo.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={later}>
          {t('forwardingPromo.later')}
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            acceptPromo();
            setClosed(true);
            void navigate(PROMO_TARGET_PATH, { state: FOCUS_SERVICE_EMAIL });
          }}
        >
          {t('forwardingPromo.go')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The forwarding promo (platform spec §4, PLAT-160…163), mounted in the shell for accounts with
 * contact info (the ones with an Account page and service e-mails).
 */
export function ForwardingPromoDialog() {
  const { activeUser, flags } = useAccount();
  if (!flags.hasContactInfo) return null;
  return <PromoDialog key={activeUser} user={activeUser} />;
}
