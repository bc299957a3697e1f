package platform

import (
	"context"
	"strings"
	"time"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

// AccountService serves the login's accounts and the platform's
// account-level resources.
type AccountService struct {
	store portal.AccountStore
	clock portal.Clock
}

// NewAccounts builds the account service; clock gives the provider's month,
// in which the hitcap rule is evaluated.
func NewAccounts(st portal.AccountStore, clock portal.Clock) *AccountService {
	return &AccountService{store: st, clock: clock}
}

var _ portal.Accounts = (*AccountService)(nil)

// Links are the login's accounts, in their stored order.
func (s *AccountService) Links(ctx context.Context, identity int64) ([]portal.AccountLink, error) {
	return s.store.AccountLinks(ctx, identity)
}

// SetActive makes one of the login's accounts the session's active one;
// another login's account answers like a missing one.
func (s *AccountService) SetActive(ctx context.Context, sess portal.Session, account int64) error {
	linked, err := s.store.IsLinked(ctx, sess.IdentityID, account)
	if err != nil {
		return err
	}
	if !linked {
		return portal.ErrNotFound
	}
	return s.store.SetActiveAccount(ctx, sess.ID, account)
}

// Account reads a contact account.
func (s *AccountService) Account(ctx context.Context, id int64) (portal.Account, error) {
	return s.store.AccountByID(ctx, id)
}

// ServiceFlags says which services the account has.
func (s *AccountService) ServiceFlags(ctx context.Context, account int64) (portal.ServiceFlags, error) {
	return s.store.ServiceFlags(ctx, account)
}

// Contract is the account's contract status.
func (s *AccountService) Contract(ctx context.Context, account int64) (portal.ContractStatus, error) {
	return s.store.ContractStatus(ctx, account)
}

// Warnings lists the open warnings of every account of the login, each
// naming its account so the app can switch to it for an action.
func (s *AccountService) Warnings(ctx context.Context, identity int64) (portal.AccountWarnings, error) {
	links, err := s.store.AccountLinks(ctx, identity)
	if err != nil {
		return portal.AccountWarnings{}, err
	}
	ids := make([]int64, len(links))
	for i, l := range links {
		ids[i] = l.AccountID
	}
	// The hitcap warning follows the state (portal.BroadbandPlan.CapReached):
	// it is brought in line with each account's plan, mode and usage here, so
	// whatever changed them (Unlimited mode on and off again, a package
	// change, a pack, usage, a new month) the list read says it as it is.
	local := s.clock.Local()
	monthStart := time.Date(local.Year(), local.Month(), 1, 0, 0, 0, 0, s.clock.Zone())
	monthEnd := monthStart.AddDate(0, 1, 0)
	hitcap := i18n.HitCapWarning(monthEnd)
	for _, id := range ids {
		if _, err := s.store.SyncHitCap(ctx, id, monthStart, monthEnd, hitcap); err != nil {
			return portal.AccountWarnings{}, err
		}
	}
	ws, err := s.store.OpenWarnings(ctx, ids)
	if err != nil {
		return portal.AccountWarnings{}, err
	}
	return portal.AccountWarnings{List: ws, Multiple: len(links) > 1}, nil
}

// Notifications are the global notices active now.
func (s *AccountService) Notifications(ctx context.Context) ([]portal.GlobalNotification, error) {
	return s.store.ActiveGlobalNotifications(ctx)
}

// Codebook reads a code list; a name that names none is refused.
func (s *AccountService) Codebook(ctx context.Context, name string) ([]portal.CodebookEntry, error) {
	rows, err := s.store.Codebook(ctx, name)
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, portal.Fail(portal.CodeBadRequest, portal.MsgNoCodebook, "name", name)
	}
	return rows, nil
}

// Provinces are the region codebook's Canadian rows.
func (s *AccountService) Provinces(ctx context.Context) ([]portal.Province, error) {
	regions, err := s.store.Codebook(ctx, "region")
	return portal.CanadianProvinces(regions), err
}

// Registration answer cases (platform spec §4): 100 and above mean the
// registration is under way; below 100 is a failure with its message.
const (
	RegisterNoBroadband = 10
	RegisterStarted     = 100
	RegisterAlready     = 101
)

// RegisterFirstDevice records a first-device registration: under way for an
// account with internet (already, when the device was registered before),
// refused without it. Every request is recorded, refused ones too.
func (s *AccountService) RegisterFirstDevice(ctx context.Context, d portal.FirstDevice) (portal.Registration, error) {
	if !portal.ValidHW(d.HW) {
		return portal.Registration{}, portal.Fail(portal.CodeBadRequest, portal.MsgBadHW)
	}
	if !portal.ValidSeg(d.Seg) {
		return portal.Registration{}, portal.Fail(portal.CodeBadRequest, portal.MsgBadSeg)
	}
	if d.Account == 0 {
		return portal.Registration{}, portal.ErrNotFound
	}
	flags, err := s.store.ServiceFlags(ctx, d.Account)
	if err != nil {
		return portal.Registration{}, err
	}
	already, err := s.store.MACRegistered(ctx, d.Account, d.HW)
	if err != nil {
		return portal.Registration{}, err
	}
	var out portal.Registration
	switch {
	case !flags.HasBroadband:
		out = portal.Registration{Case: RegisterNoBroadband, Message: portal.Msg(portal.MsgRegisterNoBroadband)}
	case already:
		out = portal.Registration{Case: RegisterAlready, Message: portal.Msg(portal.MsgRegisterAlready)}
	default:
		out = portal.Registration{Case: RegisterStarted, Message: portal.Msg(portal.MsgRegisterStarted)}
	}
	// The record keeps the message key, the same in every language.
	err = s.store.AddMACRegistration(ctx, portal.MACRegistration{IdentityID: d.Identity, AccountID: d.Account,
		HW: d.HW, Seg: d.Seg, IP: d.IP.String(), Case: out.Case, Message: string(out.Message.Key)})
	return out, err
}

// FeedbackMax is the longest feedback stored (bytes).
const FeedbackMax = 5000

// Feedback stores what a subscriber wrote, with where they were.
func (s *AccountService) Feedback(ctx context.Context, identity, account int64, message, where string) (portal.Message, error) {
	message = strings.TrimSpace(message)
	if message == "" {
		return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgFeedbackEmpty)
	}
	if len(message) > FeedbackMax {
		return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgFeedbackTooLong, "max", FeedbackMax)
	}
	if err := s.store.AddFeedback(ctx, identity, account, message, clip(where, 2000)); err != nil {
		return portal.Message{}, err
	}
	return portal.Msg(portal.MsgFeedbackThanks), nil
}

// clip cuts s to at most n bytes.
func clip(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}
