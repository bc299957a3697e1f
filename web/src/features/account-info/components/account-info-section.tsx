import { Box } from '@mui/material';
import { useState } from 'react';
import { useAccountDetails } from '../api/get-account-details';
import { useChangeRequest } from '../api/get-change-request';
import { AccountInfoCard, type ReturnFocus } from './account-info-card';
import { ChangeRequestForm } from './change-request-form';
import { ReferralCard } from './referral-card';

/**
 * The account's information with the Referral Code card beside it (side by side from the desktop
 * breakpoint, stacked below it). The info card goes view → "Edit Account Info" form → view after
 * a submit or a cancel (ACCT-017); while the form is open it takes the whole width.
 */
export function AccountInfoSection({ user }: { user: number }) {
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
        <ChangeRequestForm
          user={user}
          account={account.data!}
          schema={change.data!.schema}
          onDone={(sent) => {
            setReturnFocus(sent ? 'pending' : 'request');
            setEditing(false);
          }}
        />
      ) : (
        <AccountInfoCard
          user={user}
          returnFocus={returnFocus}
          onRequest={() => {
            setReturnFocus(null);
            setEditing(true);
          }}
        />
      )}
      <ReferralCard user={user} />
    </Box>
  );
}
