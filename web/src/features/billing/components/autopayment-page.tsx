import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Suspense, useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { lazyNamed } from '../../../lib/lazy-named';
import { MY_BALANCE_PATH, payState } from '../../../lib/pay-link';
import { useAccount } from '../../../lib/account';
import { browser } from '../../../lib/browser';
import type { RoutePageProps } from '../../../lib/routes';
import { useAutopayment } from '../api/get-autopayment';
import { useEftPhotoStatus } from '../api/get-eft-photo';
import { useSaveCard, useStartCardSession } from '../api/card-session';
import {
  autopaymentReducer,
  initialAutopaymentState,
  stateAfter,
  type AutopaymentEvent,
  type AutopaymentState,
  type AutopaymentView,
} from '../autopayment-machine';
import { planCardSave, readCardReturn, rememberCardSession, takeCardSession, withoutReturnParams, type CardReturn } from '../card-return';
import { AddEftView } from './add-eft-view';
import { errorText } from './billing-ui';
import { DeclinedView } from './declined-view';
import { EftView } from './eft-view';
import { LoadingView } from './loading-view';
import { SummaryView } from './summary-view';
import { PageHeading } from '../../../lib/ui/page-heading';
import { useHeadingFocus } from '../../../lib/ui/heading-focus';
import { LoadingLine } from '../../../lib/ui/area-state';

/**
 * The name-on-card form is its own chunk (its text field brings MUI's inputs, select and menu,
 * some 27 kB of gzip): fetched once the page has drawn, so it is there when 'Credit card' is chosen.
 */
const loadCreditCardView = () => import('./credit-card-view');
const CreditCardView = lazyNamed(loadCreditCardView, 'CreditCardView');

const KNOWN_RESULTS = new Set(['approved', 'denied', 'cancelled']);

/** The event of a return from the gateway's page; an unknown result comes with the page's own message. */
function returnEvent(ret: CardReturn, t: (k: string) => string): AutopaymentEvent {
  return { type: 'returned', result: ret.result, message: KNOWN_RESULTS.has(ret.result) ? ret.message : t('billing.card.unknownResult') };
}

