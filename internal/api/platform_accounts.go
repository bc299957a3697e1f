package api

import (
	"context"
	"strconv"

	"myaccount/internal/httpx"
	"myaccount/internal/internet"
	"myaccount/internal/portal"
)

// The platform's resources (platform spec §7): the login's accounts, the
// active account, warnings and notices, first-device registration, error
// reports and feedback, code lists.

type associatedAccounts struct {
	AssociatedAccounts           []int64                    `json:"associatedAccounts"`
	Email                        string                     `json:"email"`
	AssociatedAccountsProperties map[string]accountProperty `json:"associatedAccountsProperties"`
}

type accountProperty struct {
	IsVip bool `json:"isVip"`
}

func (a *API) associatedAccounts(r *Request) (*Response, error) {
	list, err := a.accountsOf(r.Context(), r.Session)
	if err != nil {
		return nil, err
	}
	return &Response{List: list, Name: "associatedaccounts"}, nil
}

// accountsOf is the list of me.1/associatedaccounts for a session: one item
// with the login's accounts, or none when it has none.
func (a *API) accountsOf(ctx context.Context, sess portal.Session) ([]associatedAccounts, error) {
	links, err := a.svc.Accounts.Links(ctx, sess.IdentityID)
	if err != nil {
		return nil, err
	}
	list := []associatedAccounts{}
	if len(links) > 0 {
		item := associatedAccounts{Email: sess.Login, AssociatedAccountsProperties: map[string]accountProperty{}}
		for _, l := range links {
			item.AssociatedAccounts = append(item.AssociatedAccounts, l.AccountID)
			item.AssociatedAccountsProperties[strconv.FormatInt(l.AccountID, 10)] = accountProperty{IsVip: l.IsVip}
		}
		list = append(list, item)
	}
	return list, nil
}

func (a *API) setActiveUser(r *Request) (*Response, error) {
	id, ok := intField(r.Body, "user")
	if !ok {
		return nil, portal.Fail(portal.CodeBadRequest, portal.MsgChooseAccount)
	}
	if err := a.svc.Accounts.SetActive(r.Context(), r.Session, id); err != nil {
		return nil, err
	}
	return &Response{Object: map[string]any{"user": id}, Name: "activeuser"}, nil
}

// userObject is the session user's data (ACCT-001).
type userObject struct {
	ID             int64          `json:"id"`
	Name           string         `json:"name"`
	Name2          string         `json:"name2"`
	Type           string         `json:"type"`
	Address        string         `json:"address"`
	PostalCode     string         `json:"postalcode"`
	City           string         `json:"city"`
	RegionID       int64          `json:"regionid"`
	PhoneNumbers   []phoneNumber  `json:"phonenumbers"`
	EmailAddresses []emailAddress `json:"emailaddresses"`
	ReferralCode   string         `json:"referral_code"`
}

type phoneNumber struct {
	Description string `json:"description"`
	PhoneNo     string `json:"phoneno"`
}

type emailAddress struct {
	Email string `json:"email"`
}

