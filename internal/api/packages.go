package api

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/store"
)

// The traffic pack on offer (internet-api.md, Demo data): 50 GB for $10.00,
// counted in the month it is bought.
const (
	TrafficPackGB         = 50
	TrafficPackPriceCents = 1000
)

// DowngradeBlock is how long after a package change a downgrade is refused
// (NET-005).
const DowngradeBlock = 30 * 24 * time.Hour

// Subscriber-facing messages of the package resources.
const (
	msgNoBroadband       = "This account has no internet service."
	msgChoosePackage     = "Choose a package."
	msgPackageNA         = "That package is not available."
	msgSamePackage       = "That is already your package."
	msgDowngradeBlocked  = "Downgrades are not allowed within 30 days of a package change."
	msgInvalidOffer      = "Invalid offer"
	msgOfferNotFound     = "Offer not found"
	msgAlreadyUnlimited  = "Your package is already unlimited."
	msgPackageChanged    = "Your package was changed meanwhile. Please reload the page and try again."
	msgSlowdownValue     = "Choose whether Unlimited Mode should be on or off."
	msgSlowdownNA        = "Unlimited Mode is not available on your package: it already has no data cap."
	msgSlowdownHeld      = "Unlimited Mode can't be switched on this account right now. Please contact us."
	msgSlowdownHeldPhone = "Unlimited Mode can't be switched on this account right now. Please call us at %s."
)

// packageRoutes are the internet area's package resources (docs/internet-api.md):
// currentbroadband, upgradable, upgradewizard, packageupgrade.{bpid},
// trafficpack, slowdown, offerquery.
func (a *API) packageRoutes() map[routeKey]Handler {
	return map[routeKey]Handler{
		{"GET", "user.{}/currentbroadband"}:   a.currentBroadband,
		{"GET", "user.{}/upgradable"}:         a.upgradable,
		{"GET", "user.{}/upgradewizard"}:      a.upgradeWizard,
		{"POST", "user.{}/packageupgrade.{}"}: a.packageUpgrade,
		{"POST", "user.{}/trafficpack"}:       a.trafficPack,
		{"GET", "user.{}/slowdown"}:           a.slowdown,
		{"POST", "user.{}/slowdown"}:          a.setSlowdown,
		{"POST", "user.{}/offerquery"}:        a.offerQuery,
	}
}

// --- time and money ---

// localNow is the clock in the provider's zone.
func (a *API) localNow() time.Time { return a.cfg.Now().In(a.cfg.Location) }

// monthStart is the local midnight of the 1st of t's month, in t's zone.
func monthStart(t time.Time) time.Time {
	return time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, t.Location())
}

// ProratedChargeCents is what a package change costs for the rest of the
// month that contains day (a time in the provider's zone): (new fee − old
// fee − discount) × days left / days in the month, in cents rounded half up,
// never below 0. The days left count day itself, so a change on the 1st
// costs the whole difference and one on the last day a single day.
func ProratedChargeCents(oldFeeCents, newFeeCents, discountCents int64, day time.Time) int64 {
	diff := newFeeCents - oldFeeCents - discountCents
	if diff <= 0 {
		return 0
	}
	y, m, d := day.Date()
	inMonth := int64(time.Date(y, m+1, 0, 0, 0, 0, 0, time.UTC).Day())
	left := inMonth - int64(d) + 1
	return (diff*left + inMonth/2) / inMonth
}

// dollars formats cents as "$4.20".
func dollars(cents int64) string {
	sign := ""
	if cents < 0 {
		sign, cents = "-", -cents
	}
	return fmt.Sprintf("%s$%d.%02d", sign, cents/100, cents%100)
}

// money is cents as the API's dollar number (89.95).
func money(cents int64) float64 { return float64(cents) / 100 }

// capText is a cap as a subscriber reads it.
func capText(p store.Package) string {
	if p.Unlimited() {
		return "unlimited data"
	}
	return fmt.Sprintf("a data cap of %d GB", p.CapGB)
}

// --- objects ---

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

