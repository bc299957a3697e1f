package console

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"sync"
	"time"

	"myaccount/internal/i18n"
	"myaccount/internal/identity"
	"myaccount/internal/portal"
)

// The subscriber page (issue 30, item 5): everything about one account,
// read through the services the subscriber's app and the provider API use,
// and its opening recorded in the staff log.

// SubscriberReader is what the page reads besides the services (the SQL
// store implements it).
type SubscriberReader interface {
	SubscriberLogins(ctx context.Context, account int64) ([]portal.SubscriberLogin, error)
	AccountWarningHistory(ctx context.Context, account int64) ([]portal.WarningRecord, error)
	AccountMail(ctx context.Context, account int64, limit int) ([]portal.Mail, error)
	AccountChangeRequests(ctx context.Context, account int64) ([]portal.ChangeRequest, error)
	StaffActionsOnLogins(ctx context.Context, logins []string) ([]portal.StaffAction, error)
}

// LoginTools are the identity service's tools for a subscriber's login
// (identity.Service).
type LoginTools interface {
	LoginLimits(ctx context.Context, login string) ([]identity.LoginLimit, error)
	LiftLoginLimits(ctx context.Context, login string) error
	SendPasswordReset(ctx context.Context, login string) error
	ManagedByProvider() bool
}

// mailShown is how many of the newest e-mails the page lists.
const mailShown = 50

// openedAgain is how long a staff login's reopening of the same page (its
// refresh after an action) is not recorded again.
const openedAgain = 10 * time.Minute

// openings remembers when each staff login's opening of each page was last
// recorded.
type openings struct {
	mu   sync.Mutex
	last map[string]time.Time
}

// due reports whether an opening of key at now is to be recorded, and
// notes it.
func (o *openings) due(key string, now time.Time) bool {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.last == nil {
		o.last = map[string]time.Time{}
	}
	if t, ok := o.last[key]; ok && now.Sub(t) < openedAgain && !now.Before(t) {
		return false
	}
	for k, t := range o.last { // keep the map small
		if now.Sub(t) >= openedAgain {
			delete(o.last, k)
		}
	}
	o.last[key] = now
	return true
}

// text is a message in both of the console's languages.
type text struct {
	EN string `json:"en"`
	FR string `json:"fr"`
}

func textOf(m portal.Message) text {
	return text{EN: i18n.English.Render(m), FR: i18n.French.Render(m)}
}

func textOr(en, fr string) text {
	if fr == "" {
		fr = en
	}
	return text{EN: en, FR: fr}
}

// timePtr is t for a JSON answer: nil (left out) when it is zero.
func timePtr(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	return &t
}

type pageAccount struct {
	ID         int64  `json:"id"`
	Name       string `json:"name"`
	Name2      string `json:"name2,omitempty"`
	Kind       string `json:"kind"`
	Address    string `json:"address"`
	City       string `json:"city"`
	PostalCode string `json:"postalCode"`
}

type pageLimit struct {
	Kind  string    `json:"kind"`
	Count int       `json:"count"`
	Limit int       `json:"limit"`
	Until time.Time `json:"until"`
}

type pageLogin struct {
	Email       string      `json:"email"`
	Language    string      `json:"language"`
	Disabled    bool        `json:"disabled"`
	HasPassword bool        `json:"hasPassword"`
	CreatedAt   time.Time   `json:"createdAt"`
	LastSignIn  *time.Time  `json:"lastSignIn,omitempty"`
	Limits      []pageLimit `json:"limits"`
}

type pageDay struct {
	Date string `json:"date"`
	Down int64  `json:"down"`
	Up   int64  `json:"up"`
}

type pageInternet struct {
	Package     string    `json:"package"`
	PackageName text      `json:"packageName"`
	Technology  string    `json:"technology"`
	CapGB       int64     `json:"capGB"`
	Unlimited   bool      `json:"unlimited"`
	AllowanceGB int64     `json:"allowanceGB"`
	RateDown    int64     `json:"rateDownload"`
	RateUp      int64     `json:"rateUpload"`
	FeeCents    int64     `json:"feeCents"`
	Slowdown    bool      `json:"slowdown"`
	Down        int64     `json:"down"`
	Up          int64     `json:"up"`
	MonthStart  time.Time `json:"monthStart"`
	Days        []pageDay `json:"days"`
}

