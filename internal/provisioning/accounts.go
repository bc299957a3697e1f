package provisioning

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/mail"
	"slices"
	"strconv"
	"strings"
	"time"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
	"myaccount/internal/schema"
)

// accountStore is what the service needs for contact accounts and their internet and phone services.
type accountStore interface {
	ProvisionedAccount(ctx context.Context, id int64) (portal.ProvisionedAccount, error)
	ProvisionedAccountsAfter(ctx context.Context, after int64, limit int) ([]portal.ProvisionedAccount, error)
	PutProvisionedAccount(ctx context.Context, a portal.ProvisionedAccount, act portal.StaffAction) (bool, error)
	DeleteProvisionedAccount(ctx context.Context, id int64, act portal.StaffAction) error
	Codebook(ctx context.Context, codebook string) ([]portal.CodebookEntry, error)

	InternetService(ctx context.Context, account int64) (portal.InternetService, error)
	PutInternetService(ctx context.Context, v portal.InternetService, act portal.StaffAction) (bool, error)
	DeleteInternetService(ctx context.Context, account int64, act portal.StaffAction) error
	Package(ctx context.Context, id int64) (portal.Package, error)

	PhoneLines(ctx context.Context, account int64) ([]portal.PhoneLine, error)
	PhoneOwners(ctx context.Context, lines []int64, numbers []string) (map[int64]int64, map[string]int64, error)
	PutPhoneLines(ctx context.Context, account int64, lines []portal.PhoneLine, act portal.StaffAction) error
}

// RegionCodebook is the code list an account's regionid must be in.
const RegionCodebook = "region"

// maxID bounds the provider's numeric ids: integers JSON carries exactly.
const maxID = 1<<53 - 1

// ParseID reads a numeric id of a path (an account, a phone line);
// an Invalid problem naming field when it is not one.
func ParseID(field, s string) (int64, error) {
	id, err := strconv.ParseInt(s, 10, 64)
	if err != nil || id < 1 || id > maxID {
		return 0, &Problem{Kind: Invalid, Detail: "An id is a whole number from 1 to 9007199254740991.",
			Fields: []FieldProblem{{field, "is a whole number from 1 to 9007199254740991"}}}
	}
	return id, nil
}

// --- accounts -----------------------------------------------------------------

// Account is a contact account of the provider's CRM, by its id.
type Account struct {
	// ID is the provider's account id (the path's); when sent it must match.
	ID         int64  `json:"id"`
	Name       string `json:"name"`
	Name2      string `json:"name2"`
	Address    string `json:"address"`
	PostalCode string `json:"postalcode"`
	City       string `json:"city"`
	// RegionID is a region of the region codebook (a province).
	RegionID       *int64         `json:"regionid"`
	PhoneNumbers   []ContactPhone `json:"phonenumbers"`
	EmailAddresses []ContactEmail `json:"emailaddresses"`
	// VIP subscribers see the VIP support line; every login of the account
	// has it on its link.
	VIP bool `json:"vip"`
	// Language is "en" or "fr"; absent is "en".
	Language string `json:"language"`
	// Preinstall: the service is not installed yet (the onboarding steps
	// show). AR: the account has the provider's accounts receivable (its
	// billing pages).
	Preinstall bool `json:"preinstall"`
	AR         bool `json:"ar"`
	// Site is the code of the account's site (a tower, a node or an area,
	// PUT /sites/{code} first); null or absent: none.
	Site *string `json:"site"`
}

// ContactPhone is one of an account's contact numbers: 10 digits.
type ContactPhone struct {
	Description string `json:"description"`
	PhoneNo     string `json:"phoneno"`
}

// ContactEmail is one of an account's contact addresses.
type ContactEmail struct {
	Email string `json:"email"`
}

// maxContacts bounds an account's contact numbers and addresses each.
const maxContacts = 20

