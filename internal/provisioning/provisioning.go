// Package provisioning is how the provider's own systems keep the portal in
// step with theirs: the package catalogs, accounts and their services,
// logins, the ledger entries of their billing, notices and warnings, and the
// back office's review decisions. The provider API (/provider/v1), the bulk
// import (`myaccount import`) and the staff's commands all call this one
// service, so each rule is written once.
//
// Every write is create-or-replace by the provider's own id and idempotent:
// a resource sent again unchanged changes nothing and records nothing; a
// change is recorded in the staff actions log under the actor's name.
// Refusals are *Problem values naming the fields at fault.
package provisioning

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"myaccount/internal/portal"
)

// Store is what the service reads and writes: the SQL store implements it.
// Each resource's file declares the part it needs.
type Store interface {
	keyStore
	catalogStore
	accountStore
	loginStore
	billingSyncStore
	noticeStore
	statusStore
	reviewStore
	importStore
	routerDeviceStore
	AddStaffAction(ctx context.Context, a portal.StaffAction) error
}

// Options configure the service.
type Options struct {
	// Clock gives the time and the provider's zone.
	Clock portal.Clock
	// Invitations sends a login its invitation e-mail; nil refuses
	// invitations.
	Invitations portal.Invitations
	// Staff and Onboarding are the back office's services the `admin`
	// commands use: the review decisions (review.go) go through them, so
	// a decision follows the same rules whichever door it comes through.
	// nil refuses the decisions of their queues.
	Staff      portal.Staff
	Onboarding portal.OnboardingStaff
}

// Service provisions the portal's data. Create it with New.
type Service struct {
	st          Store
	clock       portal.Clock
	invitations portal.Invitations
	// regions are the region codebook's ids, read at most once a minute.
	regionsMu   sync.Mutex
	regions     map[int64]bool
	regionsRead time.Time
	// packageIDs are the catalog's package ids by code, as found.
	packageIDs sync.Map
	staff      portal.Staff
	onboarding portal.OnboardingStaff
}

// New builds the service on st.
func New(st Store, o Options) *Service {
	return &Service{st: st, clock: o.Clock, invitations: o.Invitations, staff: o.Staff, onboarding: o.Onboarding}
}

// record writes one entry of the staff actions log.
func (s *Service) record(ctx context.Context, actor, action string, account int64, subject, detail string) error {
	return s.st.AddStaffAction(ctx, s.action(actor, action, account, subject, detail))
}

// action is a log entry stamped now, for store methods that write it in
// their own transaction.
func (s *Service) action(actor, action string, account int64, subject, detail string) portal.StaffAction {
	return portal.StaffAction{Actor: actor, Action: action, Account: account, Subject: subject, Detail: detail,
		At: s.clock.Time()}
}

// --- refusals ---------------------------------------------------------------

// Kind says why a request was refused; the provider API maps each to its
// HTTP status.
type Kind int

// The kinds of refusal.
const (
	// Invalid: malformed or missing fields (400).
	Invalid Kind = iota + 1
	// Refused: well-formed but against a rule, such as an unknown package
	// or an account that does not exist (422).
	Refused
	// NotFound: the resource does not exist (404).
	NotFound
	// Conflict: the resource's state does not allow it (409).
	Conflict
)

// FieldProblem names one field at fault: Field is its path in the
// resource as JSON names it ("name.fr", "phonenumbers[1].phoneno").
type FieldProblem struct {
	Field  string `json:"field"`
	Detail string `json:"detail"`
}

// Problem is a refusal. Detail is one sentence for a person; Fields name
// what to fix.
type Problem struct {
	Kind   Kind
	Detail string
	Fields []FieldProblem
}

func (p *Problem) Error() string {
	var b strings.Builder
	b.WriteString(p.Detail)
	for _, f := range p.Fields {
		fmt.Fprintf(&b, "; %s: %s", f.Field, f.Detail)
	}
	return b.String()
}

// AsProblem returns the *Problem in err's chain, if any.
func AsProblem(err error) (*Problem, bool) {
	var p *Problem
	ok := errors.As(err, &p)
	return p, ok
}

// notFound is the refusal for a resource that does not exist.
func notFound(what string) *Problem {
	return &Problem{Kind: NotFound, Detail: what + " does not exist."}
}

// refused is a refusal by a rule, naming one field.
func refused(field, detail string) *Problem {
	return &Problem{Kind: Refused, Detail: "The request breaks a rule: " + detail, Fields: []FieldProblem{{field, detail}}}
}

// conflict is a refusal by the resource's state.
func conflict(detail string) *Problem {
	return &Problem{Kind: Conflict, Detail: detail}
}

// checker collects a resource's field problems, so one answer names every
// field to fix rather than the first.
type checker struct {
	problems []FieldProblem
}

// fail notes a problem with a field.
func (c *checker) fail(field, format string, args ...any) {
	c.problems = append(c.problems, FieldProblem{Field: field, Detail: fmt.Sprintf(format, args...)})
}

// text checks a single-line text: required when min > 0, at most max
// characters, no control characters.
func (c *checker) text(field, v string, min, max int) {
	n := len([]rune(v))
	switch {
	case min > 0 && strings.TrimSpace(v) == "":
		c.fail(field, "is required")
	case n > max:
		c.fail(field, "is longer than %d characters", max)
	case strings.ContainsFunc(v, isControl):
		c.fail(field, "contains a control character")
	}
}

// isControl reports C0 and C1 controls and DEL, which no single-line text
// may carry (they could rewrite a terminal or forge a log line).
func isControl(r rune) bool { return r < 0x20 || (r >= 0x7f && r < 0xa0) }

// err returns the collected problems as one Invalid *Problem, or nil.
func (c *checker) err() error {
	if len(c.problems) == 0 {
		return nil
	}
	return &Problem{Kind: Invalid, Detail: "Some fields are missing or malformed.", Fields: c.problems}
}

// --- lists ------------------------------------------------------------------

// Page asks for one page of a list: the items after the cursor After (the
// last id of the previous page; empty for the first), at most Limit.
type Page struct {
	After string
	Limit int
}

// Page sizes.
const (
	DefaultLimit = 100
	MaxLimit     = 1000
)

// limit is p's limit within bounds.
func (p Page) limit() int {
	switch {
	case p.Limit <= 0:
		return DefaultLimit
	case p.Limit > MaxLimit:
		return MaxLimit
	}
	return p.Limit
}

// next is the cursor after a page of n items whose last id is last: empty
// when the page was not full (nothing more).
func (p Page) next(n int, last string) string {
	if n < p.limit() {
		return ""
	}
	return last
}

// now is the service's clock.
func (s *Service) now() time.Time { return s.clock.Time() }