type pageEntry struct {
	ID          int64     `json:"id"`
	Kind        string    `json:"kind"`
	Description text      `json:"description"`
	AmountCents int64     `json:"amountCents"`
	At          time.Time `json:"at"`
	InvoiceID   int64     `json:"invoiceId,omitempty"`
}

type pageBalance struct {
	PastDueCents  int64 `json:"pastDueCents"`
	CurrentCents  int64 `json:"currentCents"`
	PendingCents  int64 `json:"pendingCents"`
	UnbilledCents int64 `json:"unbilledCents"`
}

type pageDocument struct {
	ID        int64     `json:"id"`
	Kind      string    `json:"kind"`
	At        time.Time `json:"at"`
	InvoiceID int64     `json:"invoiceId,omitempty"`
	Period    string    `json:"period,omitempty"`
}

type pageMethod struct {
	Type     string    `json:"type"`
	Last4    string    `json:"last4"`
	ExpMonth int       `json:"expMonth,omitempty"`
	ExpYear  int       `json:"expYear,omitempty"`
	Since    time.Time `json:"since"`
}

type pagePayment struct {
	AmountCents int64      `json:"amountCents"`
	Status      string     `json:"status"`
	Method      pageMethod `json:"method"`
	Failure     *text      `json:"failure,omitempty"`
	CreatedAt   time.Time  `json:"createdAt"`
}

type pageProfile struct {
	ID       int64    `json:"id"`
	Selected bool     `json:"selected"`
	Obsolete bool     `json:"obsolete"`
	Name     string   `json:"name"`
	Address  string   `json:"address"`
	Numbers  []string `json:"numbers"`
}

type pagePhone struct {
	ID          int64         `json:"id"`
	Description text          `json:"description"`
	ProfileType string        `json:"profileType"`
	Numbers     []string      `json:"numbers"`
	Profiles    []pageProfile `json:"profiles"`
}

type pageAddress struct {
	IP          string    `json:"ip"`
	MAC         string    `json:"mac"`
	Description string    `json:"description"`
	Static      bool      `json:"static"`
	CreatedAt   time.Time `json:"createdAt"`
}

type pageWarning struct {
	ID         int64      `json:"id"`
	ExternalID string     `json:"externalId,omitempty"`
	Type       string     `json:"type"`
	Title      text       `json:"title"`
	Body       text       `json:"body"`
	CreatedAt  time.Time  `json:"createdAt"`
	ClearedAt  *time.Time `json:"clearedAt,omitempty"`
}

type pageMail struct {
	ID        int64      `json:"id"`
	Kind      string     `json:"kind"`
	To        string     `json:"to"`
	CreatedAt time.Time  `json:"createdAt"`
	SentAt    *time.Time `json:"sentAt,omitempty"`
	FailedAt  *time.Time `json:"failedAt,omitempty"`
	Attempts  int        `json:"attempts"`
	LastError string     `json:"lastError,omitempty"`
}

type pageChange struct {
	Type        string `json:"type"`
	Operation   string `json:"operation,omitempty"`
	Current     string `json:"current,omitempty"`
	Description string `json:"description"`
}

type pageRequest struct {
	ID         int64        `json:"id"`
	Status     string       `json:"status"`
	CreatedAt  time.Time    `json:"createdAt"`
	Changes    []pageChange `json:"changes"`
	Comments   string       `json:"comments,omitempty"`
	ResolvedAt *time.Time   `json:"resolvedAt,omitempty"`
	ResolvedBy string       `json:"resolvedBy,omitempty"`
	Resolution string       `json:"resolution,omitempty"`
}

// pagePending is an item of a review queue waiting for this account: the
// console's review screen is /staff/reviews/{queue}/{id}.
type pagePending struct {
	Queue string    `json:"queue"`
	ID    int64     `json:"id"`
	At    time.Time `json:"at"`
}

type pageAction struct {
	ID      int64     `json:"id"`
	Actor   string    `json:"actor"`
	Action  string    `json:"action"`
	Subject string    `json:"subject"`
	Detail  string    `json:"detail"`
	At      time.Time `json:"at"`
}