// phoneDigits is a North American number's 10 digits, from a number
// written with spaces, dashes, dots, parentheses or a leading +1 / 1.
func phoneDigits(v string) (string, bool) {
	var b strings.Builder
	for _, r := range v {
		switch {
		case r >= '0' && r <= '9':
			b.WriteRune(r)
		case strings.ContainsRune(" -.()+", r):
		default:
			return "", false
		}
	}
	d := b.String()
	if len(d) == 11 && d[0] == '1' {
		d = d[1:]
	}
	return d, len(d) == 10
}

// validEmail is an address as a person writes it (no display name),
// normalised to lower case.
func validEmail(v string) (string, bool) {
	v = strings.TrimSpace(v)
	a, err := mail.ParseAddress(v)
	if err != nil || a.Address != v || len(v) > 254 || !strings.Contains(v[strings.LastIndexByte(v, '@'):], ".") {
		return "", false
	}
	return strings.ToLower(v), true
}

// language checks a language field; "" is "en".
func (c *checker) language(field, v string) string {
	switch v {
	case "":
		return "en"
	case "en", "fr":
		return v
	}
	c.fail(field, "is en or fr")
	return v
}

// PutAccount creates or replaces the account id (a.ID is 0 or the same)
// with its contact information and flags: it answers the stored account
// and whether it was created. regionid must be a region of the codebook
// (422 otherwise).
func (s *Service) PutAccount(ctx context.Context, actor string, id int64, a Account) (Account, bool, error) {
	plan, err := s.planAccount(ctx, id, a)
	if err != nil || !plan.changed {
		return accountOf(plan.want), false, err
	}
	if _, err := s.st.PutProvisionedAccount(ctx, plan.want, plan.action(s, actor)); err != nil {
		return Account{}, false, err
	}
	return accountOf(plan.want), plan.created, nil
}

// accountPlan is an account write the rules accepted: what to store, and
// whether it creates the account or changes it at all.
type accountPlan struct {
	want             portal.ProvisionedAccount
	created, changed bool
}

// action is the plan's entry of the staff log.
func (p accountPlan) action(s *Service, actor string) portal.StaffAction {
	return s.action(actor, putAction("account", p.created), p.want.ID, fmt.Sprintf("account %d", p.want.ID), accountDetail(p.want))
}

// planAccount checks an account write against the fields' and the rules'
// checks and compares it with what is stored.
func (s *Service) planAccount(ctx context.Context, id int64, a Account) (accountPlan, error) {
	var c checker
	if id < 1 || id > maxID {
		c.fail("id", "is a whole number from 1 to %d", int64(maxID))
	} else if a.ID != 0 && a.ID != id {
		c.fail("id", "is not the path's id %d", id)
	}
	a.ID = id
	c.text("name", a.Name, 1, 200)
	c.text("name2", a.Name2, 0, 200)
	c.text("address", a.Address, 0, 200)
	c.text("postalcode", a.PostalCode, 0, 20)
	c.text("city", a.City, 0, 100)
	if a.RegionID == nil {
		c.fail("regionid", "is required")
	}
	a.Language = c.language("language", a.Language)
	want := portal.ProvisionedAccount{Account: portal.Account{ID: id, Name: a.Name, Name2: a.Name2, Address: a.Address,
		City: a.City, PostalCode: a.PostalCode}, VIP: a.VIP, Language: a.Language, Preinstall: a.Preinstall, AR: a.AR}
	if a.RegionID != nil {
		want.RegionID = *a.RegionID
	}
	if a.Site != nil {
		want.Site = *a.Site
	}
	if len(a.PhoneNumbers) > maxContacts {
		c.fail("phonenumbers", "has more than %d numbers", maxContacts)
	}
	for i, p := range a.PhoneNumbers {
		field := fmt.Sprintf("phonenumbers[%d]", i)
		c.text(field+".description", p.Description, 0, 50)
		digits, ok := phoneDigits(p.PhoneNo)
		if !ok {
			c.fail(field+".phoneno", "is a 10-digit phone number")
		}
		want.Contact.Phones = append(want.Contact.Phones, portal.ContactPhone{Description: p.Description, Number: digits})
	}
	if len(a.EmailAddresses) > maxContacts {
		c.fail("emailaddresses", "has more than %d addresses", maxContacts)
	}
	for i, e := range a.EmailAddresses {
		email, ok := validEmail(e.Email)
		if !ok {
			c.fail(fmt.Sprintf("emailaddresses[%d].email", i), "is an e-mail address")
		}
		want.Contact.Emails = append(want.Contact.Emails, email)
	}
	if err := c.err(); err != nil {
		return accountPlan{}, err
	}
	if err := s.checkRegion(ctx, want.RegionID); err != nil {
		return accountPlan{}, err
	}
	if want.Site != "" {
		if _, err := s.st.Site(ctx, want.Site); errors.Is(err, portal.ErrNoRows) {
			return accountPlan{}, refused("site", "the site "+want.Site+" does not exist (PUT /sites/{code} first)")
		} else if err != nil {
			return accountPlan{}, err
		}
	}
	old, err := s.st.ProvisionedAccount(ctx, id)
	switch {
	case errors.Is(err, portal.ErrNoRows):
		return accountPlan{want: want, created: true, changed: true}, nil
	case err != nil:
		return accountPlan{}, err
	}
	want.Kind, want.ReferralCode = old.Kind, old.ReferralCode
	return accountPlan{want: want, changed: !sameAccount(old, want)}, nil
}

