package api

import (
	"fmt"
	"strings"
	"time"

	"myaccount/internal/billing"
	"myaccount/internal/documents"
	"myaccount/internal/portal"
	"myaccount/internal/schema"
)

// The account and billing area (docs/billing-api.md): change requests,
// the balance, documents, e-payments, the auto-payment method and its
// setup through the hosted card page or a void cheque.

// ---- Change requests (ACCT-014 … ACCT-029) ----

type changeRequestItem struct {
	ID       int64          `json:"id"`
	TS       int64          `json:"ts"`
	Type     string         `json:"type"` // the change kinds, comma-separated
	Rows     []changeRowOut `json:"rows"`
	Callback string         `json:"callback"`
	Comments string         `json:"comments"`
	Status   string         `json:"status"`
}

type changeRowOut struct {
	Type        string `json:"type"`
	Operation   string `json:"operation,omitempty"`
	Current     string `json:"current,omitempty"`
	Description string `json:"description"`
	Address2    string `json:"address2,omitempty"`
	City        string `json:"city,omitempty"`
	Province    string `json:"province,omitempty"`
	PostalCode  string `json:"postalcode,omitempty"`
}

// accountChangeForm answers the pending request (zeroRows false while one
// is under review, ACCT-016) with the form's descriptor.
func (a *API) accountChangeForm(r *Request) (*Response, error) {
	provinces, err := a.svc.Accounts.Provinces(r.Context())
	if err != nil {
		return nil, err
	}
	d := schema.AccountChange(r.Lang, schema.ProvinceOptions(provinces))
	pending, ok, err := a.svc.AccountInfo.PendingChange(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	list := []changeRequestItem{}
	if ok {
		item := changeRequestItem{ID: pending.ID, TS: pending.CreatedAt.UnixMilli(), Type: strings.Join(pending.Types(), ","),
			Rows: []changeRowOut{}, Callback: pending.Callback, Comments: pending.Comments, Status: pending.Status}
		for _, c := range pending.Changes {
			item.Rows = append(item.Rows, changeRowOut(c))
		}
		list = append(list, item)
	}
	return &Response{List: list, Name: "accountinfoupdate", PK: "id", Schema: &d}, nil
}

func (a *API) requestAccountChange(r *Request) (*Response, error) {
	msg, err := a.svc.AccountInfo.RequestChange(r.Context(), portal.ChangeRequestInput{Account: r.Account,
		Identity: r.Session.IdentityID, Body: r.Body})
	if err != nil {
		return nil, err
	}
	return done(msg), nil
}

// ---- The balance (ACCT-036 … ACCT-041) ----

type balanceObject struct {
	PastDue       float64 `json:"pastdue"`
	PastDueCamel  float64 `json:"pastDue"`
	Current       float64 `json:"current"`
	Pending       float64 `json:"pending"`
	Payable       float64 `json:"payable"`
	Unbilled      float64 `json:"unbilled"`
	LastInvoiceID int64   `json:"lastinvoice"`
	// The latest invoice as printed: its month ("2026-11"), total due,
	// due date (unix ms) and what was paid or credited since.
	InvoicePeriod string  `json:"invoiceperiod,omitempty"`
	InvoiceTotal  float64 `json:"invoicetotal"`
	InvoiceDue    int64   `json:"invoicedue,omitempty"`
	PaidSince     float64 `json:"paidsince"`
}

func (a *API) accountBalance(r *Request) (*Response, error) {
	b, err := a.svc.Billing.Balance(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	return &Response{Object: balanceObject{PastDue: dollars(b.PastDueCents), PastDueCamel: dollars(b.PastDueCents),
		Current: dollars(b.CurrentCents), Pending: dollars(b.PendingCents), Payable: dollars(b.PayableCents()),
		Unbilled: dollars(b.UnbilledCents), LastInvoiceID: b.LastInvoiceID, InvoiceTotal: dollars(b.InvoiceTotalCents),
		PaidSince: dollars(b.PaidSinceCents), InvoiceDue: unixMs(b.InvoiceDueAt), InvoicePeriod: monthText(b.InvoicePeriod)},
		Name: "accountbalance"}, nil
}

func unixMs(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixMilli()
}

func monthText(m portal.Month) string {
	if m.Year == 0 {
		return ""
	}
	return fmt.Sprintf("%04d-%02d", m.Year, int(m.Month))
}

// ---- Documents (ACCT-030 … ACCT-035) ----

type documentItem struct {
	ID          int64  `json:"id"`
	TS          int64  `json:"ts"`
	Type        string `json:"type"`
	Title       string `json:"title"`
	ContentType string `json:"contenttype"`
}

func (a *API) documentList(r *Request) (*Response, error) {
	docs, err := a.svc.Documents.List(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	list := make([]documentItem, 0, len(docs))
	for _, d := range docs {
		ct := d.ContentType
		if d.Kind == portal.DocInvoice {
			ct = "application/pdf"
		}
		list = append(list, documentItem{ID: d.ID, TS: d.At.UnixMilli(), Type: d.Kind, Title: r.Text(documents.Title(d)),
			ContentType: ct})
	}
	return &Response{List: list, Name: "documentget", PK: "id"}, nil
}

// documentFile answers a document's file itself (?variant=thumbnail: its
// preview), fetched with the session header (ACCT-034).
func (a *API) documentFile(r *Request) (*Response, error) {
	id, _ := r.Target.Last().Num()
	variant := r.Query.Get("variant")
	if variant != "" && variant != "thumbnail" {
		return nil, portal.ErrNotFound
	}
	f, err := a.svc.Documents.Open(r.Context(), portal.DocumentRequest{Account: r.Account, ID: id,
		Thumbnail: variant == "thumbnail", Lang: string(r.Lang)})
	if err != nil {
		return nil, err
	}
	return &Response{File: &f}, nil
}

// ---- E-payments (PAY-001 … PAY-010) ----

// paymentItem is an e-payment result (PAY-007): success "On" means it
// went through; live_done false means it is still being processed.
type paymentItem struct {
	ID       int64   `json:"id"`
	Amount   float64 `json:"amount"`
	Success  string  `json:"success"`
	LiveDone bool    `json:"live_done"`
	TS       int64   `json:"ts"` // unix seconds (PAY-007)
	Status   string  `json:"status"`
	Message  string  `json:"message,omitempty"`
}

func newPaymentItem(r *Request, p portal.Payment) paymentItem {
	item := paymentItem{ID: p.ID, Amount: dollars(p.AmountCents), Success: "Off", LiveDone: p.Status != portal.PaymentPending,
		TS: p.CreatedAt.Unix(), Status: p.Status}
	if p.Status == portal.PaymentSucceeded {
		item.Success = "On"
	}
	if p.Status == portal.PaymentFailed {
		item.Message = r.Text(p.Failure)
	}
	return item
}

func (a *API) pay(r *Request) (*Response, error) {
	p, msg, err := a.svc.Payments.Pay(r.Context(), portal.PayRequest{Account: r.Account, Identity: r.Session.IdentityID,
		Amount: r.Body["amount"]})
	if err != nil {
		return nil, err
	}
	item := newPaymentItem(r, p)
	return &Response{Message: msg, Object: item, Name: "epayment", Extra: map[string]any{"id": item.ID,
		"amount": item.Amount, "live_done": item.LiveDone, "ts": item.TS, "success": item.Success}}, nil
}

func (a *API) lastPayment(r *Request) (*Response, error) {
	p, ok, err := a.svc.Payments.LastPayment(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	list := []paymentItem{}
	if ok {
		list = append(list, newPaymentItem(r, p))
	}
	return &Response{List: list, Name: "epayment", PK: "id"}, nil
}

// ---- The auto-payment method and its setup (PAY-011 … PAY-038) ----

type methodItem struct {
	Type        string `json:"type"`
	Description string `json:"description"`
	ExpMonth    int    `json:"expmonth,omitempty"`
	ExpYear     int    `json:"expyear,omitempty"`
	Since       int64  `json:"since"`
}

func newMethodItem(r *Request, m portal.PaymentMethod) methodItem {
	return methodItem{Type: m.Type, Description: r.Text(billing.MethodName(m)), ExpMonth: m.ExpMonth, ExpYear: m.ExpYear,
		Since: m.Since.UnixMilli()}
}

func (a *API) autoPayment(r *Request) (*Response, error) {
	m, ok, err := a.svc.Payments.Method(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	list := []methodItem{}
	if ok {
		list = append(list, newMethodItem(r, m))
	}
	resp := &Response{List: list, Name: "autopayment"}
	auto, ok, err := a.svc.Payments.LastAutoPayment(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	if ok {
		resp.Extra = map[string]any{"lastauto": newAutoPaymentItem(r, auto)}
	}
	return resp, nil
}

// autoPaymentItem is the latest automatic payment of an invoice (issue
// 28): Billing says when one failed, the gateway's reason and what to do.
type autoPaymentItem struct {
	Amount  float64 `json:"amount"`
	TS      int64   `json:"ts"` // unix ms
	Period  string  `json:"period"`
	Status  string  `json:"status"`
	Method  string  `json:"method"`
	Reason  string  `json:"reason,omitempty"`
	Message string  `json:"message,omitempty"`
}

func newAutoPaymentItem(r *Request, p portal.AutoPaymentAttempt) autoPaymentItem {
	item := autoPaymentItem{Amount: dollars(p.AmountCents), TS: p.CreatedAt.UnixMilli(), Period: monthText(p.Period),
		Status: p.Status, Method: r.Text(billing.MethodName(p.Method))}
	if p.Status == portal.PaymentFailed {
		item.Reason, item.Message = p.Reason, r.Text(p.Failure)
	}
	return item
}

type cardSessionItem struct {
	ID           int64  `json:"id"`
	SessionToken string `json:"sessiontoken"`
	URL          string `json:"url"`
}

// cardSession opens a hosted card page (PAY-024) for ?nameoncard=.
func (a *API) cardSession(r *Request) (*Response, error) {
	s, err := a.svc.Payments.StartCardSession(r.Context(), portal.CardSessionStart{Account: r.Account,
		Identity: r.Session.IdentityID, NameOnCard: r.Query.Get("nameoncard"), Lang: string(r.Lang)})
	if err != nil {
		return nil, err
	}
	return &Response{List: []cardSessionItem{{s.ID, s.SessionToken, s.PageURL}}, Name: "cctoken"}, nil
}

// cardReturn takes the hosted page's card token (PAY-029).
func (a *API) cardReturn(r *Request) (*Response, error) {
	id, _ := r.Target.Last().Num()
	m, msg, err := a.svc.Payments.CompleteCardSession(r.Context(), portal.CardSessionReturn{Account: r.Account, ID: id,
		SessionToken: stringField(r.Body, "sessiontoken"), CardToken: stringField(r.Body, "cctoken")})
	if err != nil {
		return nil, err
	}
	resp := done(msg)
	resp.Object = newMethodItem(r, m)
	return resp, nil
}

type voidChequeStatus struct {
	PendingPhotos int              `json:"pendingphotos"`
	PapStatus     string           `json:"papstatus"`
	Photos        []voidChequeItem `json:"photos"`
}

type voidChequeItem struct {
	ID     int64  `json:"id"`
	TS     int64  `json:"ts"`
	Status string `json:"status"`
	Reason string `json:"reason,omitempty"`
}

func (a *API) voidCheques(r *Request) (*Response, error) {
	st, err := a.svc.Payments.VoidCheques(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	out := voidChequeStatus{PendingPhotos: st.Pending, PapStatus: st.Status, Photos: []voidChequeItem{}}
	for _, u := range st.Uploads {
		out.Photos = append(out.Photos, voidChequeItem{ID: u.ID, TS: u.CreatedAt.UnixMilli(), Status: u.Status, Reason: u.Reason})
	}
	return &Response{List: []voidChequeStatus{out}, Name: "eftphoto"}, nil
}

func (a *API) uploadVoidCheque(r *Request) (*Response, error) {
	msg, err := a.svc.Payments.UploadVoidCheque(r.Context(), uploadOf(r))
	if err != nil {
		return nil, err
	}
	return done(msg), nil
}