type subscriberPage struct {
	Account   pageAccount    `json:"account"`
	Phones    []string       `json:"phones"`
	Emails    []string       `json:"emails"`
	Logins    []pageLogin    `json:"logins"`
	Internet  *pageInternet  `json:"internet,omitempty"`
	Balance   pageBalance    `json:"balance"`
	Ledger    []pageEntry    `json:"ledger"`
	Documents []pageDocument `json:"documents"`
	Method    *pageMethod    `json:"method,omitempty"`
	Payment   *pagePayment   `json:"lastPayment,omitempty"`
	Phone     []pagePhone    `json:"phone"`
	Addresses []pageAddress  `json:"addresses"`
	Warnings  []pageWarning  `json:"warnings"`
	Mail      []pageMail     `json:"mail"`
	Requests  []pageRequest  `json:"requests"`
	Pending   []pagePending  `json:"pending"`
	Actions   []pageAction   `json:"actions"`
	// ResetByProvider: passwords are the identity provider's (OIDC), so
	// the portal sends no reset e-mail.
	ResetByProvider bool `json:"resetByProvider,omitempty"`
}

// pathAccount is the path's {account}; an id that is not one answers like
// an unknown account.
func pathAccount(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("account"), 10, 64)
	if err != nil || id <= 0 {
		return 0, errNoAccount
	}
	return id, nil
}

var errNoAccount = fail(http.StatusNotFound, "not-found", "no such account")

// knownAccount reads the account, answering errNoAccount for one that does
// not exist.
func (h *handler) knownAccount(ctx context.Context, id int64) (portal.Account, error) {
	a, err := h.c.Services.Accounts.Account(ctx, id)
	if errors.Is(err, portal.ErrNoRows) {
		return a, errNoAccount
	}
	var pe *portal.Error
	if errors.As(err, &pe) && pe.Code != portal.CodeInternal {
		return a, errNoAccount
	}
	return a, err
}

// record writes one entry of the staff log about an account.
func (h *handler) record(ctx context.Context, m portal.StaffMember, action string, account int64, subject, detail string) error {
	return h.c.Service.Record(ctx, Actor(m), action, account, subject, detail)
}

// Record writes one entry of the staff log: actor did action on account's
// subject.
func (s *Service) Record(ctx context.Context, actor, action string, account int64, subject, detail string) error {
	a := s.action(actor, action, subject, detail)
	a.Account = account
	return s.st.AddStaffAction(ctx, a)
}