// packageID is the id of the package code. A code keeps its id for good
// (packages are withdrawn, never deleted), so ids found are kept: an
// import names the same few packages 50,000 times.
func (s *Service) packageID(ctx context.Context, code string) (int64, error) {
	if id, ok := s.packageIDs.Load(code); ok {
		return id.(int64), nil
	}
	pkg, err := s.st.PackageByCode(ctx, code)
	if err != nil {
		return 0, err
	}
	s.packageIDs.Store(code, pkg.ID)
	return pkg.ID, nil
}

// checkRegion refuses a region that is not in the codebook. The codebook
// comes with the schema (a migration), so it is read once a minute, not
// for every account of an import.
func (s *Service) checkRegion(ctx context.Context, region int64) error {
	s.regionsMu.Lock()
	defer s.regionsMu.Unlock()
	if s.regions == nil || s.now().Sub(s.regionsRead) > time.Minute {
		entries, err := s.st.Codebook(ctx, RegionCodebook)
		if err != nil {
			return err
		}
		s.regions = map[int64]bool{}
		for _, e := range entries {
			s.regions[e.ID] = true
		}
		s.regionsRead = s.now()
	}
	if !s.regions[region] {
		return refused("regionid", fmt.Sprintf("%d is not a region of the region codebook", region))
	}
	return nil
}

// sameAccount compares accounts as stored (nil and empty lists alike).
func sameAccount(a, b portal.ProvisionedAccount) bool {
	return a.Account == b.Account && a.VIP == b.VIP && a.Language == b.Language && a.Preinstall == b.Preinstall &&
		a.AR == b.AR && a.Site == b.Site && slices.Equal(a.Contact.Phones, b.Contact.Phones) && slices.Equal(a.Contact.Emails, b.Contact.Emails)
}

// accountDetail says what an account write stored, for the staff log.
func accountDetail(a portal.ProvisionedAccount) string {
	d := fmt.Sprintf("%s %s, %s, %s %s, region %d; %d numbers, %d addresses; vip %t, %s, preinstall %t, ar %t",
		a.Name, a.Name2, a.Address, a.City, a.PostalCode, a.RegionID, len(a.Contact.Phones), len(a.Contact.Emails),
		a.VIP, a.Language, a.Preinstall, a.AR)
	if a.Site != "" {
		d += ", site " + a.Site
	}
	return d
}