function Autopayment({ user, label }: { user: number; label: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const headingId = useId();
  const { setHeading, focusHeading } = useHeadingFocus();
  const method = useAutopayment(user);
  const cheques = useEftPhotoStatus(user);
  const startSession = useStartCardSession(user);
  const { mutateAsync: saveCard } = useSaveCard();
  const [name, setName] = useState('');

  // A page opened by the gateway's return starts in the view the result leads to.
  const [state, dispatch] = useReducer(autopaymentReducer, location.search, (search: string): AutopaymentState => {
    const ret = readCardReturn(search);
    return ret ? stateAfter([returnEvent(ret, t)]) : initialAutopaymentState;
  });

  // The return (PAY-017…020, PAY-029/030): read once, taken out of the address bar at once (a
  // reload or Back does not bring it again), and the kept session taken out of storage, so an
  // approved card is posted once.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const ret = readCardReturn(location.search);
    if (!ret || handled.current === location.search) return;
    handled.current = location.search;
    void navigate({ pathname: location.pathname, search: withoutReturnParams(location.search), hash: location.hash }, { replace: true, state: location.state });
    dispatch(returnEvent(ret, t));
    const stored = takeCardSession();
    if (ret.result !== 'approved') return;
    const plan = planCardSave(ret, stored);
    if (!plan.ok) {
      dispatch({ type: 'cardSaveFailed', message: t('billing.card.returnLost') });
      return;
    }
    saveCard(plan.save).then(
      (message) => dispatch({ type: 'cardSaved', message }),
      (e: unknown) => dispatch({ type: 'cardSaveFailed', message: errorText(e, t) }),
    );
  }, [location, navigate, saveCard, t]);

  // Focus follows the view: each new view's heading (also the first one when the page opened from
  // a return), so a keyboard or screen-reader user lands where the page changed.
  const focusedView = useRef<AutopaymentView | null>(readCardReturn(location.search) === null ? state.view : null);
  useEffect(() => {
    if (focusedView.current === state.view) return;
    focusedView.current = state.view;
    focusHeading();
  }, [state.view, focusHeading]);

  useEffect(() => {
    void loadCreditCardView();
  }, []);

  const openCardPage = useCallback(
    (nameOnCard: string) => {
      dispatch({ type: 'cardSessionRequested' });
      startSession.mutateAsync(nameOnCard).then(
        (session) => {
          rememberCardSession({ id: session.id, sessiontoken: session.sessiontoken, user });
          browser.assign(session.url); // PAY-028: the gateway's page, with code=4 and the session token
        },
        (e: unknown) => dispatch({ type: 'cardSessionFailed', message: errorText(e, t) }),
      );
    },
    [startSession, t, user],
  );

  const back = () => dispatch({ type: 'back' });
  const notice = state.notice;

  return (
    <Box component="section" aria-labelledby={headingId} data-testid="autopayment-page" data-view={state.view}>
      <PageHeading id={headingId}>
        {t(label)}
      </PageHeading>
      {notice && (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          onClose={() => dispatch({ type: 'dismiss' })}
          closeText={t('billing.dismiss')}
          sx={{ mb: 2, overflowWrap: 'anywhere' }}
          data-testid="autopayment-notice"
        >
          {notice.text}
        </Alert>
      )}
      <Card variant="outlined">
        <CardContent>
          {state.view === 'summary' && (
            <SummaryView
              method={method}
              cheques={cheques.data}
              headingRef={setHeading}
              onChooseCard={() => dispatch({ type: 'chooseCard' })}
              onChooseEft={() => dispatch({ type: 'chooseEft' })}
            />
          )}
          {state.view === 'creditcard' && (
            <Suspense fallback={<LoadingLine label={t('app.loading')} />}>
              <CreditCardView name={name} onNameChange={setName} headingRef={setHeading} onSubmit={openCardPage} onCancel={back} />
            </Suspense>
          )}
          {state.view === 'loading' && <LoadingView waitingFor={state.waitingFor} headingRef={setHeading} />}
          {state.view === 'declined' && (
            <DeclinedView message={state.declinedMessage} headingRef={setHeading} onTryAgain={() => dispatch({ type: 'chooseCard' })} onBack={back} />
          )}
          {state.view === 'eft' && <EftView cheques={cheques.data} headingRef={setHeading} onContinue={() => dispatch({ type: 'continueEft' })} onBack={back} />}
          {state.view === 'addeft' && (
            <AddEftView user={user} cheques={cheques.data} headingRef={setHeading} onUploaded={(message) => dispatch({ type: 'eftUploaded', message })} onCancel={back} />
          )}
        </CardContent>
      </Card>
      {state.view === 'summary' && <BalanceLinks />}
    </Box>
  );
}

/** The Documents page, where the invoices are (ACCT-035). */
const DOCUMENTS_PATH = '/user/documents';

/**
 * The way from Billing to what is owed (issue 28): My Balance's amount field on the Account page
 * (ACCT-041) and the invoices on Documents — for accounts whose menu has both (contact info).
 */
function BalanceLinks() {
  const { t } = useTranslation();
  const { flags } = useAccount();
  const titleId = useId();
  if (!flags.hasAr || !flags.hasContactInfo) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ mt: 2 }} data-testid="billing-balance-links">
      <CardContent>
        <Typography id={titleId} variant="h6" component="h3" gutterBottom>
          {t('billing.balance.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('billing.balance.intro')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to={MY_BALANCE_PATH} state={payState()} variant="contained" startIcon={<PaymentsIcon aria-hidden />} sx={{ minHeight: 44 }}>
            {t('billing.balance.pay')}
          </Button>
          <Button component={RouterLink} to={DOCUMENTS_PATH} variant="outlined" startIcon={<ReceiptLongIcon aria-hidden />} sx={{ minHeight: 44 }}>
            {t('billing.balance.invoices')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * /ui/user/autopayment (PAY-011…038): the payment method screen, headed by its menu label — 'Auto
 * Payment' for a pre-install account, 'Billing' for accounts receivable (decisions §22). Keyed by
 * account: a switch starts afresh on the summary.
 */
export function AutopaymentPage({ label }: RoutePageProps) {
  const { activeUser } = useAccount();
  return <Autopayment key={activeUser} user={activeUser} label={label} />;
}
