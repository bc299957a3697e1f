package provisioning

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"time"

	"myaccount/internal/portal"
)

// billingSyncStore is what the service needs for the ledger entries of the provider's billing.
type billingSyncStore interface {
	AccountByID(ctx context.Context, id int64) (portal.Account, error)
	ExternalLedgerEntry(ctx context.Context, account int64, externalID string) (portal.ExternalLedgerEntry, error)
	ExternalLedgerEntries(ctx context.Context, account int64, after string, limit int) ([]portal.ExternalLedgerEntry, error)
	PutExternalLedgerEntry(ctx context.Context, e portal.ExternalLedgerEntry,
		decide func(old *portal.ExternalLedgerEntry) (*portal.StaffAction, error)) (portal.ExternalLedgerEntry, bool, error)
	DeleteExternalLedgerEntry(ctx context.Context, account int64, externalID string, decide func(portal.ExternalLedgerEntry) error,
		a portal.StaffAction) error
}

// The kinds of ledger entries the provider's billing sends (portal.Ledger*).
const (
	EntryCharge  = portal.LedgerCharge
	EntryCredit  = portal.LedgerCredit
	EntryPayment = portal.LedgerPayment
)

// MaxEntryCents bounds one entry: $100,000.00, as for a staff entry; a
// larger amount is far likelier a typo (dollars sent as cents twice) than
// a bill.
const MaxEntryCents = 10_000_000

// LedgerEntryInput is an entry of the provider's billing as a PUT sends
// it. AmountCents is positive whatever the kind: a credit or a payment
// lowers the balance.
type LedgerEntryInput struct {
	Kind        string `json:"kind"`
	AmountCents int64  `json:"amount_cents"`
	Description string `json:"description"`
	// Date is the entry's day (2026-11-01) in the provider's zone; it is
	// billed on the first invoice issued after that day begins.
	Date string `json:"date"`
}

// LedgerEntry is an entry of the provider's billing as the API answers it.
type LedgerEntry struct {
	ExternalID  string `json:"external_id"`
	Account     int64  `json:"account"`
	Kind        string `json:"kind"`
	AmountCents int64  `json:"amount_cents"`
	Description string `json:"description"`
	Date        string `json:"date"`
	// Invoice is the number of the issued invoice the entry is printed on
	// (2001-202611); null until then. A printed entry no longer changes.
	Invoice *string `json:"invoice"`
}

