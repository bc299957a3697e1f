package store

import (
	"context"

	"myaccount/internal/portal"
)

// ApplySubscriber writes a bulk import's row in one transaction: its
// account, internet service and login, each with its staff log entry, the
// parts that are nil left as they are. Either every part is written or
// none (docs/import.md).
func (s *Store) ApplySubscriber(ctx context.Context, w portal.SubscriberWrite) error {
	return s.ApplySubscribers(ctx, []portal.SubscriberWrite{w})
}

// ApplySubscribers writes several rows in one transaction, all or none: an
// import's rows in batches, so a commit (and its flush to disk) is paid once
// a batch, not once a row.
func (s *Store) ApplySubscribers(ctx context.Context, ws []portal.SubscriberWrite) error {
	return s.inTxRenumber(ctx, func(t tx) error {
		now := s.now()
		for _, w := range ws {
			if err := applySubscriber(ctx, t, w, now); err != nil {
				return err
			}
		}
		return nil
	})
}

// applySubscriber writes one row's parts in t.
func applySubscriber(ctx context.Context, t tx, w portal.SubscriberWrite, now int64) error {
	if w.Account != nil {
		if _, err := putProvisionedAccount(ctx, t, *w.Account, w.AccountAction, now); err != nil {
			return err
		}
	}
	if w.Internet != nil {
		if _, err := putInternetService(ctx, t, *w.Internet, w.InternetAction, now); err != nil {
			return err
		}
	}
	if w.Login != nil {
		if _, _, err := putProvisionedLogin(ctx, t, *w.Login, w.LoginAction, now); err != nil {
			return err
		}
	}
	return nil
}

// NeverInvited reports whether a login exists without a password and was
// never sent an invitation: the logins `myaccount import --invite` invites,
// so a second run sends nothing again.
func (s *Store) NeverInvited(ctx context.Context, login string) (bool, error) {
	var n int
	err := s.queryRow(ctx, `SELECT COUNT(*) FROM identities i WHERE i.login = ? AND i.password_hash = '' AND NOT i.disabled
		AND NOT EXISTS (SELECT 1 FROM identity_tokens t WHERE t.identity_id = i.id AND t.purpose = 'invitation')`, login).Scan(&n)
	return n > 0, err
}
