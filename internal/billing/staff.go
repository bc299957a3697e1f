package billing

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"myaccount/internal/portal"
)

// Staff is what the provider's staff do through `myaccount admin`. Every
// action names who did it; the store records it with the time, in the
// same transaction as the change.
type Staff struct {
	store     portal.BillingStore
	clock     portal.Clock
	methodSet func(ctx context.Context, account int64, actor string) error
}

// StaffError is a refusal of a staff command, in the staff's words.
type StaffError struct{ Text string }

func (e *StaffError) Error() string { return e.Text }

func refuse(format string, args ...any) error { return &StaffError{Text: fmt.Sprintf(format, args...)} }

func (s *Staff) action(actor, action, subject, detail string) (portal.StaffAction, error) {
	actor = strings.TrimSpace(actor)
	if actor == "" {
		return portal.StaffAction{}, refuse("say who you are (--by NAME)")
	}
	return portal.StaffAction{Actor: actor, Action: action, Subject: subject, Detail: detail, At: s.clock.Time()}, nil
}

// ChangeRequests lists the change requests in a state ("" for all).
func (s *Staff) ChangeRequests(ctx context.Context, status string) ([]portal.ChangeRequest, error) {
	return s.store.ChangeRequests(ctx, status)
}

// ResolveChangeRequest closes a pending request: the subscriber may ask
// again (ACCT-015). note says what was done.
func (s *Staff) ResolveChangeRequest(ctx context.Context, actor string, id int64, note string) error {
	a, err := s.action(actor, "resolve-request", fmt.Sprintf("change request %d", id), note)
	if err != nil {
		return err
	}
	if err := s.store.ResolveChangeRequest(ctx, id, a); errors.Is(err, portal.ErrNoRows) {
		return refuse("no pending change request %d", id)
	} else if err != nil {
		return err
	}
	return nil
}

// Uploads lists uploads of a kind in a state ("" for all).
func (s *Staff) Uploads(ctx context.Context, kind, status string) ([]portal.ReviewUpload, error) {
	return s.store.UploadsByStatus(ctx, kind, status)
}

// ApproveVoidCheque approves a void cheque: the bank account on it (whose
// last four digits the staff read from the photo) becomes the account's
// auto-payment method (EFT), replacing a card. The debit authority is
// registered with the gateway under the cheque's id.
func (s *Staff) ApproveVoidCheque(ctx context.Context, actor string, id int64, last4 string) error {
	if len(last4) != 4 || digits(last4) != last4 {
		return refuse("give the bank account's last four digits as on the cheque (--last4 NNNN)")
	}
	a, err := s.action(actor, "approve-cheque", fmt.Sprintf("void cheque %d", id), "bank account ending in "+last4)
	if err != nil {
		return err
	}
	method := portal.PaymentMethod{Type: portal.MethodEFT, Token: fmt.Sprintf("eft-cheque-%d", id), Last4: last4, Since: a.At}
	u, err := s.decide(ctx, id, portal.UploadApproved, "", &method, a)
	if err != nil || s.methodSet == nil {
		return err
	}
	return s.methodSet(ctx, u.AccountID, a.Actor)
}

// RejectVoidCheque rejects a void cheque with the reason the subscriber
// will be told.
func (s *Staff) RejectVoidCheque(ctx context.Context, actor string, id int64, reason string) error {
	reason = strings.TrimSpace(reason)
	if reason == "" {
		return refuse("give the reason (--reason TEXT)")
	}
	a, err := s.action(actor, "reject-cheque", fmt.Sprintf("void cheque %d", id), reason)
	if err != nil {
		return err
	}
	_, err = s.decide(ctx, id, portal.UploadRejected, reason, nil, a)
	return err
}

// decide decides a void cheque; another kind of upload (an identity
// document) is not one.
func (s *Staff) decide(ctx context.Context, id int64, status, reason string, method *portal.PaymentMethod, a portal.StaffAction) (portal.ReviewUpload, error) {
	if u, err := s.store.ReviewUpload(ctx, id); errors.Is(err, portal.ErrNoRows) || (err == nil && u.Kind != portal.DocVoidCheque) {
		return portal.ReviewUpload{}, refuse("no void cheque %d", id)
	} else if err != nil {
		return portal.ReviewUpload{}, err
	}
	u, err := s.store.DecideUpload(ctx, id, status, reason, method, a)
	switch {
	case errors.Is(err, portal.ErrNoRows):
		return u, refuse("no void cheque %d", id)
	case errors.Is(err, portal.ErrUploadDecided):
		return u, refuse("void cheque %d was already %s", id, u.Status)
	}
	return u, err
}

// maxStaffCents bounds one staff entry: $100,000.00.
const maxStaffCents = 10_000_000

// PostEntry posts a charge (positive cents: billed on the next invoice) or
// a credit (negative: lowers the balance at once) with its description.
func (s *Staff) PostEntry(ctx context.Context, actor string, account, cents int64, description string) (portal.LedgerEntry, error) {
	description = strings.TrimSpace(description)
	switch {
	case cents == 0:
		return portal.LedgerEntry{}, refuse("the amount cannot be zero")
	case cents > maxStaffCents || cents < -maxStaffCents:
		return portal.LedgerEntry{}, refuse("the amount is over $100,000.00; post it in parts if it is right")
	case description == "":
		return portal.LedgerEntry{}, refuse("give a description (--description TEXT): it is printed on the invoice")
	case len(description) > 200:
		return portal.LedgerEntry{}, refuse("the description is longer than 200 characters")
	}
	if _, err := s.store.AccountByID(ctx, account); errors.Is(err, portal.ErrNoRows) {
		return portal.LedgerEntry{}, refuse("no account %d", account)
	} else if err != nil {
		return portal.LedgerEntry{}, err
	}
	kind, action := portal.LedgerCharge, "post-charge"
	if cents < 0 {
		kind, action = portal.LedgerCredit, "post-credit"
	}
	a, err := s.action(actor, action, fmt.Sprintf("account %d", account), fmt.Sprintf("%d cents: %s", cents, description))
	if err != nil {
		return portal.LedgerEntry{}, err
	}
	a.Account = account
	e := portal.LedgerEntry{AccountID: account, Kind: kind, Description: portal.Literal(description), AmountCents: cents, At: a.At}
	return s.store.AddLedgerEntry(ctx, e, a)
}

// Ledger is an account's ledger and balance.
func (s *Staff) Ledger(ctx context.Context, account int64) ([]portal.LedgerEntry, portal.Balance, error) {
	if _, err := s.store.AccountByID(ctx, account); errors.Is(err, portal.ErrNoRows) {
		return nil, portal.Balance{}, refuse("no account %d", account)
	} else if err != nil {
		return nil, portal.Balance{}, err
	}
	entries, err := s.store.LedgerEntries(ctx, account)
	if err != nil {
		return nil, portal.Balance{}, err
	}
	f, err := s.store.BalanceFigures(ctx, account)
	return entries, balanceOf(f), err
}

// Actions lists the staff's actions on an account (0: all), newest first.
func (s *Staff) Actions(ctx context.Context, account int64) ([]portal.StaffAction, error) {
	return s.store.StaffActions(ctx, account)
}
