import BadgeIcon from '@mui/icons-material/Badge';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Suspense, useEffect, useId, useLayoutEffect, useReducer, useRef, useState, type Ref } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useAccount } from '../../../lib/account';
import { lazyNamed } from '../../../lib/lazy-named';
import { clearWizardValues, readWizardValues, writeWizardValues } from '../../../lib/wizard/use-wizard';
import type { RoutePageProps } from '../../../lib/routes';
import { useContractProfile, type ContractProfile } from '../api/get-contract-profile';
import { contractReducer, initialContractState, stepOfView, type ContractState, type ContractStep, type ContractView } from '../contract-machine';
import { agreementSigning, contractSigning, initialContractForm, type ContractForm } from '../contract-rules';
import { AgreementTextView, ContractTextView } from './contract-text-view';
import { queryState, ViewHeading } from './onboarding-ui';
import { PageHeading } from '../../../lib/ui/page-heading';
import { useHeadingFocus } from '../../../lib/ui/heading-focus';
import { LoadingLine } from '../../../lib/ui/area-state';

/**
 * The signature pad (signature_pad) and the review and download views are chunks of their own:
 * fetched once the page has drawn, so they are there when the subscriber gets to them.
 */
const loadSignatureView = () => import('./signature-view');
const SignatureView = lazyNamed(loadSignatureView, 'SignatureView');
const loadReviewView = () => import('./review-view');
const ReviewView = lazyNamed(loadReviewView, 'ReviewView');
const DownloadView = lazyNamed(loadReviewView, 'DownloadView');

