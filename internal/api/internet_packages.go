package api

import (
	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

// The internet area's packages (docs/internet-api.md, Packages): the current
// package, upgrades with the wizard, traffic packs, Unlimited mode, offers.

type packageItem struct {
	ID           int64   `json:"id"`
	BPID         int64   `json:"bpid"`
	Description  string  `json:"description"`
	Cap          int64   `json:"cap"`
	MonthlyFee   float64 `json:"monthly_fee"`
	RateDownload int64   `json:"rate_download"`
	RateUpload   int64   `json:"rate_upload"`
	Link         string  `json:"link"`
	Technology   string  `json:"technology"`
	Featured     bool    `json:"featured"`
}

type currentPackage struct {
	packageItem
	ChangedAt          int64 `json:"changed_at"`
	DowngradeAllowedAt int64 `json:"downgrade_allowed_at"`
}

// dollars is cents as the API's dollar number (89.95).
func dollars(cents int64) float64 { return float64(cents) / 100 }

// newPackageItem is a package as the app reads it, named in the caller's
// language (the provider's French name, when it gave one).
func newPackageItem(p portal.Package, bpid, featured int64, lang i18n.Lang) packageItem {
	return packageItem{
		ID: p.ID, BPID: bpid, Description: p.Name(string(lang)), Cap: p.CapGB, MonthlyFee: dollars(p.MonthlyFeeCents),
		RateDownload: p.RateDownload, RateUpload: p.RateUpload, Link: p.Link, Technology: p.Technology,
		Featured: p.ID == featured,
	}
}

func newCurrentPackage(c portal.CurrentPackage, lang i18n.Lang) currentPackage {
	return currentPackage{
		packageItem:        newPackageItem(c.Package, c.Subscription.BPID, c.Featured, lang),
		ChangedAt:          c.Subscription.ChangedAt.UnixMilli(),
		DowngradeAllowedAt: c.DowngradeAllowedAt.UnixMilli(),
	}
}

func (a *API) currentBroadband(r *Request) (*Response, error) {
	c, err := a.svc.Packages.Current(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	return &Response{Object: newCurrentPackage(c, r.Lang), Name: "currentbroadband", PK: "id"}, nil
}

func (a *API) upgradable(r *Request) (*Response, error) {
	u, err := a.svc.Packages.Upgradable(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	list := make([]packageItem, 0, len(u.Packages))
	for _, p := range u.Packages {
		list = append(list, newPackageItem(p, u.BPID, u.Featured, r.Lang))
	}
	return &Response{List: list, Name: "upgradable", PK: "id"}, nil
}

type trafficPackOffer struct {
	GB    int64   `json:"gb"`
	Price float64 `json:"price"`
}

type upgradeWizard struct {
	Messages    []string         `json:"messages"`
	TrafficPack trafficPackOffer `json:"trafficpack"`
}

func (a *API) upgradeWizard(r *Request) (*Response, error) {
	w, err := a.svc.Packages.UpgradeWizard(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	msgs := make([]string, len(w.Messages))
	for i, m := range w.Messages {
		msgs[i] = r.Text(m)
	}
	return &Response{Object: upgradeWizard{Messages: msgs,
		TrafficPack: trafficPackOffer{GB: w.TrafficPackGB, Price: dollars(int64(w.TrafficPackPrice))}}, Name: "upgradewizard"}, nil
}

// packageUpgrade changes the package of the subscription the target names
// ({packageid, offercode?}).
func (a *API) packageUpgrade(r *Request) (*Response, error) {
	bpid, err := childID(r)
	if err != nil {
		return nil, err
	}
	pid, ok := intField(r.Body, "packageid")
	if !ok {
		return nil, portal.Fail(portal.CodeBadRequest, portal.MsgChoosePackage)
	}
	code, isString := r.Body["offercode"].(string)
	if raw, sent := r.Body["offercode"]; sent && raw != nil && !isString {
		return nil, portal.Fail(portal.CodeBadRequest, portal.MsgInvalidOffer)
	}
	res, err := a.svc.Packages.Upgrade(r.Context(), portal.PackageUpgrade{Account: r.Account, BPID: bpid, PackageID: pid, OfferCode: code})
	if err != nil {
		return nil, err
	}
	return &Response{Object: newCurrentPackage(res.Current, r.Lang), Message: res.Message, Name: "packageupgrade",
		Extra: map[string]any{"success": true}}, nil
}

func (a *API) trafficPack(r *Request) (*Response, error) {
	msg, err := a.svc.Packages.BuyTrafficPack(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	resp := done(msg)
	resp.Name = "trafficpack"
	return resp, nil
}

type slowdownState struct {
	SlowdownMode   bool `json:"slowdown_mode"`
	SwitchDisabled bool `json:"switch_disabled"`
	CanSlowdown    bool `json:"canslowdown"`
	// RateDownload is Unlimited mode's download speed in Mbps, said in its
	// confirmation (0 when the provider does not say it).
	RateDownload int64 `json:"rate_download"`
}

func (a *API) slowdown(r *Request) (*Response, error) {
	s, err := a.svc.Packages.Slowdown(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	return &Response{Object: slowdownState{s.On, s.SwitchDisabled, s.Available, s.RateDownload}, Name: "slowdown"}, nil
}

// setSlowdown turns Unlimited mode on or off ({slowdown_mode: bool}).
func (a *API) setSlowdown(r *Request) (*Response, error) {
	on, ok := r.Body["slowdown_mode"].(bool)
	if !ok {
		return nil, portal.Fail(portal.CodeBadRequest, portal.MsgSlowdownValue)
	}
	msg, err := a.svc.Packages.SetSlowdown(r.Context(), r.Account, on)
	if err != nil {
		return nil, err
	}
	resp := done(msg)
	resp.Name = "slowdown"
	return resp, nil
}

type offerObject struct {
	OfferCode   string `json:"offercode"`
	Title       string `json:"title"`
	Text        string `json:"text"`
	Description string `json:"description"`
	ButtonText  string `json:"buttontext"`
	RedirectURL string `json:"redirecturl"`
	UpgradeText string `json:"upgradetext"`
	Expires     int64  `json:"expires"` // epoch seconds
}

func (a *API) offerQuery(r *Request) (*Response, error) {
	o, err := a.svc.Packages.Offer(r.Context(), stringField(r.Body, "offercode"))
	if err != nil {
		return nil, err
	}
	return &Response{Object: offerObject{
		OfferCode: o.Code, Title: o.Title, Text: o.Text, Description: o.Description, ButtonText: o.ButtonText,
		RedirectURL: o.RedirectURL, UpgradeText: o.UpgradeText, Expires: o.ExpiresAt.Unix(),
	}, Name: "offerquery"}, nil
}