func (h *handler) subscriberPage(w http.ResponseWriter, r *http.Request, m portal.StaffMember) {
	ctx := r.Context()
	id, err := pathAccount(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	acc, err := h.knownAccount(ctx, id)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if h.opened.due(fmt.Sprintf("%d/%s", id, m.Email), h.c.Now()) {
		if err := h.record(ctx, m, "opened", id, "subscriber page", ""); err != nil {
			h.fail(w, r, err)
			return
		}
	}
	page, err := h.readPage(ctx, acc)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	h.ok(w, page)
}

// readPage reads every part of the page.
func (h *handler) readPage(ctx context.Context, acc portal.Account) (subscriberPage, error) {
	svc := h.c.Services
	id := acc.ID
	p := subscriberPage{Account: pageAccount{ID: acc.ID, Name: acc.Name, Name2: acc.Name2, Kind: acc.Kind, Address: acc.Address,
		City: acc.City, PostalCode: acc.PostalCode}, Phones: []string{}, Emails: []string{}, Logins: []pageLogin{},
		Ledger: []pageEntry{}, Documents: []pageDocument{}, Phone: []pagePhone{}, Addresses: []pageAddress{},
		Warnings: []pageWarning{}, Mail: []pageMail{}, Requests: []pageRequest{}, Pending: []pagePending{},
		Actions: []pageAction{}, ResetByProvider: h.c.Logins != nil && h.c.Logins.ManagedByProvider()}
	flags, err := svc.Accounts.ServiceFlags(ctx, id)
	if err != nil {
		return p, err
	}
	if flags.HasContactInfo {
		contact, err := svc.AccountInfo.Contact(ctx, id)
		if err != nil {
			return p, err
		}
		for _, ph := range contact.Phones {
			p.Phones = append(p.Phones, ph.Number)
		}
		p.Emails = append(p.Emails, contact.Emails...)
	}

	logins, err := h.c.Subscribers.SubscriberLogins(ctx, id)
	if err != nil {
		return p, err
	}
	names := make([]string, 0, len(logins))
	for _, l := range logins {
		out := pageLogin{Email: l.Login, Language: l.Language, Disabled: l.Disabled, HasPassword: l.HasPassword,
			CreatedAt: l.CreatedAt, LastSignIn: timePtr(l.LastSignIn), Limits: []pageLimit{}}
		if h.c.Logins != nil {
			limits, err := h.c.Logins.LoginLimits(ctx, l.Login)
			if err != nil {
				return p, err
			}
			for _, lim := range limits {
				out.Limits = append(out.Limits, pageLimit{Kind: lim.Kind, Count: lim.Count, Limit: lim.Limit, Until: lim.Until})
			}
		}
		p.Logins = append(p.Logins, out)
		names = append(names, l.Login)
	}

	if flags.HasBroadband {
		if p.Internet, err = h.readInternet(ctx, id); err != nil {
			return p, err
		}
	}

	entries, bal, err := svc.Staff.Ledger(ctx, id)
	if err != nil {
		return p, err
	}
	p.Balance = pageBalance{PastDueCents: bal.PastDueCents, CurrentCents: bal.CurrentCents, PendingCents: bal.PendingCents,
		UnbilledCents: bal.UnbilledCents}
	for i := len(entries) - 1; i >= 0; i-- { // newest first
		e := entries[i]
		p.Ledger = append(p.Ledger, pageEntry{ID: e.ID, Kind: e.Kind, Description: textOf(e.Description), AmountCents: e.AmountCents,
			At: e.At, InvoiceID: e.InvoiceID})
	}
	slices.SortStableFunc(p.Ledger, func(a, b pageEntry) int { return b.At.Compare(a.At) })

	docs, err := svc.Documents.List(ctx, id)
	if err != nil {
		return p, err
	}
	for _, d := range docs {
		out := pageDocument{ID: d.ID, Kind: d.Kind, At: d.At, InvoiceID: d.InvoiceID}
		if d.Period.Year > 0 {
			out.Period = fmt.Sprintf("%04d-%02d", d.Period.Year, int(d.Period.Month))
		}
		p.Documents = append(p.Documents, out)
	}

	if method, ok, err := svc.Payments.Method(ctx, id); err != nil {
		return p, err
	} else if ok {
		pm := methodOf(method)
		p.Method = &pm
	}
	if pay, ok, err := svc.Payments.LastPayment(ctx, id); err != nil {
		return p, err
	} else if ok {
		out := pagePayment{AmountCents: pay.AmountCents, Status: pay.Status, Method: methodOf(pay.Method), CreatedAt: pay.CreatedAt}
		if !pay.Failure.IsZero() {
			t := textOf(pay.Failure)
			out.Failure = &t
		}
		p.Payment = &out
	}

	if flags.HasPhone {
		if p.Phone, err = h.readPhone(ctx, id); err != nil {
			return p, err
		}
	}

	regs, err := svc.Addresses.Registrations(ctx, id)
	if err != nil && !isRefusal(err) {
		return p, err
	}
	for _, a := range regs {
		p.Addresses = append(p.Addresses, pageAddress{IP: a.IP, MAC: a.MAC, Description: a.Description, Static: a.Static,
			CreatedAt: a.CreatedAt})
	}

	warnings, err := h.c.Subscribers.AccountWarningHistory(ctx, id)
	if err != nil {
		return p, err
	}
	for _, wr := range warnings {
		p.Warnings = append(p.Warnings, pageWarning{ID: wr.ID, ExternalID: wr.ExternalID, Type: wr.Type,
			Title: textOr(wr.Title, wr.TitleFR), Body: textOr(wr.Body, wr.BodyFR), CreatedAt: wr.CreatedAt, ClearedAt: timePtr(wr.ClearedAt)})
	}

	mail, err := h.c.Subscribers.AccountMail(ctx, id, mailShown)
	if err != nil {
		return p, err
	}
	for _, ml := range mail {
		p.Mail = append(p.Mail, pageMail{ID: ml.ID, Kind: string(ml.Kind), To: ml.To, CreatedAt: ml.CreatedAt, SentAt: timePtr(ml.SentAt),
			FailedAt: timePtr(ml.FailedAt), Attempts: ml.Attempts, LastError: ml.LastError})
	}

	reqs, err := h.c.Subscribers.AccountChangeRequests(ctx, id)
	if err != nil {
		return p, err
	}
	for _, rq := range reqs {
		out := pageRequest{ID: rq.ID, Status: rq.Status, CreatedAt: rq.CreatedAt, Changes: []pageChange{}, Comments: rq.Comments,
			ResolvedAt: timePtr(rq.ResolvedAt), ResolvedBy: rq.ResolvedBy, Resolution: rq.Resolution}
		for _, c := range rq.Changes {
			out.Changes = append(out.Changes, pageChange{Type: c.Type, Operation: c.Operation, Current: c.Current, Description: c.Description})
		}
		p.Requests = append(p.Requests, out)
		if rq.Status == portal.RequestPending {
			p.Pending = append(p.Pending, pagePending{Queue: "change-requests", ID: rq.ID, At: rq.CreatedAt})
		}
	}
	if p.Pending, err = h.readPending(ctx, id, p.Pending); err != nil {
		return p, err
	}

	actions, err := svc.Staff.Actions(ctx, id)
	if err != nil {
		return p, err
	}
	more, err := h.c.Subscribers.StaffActionsOnLogins(ctx, names)
	if err != nil {
		return p, err
	}
	actions = append(actions, more...)
	slices.SortStableFunc(actions, func(a, b portal.StaffAction) int {
		if c := b.At.Compare(a.At); c != 0 {
			return c
		}
		return int(b.ID - a.ID)
	})
	for _, a := range actions {
		p.Actions = append(p.Actions, pageAction{ID: a.ID, Actor: a.Actor, Action: a.Action, Subject: a.Subject, Detail: a.Detail, At: a.At})
	}
	return p, nil
}

// isRefusal reports whether err is a portal refusal (a service the account
// does not have), not a failure.
func isRefusal(err error) bool {
	var pe *portal.Error
	return errors.As(err, &pe) && pe.Code != portal.CodeInternal
}

func methodOf(m portal.PaymentMethod) pageMethod {
	return pageMethod{Type: m.Type, Last4: m.Last4, ExpMonth: m.ExpMonth, ExpYear: m.ExpYear, Since: m.Since}
}

// readInternet reads the package, its cap and this month's usage by day.
func (h *handler) readInternet(ctx context.Context, id int64) (*pageInternet, error) {
	svc := h.c.Services
	cur, err := svc.Packages.Current(ctx, id)
	if isRefusal(err) || errors.Is(err, portal.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	month, err := svc.Usage.Month(ctx, id)
	if err != nil && !isRefusal(err) {
		return nil, err
	}
	out := &pageInternet{Package: cur.Package.Code, PackageName: textOr(cur.Package.Description, cur.Package.DescriptionFR),
		Technology: cur.Package.Technology, CapGB: cur.Package.CapGB, Unlimited: cur.Package.CapGB >= portal.UnlimitedCapGB,
		RateDown: cur.Package.RateDownload, RateUp: cur.Package.RateUpload, FeeCents: cur.Package.MonthlyFeeCents,
		Slowdown: cur.Subscription.SlowdownMode, Down: month.Used.Down, Up: month.Used.Up, MonthStart: month.Start, Days: []pageDay{}}
	if !out.Unlimited {
		out.AllowanceGB = month.Plan.CapGB + month.Plan.LoyaltyGB + month.Plan.OnetimeGB
	}
	cal, err := svc.Usage.Calendar(ctx, id)
	if err != nil && !isRefusal(err) {
		return nil, err
	}
	for _, d := range cal.Days {
		if d.Year == month.Start.Year() && d.Month == month.Start.Month() {
			out.Days = append(out.Days, pageDay{Date: fmt.Sprintf("%04d-%02d-%02d", d.Year, int(d.Month), d.Day), Down: d.Down, Up: d.Up})
		}
	}
	return out, nil
}

// readPhone reads the phone packages, their numbers and 911 profiles.
func (h *handler) readPhone(ctx context.Context, id int64) ([]pagePhone, error) {
	svc := h.c.Services
	pkgs, err := svc.Phone.Packages(ctx, id)
	if isRefusal(err) {
		return []pagePhone{}, nil
	}
	if err != nil {
		return nil, err
	}
	out := []pagePhone{}
	for _, pk := range pkgs {
		pp := pagePhone{ID: pk.ID, Description: textOr(pk.Description, pk.DescriptionFR), ProfileType: pk.ProfileType,
			Numbers: append([]string{}, pk.Numbers...), Profiles: []pageProfile{}}
		profiles, err := svc.Phone.Profiles(ctx, id, pk.ID)
		if err != nil && !isRefusal(err) {
			return nil, err
		}
		for _, pr := range profiles {
			a := pr.Address
			street := a.StreetNumber + " " + a.StreetName
			if a.Unit != "" {
				street = a.Unit + "-" + street
			}
			if a.RuralAddress != "" {
				street = a.RuralAddress
			}
			pp.Profiles = append(pp.Profiles, pageProfile{ID: pr.ID, Selected: pr.Selected, Obsolete: pr.Obsolete,
				Name: a.FirstName + " " + a.LastName, Address: fmt.Sprintf("%s, %s %s %s", street, a.City, a.Province, a.PostalCode),
				Numbers: append([]string{}, pr.Numbers...)})
		}
		out = append(out, pp)
	}
	return out, nil
}

// readPending adds the account's items waiting in the review queues.
func (h *handler) readPending(ctx context.Context, id int64, out []pagePending) ([]pagePending, error) {
	ids, err := h.c.Onboarding.IdentityUploads(ctx, portal.UploadPending)
	if err != nil {
		return nil, err
	}
	for _, u := range ids {
		if u.AccountID == id {
			out = append(out, pagePending{Queue: "identity-documents", ID: u.ID, At: u.CreatedAt})
		}
	}
	sigs, err := h.c.Onboarding.Signatures(ctx, portal.SignatureSubmitted)
	if err != nil {
		return nil, err
	}
	for _, s := range sigs {
		if s.AccountID == id {
			out = append(out, pagePending{Queue: "contracts", ID: s.ID, At: s.SignedAt})
		}
	}
	cheques, err := h.c.Staff.Uploads(ctx, portal.DocVoidCheque, portal.UploadPending)
	if err != nil {
		return nil, err
	}
	for _, c := range cheques {
		if c.AccountID == id {
			out = append(out, pagePending{Queue: "void-cheques", ID: c.ID, At: c.CreatedAt})
		}
	}
	return out, nil
}

// openDocument serves one of the account's documents (an invoice's PDF, an
// uploaded photo) and records the opening.
func (h *handler) openDocument(w http.ResponseWriter, r *http.Request, m portal.StaffMember) {
	ctx := r.Context()
	id, err := pathAccount(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if _, err := h.knownAccount(ctx, id); err != nil {
		h.fail(w, r, err)
		return
	}
	doc, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || doc <= 0 {
		h.fail(w, r, fail(http.StatusNotFound, "not-found", "no such document"))
		return
	}
	lang := i18n.Negotiate(r.Header.Get("Accept-Language"))
	f, err := h.c.Services.Documents.Open(ctx, portal.DocumentRequest{Account: id, ID: doc, Lang: string(lang)})
	if errors.Is(err, portal.ErrNoRows) || isRefusal(err) {
		h.fail(w, r, fail(http.StatusNotFound, "not-found", "no such document"))
		return
	}
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if err := h.record(ctx, m, "opened-file", id, fmt.Sprintf("document %d", doc), f.Name); err != nil {
		h.fail(w, r, err)
		return
	}
	w.Header().Set("Content-Type", f.ContentType)
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	disp := "attachment"
	if f.Inline {
		disp = "inline"
	}
	w.Header().Set("Content-Disposition", fmt.Sprintf("%s; filename=%q", disp, f.Name))
	_, _ = w.Write(f.Data)
}