func (a *API) packageItem(p store.Package, bpid int64) packageItem {
	return packageItem{
		ID: p.ID, BPID: bpid, Description: p.Description, Cap: p.CapGB, MonthlyFee: money(p.MonthlyFeeCents),
		RateDownload: p.RateDownload, RateUpload: p.RateUpload, Link: p.Link, Technology: p.Technology,
		Featured: p.ID == a.cfg.FeaturedPackage,
	}
}

func (a *API) currentPackage(sub store.BroadbandSubscription, p store.Package) currentPackage {
	return currentPackage{
		packageItem:        a.packageItem(p, sub.BPID),
		ChangedAt:          sub.ChangedAt.UnixMilli(),
		DowngradeAllowedAt: sub.ChangedAt.Add(DowngradeBlock).UnixMilli(),
	}
}

// broadband reads the account's subscription and its package; an account
// without broadband answers 434.
func (a *API) broadband(ctx context.Context, account int64) (store.BroadbandSubscription, store.Package, error) {
	sub, err := a.cfg.Store.Broadband(ctx, account)
	if errors.Is(err, portal.ErrNoRows) {
		return sub, store.Package{}, portal.Errorf(portal.CodeNoService, msgNoBroadband)
	}
	if err != nil {
		return sub, store.Package{}, err
	}
	p, err := a.cfg.Store.Package(ctx, sub.PackageID)
	return sub, p, err
}

// --- handlers ---