// accountOf is a stored account as the API answers it.
func accountOf(a portal.ProvisionedAccount) Account {
	region := a.RegionID
	out := Account{ID: a.ID, Name: a.Name, Name2: a.Name2, Address: a.Address, PostalCode: a.PostalCode, City: a.City,
		RegionID: &region, VIP: a.VIP, Language: a.Language, Preinstall: a.Preinstall, AR: a.AR,
		PhoneNumbers: []ContactPhone{}, EmailAddresses: []ContactEmail{}}
	if a.Site != "" {
		site := a.Site
		out.Site = &site
	}
	for _, p := range a.Contact.Phones {
		out.PhoneNumbers = append(out.PhoneNumbers, ContactPhone{p.Description, p.Number})
	}
	for _, e := range a.Contact.Emails {
		out.EmailAddresses = append(out.EmailAddresses, ContactEmail{e})
	}
	return out
}

// Account reads the account id.
func (s *Service) Account(ctx context.Context, id int64) (Account, error) {
	a, err := s.st.ProvisionedAccount(ctx, id)
	if errors.Is(err, portal.ErrNoRows) {
		return Account{}, notFound(fmt.Sprintf("The account %d", id))
	}
	return accountOf(a), err
}

// Accounts lists the accounts by id, one page at a time.
func (s *Service) Accounts(ctx context.Context, pg Page) (items []Account, next string, err error) {
	var after int64
	if pg.After != "" {
		if after, err = ParseID("after", pg.After); err != nil {
			return nil, "", err
		}
	}
	as, err := s.st.ProvisionedAccountsAfter(ctx, after, pg.limit())
	if err != nil {
		return nil, "", err
	}
	items = make([]Account, 0, len(as))
	for _, a := range as {
		items = append(items, accountOf(a))
		next = strconv.FormatInt(a.ID, 10)
	}
	return items, pg.next(len(items), next), nil
}

// DeleteAccount deletes the account id and everything of it (services,
// ledger, documents); refused (409) while a login links it.
func (s *Service) DeleteAccount(ctx context.Context, actor string, id int64) error {
	err := s.st.DeleteProvisionedAccount(ctx, id, s.action(actor, "account-delete", id, fmt.Sprintf("account %d", id), ""))
	switch {
	case errors.Is(err, portal.ErrNoRows):
		return notFound(fmt.Sprintf("The account %d", id))
	case errors.Is(err, portal.ErrInUse):
		return conflict(fmt.Sprintf("A login links the account %d: change or delete its logins first.", id))
	}
	return err
}

// account checks that the account exists (a service of a missing account
// is a missing resource).
func (s *Service) account(ctx context.Context, id int64) error {
	_, err := s.st.ProvisionedAccount(ctx, id)
	if errors.Is(err, portal.ErrNoRows) {
		return notFound(fmt.Sprintf("The account %d", id))
	}
	return err
}

// --- internet -----------------------------------------------------------------

// Internet is an account's internet service.
type Internet struct {
	// Package is the code of a package of the catalog (422 when unknown).
	Package string `json:"package"`
	// Router: the account has the provider's router (its pages show).
	Router bool `json:"router"`
	// Wifi is the router's Wi-Fi; nil for none. The subscriber may change
	// it in the app: the provider's settings are written when the service
	// is created and whenever they differ from what the provider last sent,
	// so a resend of the same settings keeps the subscriber's.
	Wifi *Wifi `json:"wifi"`
	// NAT: the account's devices are behind the provider's NAT.
	NAT bool `json:"nat"`
	// Addresses is the account's IP address allowance; nil is one dynamic
	// address and no add-on.
	Addresses *Addresses `json:"addresses"`
	// BillingDay is the day of the month the service bills on (1–28); nil
	// for none.
	BillingDay *int `json:"billing_day"`
	// BPID is the service's id in the app (answered; ignored in a request).
	BPID int64 `json:"bpid,omitempty"`
}

// Wifi is a router's Wi-Fi settings; the app's rules for them apply (the
// Wi-Fi page's descriptor).
type Wifi struct {
	Enabled       *bool  `json:"enabled"` // nil is true
	SSID          string `json:"ssid"`
	Password      string `json:"password"`
	GuestEnabled  bool   `json:"guest_enabled"`
	GuestSSID     string `json:"guest_ssid"`
	GuestPassword string `json:"guest_password"`
}

