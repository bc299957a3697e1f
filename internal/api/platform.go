package api

import (
	"encoding/json"
	"net/netip"
	"regexp"
	"strconv"
	"strings"

	"myaccount/internal/httpx"
	"myaccount/internal/portal"
	"myaccount/internal/schema"
)

// table maps every (method, resource kind) the endpoint serves to its
// handler: the platform's rows here, each area's in its own file.
func (a *API) table() map[routeKey]Handler {
	t := a.platformRoutes()
	for _, area := range []map[routeKey]Handler{a.usageRoutes(), a.packageRoutes(), a.internetRoutes()} {
		for k, h := range area {
			if _, dup := t[k]; dup {
				panic("api: route defined twice: " + k.method + " " + k.kind)
			}
			t[k] = h
		}
	}
	return t
}

// platformRoutes are the platform spec's resources (§7).
func (a *API) platformRoutes() map[routeKey]Handler {
	return map[routeKey]Handler{
		{"GET", "me.{}/associatedaccounts"}: a.associatedAccounts,
		{"POST", "me.{}/activeuser"}:        a.setActiveUser,
		{"GET", "me.{}/accountwarning"}:     a.accountWarnings,
		{"GET", "me.{}/globalnotification"}: a.globalNotification,
		{"GET", "me.{}/logout"}:             a.logout,
		{"POST", "me.{}/firstmacregister"}:  a.firstMACRegister,
		{"GET", "me.{}/whatismyipaddress"}:  a.whatIsMyIPAddress,
		{"POST", "me.{}/clienterror"}:       a.clientError,
		{"POST", "me.{}/feedback"}:          a.feedback,

		{"GET", "user.{}"}:                       a.user,
		{"GET", "user.{}/serviceidentification"}: a.serviceIdentification,
		{"GET", "user.{}/contract"}:              a.contract,
		{"GET", "user.{}/wifiDeviceInfo"}:        a.wifiDeviceInfo,
		{"GET", "user.{}/serviceemail"}:          a.serviceEmails,
		{"POST", "user.{}/serviceemail.{}"}:      a.changeServiceEmail,

		{"GET", "codebook/*"}: a.codebook,
	}
}

// --- identity and accounts ---

type associatedAccounts struct {
	AssociatedAccounts           []int64                    `json:"associatedAccounts"`
	Email                        string                     `json:"email"`
	AssociatedAccountsProperties map[string]accountProperty `json:"associatedAccountsProperties"`
}

type accountProperty struct {
	IsVip bool `json:"isVip"`
}

func (a *API) associatedAccounts(r *Request) (*Response, error) {
	links, err := a.cfg.Store.AccountLinks(r.Context(), r.Session.IdentityID)
	if err != nil {
		return nil, err
	}
	list := []associatedAccounts{}
	if len(links) > 0 {
		item := associatedAccounts{Email: r.Session.Login, AssociatedAccountsProperties: map[string]accountProperty{}}
		for _, l := range links {
			item.AssociatedAccounts = append(item.AssociatedAccounts, l.AccountID)
			item.AssociatedAccountsProperties[strconv.FormatInt(l.AccountID, 10)] = accountProperty{IsVip: l.IsVip}
		}
		list = append(list, item)
	}
	return &Response{List: list, Name: "associatedaccounts"}, nil
}

func (a *API) setActiveUser(r *Request) (*Response, error) {
	id, ok := intField(r.Body, "user")
	if !ok {
		return nil, portal.Errorf(portal.CodeBadRequest, "Choose an account.")
	}
	linked, err := a.cfg.Store.IsLinked(r.Context(), r.Session.IdentityID, id)
	if err != nil {
		return nil, err
	}
	if !linked {
		return nil, portal.ErrNotFound
	}
	if err := a.cfg.Store.SetActiveAccount(r.Context(), r.Session.ID, id); err != nil {
		return nil, err
	}
	return &Response{Object: map[string]any{"user": id}, Name: "activeuser"}, nil
}

type userObject struct {
	ID    int64  `json:"id"`
	Name  string `json:"name"`
	Name2 string `json:"name2"`
	Type  string `json:"type"`
}

