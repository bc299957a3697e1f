import { Box } from '@mui/material';
import { Suspense, useState } from 'react';
import { useAccountDetails } from '../api/get-account-details';
import { useChangeRequest } from '../api/get-change-request';
import { AccountInfoCard, type ReturnFocus } from './account-info-card';
import { ReferralCard } from './referral-card';
import { lazyNamed } from '../../../lib/lazy-named';
import { LoadingLine } from '../../../lib/ui/area-state';
import { useTranslation } from '../../../i18n/translation';

/**
 * The "Edit Account Info" form is its own chunk (its text fields, selects and check boxes bring
 * MUI's inputs, select, menu and modal): fetched as it opens, or as the request button is pointed
 * at or focused.
 */
const loadChangeRequestForm = () => import('./change-request-form');
const ChangeRequestForm = lazyNamed(loadChangeRequestForm, 'ChangeRequestForm');

/**
 * The account's information with the Referral Code card beside it (side by side from the desktop
 * breakpoint, stacked below it). The info card goes view → "Edit Account Info" form → view after
 * a submit or a cancel (ACCT-017); while the form is open it takes the whole width.
 */
export function AccountInfoSection({ user }: { user: number }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [returnFocus, setReturnFocus] = useState<ReturnFocus>(null);
  const account = useAccountDetails(user);
  const change = useChangeRequest(user);
  const formOpen = editing && !!account.data && !!change.data && !change.data.pending;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: formOpen ? 'minmax(0, 1fr)' : 'minmax(0, 3fr) minmax(0, 2fr)' },
      }}
    >
      {formOpen ? (
        <Suspense fallback={<LoadingLine label={t('app.loading')} />}>
          <ChangeRequestForm
            user={user}
            account={account.data!}
            schema={change.data!.schema}
            onDone={(sent) => {
              setReturnFocus(sent ? 'pending' : 'request');
              setEditing(false);
            }}
          />
        </Suspense>
      ) : (
        <AccountInfoCard
          user={user}
          returnFocus={returnFocus}
          onRequest={() => {
            setReturnFocus(null);
            setEditing(true);
          }}
          onPreloadRequest={() => void loadChangeRequestForm()}
        />
      )}
      <ReferralCard user={user} />
    </Box>
  );
}