func (a *API) user(r *Request) (*Response, error) {
	acc, err := a.svc.Accounts.Account(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	contact, err := a.svc.AccountInfo.Contact(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	u := userObject{ID: acc.ID, Name: acc.Name, Name2: acc.Name2, Type: acc.Kind, Address: acc.Address,
		PostalCode: acc.PostalCode, City: acc.City, RegionID: acc.RegionID, ReferralCode: acc.ReferralCode,
		PhoneNumbers: []phoneNumber{}, EmailAddresses: []emailAddress{}}
	for _, p := range contact.Phones {
		u.PhoneNumbers = append(u.PhoneNumbers, phoneNumber{p.Description, p.Number})
	}
	for _, e := range contact.Emails {
		u.EmailAddresses = append(u.EmailAddresses, emailAddress{e})
	}
	return &Response{Object: u, Name: "user", PK: "id"}, nil
}

type serviceFlags struct {
	HasBroadband   bool `json:"hasBroadband"`
	HasPhone       bool `json:"hasPhone"`
	HasContactInfo bool `json:"hasContactInfo"`
	HasAr          bool `json:"hasAr"`
	HasPreinstall  bool `json:"hasPreinstall"`
	HideDocuments  bool `json:"hidedocuments"`
	HasWiFi        bool `json:"hasWiFi"`
	HasRouter      bool `json:"hasRouter"`
}

func (a *API) serviceIdentification(r *Request) (*Response, error) {
	f, err := a.svc.Accounts.ServiceFlags(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	return &Response{List: []serviceFlags{{f.HasBroadband, f.HasPhone, f.HasContactInfo, f.HasAr, f.HasPreinstall, f.HideDocuments, f.HasWiFi, f.HasRouter}},
		Name: "serviceidentification"}, nil
}

type warningItem struct {
	ID            int64  `json:"id"`
	Type          string `json:"type"`
	Title         string `json:"title"`
	Body          string `json:"body"`
	Clearable     bool   `json:"clearable"`
	User          int64  `json:"user"`
	MultipleUsers bool   `json:"multipleusers"`
}

// accountWarnings lists the open warnings of every account of the login, each
// naming its account (user) so the app can switch to it for an action.
func (a *API) accountWarnings(r *Request) (*Response, error) {
	ws, err := a.svc.Accounts.Warnings(r.Context(), r.Session.IdentityID)
	if err != nil {
		return nil, err
	}
	list := make([]warningItem, 0, len(ws.List))
	for _, w := range ws.List {
		list = append(list, warningItem{w.ID, w.Type, r.Lang.Pick(w.Title, w.TitleFR), r.Lang.Pick(w.Body, w.BodyFR), w.Clearable, w.AccountID, ws.Multiple})
	}
	return &Response{List: list, Name: "accountwarning", PK: "id"}, nil
}

type notificationItem struct {
	ID      int64  `json:"id"`
	Message string `json:"message"`
}

func (a *API) globalNotification(r *Request) (*Response, error) {
	ns, err := a.svc.Accounts.Notifications(r.Context())
	if err != nil {
		return nil, err
	}
	list := make([]notificationItem, 0, len(ns))
	for _, n := range ns {
		list = append(list, notificationItem{n.ID, r.Lang.Pick(n.Message, n.MessageFR)})
	}
	return &Response{List: list, Name: "globalnotification", PK: "id"}, nil
}

// logout ends this API session; every token of it stops working (401).
func (a *API) logout(r *Request) (*Response, error) {
	if err := a.svc.Sessions.End(r.Context(), r.Session.ID); err != nil {
		return nil, err
	}
	return &Response{Message: portal.Msg(portal.MsgSignedOut)}, nil
}

func (a *API) firstMACRegister(r *Request) (*Response, error) {
	reg, err := a.svc.Accounts.RegisterFirstDevice(r.Context(), portal.FirstDevice{
		Identity: r.Session.IdentityID, Account: r.Account,
		HW: stringField(r.Body, "hw"), Seg: stringField(r.Body, "seg"), IP: httpx.ClientIP(r.HTTP)})
	if err != nil {
		return nil, err
	}
	return &Response{Object: map[string]any{"case": reg.Case, "message": r.Text(reg.Message)}, Message: reg.Message,
		Extra: map[string]any{"case": reg.Case}}, nil
}

func (a *API) whatIsMyIPAddress(r *Request) (*Response, error) {
	ip := httpx.ClientIP(r.HTTP)
	return &Response{Object: map[string]any{"ip": ip.String(), "private": internet.PrivateAddr(ip)}, Name: "whatismyipaddress"}, nil
}

// clientError logs an error the app reports; nothing is stored.
func (a *API) clientError(r *Request) (*Response, error) {
	msg := clip(stringField(r.Body, "message"), 2000)
	if msg == "" {
		return nil, portal.Fail(portal.CodeBadRequest, portal.MsgErrorReportEmpty)
	}
	a.cfg.Log.WarnContext(r.Context(), "client error",
		"identity", r.Session.IdentityID, "user", r.Account, "message", msg, "where", clip(stringField(r.Body, "where"), 300))
	return &Response{}, nil
}

func (a *API) feedback(r *Request) (*Response, error) {
	msg, err := a.svc.Accounts.Feedback(r.Context(), r.Session.IdentityID, r.Account,
		stringField(r.Body, "message"), stringField(r.Body, "context"))
	if err != nil {
		return nil, err
	}
	return &Response{Message: msg}, nil
}

func (a *API) codebook(r *Request) (*Response, error) {
	if r.Target[0].Name != "codebook" || r.Target[0].HasID {
		return nil, portal.Fail(portal.CodeBadRequest, portal.MsgNotSupported)
	}
	name := r.Target[1].Name
	rows, err := a.svc.Accounts.Codebook(r.Context(), name)
	if err != nil {
		return nil, err
	}
	list := make([]map[string]any, 0, len(rows))
	for _, e := range rows {
		item := make(map[string]any, len(e.Data)+1)
		for k, v := range e.Data {
			item[k] = v
		}
		item["id"] = e.ID
		list = append(list, item)
	}
	return &Response{List: list, Name: name, PK: "id"}, nil
}