func (a *API) user(r *Request) (*Response, error) {
	acc, err := a.cfg.Store.AccountByID(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	return &Response{Object: userObject{ID: acc.ID, Name: acc.Name, Name2: acc.Name2, Type: acc.Kind}, Name: "user", PK: "id"}, nil
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
	f, err := a.cfg.Store.ServiceFlags(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	return &Response{List: []serviceFlags{{f.HasBroadband, f.HasPhone, f.HasContactInfo, f.HasAr, f.HasPreinstall, f.HideDocuments, f.HasWiFi, f.HasRouter}},
		Name: "serviceidentification"}, nil
}

type contractStatus struct {
	ContractResign     bool   `json:"contractResign"`
	ContractResignType string `json:"contractResignType"`
}

func (a *API) contract(r *Request) (*Response, error) {
	c, err := a.cfg.Store.ContractStatus(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	return &Response{List: []contractStatus{{c.Resign, c.ResignType}}, Name: "contract"}, nil
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
	links, err := a.cfg.Store.AccountLinks(r.Context(), r.Session.IdentityID)
	if err != nil {
		return nil, err
	}
	ids := make([]int64, len(links))
	for i, l := range links {
		ids[i] = l.AccountID
	}
	ws, err := a.cfg.Store.OpenWarnings(r.Context(), ids)
	if err != nil {
		return nil, err
	}
	list := make([]warningItem, 0, len(ws))
	for _, w := range ws {
		list = append(list, warningItem{w.ID, w.Type, w.Title, w.Body, w.Clearable, w.AccountID, len(links) > 1})
	}
	return &Response{List: list, Name: "accountwarning", PK: "id"}, nil
}

type notificationItem struct {
	ID      int64  `json:"id"`
	Message string `json:"message"`
}

func (a *API) globalNotification(r *Request) (*Response, error) {
	ns, err := a.cfg.Store.ActiveGlobalNotifications(r.Context())
	if err != nil {
		return nil, err
	}
	list := make([]notificationItem, 0, len(ns))
	for _, n := range ns {
		list = append(list, notificationItem{n.ID, n.Message})
	}
	return &Response{List: list, Name: "globalnotification", PK: "id"}, nil
}

// logout ends this API session; every token of it stops working (401).
func (a *API) logout(r *Request) (*Response, error) {
	if err := a.cfg.Store.RevokeSession(r.Context(), r.Session.ID); err != nil {
		return nil, err
	}
	return &Response{Message: "You have signed out."}, nil
}

// --- first-device registration ---

// Registration answer cases (platform spec §4): 100 and above mean the
// registration is under way; below 100 is a failure with its message.
const (
	RegisterNoBroadband = 10
	RegisterStarted     = 100
	RegisterAlready     = 101
)

func (a *API) firstMACRegister(r *Request) (*Response, error) {
	hw, _ := r.Body["hw"].(string)
	seg, _ := r.Body["seg"].(string)
	if !portal.ValidHW(hw) {
		return nil, portal.Errorf(portal.CodeBadRequest, "The device address is not valid. It must be six pairs of hexadecimal digits separated by colons.")
	}
	if !portal.ValidSeg(seg) {
		return nil, portal.Errorf(portal.CodeBadRequest, "The network segment is not valid.")
	}
	ctx := r.Context()
	if r.Account == 0 {
		return nil, portal.ErrNotFound
	}
	flags, err := a.cfg.Store.ServiceFlags(ctx, r.Account)
	if err != nil {
		return nil, err
	}
	reg := portal.MACRegistration{IdentityID: r.Session.IdentityID, AccountID: r.Account, HW: hw, Seg: seg, IP: httpx.ClientIP(r.HTTP).String()}
	switch already, err := a.cfg.Store.MACRegistered(ctx, r.Account, hw); {
	case err != nil:
		return nil, err
	case !flags.HasBroadband:
		reg.Case, reg.Message = RegisterNoBroadband, "This account has no internet service to register a device on. Please choose another account or contact us."
	case already:
		reg.Case, reg.Message = RegisterAlready, "This device is already registered. Your connection is being set up."
	default:
		reg.Case, reg.Message = RegisterStarted, "Your device is registered. We are setting up your connection."
	}
	if err := a.cfg.Store.AddMACRegistration(ctx, reg); err != nil {
		return nil, err
	}
	return &Response{Object: map[string]any{"case": reg.Case, "message": reg.Message}, Message: reg.Message,
		Extra: map[string]any{"case": reg.Case}}, nil
}

// cgnat is the shared address space fixed-wireless networks hand out; to
// the subscriber it is as private as RFC 1918.
var cgnat = netip.MustParsePrefix("100.64.0.0/10")

func (a *API) whatIsMyIPAddress(r *Request) (*Response, error) {
	ip := httpx.ClientIP(r.HTTP)
	private := privateAddr(ip)
	return &Response{Object: map[string]any{"ip": ip.String(), "private": private}, Name: "whatismyipaddress"}, nil
}

// --- error reports and feedback from the app ---

func (a *API) clientError(r *Request) (*Response, error) {
	msg := clip(stringField(r.Body, "message"), 2000)
	if msg == "" {
		return nil, portal.Errorf(portal.CodeBadRequest, "The error report is empty.")
	}
	a.cfg.Log.WarnContext(r.Context(), "client error",
		"identity", r.Session.IdentityID, "user", r.Account, "message", msg, "where", clip(stringField(r.Body, "where"), 300))
	return &Response{}, nil
}

func (a *API) feedback(r *Request) (*Response, error) {
	msg := strings.TrimSpace(stringField(r.Body, "message"))
	if msg == "" {
		return nil, portal.Errorf(portal.CodeBadRequest, "Please write your feedback before sending it.")
	}
	if len(msg) > 5000 {
		return nil, portal.Errorf(portal.CodeBadRequest, "Your feedback is too long. Please keep it under 5,000 characters.")
	}
	if err := a.cfg.Store.AddFeedback(r.Context(), r.Session.IdentityID, r.Account, msg, clip(stringField(r.Body, "context"), 2000)); err != nil {
		return nil, err
	}
	return &Response{Message: "Thank you. Your feedback was sent."}, nil
}

// --- Wi-Fi devices ---

type periodTraffic struct {
	Up   int64 `json:"up"`
	Down int64 `json:"down"`
}

type wifiDevice struct {
	Alias     string                   `json:"alias"`
	Vendor    string                   `json:"vendor"`
	MAC       string                   `json:"mac"`
	Bandwidth map[string]periodTraffic `json:"bandwidth"`
}

// wifiDeviceInfo lists the router's wireless clients with bytes up and down
// over the last 30 days and 24 hours. Accounts without Wi-Fi answer 434.
func (a *API) wifiDeviceInfo(r *Request) (*Response, error) {
	ctx := r.Context()
	flags, err := a.cfg.Store.ServiceFlags(ctx, r.Account)
	if err != nil {
		return nil, err
	}
	if !flags.HasWiFi {
		return nil, portal.Errorf(portal.CodeNoService, "This account has no Wi-Fi service.")
	}
	ds, err := a.cfg.Store.WifiDevices(ctx, r.Account)
	if err != nil {
		return nil, err
	}
	list := make([]wifiDevice, 0, len(ds))
	for _, d := range ds {
		list = append(list, wifiDevice{Alias: d.Alias, Vendor: d.Vendor, MAC: d.MAC, Bandwidth: map[string]periodTraffic{
			"30days": {d.Up30d, d.Down30d}, "1day": {d.Up1d, d.Down1d}}})
	}
	return &Response{List: list, Name: "wifiDeviceInfo", PK: "mac", Extra: map[string]any{"hasRouter": flags.HasRouter}}, nil
}

// --- service e-mail ---

type serviceEmailItem struct {
	ID                int64  `json:"id"`
	Email             string `json:"email"`
	Forwarding        bool   `json:"forwarding"`
	ForwardingAddress string `json:"forwardingaddress"`
}

func (a *API) serviceEmails(r *Request) (*Response, error) {
	es, err := a.cfg.Store.ServiceEmails(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	list := make([]serviceEmailItem, 0, len(es))
	for _, e := range es {
		list = append(list, serviceEmailItem{e.ID, e.Email, e.Forwarding, e.ForwardingAddress})
	}
	d := schema.ServiceEmail()
	return &Response{List: list, Name: "serviceemail", PK: "id", Schema: &d}, nil
}

// changeServiceEmail deletes a mailbox ({abandon:true}), enables forwarding
// ({forwarding:true, forwardingaddress}; irreversible) or edits the
// forwarding address ({forwardingaddress}). The login's own address cannot
// be deleted.
func (a *API) changeServiceEmail(r *Request) (*Response, error) {
	ctx := r.Context()
	id, ok := r.Target[1].Num()
	if !ok {
		return nil, portal.ErrNotFound
	}
	current, err := a.cfg.Store.ServiceEmail(ctx, r.Account, id)
	if err != nil {
		return nil, err
	}
	if abandon, present := r.Body["abandon"]; present {
		if abandon != true {
			return nil, portal.Errorf(portal.CodeBadRequest, "To delete the address, send abandon: true.")
		}
		if strings.EqualFold(current.Email, r.Session.Login) {
			return nil, portal.Errorf(portal.CodeBadRequest, "You cannot delete the e-mail address you sign in with.")
		}
		if err := a.cfg.Store.AbandonServiceEmail(ctx, r.Account, id); err != nil {
			return nil, err
		}
		return &Response{Message: "The e-mail address " + current.Email + " was deleted."}, nil
	}
	d := schema.ServiceEmail()
	res, err := schema.Validate(d, r.Body, schema.Options{Edit: true, Original: map[string]any{
		"id": current.ID, "email": current.Email, "forwarding": current.Forwarding, "forwardingaddress": current.ForwardingAddress}})
	if err != nil {
		if !res.Valid() {
			return nil, portal.Errorf(portal.CodeBadRequest, "%s", res.Message())
		}
		return nil, err
	}
	enable, _ := res.Values["forwarding"].(bool)
	if _, sent := r.Body["forwarding"]; sent && !enable && current.Forwarding {
		return nil, portal.Errorf(portal.CodeBadRequest, "Forwarding cannot be turned off once it is on.")
	}
	address := current.ForwardingAddress
	if v, sent := res.Values["forwardingaddress"]; sent {
		address, _ = v.(string)
	}
	if !validEmail(address) {
		return nil, portal.Errorf(portal.CodeBadRequest, "Please enter a valid e-mail address to forward to.")
	}
	if !enable && !current.Forwarding {
		return nil, portal.Errorf(portal.CodeBadRequest, "Turn forwarding on to set a forwarding address.")
	}
	if strings.EqualFold(address, current.Email) {
		return nil, portal.Errorf(portal.CodeBadRequest, "An address cannot forward to itself.")
	}
	if err := a.cfg.Store.SetForwarding(ctx, r.Account, id, enable, strings.ToLower(address)); err != nil {
		return nil, err
	}
	if enable && !current.Forwarding {
		return &Response{Message: "Forwarding is on: mail to " + current.Email + " now goes to " + address + "."}, nil
	}
	return &Response{Message: "The forwarding address was changed to " + address + "."}, nil
}

// emailPattern is the e-mail syntax the schema engine and the app share.
var emailPattern = regexp.MustCompile(`^(?:` + schema.EmailRegex + `)$`)

func validEmail(s string) bool { return len(s) <= 254 && emailPattern.MatchString(s) }

// --- codebooks ---

func (a *API) codebook(r *Request) (*Response, error) {
	name := r.Target[1].Name
	if r.Target[0].Name != "codebook" || r.Target[0].HasID {
		return nil, portal.Errorf(portal.CodeBadRequest, "This request is not supported.")
	}
	rows, err := a.cfg.Store.Codebook(r.Context(), name)
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, portal.Errorf(portal.CodeBadRequest, "There is no code list named %s.", name)
	}
	list := make([]map[string]any, 0, len(rows))
	for _, e := range rows {
		item := map[string]any{}
		for k, v := range e.Data {
			item[k] = v
		}
		item["id"] = e.ID
		list = append(list, item)
	}
	return &Response{List: list, Name: name, PK: "id"}, nil
}

// --- body helpers ---

// intField reads a whole number from a JSON body field sent as a number or
// a string of digits.
func intField(body map[string]any, key string) (int64, bool) {
	switch v := body[key].(type) {
	case json.Number:
		n, err := v.Int64()
		return n, err == nil
	case string:
		n, err := strconv.ParseInt(v, 10, 64)
		return n, err == nil
	}
	return 0, false
}

func stringField(body map[string]any, key string) string {
	s, _ := body[key].(string)
	return s
}

func clip(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}