// Addresses is an account's IP address allowance: the base addresses of
// the package and the add-ons bought, each static or dynamic.
type Addresses struct {
	Base         int  `json:"base"`
	BaseStatic   bool `json:"base_static"`
	Addons       int  `json:"addons"`
	AddonsStatic bool `json:"addons_static"`
}

// maxAddresses bounds an allowance.
const maxAddresses = 256

// checkWifi validates Wi-Fi settings with the app's own descriptor, naming
// the fields as wifi.NAME.
func (c *checker) wifi(w *Wifi) {
	if w == nil {
		return
	}
	enabled := w.Enabled == nil || *w.Enabled
	fields := map[string]any{"wifi_enabled": enabled, "wifi_ssid": w.SSID, "wifi_password": w.Password,
		"guest_enabled": w.GuestEnabled, "guest_ssid": w.GuestSSID, "guest_password": w.GuestPassword}
	names := map[string]string{"wifi_enabled": "enabled", "wifi_ssid": "ssid", "wifi_password": "password",
		"guest_enabled": "guest_enabled", "guest_ssid": "guest_ssid", "guest_password": "guest_password"}
	res, err := schema.Validate(schema.WifiSettings(i18n.English), fields, schema.Options{})
	if err != nil || !res.Valid() {
		keys := make([]string, 0, len(res.Errors))
		for k := range res.Errors {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			name, ok := names[k]
			if !ok {
				continue
			}
			c.fail("wifi."+name, "%s", res.Errors[k].Message)
		}
		if len(keys) == 0 && err != nil {
			c.fail("wifi", "%s", err.Error())
		}
	}
	if w.GuestEnabled && strings.EqualFold(w.GuestSSID, w.SSID) {
		c.fail("wifi.guest_ssid", "must differ from ssid")
	}
}

// PutInternet creates or replaces the internet service of the account:
// the subscription (bpid assigned when created), the router, its Wi-Fi,
// NAT and the IP allowance, and the account's HasBroadband, HasRouter and
// HasWiFi flags. An unknown package is refused (422), a missing account is
// 404.
func (s *Service) PutInternet(ctx context.Context, actor string, account int64, in Internet) (Internet, bool, error) {
	plan, err := s.planInternet(ctx, account, in, false)
	if err != nil {
		return Internet{}, false, err
	}
	if plan.changed {
		if _, err := s.st.PutInternetService(ctx, plan.want, plan.action(s, actor)); err != nil {
			return Internet{}, false, err
		}
	}
	stored, err := s.st.InternetService(ctx, account)
	if err != nil {
		return Internet{}, false, err
	}
	out, _, err := s.internetOf(ctx, stored)
	return out, plan.created, err
}

// internetPlan is an internet service write the rules accepted.
type internetPlan struct {
	in               Internet
	want             portal.InternetService
	created, changed bool
}

// action is the plan's entry of the staff log.
func (p internetPlan) action(s *Service, actor string) portal.StaffAction {
	return s.action(actor, putAction("internet", p.created), p.want.AccountID,
		fmt.Sprintf("account %d internet", p.want.AccountID), internetDetail(p.in, p.want))
}

