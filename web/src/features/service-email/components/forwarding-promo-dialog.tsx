import { Suspense, useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAccount } from '../../../lib/account';
import { lazyNamed } from '../../../lib/lazy-named';
import { useFirstVisitTurn, usePageThere } from '../../../lib/ui/first-visit-queue';
import { useServiceEmails } from '../api/get-service-emails';
import { acceptPromo, dismissPromoForSession, readPromoStorage, shouldShowForwardingPromo } from '../forwarding-promo';

const ForwardingPromoView = lazyNamed(() => import('./forwarding-promo-view'), 'ForwardingPromoView');

/** Where 'Let's go' leads: the Account page, which hosts the service e-mail card. */
export const PROMO_TARGET_PATH = '/user/account';
/** Navigation state telling the Account page to bring the service e-mail card into view. */
export const FOCUS_SERVICE_EMAIL = { focus: 'service-email' } as const;

function PromoDialog({ user }: { user: number }) {
  const navigate = useNavigate();
  // Read once the page is there: the promo waits for it anyway (first-visit-queue.ts).
  const emails = useServiceEmails(user, usePageThere());
  const [closed, setClosed] = useState(false);
  const wanted = !closed && emails.data !== undefined && shouldShowForwardingPromo(emails.data.items, Date.now(), readPromoStorage());
  // First in the first-visit queue: the tips wait while the e-mails load and while it is open.
  const myTurn = useFirstVisitTurn('forwardingPromo', wanted ? 'ready' : !closed && emails.isPending ? 'pending' : 'none');
  // Opened in a deferred render: the turn or the e-mails' answer arrives in an update React draws
  // at once, and the dialog (its modal, focus trap and fade) would then be mounted in one blocking
  // task just after the page's first draw; deferred, it is drawn in slices. Closed at once.
  const open = wanted && myTurn;
  const shown = useDeferredValue(open);
  if (!open || !shown) return null;
  const later = () => {
    dismissPromoForSession();
    setClosed(true);
  };
  const go = () => {
    acceptPromo();
    setClosed(true);
    void navigate(PROMO_TARGET_PATH, { state: FOCUS_SERVICE_EMAIL });
  };
  return (
    <Suspense fallback={null}>
      <ForwardingPromoView onLater={later} onGo={go} />
    </Suspense>
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
