package api

import (
	"errors"
	"strconv"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/schema"
)

// The phone area (docs/phone-api.md): packages, 911 profiles and their
// numbers, voice features, call history, international credit. The bare
// targets act on the active account (authorize); the package a page shows
// is ?billingpackage= on reads and billingpackageid in write bodies.

// packageParam is the package the call names: ?billingpackage= on a read,
// billingpackageid in a body; 0 for the account's first package. Anything
// but a number answers like a missing package.
func packageParam(r *Request) (int64, error) {
	if r.Body != nil {
		if _, sent := r.Body["billingpackageid"]; !sent {
			return 0, nil
		}
		if id, ok := intField(r.Body, "billingpackageid"); ok && id > 0 {
			return id, nil
		}
		return 0, portal.ErrNotFound
	}
	v := r.Query.Get("billingpackage")
	if v == "" {
		return 0, nil
	}
	id, err := strconv.ParseInt(v, 10, 64)
	if err != nil || id <= 0 {
		return 0, portal.ErrNotFound
	}
	return id, nil
}

// refusedAnswer turns a refusal of a write whose page reads the error flag
// (the 911 profiles: the 'Failed' dialog) into a 200 answer with error 1
// and the message. What is missing or not the caller's stays a 450, the
// same for both.
func refusedAnswer(err error) (*Response, error) {
	var pe *portal.Error
	if errors.As(err, &pe) && pe.Code == portal.CodeBadRequest && pe.Msg.Key != portal.MsgNotFound {
		return &Response{Message: pe.Msg, Refused: true}, nil
	}
	return nil, err
}

type phonePackageItem struct {
	ID               int64    `json:"id"`
	ServiceID        int64    `json:"billingpackageserviceid"`
	Description      string   `json:"description"`
	ProfileType      string   `json:"emergencyprofile_type"`
	DirectoryNumbers []string `json:"directorynumbers"`
}