func (a *API) currentBroadband(r *Request) (*Response, error) {
	sub, p, err := a.broadband(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	return &Response{Object: a.currentPackage(sub, p), Name: "currentbroadband", PK: "id"}, nil
}

// isUpgrade: a bigger cap (Unlimited is the biggest), or the same cap for a
// fee at least as high. Everything else is a downgrade.
func isUpgrade(from, to store.Package) bool {
	if to.CapGB != from.CapGB {
		return to.CapGB > from.CapGB
	}
	return to.MonthlyFeeCents >= from.MonthlyFeeCents
}

// upgradable lists the catalog packages of the same technology with a
// bigger cap, cheapest first. Downgrades are never listed.
func (a *API) upgradable(r *Request) (*Response, error) {
	ctx := r.Context()
	sub, cur, err := a.broadband(ctx, r.Account)
	if err != nil {
		return nil, err
	}
	all, err := a.cfg.Store.ActivePackages(ctx)
	if err != nil {
		return nil, err
	}
	list := []packageItem{}
	for _, p := range all {
		if p.Technology == cur.Technology && p.CapGB > cur.CapGB {
			list = append(list, a.packageItem(p, sub.BPID))
		}
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
	if _, _, err := a.broadband(r.Context(), r.Account); err != nil {
		return nil, err
	}
	return &Response{Object: upgradeWizard{
		Messages: []string{
			"Billing is prorated: for the rest of this month you pay only the difference between the new and the current monthly fee, for the days that are left.",
			"The new package's full data cap applies as soon as the upgrade is done.",
			msgDowngradeBlocked,
			fmt.Sprintf("Need more data this month only? Add a %d GB traffic pack for %s instead.", TrafficPackGB, dollars(TrafficPackPriceCents)),
		},
		TrafficPack: trafficPackOffer{GB: TrafficPackGB, Price: money(TrafficPackPriceCents)},
	}, Name: "upgradewizard"}, nil
}

// packageUpgrade changes the package of the subscription named by the
// target's bpid: prorated charge, new cap at once, hitcap warning cleared
// when the new cap is above the usage — all in one transaction.
func (a *API) packageUpgrade(r *Request) (*Response, error) {
	ctx := r.Context()
	bpid, ok := r.Target[1].Num()
	if !ok {
		return nil, portal.ErrNotFound
	}
	sub, cur, err := a.broadband(ctx, r.Account)
	if err != nil {
		return nil, err
	}
	if sub.BPID != bpid {
		return nil, portal.ErrNotFound
	}
	pid, ok := intField(r.Body, "packageid")
	if !ok {
		return nil, portal.Errorf(portal.CodeBadRequest, msgChoosePackage)
	}
	if pid == sub.PackageID {
		return nil, portal.Errorf(portal.CodeBadRequest, msgSamePackage)
	}
	next, err := a.cfg.Store.Package(ctx, pid)
	if errors.Is(err, portal.ErrNoRows) || (err == nil && (!next.Active || next.Technology != cur.Technology)) {
		return nil, portal.Errorf(portal.CodeBadRequest, msgPackageNA)
	}
	if err != nil {
		return nil, err
	}
	now := a.localNow()
	if !isUpgrade(cur, next) && now.Before(sub.ChangedAt.Add(DowngradeBlock)) {
		return nil, portal.Errorf(portal.CodeBadRequest, msgDowngradeBlocked)
	}

	var offer store.Offer
	raw, sent := r.Body["offercode"]
	code, isString := raw.(string)
	if sent && raw != nil && !isString {
		return nil, portal.Errorf(portal.CodeBadRequest, msgInvalidOffer)
	}
	if strings.TrimSpace(code) != "" {
		offer, err = a.cfg.Store.Offer(ctx, code)
		if errors.Is(err, portal.ErrNoRows) || (err == nil && !now.Before(offer.ExpiresAt)) {
			return nil, portal.Errorf(portal.CodeBadRequest, msgInvalidOffer)
		}
		if err != nil {
			return nil, err
		}
	}
	offerApplies := offer.Code != "" && (offer.PackageID == 0 || offer.PackageID == next.ID)
	var discount int64
	if offerApplies {
		discount = offer.DiscountCents
	}

	charge := ProratedChargeCents(cur.MonthlyFeeCents, next.MonthlyFeeCents, discount, now)
	desc := fmt.Sprintf("Package change from %s to %s, prorated for %s", cur.Description, next.Description, now.Format("January 2006"))
	if offerApplies {
		desc += fmt.Sprintf(" (offer %s)", offer.Code)
	}
	err = a.cfg.Store.ChangePackage(ctx, store.PackageChange{
		AccountID: r.Account, BPID: sub.BPID,
		FromPackage: sub.PackageID, FromChangedAt: sub.ChangedAt,
		ToPackage: next.ID, At: now, MonthStart: monthStart(now),
		ChargeCents: charge, ChargeDescription: desc,
		EndSlowdown: next.Unlimited(),
	})
	if errors.Is(err, store.ErrPackageChanged) {
		return nil, portal.Errorf(portal.CodeBadRequest, msgPackageChanged)
	}
	if err != nil {
		return nil, err
	}

	var msg strings.Builder
	fmt.Fprintf(&msg, "Your package is now %s.", next.Description)
	switch {
	case charge > 0 && offerApplies && discount > 0:
		fmt.Fprintf(&msg, " A prorated charge of %s for the rest of this month, after your offer's %s discount, was added to your account.", dollars(charge), dollars(discount))
	case charge > 0:
		fmt.Fprintf(&msg, " A prorated charge of %s for the rest of this month was added to your account.", dollars(charge))
	default:
		msg.WriteString(" Nothing extra is charged for the rest of this month.")
	}
	fmt.Fprintf(&msg, " You have %s from now on.", capText(next))
	if offer.Code != "" && !offerApplies {
		if p, err := a.cfg.Store.Package(ctx, offer.PackageID); err == nil {
			fmt.Fprintf(&msg, " The offer %s is for %s only, so it was not applied.", offer.Code, p.Description)
		}
	}

	sub, now2, err := a.broadband(ctx, r.Account)
	if err != nil {
		return nil, err
	}
	return &Response{Object: a.currentPackage(sub, now2), Message: msg.String(), Name: "packageupgrade",
		Extra: map[string]any{"success": true}}, nil
}

// trafficPack adds the traffic pack to this month and charges its price.
func (a *API) trafficPack(r *Request) (*Response, error) {
	ctx := r.Context()
	_, cur, err := a.broadband(ctx, r.Account)
	if err != nil {
		return nil, err
	}
	if cur.Unlimited() {
		return nil, portal.Errorf(portal.CodeBadRequest, msgAlreadyUnlimited)
	}
	now := a.localNow()
	err = a.cfg.Store.BuyTrafficPack(ctx, store.TrafficPack{
		AccountID: r.Account, GB: TrafficPackGB, PriceCents: TrafficPackPriceCents,
		ChargeDescription: fmt.Sprintf("Traffic pack %d GB for %s", TrafficPackGB, now.Format("January 2006")),
		At:                now, MonthStart: monthStart(now),
	})
	if errors.Is(err, store.ErrPackageUnlimited) {
		return nil, portal.Errorf(portal.CodeBadRequest, msgAlreadyUnlimited)
	}
	if errors.Is(err, portal.ErrNoRows) {
		return nil, portal.Errorf(portal.CodeNoService, msgNoBroadband)
	}
	if err != nil {
		return nil, err
	}
	return &Response{
		Message: fmt.Sprintf("%d GB were added to your data for this month. %s was added to your account.", TrafficPackGB, dollars(TrafficPackPriceCents)),
		Name:    "trafficpack", Extra: map[string]any{"success": true},
	}, nil
}

type slowdownState struct {
	SlowdownMode   bool `json:"slowdown_mode"`
	SwitchDisabled bool `json:"switch_disabled"`
	CanSlowdown    bool `json:"canslowdown"`
}

func (a *API) slowdownState(sub store.BroadbandSubscription, p store.Package) slowdownState {
	can := !p.Unlimited()
	return slowdownState{
		SlowdownMode:   can && sub.SlowdownOn(monthStart(a.localNow())),
		SwitchDisabled: sub.SwitchDisabled,
		CanSlowdown:    can,
	}
}

func (a *API) slowdown(r *Request) (*Response, error) {
	sub, p, err := a.broadband(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	return &Response{Object: a.slowdownState(sub, p), Name: "slowdown"}, nil
}

func (a *API) slowdownHeld() error {
	if phone := a.cfg.Branding.SupportPhone; phone != "" {
		return portal.Errorf(portal.CodeBadRequest, msgSlowdownHeldPhone, phone)
	}
	return portal.Errorf(portal.CodeBadRequest, msgSlowdownHeld)
}

// setSlowdown turns Unlimited (slowed-down) mode on or off; on lasts until
// the 1st of next month and clears an open hitcap warning.
func (a *API) setSlowdown(r *Request) (*Response, error) {
	ctx := r.Context()
	sub, p, err := a.broadband(ctx, r.Account)
	if err != nil {
		return nil, err
	}
	on, ok := r.Body["slowdown_mode"].(bool)
	if !ok {
		return nil, portal.Errorf(portal.CodeBadRequest, msgSlowdownValue)
	}
	state := a.slowdownState(sub, p)
	if !state.CanSlowdown {
		return nil, portal.Errorf(portal.CodeBadRequest, msgSlowdownNA)
	}
	if state.SwitchDisabled {
		return nil, a.slowdownHeld()
	}
	err = a.cfg.Store.SetSlowdown(ctx, r.Account, on, a.localNow())
	if errors.Is(err, store.ErrSlowdownRefused) {
		return nil, a.slowdownHeld()
	}
	if err != nil {
		return nil, err
	}
	msg := "Unlimited Mode is off. Your connection is back to full speed."
	if on {
		msg = "Unlimited Mode is on. Your connection is slower but has no data cap until Turbo Mode returns on the 1st of next month."
	}
	return &Response{Message: msg, Name: "slowdown", Extra: map[string]any{"success": true}}, nil
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

// offerQuery answers an offer code that exists and has not expired.
func (a *API) offerQuery(r *Request) (*Response, error) {
	code, _ := r.Body["offercode"].(string)
	o, err := a.cfg.Store.Offer(r.Context(), code)
	if errors.Is(err, portal.ErrNoRows) || (err == nil && !a.cfg.Now().Before(o.ExpiresAt)) {
		return nil, portal.Errorf(portal.CodeBadRequest, msgOfferNotFound)
	}
	if err != nil {
		return nil, err
	}
	return &Response{Object: offerObject{
		OfferCode: o.Code, Title: o.Title, Text: o.Text, Description: o.Description, ButtonText: o.ButtonText,
		RedirectURL: o.RedirectURL, UpgradeText: o.UpgradeText, Expires: o.ExpiresAt.Unix(),
	}, Name: "offerquery"}, nil
}