// planInternet checks an internet service write and compares it with what
// is stored. accountPending says the account is being created with it (a
// bulk import's row), so it need not exist yet.
func (s *Service) planInternet(ctx context.Context, account int64, in Internet, accountPending bool) (internetPlan, error) {
	var c checker
	c.text("package", in.Package, 1, 64)
	c.wifi(in.Wifi)
	if in.Wifi != nil && !in.Router {
		c.fail("wifi", "needs the provider's router (router true)")
	}
	plan := portal.AddressPlan{AccountID: account, BaseTotal: 1, NAT: in.NAT}
	if a := in.Addresses; a != nil {
		plan.BaseTotal, plan.BaseCanBeStatic, plan.AddonTotal, plan.AddonCanBeStatic = a.Base, a.BaseStatic, a.Addons, a.AddonsStatic
		if a.Base < 0 || a.Base > maxAddresses {
			c.fail("addresses.base", "is from 0 to %d", maxAddresses)
		}
		if a.Addons < 0 || a.Addons > maxAddresses {
			c.fail("addresses.addons", "is from 0 to %d", maxAddresses)
		}
	}
	day := 0
	if in.BillingDay != nil {
		day = *in.BillingDay
		if day < 1 || day > 28 {
			c.fail("billing_day", "is from 1 to 28")
		}
	}
	if err := c.err(); err != nil {
		return internetPlan{}, err
	}
	if !accountPending {
		if err := s.account(ctx, account); err != nil {
			return internetPlan{}, err
		}
	}
	pkgID, err := s.packageID(ctx, in.Package)
	if errors.Is(err, portal.ErrNoRows) {
		return internetPlan{}, refused("package", in.Package+" is not a package of the catalog")
	}
	if err != nil {
		return internetPlan{}, err
	}
	want := portal.InternetService{AccountID: account, PackageID: pkgID, Router: in.Router, Addresses: plan, BillingDay: day}
	if in.Wifi != nil {
		sent, _ := json.Marshal(in.Wifi.normal())
		want.SentWifi = string(sent)
		want.Wifi = in.Wifi.settings(account)
	}
	old, err := s.st.InternetService(ctx, account)
	switch {
	case errors.Is(err, portal.ErrNoRows):
		return internetPlan{in: in, want: want, created: true, changed: true}, nil
	case err != nil:
		return internetPlan{}, err
	}
	// Settings the provider sent before and sends again unchanged leave
	// the subscriber's own as they are.
	if want.Wifi != nil && old.Wifi != nil && want.SentWifi == old.SentWifi {
		want.Wifi = old.Wifi
	}
	want.BPID = old.BPID
	return internetPlan{in: in, want: want, changed: !sameInternet(old, want)}, nil
}

// normal is w with its default filled in, as compared and kept.
func (w Wifi) normal() Wifi {
	if w.Enabled == nil {
		on := true
		w.Enabled = &on
	}
	return w
}

func (w Wifi) settings(account int64) *portal.WifiSettings {
	w = w.normal()
	return &portal.WifiSettings{AccountID: account, WifiEnabled: *w.Enabled, WifiSSID: w.SSID, WifiPassword: w.Password,
		GuestEnabled: w.GuestEnabled, GuestSSID: w.GuestSSID, GuestPassword: w.GuestPassword}
}

func sameInternet(a, b portal.InternetService) bool {
	if (a.Wifi == nil) != (b.Wifi == nil) || (a.Wifi != nil && *a.Wifi != *b.Wifi) {
		return false
	}
	a.Wifi, b.Wifi = nil, nil
	return a == b
}

// internetDetail says what an internet write stored; never the Wi-Fi
// passwords.
func internetDetail(in Internet, v portal.InternetService) string {
	return fmt.Sprintf("package %s, router %t, wifi %t, nat %t, addresses %d+%d, billing day %d", in.Package, v.Router,
		v.Wifi != nil, v.Addresses.NAT, v.Addresses.BaseTotal, v.Addresses.AddonTotal, v.BillingDay)
}

// internetOf is a stored service as the API answers it; created is always
// false (for PutInternet's unchanged answer).
func (s *Service) internetOf(ctx context.Context, v portal.InternetService) (Internet, bool, error) {
	pkg, err := s.st.Package(ctx, v.PackageID)
	if err != nil {
		return Internet{}, false, err
	}
	p := v.Addresses
	out := Internet{Package: pkg.Code, Router: v.Router, NAT: p.NAT, BPID: v.BPID,
		Addresses: &Addresses{p.BaseTotal, p.BaseCanBeStatic, p.AddonTotal, p.AddonCanBeStatic}}
	if v.BillingDay > 0 {
		day := v.BillingDay
		out.BillingDay = &day
	}
	if w := v.Wifi; w != nil {
		on := w.WifiEnabled
		out.Wifi = &Wifi{Enabled: &on, SSID: w.WifiSSID, Password: w.WifiPassword, GuestEnabled: w.GuestEnabled,
			GuestSSID: w.GuestSSID, GuestPassword: w.GuestPassword}
	}
	return out, false, nil
}