// externalIDRE is a provider's id of an entry, notice or warning: it
// travels in a path, so no slash, space or control character.
var externalIDRE = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._:~-]{0,127}$`)

// externalID notes a malformed provider id.
func (c *checker) externalID(field, id string) {
	if !externalIDRE.MatchString(id) {
		c.fail(field, "is 1 to 128 letters, digits, '.', '_', ':', '~' or '-', starting with a letter or digit")
	}
}

// knownAccount answers NotFound when the account does not exist, so a foreign
// or mistyped account in a path reads like any unknown resource.
func (s *Service) knownAccount(ctx context.Context, id int64) error {
	_, err := s.st.AccountByID(ctx, id)
	if errors.Is(err, portal.ErrNoRows) {
		return notFound(fmt.Sprintf("Account %d", id))
	}
	return err
}

// ledgerEntry is e as the API answers it, dates in the provider's zone.
func (s *Service) ledgerEntry(e portal.ExternalLedgerEntry) LedgerEntry {
	out := LedgerEntry{ExternalID: e.ExternalID, Account: e.AccountID, Kind: e.Kind, AmountCents: e.AmountCents,
		Description: e.Description.Text, Date: e.At.In(s.clock.Zone()).Format(time.DateOnly)}
	if out.AmountCents < 0 {
		out.AmountCents = -out.AmountCents
	}
	if e.InvoiceID != 0 {
		n := portal.Invoice{AccountID: e.AccountID, Period: e.InvoicePeriod}.Number()
		out.Invoice = &n
	}
	return out
}

// entryDay parses an ISO 8601 date as the start of that day in the zone.
func entryDay(c *checker, field, v string, zone *time.Location) time.Time {
	if v == "" {
		c.fail(field, "is required (YYYY-MM-DD)")
		return time.Time{}
	}
	d, err := time.ParseInLocation(time.DateOnly, v, zone)
	if err != nil || d.Year() < 2000 || d.Year() > 2099 {
		c.fail(field, "is not a date YYYY-MM-DD from 2000 to 2099")
	}
	return d
}

// checkLedgerEntry validates an entry and returns it as the ledger keeps it.
func (s *Service) checkLedgerEntry(account int64, externalID string, in LedgerEntryInput) (portal.ExternalLedgerEntry, error) {
	var c checker
	c.externalID("external_id", externalID)
	switch in.Kind {
	case EntryCharge, EntryCredit, EntryPayment:
	case "":
		c.fail("kind", "is required: charge, credit or payment")
	default:
		c.fail("kind", "is charge, credit or payment")
	}
	switch {
	case in.AmountCents <= 0:
		c.fail("amount_cents", "must be greater than 0 (a credit or a payment is sent positive too)")
	case in.AmountCents > MaxEntryCents:
		c.fail("amount_cents", "is over 10000000 ($100,000.00); send a larger amount in parts if it is right")
	}
	c.text("description", in.Description, 1, 200)
	at := entryDay(&c, "date", in.Date, s.clock.Zone())
	if err := c.err(); err != nil {
		return portal.ExternalLedgerEntry{}, err
	}
	cents := in.AmountCents
	if in.Kind != EntryCharge {
		cents = -cents
	}
	return portal.ExternalLedgerEntry{ExternalID: externalID, LedgerEntry: portal.LedgerEntry{AccountID: account, Kind: in.Kind,
		Description: portal.Literal(in.Description), AmountCents: cents, At: at}}, nil
}

// PutLedgerEntry creates or replaces the account's entry externalID of the
// provider's billing: it counts in the balance at once (a charge is billed
// on the next invoice, a credit or a payment lowers what is owed), and the
// invoices and auto payment take it like the portal's own entries. The
// same entry sent again changes and records nothing. An entry printed on an
// issued invoice is not changed (Conflict): the invoice would no longer
// add up; correct it with a new entry. created says whether it was new.
func (s *Service) PutLedgerEntry(ctx context.Context, actor string, account int64, externalID string, in LedgerEntryInput) (LedgerEntry, bool, error) {
	e, err := s.checkLedgerEntry(account, externalID, in)
	if err != nil {
		return LedgerEntry{}, false, err
	}
	detail := fmt.Sprintf("%s of %d cents on %s: %s", in.Kind, in.AmountCents, in.Date, in.Description)
	stored, created, err := s.st.PutExternalLedgerEntry(ctx, e, func(old *portal.ExternalLedgerEntry) (*portal.StaffAction, error) {
		switch {
		case old == nil:
			return s.actionp(actor, "ledger-entry-create", account, "ledger entry "+externalID, detail), nil
		case sameEntry(*old, e, s.clock.Zone()):
			return nil, nil
		case old.InvoiceID != 0:
			return nil, s.invoicedConflict(*old, "replaced")
		}
		return s.actionp(actor, "ledger-entry-replace", account, "ledger entry "+externalID, detail), nil
	})
	switch {
	case errors.Is(err, portal.ErrNoRows):
		return LedgerEntry{}, false, notFound(fmt.Sprintf("Account %d", account))
	case errors.Is(err, portal.ErrInvoiced):
		return LedgerEntry{}, false, conflict("Ledger entry " + externalID + " is printed on an issued invoice and can no longer change.")
	case err != nil:
		return LedgerEntry{}, false, err
	}
	return s.ledgerEntry(stored), created, nil
}

// actionp is action's entry, for the store's decide callbacks.
func (s *Service) actionp(actor, action string, account int64, subject, detail string) *portal.StaffAction {
	a := s.action(actor, action, account, subject, detail)
	return &a
}

// sameEntry says whether the stored entry already is e.
func sameEntry(old, e portal.ExternalLedgerEntry, zone *time.Location) bool {
	return old.Kind == e.Kind && old.AmountCents == e.AmountCents && old.Description.Key == "" &&
		old.Description.Text == e.Description.Text && old.At.In(zone).Format(time.DateOnly) == e.At.In(zone).Format(time.DateOnly)
}

// invoicedConflict is the refusal to change an entry printed on an invoice.
func (s *Service) invoicedConflict(e portal.ExternalLedgerEntry, verb string) *Problem {
	n := portal.Invoice{AccountID: e.AccountID, Period: e.InvoicePeriod}.Number()
	return conflict(fmt.Sprintf("Ledger entry %s is printed on invoice %s, which was issued: it cannot be %s, "+
		"or the invoice would no longer add up. Send a correcting credit or charge under a new id.", e.ExternalID, n, verb))
}

// LedgerEntry reads the account's entry externalID.
func (s *Service) LedgerEntry(ctx context.Context, account int64, externalID string) (LedgerEntry, error) {
	if err := s.knownAccount(ctx, account); err != nil {
		return LedgerEntry{}, err
	}
	e, err := s.st.ExternalLedgerEntry(ctx, account, externalID)
	if errors.Is(err, portal.ErrNoRows) {
		return LedgerEntry{}, notFound(fmt.Sprintf("Ledger entry %s of account %d", externalID, account))
	}
	if err != nil {
		return LedgerEntry{}, err
	}
	return s.ledgerEntry(e), nil
}

// LedgerEntries lists the account's entries of the provider's billing in
// the order of their ids (the portal's own entries are not listed); next
// is the cursor of the following page, empty on the last.
func (s *Service) LedgerEntries(ctx context.Context, account int64, p Page) (items []LedgerEntry, next string, err error) {
	if err := s.knownAccount(ctx, account); err != nil {
		return nil, "", err
	}
	es, err := s.st.ExternalLedgerEntries(ctx, account, p.After, p.limit())
	if err != nil {
		return nil, "", err
	}
	items = make([]LedgerEntry, len(es))
	for i, e := range es {
		items[i] = s.ledgerEntry(e)
	}
	if len(es) > 0 {
		next = p.next(len(es), es[len(es)-1].ExternalID)
	}
	return items, next, nil
}

// DeleteLedgerEntry removes the account's entry externalID, unless it is
// printed on an issued invoice (Conflict).
func (s *Service) DeleteLedgerEntry(ctx context.Context, actor string, account int64, externalID string) error {
	if err := s.knownAccount(ctx, account); err != nil {
		return err
	}
	a := s.action(actor, "ledger-entry-delete", account, "ledger entry "+externalID, "")
	err := s.st.DeleteExternalLedgerEntry(ctx, account, externalID, func(old portal.ExternalLedgerEntry) error {
		if old.InvoiceID != 0 {
			return s.invoicedConflict(old, "deleted")
		}
		return nil
	}, a)
	switch {
	case errors.Is(err, portal.ErrNoRows):
		return notFound(fmt.Sprintf("Ledger entry %s of account %d", externalID, account))
	case errors.Is(err, portal.ErrInvoiced):
		return conflict("Ledger entry " + externalID + " is printed on an issued invoice and cannot be deleted.")
	}
	return err
}