/** The identity card of NEEDDOC_IDVERIFY (decisions §14): what is asked, and the way to /documentupload. */
function IdVerifyCard({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  return (
    <Box data-testid="contract-idverify" sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <BadgeIcon color="primary" aria-hidden sx={{ mt: 0.5 }} />
      <Box>
        <ViewHeading headingRef={headingRef}>{t('onboarding.status.idverifyHeading')}</ViewHeading>
        <Typography sx={{ mb: 2 }}>{t('onboarding.status.idverify')}</Typography>
        <Button component={RouterLink} to="/user/documentupload" variant="contained">
          {t('onboarding.status.idverifyAction')}
        </Button>
      </Box>
    </Box>
  );
}

/** The contract flow's history entries: ?wizard=contract&step=2…4 (the text is the page's own entry). */
const WIZARD = 'contract';

/** The step a location names (1 when it names none of this flow's). */
function stepOfSearch(search: string): ContractStep {
  const params = new URLSearchParams(search);
  const step = Number(params.get('step'));
  return params.get('wizard') === WIZARD && (step === 2 || step === 3 || step === 4) ? step : 1;
}

function searchOfStep(search: string, step: ContractStep): string {
  const params = new URLSearchParams(search);
  params.delete('wizard');
  params.delete('step');
  if (step > 1) {
    params.set('wizard', WIZARD);
    params.set('step', String(step));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The flow's steps are browser history entries (issue 28): going on pushes an entry, the browser's
 * Back and Forward move between the text, the pad and the review; a step the state cannot show (a
 * reload on the pad, Back from the sent document) puts the address back to the view shown.
 */
function useContractHistory(state: ContractState, dispatch: (e: { type: 'history'; step: ContractStep }) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const stateRef = useRef(state);
  const urlStep = stepOfSearch(location.search);
  const place = useRef({ pathname: location.pathname, search: location.search, hash: location.hash });
  // The latest state and address, for the effects below (layout effects run before them).
  useLayoutEffect(() => {
    stateRef.current = state;
    place.current = { pathname: location.pathname, search: location.search, hash: location.hash };
  });

  // A move in the history: the state follows it, or the address is put back to what is shown.
  useEffect(() => {
    const s = stateRef.current;
    const shown = stepOfView(s.view);
    if (shown === null || shown === urlStep) return;
    const next = contractReducer(s, { type: 'history', step: urlStep });
    if (next !== s) dispatch({ type: 'history', step: urlStep });
    else void navigate({ ...place.current, search: searchOfStep(place.current.search, shown) }, { replace: true });
    // Only a new history entry is a move: the view's own changes are the next effect's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  // The view moved on (a button, the profile): forward is a new entry, anything else replaces it.
  const view = state.view;
  useEffect(() => {
    const shown = stepOfView(view) ?? 1;
    const at = stepOfSearch(place.current.search);
    if (shown === at) return;
    const forward = shown > at && shown !== 4;
    void navigate({ ...place.current, search: searchOfStep(place.current.search, shown) }, { replace: !forward });
  }, [view, navigate]);
}

/** The key of the contract form's values (lib/wizard's storage). */
const CONTRACT_FORM = 'contract-form';

/** A kept contract form, when it has the form's shape. */
function keptContractForm(kept: Record<string, unknown> | null): ContractForm | null {
  if (!kept) return null;
  const { term, name } = kept;
  return (term === 0 || term === 1 || term === 2) && typeof name === 'string' ? { term, name } : null;
}

function Contract({ user, label }: { user: number; label: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { setHeading, focusHeading } = useHeadingFocus();
  const profileQ = useContractProfile(user);
  const profile: ContractProfile | null | undefined = profileQ.data;
  const [state, dispatch] = useReducer(contractReducer, initialContractState);
  useContractHistory(state, dispatch);
  // The name and term typed survive a reload and the browser's Back (issue 28): kept in
  // sessionStorage under the login and the account until the document is submitted.
  const { email } = useAccount();
  const scope = { login: email, account: user };
  const [form, setFormState] = useState<ContractForm | null>(() => keptContractForm(readWizardValues(scope, CONTRACT_FORM)));
  const setForm = (next: ContractForm) => {
    setFormState(next);
    writeWizardValues(scope, CONTRACT_FORM, next);
  };

  // The status views follow the profile as it is read again (every 10 s, on focus, after a write).
  useEffect(() => {
    if (profile) dispatch({ type: 'profile', profile });
  }, [profile]);

  // Focus follows the view after the first one, so a keyboard or screen-reader user lands where the page changed.
  const shownView = useRef<ContractView | null>(null);
  useEffect(() => {
    if (state.view === 'loading') return;
    if (shownView.current !== null && shownView.current !== state.view) {
      focusHeading();
    }
    shownView.current = state.view;
  }, [state.view, focusHeading]);

  useEffect(() => {
    void loadSignatureView();
    void loadReviewView();
  }, []);

  const loading = queryState(profileQ);
  const currentForm = form ?? (profile ? initialContractForm(profile) : null);

  let body;
  if (loading) body = loading;
  else if (!profile || !currentForm) body = <Typography>{t('onboarding.unavailable')}</Typography>;
  else {
    switch (state.view) {
      case 'loading':
        body = queryState({ data: undefined, error: null, refetch: () => undefined });
        break;
      case 'approved':
        body = (
          <Alert severity="success" data-testid="contract-approved">
            <span ref={setHeading} tabIndex={-1}>
              {t('onboarding.status.approved')}
            </span>
          </Alert>
        );
        break;
      case 'waiting':
        body = (
          <Alert severity="info" data-testid="contract-waiting">
            <span ref={setHeading} tabIndex={-1}>
              {state.flow === 'agreement' ? t('onboarding.status.waitingAgreement') : t('onboarding.status.waitingContract')}
            </span>
          </Alert>
        );
        break;
      case 'idverify':
        body = <IdVerifyCard headingRef={setHeading} />;
        break;
      case 'contract':
        body = <ContractTextView profile={profile} form={currentForm} onFormChange={setForm} headingRef={setHeading} onNext={() => dispatch({ type: 'next' })} />;
        break;
      case 'agreement':
        body = <AgreementTextView profile={profile} headingRef={setHeading} onNext={() => dispatch({ type: 'next' })} />;
        break;
      case 'signaturepad':
        body = (
          <SignatureView
            user={user}
            signing={state.flow === 'agreement' ? agreementSigning(profile) : contractSigning(profile, currentForm)}
            headingRef={setHeading}
            onSigned={(tempId) => dispatch({ type: 'signed', tempId })}
            onCancel={() => dispatch({ type: 'cancelSignature' })}
          />
        );
        break;
      case 'reviewcontract':
      case 'reviewagreement':
        body = (
          <ReviewView
            key={state.tempId}
            user={user}
            kind={state.flow}
            tempId={state.tempId}
            headingRef={setHeading}
            onSignAgain={() => dispatch({ type: 'signAgain' })}
            onSubmitted={(message) => {
              clearWizardValues(scope, CONTRACT_FORM);
              dispatch({ type: 'submitted', message });
            }}
          />
        );
        break;
      case 'downloadcontract':
      case 'downloadagreement':
        body = (
          <DownloadView
            user={user}
            kind={state.flow}
            tempId={state.tempId}
            message={state.message}
            headingRef={setHeading}
            onDone={() => dispatch({ type: 'done', profile: profileQ.data ?? null })}
          />
        );
        break;
    }
  }

  return (
    <Box component="section" aria-labelledby={headingId} data-testid="contract-page" data-view={state.view} data-flow={state.flow}>
      <PageHeading id={headingId}>
        {t(label)}
      </PageHeading>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <Suspense fallback={<LoadingLine label={t('app.loading')} />}>{body}</Suspense>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

/**
 * /ui/user/contract (ONB-020…046, decisions §14): the contract and agreement flows — text, signature,
 * review, submit, download — and the approved, waiting and identity states. Keyed by account: a
 * switch starts afresh.
 */
export function ContractPage({ label }: RoutePageProps) {
  const { activeUser } = useAccount();
  return <Contract key={activeUser} user={activeUser} label={label} />;
}