// Internet reads the account's internet service.
func (s *Service) Internet(ctx context.Context, account int64) (Internet, error) {
	v, err := s.st.InternetService(ctx, account)
	if errors.Is(err, portal.ErrNoRows) {
		return Internet{}, notFound(fmt.Sprintf("The internet service of the account %d", account))
	}
	if err != nil {
		return Internet{}, err
	}
	out, _, err := s.internetOf(ctx, v)
	return out, err
}

// DeleteInternet removes the account's internet service.
func (s *Service) DeleteInternet(ctx context.Context, actor string, account int64) error {
	err := s.st.DeleteInternetService(ctx, account, s.action(actor, "internet-delete", account,
		fmt.Sprintf("account %d internet", account), ""))
	if errors.Is(err, portal.ErrNoRows) {
		return notFound(fmt.Sprintf("The internet service of the account %d", account))
	}
	return err
}

// --- phone ----------------------------------------------------------------------

// Phone is an account's phone lines, in the order the app lists them.
type Phone struct {
	Lines []PhoneLine `json:"lines"`
}

// PhoneLine is one phone line (a phone package of the account).
type PhoneLine struct {
	// ID is the provider's line id: the phone package's id in the app,
	// the account's own (422 when another account has it).
	ID int64 `json:"id"`
	// Package is a phone package code of the catalog (422 when unknown).
	Package string `json:"package"`
	// Numbers are the line's 10-digit numbers, in order.
	Numbers []string `json:"numbers"`
	// ProfileType says how 911 addresses apply: "packageoriented" (one
	// for the line) or "numberoriented" (one per number).
	ProfileType string `json:"profile_type"`
}

// maxLines bounds an account's lines, and a line's numbers.
const maxLines = 50