func (a *API) phonePackages(r *Request) (*Response, error) {
	pkgs, err := a.svc.Phone.Packages(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	list := make([]phonePackageItem, 0, len(pkgs))
	for _, p := range pkgs {
		list = append(list, phonePackageItem{p.ID, p.ServiceID, p.Name(string(r.Lang)), p.ProfileType, nonNil(p.Numbers)})
	}
	return &Response{List: list, Name: "billingpackage_voip", PK: "id"}, nil
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

type profileItem struct {
	ID                  int64    `json:"id"`
	PackageID           int64    `json:"billingpackageid"`
	Type                string   `json:"emergencyprofile_type"`
	Selected            bool     `json:"selected"`
	AddressLine         string   `json:"addressline"`
	DirectoryNumbers    []string `json:"directorynumbers"`
	Obsolete            bool     `json:"obsolete"`
	Mode                int      `json:"mode"`
	LastName            string   `json:"lastname"`
	FirstName           string   `json:"firstname"`
	StreetNumber        string   `json:"streetnumber"`
	StreetName          string   `json:"streetname"`
	Unit                string   `json:"unit"`
	RuralAddress        string   `json:"ruraladdress"`
	RuralAdditionalInfo string   `json:"ruraladditionalinfo"`
	City                string   `json:"city"`
	Province            string   `json:"province"`
	PostalCode          string   `json:"postalcode"`
}

func newProfileItem(p portal.EmergencyProfile) profileItem {
	a := p.Address
	return profileItem{ID: p.ID, PackageID: p.PackageID, Type: p.Type, Selected: p.Selected, AddressLine: a.Line(),
		DirectoryNumbers: nonNil(p.Numbers), Obsolete: p.Obsolete, Mode: a.Mode, LastName: a.LastName, FirstName: a.FirstName,
		StreetNumber: a.StreetNumber, StreetName: a.StreetName, Unit: a.Unit, RuralAddress: a.RuralAddress,
		RuralAdditionalInfo: a.RuralAdditionalInfo, City: a.City, Province: a.Province, PostalCode: a.PostalCode}
}

// profileForm is the 911 address form in the caller's language, its
// provinces from the region codebook.
func (a *API) profileForm(r *Request) (*schema.Descriptor, error) {
	provinces, err := a.svc.Accounts.Provinces(r.Context())
	if err != nil {
		return nil, err
	}
	d := schema.EmergencyProfile(r.Lang, schema.ProvinceOptions(provinces))
	return &d, nil
}

func (a *API) emergencyProfiles(r *Request) (*Response, error) {
	pkg, err := packageParam(r)
	if err != nil {
		return nil, err
	}
	ps, err := a.svc.Phone.Profiles(r.Context(), r.Account, pkg)
	if err != nil {
		return nil, err
	}
	list := make([]profileItem, 0, len(ps))
	for _, p := range ps {
		list = append(list, newProfileItem(p))
	}
	form, err := a.profileForm(r)
	if err != nil {
		return nil, err
	}
	return &Response{List: list, Name: "emergencyprofile_summary", PK: "id", Schema: form}, nil
}

// saveEmergencyProfile creates (…/emergencyprofile), edits
// (…/emergencyprofile.{id}) or, with {obsolete:true}, deletes a profile of
// the package the target names.
func (a *API) saveEmergencyProfile(r *Request) (*Response, error) {
	pkg, ok := r.Target[1].Num()
	if !ok {
		return nil, portal.ErrNotFound
	}
	var id int64
	if r.Target[2].HasID {
		if id, ok = r.Target[2].Num(); !ok {
			return nil, portal.ErrNotFound
		}
	}
	if obsolete, sent := r.Body["obsolete"]; sent {
		if obsolete != true || id == 0 {
			return refusedAnswer(portal.Fail(portal.CodeBadRequest, portal.MsgObsoleteTrue))
		}
		msg, err := a.svc.Phone.DeleteProfile(r.Context(), r.Account, pkg, id)
		if err != nil {
			return refusedAnswer(err)
		}
		return done(msg), nil
	}
	p, msg, err := a.svc.Phone.SaveProfile(r.Context(), portal.ProfileWrite{Account: r.Account, Package: pkg, ID: id, Fields: r.Body})
	if err != nil {
		return refusedAnswer(err)
	}
	resp := done(msg)
	resp.Object = newProfileItem(p)
	return resp, nil
}

// associate selects a profile ({emergencyprofileid}) or moves a number to
// it ({emergencyprofileid, dnbillingpackageserviceid}).
func (a *API) associate(r *Request) (*Response, error) {
	profile, ok := intField(r.Body, "emergencyprofileid")
	if !ok {
		return nil, portal.ErrNotFound
	}
	var number int64
	if _, sent := r.Body["dnbillingpackageserviceid"]; sent && r.Body["dnbillingpackageserviceid"] != nil {
		if number, ok = intField(r.Body, "dnbillingpackageserviceid"); !ok {
			return nil, portal.ErrNotFound
		}
	}
	msg, err := a.svc.Phone.Associate(r.Context(), r.Account, profile, number)
	if err != nil {
		return refusedAnswer(err)
	}
	return done(msg), nil
}

type numberItem struct {
	ServiceID int64  `json:"dnbillingpackageserviceid"`
	Number    string `json:"number"`
	PackageID int64  `json:"billingpackageid"`
	ProfileID int64  `json:"emergencyprofileid"`
}

func (a *API) directoryNumbers(r *Request) (*Response, error) {
	pkg, err := packageParam(r)
	if err != nil {
		return nil, err
	}
	ns, err := a.svc.Phone.Numbers(r.Context(), r.Account, pkg)
	if err != nil {
		return nil, err
	}
	list := make([]numberItem, 0, len(ns))
	for _, n := range ns {
		list = append(list, numberItem{n.ServiceID, n.Number, n.PackageID, n.ProfileID})
	}
	return &Response{List: list, Name: "directorynumber", PK: "dnbillingpackageserviceid"}, nil
}

type voiceFeaturesObject struct {
	ServiceID           int64  `json:"billingpackageserviceid"`
	UnavailableEnabled  bool   `json:"cf_unavailableenabled"`
	UnavailableNumber   string `json:"cf_unavailablenumber"`
	RingTimeout         int    `json:"vm_timeout"`
	VoicemailEnabled    bool   `json:"vm_enable"`
	VoicemailPassword   string `json:"vm_password"`
	VoicemailSendEmail  bool   `json:"vm_sendemail"`
	VoicemailEmail      string `json:"vm_email"`
	VoicemailAttachFile bool   `json:"vm_emailattachfile"`
	NoAnswerEnabled     bool   `json:"cf_noanswerenabled"`
	NoAnswerNumber      string `json:"cf_noanswernumber"`
	ForwardAllEnabled   bool   `json:"cf_enabled"`
	ForwardAllNumber    string `json:"cf_number"`
	BusyEnabled         bool   `json:"cf_busyenabled"`
	BusyNumber          string `json:"cf_busynumber"`
}

// voiceFeatures reads voipfeatures.{id}; the password comes masked.
func (a *API) voiceFeatures(r *Request) (*Response, error) {
	service, ok := r.Target[len(r.Target)-1].Num()
	if !ok {
		return nil, portal.ErrNotFound
	}
	f, err := a.svc.Phone.Features(r.Context(), r.Account, service)
	if err != nil {
		return nil, err
	}
	return &Response{Object: voiceFeaturesObject{f.ServiceID, f.UnavailableEnabled, f.UnavailableNumber, f.RingTimeout,
		f.VoicemailEnabled, f.VoicemailPassword, f.VoicemailSendEmail, f.VoicemailEmail, f.VoicemailAttachFile,
		f.NoAnswerEnabled, f.NoAnswerNumber, f.ForwardAllEnabled, f.ForwardAllNumber, f.BusyEnabled, f.BusyNumber},
		Name: "voipfeatures", PK: "billingpackageserviceid", Schema: r.Schema(schema.VoiceFeatures)}, nil
}

// saveVoiceFeatures writes the changed fields. Nothing here logs the body:
// it may carry the voicemail password.
func (a *API) saveVoiceFeatures(r *Request) (*Response, error) {
	service, ok := r.Target[len(r.Target)-1].Num()
	if !ok {
		return nil, portal.ErrNotFound
	}
	msg, err := a.svc.Phone.SaveFeatures(r.Context(), r.Account, service, r.Body)
	if err != nil {
		return nil, err
	}
	return done(msg), nil
}

type callItem struct {
	ID        string `json:"id"`
	SrcName   string `json:"src_call_name"`
	SrcNumber string `json:"src_call_number"`
	DstNumber string `json:"dst_call_number"`
	Start     int64  `json:"callstartdate"`
	Duration  int64  `json:"duration"`
}

// calls answers a page of incoming (voipcdri) or outgoing (voipcdro) calls:
// ?before= (epoch ms) with ?beforeid= (the previous page's last record)
// and ?limit=.
func (a *API) calls(incoming bool) Handler {
	return func(r *Request) (*Response, error) {
		pkg, err := packageParam(r)
		if err != nil {
			return nil, err
		}
		q := portal.CallQuery{Account: r.Account, Package: pkg, Incoming: incoming}
		query := r.Query
		if v := query.Get("before"); v != "" {
			ms, err := strconv.ParseInt(v, 10, 64)
			if err != nil || ms <= 0 || ms > 1e14 {
				return nil, portal.Fail(portal.CodeBadRequest, portal.MsgBadPage)
			}
			q.Before = time.UnixMilli(ms)
			q.BeforeID = query.Get("beforeid") // checked by checkQuery
		}
		if v := query.Get("limit"); v != "" {
			n, err := strconv.Atoi(v)
			if err != nil || n <= 0 {
				return nil, portal.Fail(portal.CodeBadRequest, portal.MsgBadPage)
			}
			q.Limit = n
		}
		page, err := a.svc.Phone.Calls(r.Context(), q)
		if err != nil {
			return nil, err
		}
		list := make([]callItem, 0, len(page.Records))
		for _, c := range page.Records {
			list = append(list, callItem{c.ID, c.Name, c.From, c.To, c.Start.UnixMilli(), int64(c.Duration / time.Second)})
		}
		name := "voipcdro"
		if incoming {
			name = "voipcdri"
		}
		return &Response{List: list, Name: name, PK: "id", Extra: map[string]any{"more": page.More}}, nil
	}
}

type ldBalanceObject struct {
	PackageID int64   `json:"billingpackageid"`
	Balance   float64 `json:"balance"`
}

func (a *API) ldBalance(r *Request) (*Response, error) {
	pkg, err := packageParam(r)
	if err != nil {
		return nil, err
	}
	b, err := a.svc.Phone.Balance(r.Context(), r.Account, pkg)
	if err != nil {
		return nil, err
	}
	return &Response{Object: ldBalanceObject{b.PackageID, dollars(b.BalanceCents)}, Name: "voipldbalance",
		Schema: r.Schema(schema.LDTopUp)}, nil
}

type ldEntryItem struct {
	ID     int64   `json:"id"`
	TS     int64   `json:"ts"`
	Amount float64 `json:"amount"`
}

func (a *API) ldHistory(r *Request) (*Response, error) {
	pkg, err := packageParam(r)
	if err != nil {
		return nil, err
	}
	es, err := a.svc.Phone.History(r.Context(), r.Account, pkg)
	if err != nil {
		return nil, err
	}
	list := make([]ldEntryItem, 0, len(es))
	for _, e := range es {
		list = append(list, ldEntryItem{e.ID, e.At.UnixMilli(), dollars(e.AmountCents)})
	}
	return &Response{List: list, Name: "voipldhistory", PK: "id"}, nil
}

// ldAdd tops the international credit up ({amount, billingpackageid?});
// the route is idempotent (routes.go).
func (a *API) ldAdd(r *Request) (*Response, error) {
	pkg, err := packageParam(r)
	if err != nil {
		return nil, err
	}
	b, msg, err := a.svc.Phone.TopUp(r.Context(), portal.LDTopUp{Account: r.Account, Package: pkg, Amount: r.Body["amount"]})
	if err != nil {
		return nil, err
	}
	resp := done(msg)
	resp.Object = ldBalanceObject{b.PackageID, dollars(b.BalanceCents)}
	return resp, nil
}