// PutPhone replaces the account's phone lines: lines not sent are
// removed, lines kept keep their 911 profiles, voice features and calls; it
// sets HasPhone when a line is left. Unknown packages, and lines or
// numbers of another account, are refused (422).
func (s *Service) PutPhone(ctx context.Context, actor string, account int64, p Phone) (Phone, bool, error) {
	var c checker
	if p.Lines == nil {
		c.fail("lines", "is required (an empty list removes every line)")
	}
	if len(p.Lines) > maxLines {
		c.fail("lines", "has more than %d lines", maxLines)
	}
	lines := make([]portal.PhoneLine, 0, len(p.Lines))
	ids := map[int64]bool{}
	numbers := map[string]bool{}
	var allNumbers []string
	var allIDs []int64
	for i, l := range p.Lines {
		field := fmt.Sprintf("lines[%d]", i)
		switch {
		case l.ID < 1 || l.ID > maxID:
			c.fail(field+".id", "is a whole number from 1 to %d", int64(maxID))
		case ids[l.ID]:
			c.fail(field+".id", "is another line's id too")
		}
		ids[l.ID] = true
		allIDs = append(allIDs, l.ID)
		c.text(field+".package", l.Package, 1, 64)
		if l.ProfileType == "" {
			l.ProfileType = portal.ProfilePackageOriented
		}
		if l.ProfileType != portal.ProfilePackageOriented && l.ProfileType != portal.ProfileNumberOriented {
			c.fail(field+".profile_type", "is packageoriented or numberoriented")
		}
		if len(l.Numbers) == 0 || len(l.Numbers) > maxLines {
			c.fail(field+".numbers", "has 1 to %d numbers", maxLines)
		}
		line := portal.PhoneLine{ID: l.ID, CatalogCode: l.Package, ProfileType: l.ProfileType, Numbers: []string{}}
		for j, n := range l.Numbers {
			digits, ok := phoneDigits(n)
			switch {
			case !ok:
				c.fail(fmt.Sprintf("%s.numbers[%d]", field, j), "is a 10-digit phone number")
			case numbers[digits]:
				c.fail(fmt.Sprintf("%s.numbers[%d]", field, j), "is sent twice")
			}
			numbers[digits] = true
			allNumbers = append(allNumbers, digits)
			line.Numbers = append(line.Numbers, digits)
		}
		lines = append(lines, line)
	}
	if err := c.err(); err != nil {
		return Phone{}, false, err
	}
	if err := s.account(ctx, account); err != nil {
		return Phone{}, false, err
	}
	lineOwner, numberOwner, err := s.st.PhoneOwners(ctx, allIDs, allNumbers)
	if err != nil {
		return Phone{}, false, err
	}
	var rules []FieldProblem
	for i, l := range lines {
		field := fmt.Sprintf("lines[%d]", i)
		if _, err := s.st.PhoneCatalogEntry(ctx, l.CatalogCode); errors.Is(err, portal.ErrNoRows) {
			rules = append(rules, FieldProblem{field + ".package", l.CatalogCode + " is not a phone package of the catalog"})
		} else if err != nil {
			return Phone{}, false, err
		}
		if owner, ok := lineOwner[l.ID]; ok && owner != account {
			rules = append(rules, FieldProblem{field + ".id", "is a line of another account"})
		}
		for j, n := range l.Numbers {
			if owner, ok := numberOwner[n]; ok && owner != account {
				rules = append(rules, FieldProblem{fmt.Sprintf("%s.numbers[%d]", field, j), "is a number of another account"})
			}
		}
	}
	if len(rules) > 0 {
		return Phone{}, false, &Problem{Kind: Refused, Detail: "The request breaks a rule: see the fields.", Fields: rules}
	}
	old, err := s.st.PhoneLines(ctx, account)
	if err != nil {
		return Phone{}, false, err
	}
	if slices.EqualFunc(old, lines, func(a, b portal.PhoneLine) bool {
		return a.ID == b.ID && a.CatalogCode == b.CatalogCode && a.ProfileType == b.ProfileType && slices.Equal(a.Numbers, b.Numbers)
	}) {
		return phoneOf(old), false, nil
	}
	created := len(old) == 0
	if err := s.st.PutPhoneLines(ctx, account, lines, s.action(actor, putAction("phone", created), account,
		fmt.Sprintf("account %d phone", account), phoneDetail(lines))); err != nil {
		return Phone{}, false, err
	}
	return phoneOf(lines), created, nil
}

func phoneDetail(lines []portal.PhoneLine) string {
	parts := make([]string, 0, len(lines))
	for _, l := range lines {
		parts = append(parts, fmt.Sprintf("line %d %s %s [%s]", l.ID, l.CatalogCode, l.ProfileType, strings.Join(l.Numbers, " ")))
	}
	if len(parts) == 0 {
		return "no lines"
	}
	return strings.Join(parts, "; ")
}

func phoneOf(lines []portal.PhoneLine) Phone {
	out := Phone{Lines: make([]PhoneLine, 0, len(lines))}
	for _, l := range lines {
		out.Lines = append(out.Lines, PhoneLine{ID: l.ID, Package: l.CatalogCode, Numbers: l.Numbers, ProfileType: l.ProfileType})
	}
	return out
}

// Phone reads the account's phone lines (an empty list when it has none).
func (s *Service) Phone(ctx context.Context, account int64) (Phone, error) {
	if err := s.account(ctx, account); err != nil {
		return Phone{}, err
	}
	lines, err := s.st.PhoneLines(ctx, account)
	return phoneOf(lines), err
}

// DeletePhone removes every phone line of the account (PutPhone with no
// lines); 404 when it has none.
func (s *Service) DeletePhone(ctx context.Context, actor string, account int64) error {
	p, err := s.Phone(ctx, account)
	if err != nil {
		return err
	}
	if len(p.Lines) == 0 {
		return notFound(fmt.Sprintf("The phone lines of the account %d", account))
	}
	_, _, err = s.PutPhone(ctx, actor, account, Phone{Lines: []PhoneLine{}})
	return err
}
