package internet

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"time"

	"myaccount/internal/portal"
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

// PackageOptions configure the package rules.
type PackageOptions struct {
	// FeaturedPackage is the package id highlighted with stars (decisions §17).
	FeaturedPackage int64
	// SupportPhone is named when Unlimited mode is held by the provider.
	SupportPhone string
	// SlowdownMbps is Unlimited mode's download speed (0: not said).
	SlowdownMbps int64
}

// PackageService holds the package rules.
type PackageService struct {
	store portal.PackageStore
	clock portal.Clock
	opts  PackageOptions
}

// NewPackages builds the package service.
func NewPackages(st portal.PackageStore, c portal.Clock, o PackageOptions) *PackageService {
	return &PackageService{st, c, o}
}

var _ portal.Packages = (*PackageService)(nil)

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

// IsUpgrade: a bigger cap (Unlimited is the biggest), or the same cap for a
// fee at least as high. Everything else is a downgrade.
func IsUpgrade(from, to portal.Package) bool {
	if to.CapGB != from.CapGB {
		return to.CapGB > from.CapGB
	}
	return to.MonthlyFeeCents >= from.MonthlyFeeCents
}

// current reads the account's subscription and its package; an account
// without broadband answers 434.
func (s *PackageService) current(ctx context.Context, account int64) (portal.CurrentPackage, error) {
	sub, err := s.store.Broadband(ctx, account)
	if isNoRows(err) {
		return portal.CurrentPackage{}, portal.Fail(portal.CodeNoService, portal.MsgNoBroadband)
	}
	if err != nil {
		return portal.CurrentPackage{}, err
	}
	p, err := s.store.Package(ctx, sub.PackageID)
	if err != nil {
		return portal.CurrentPackage{}, err
	}
	return portal.CurrentPackage{Subscription: sub, Package: p, DowngradeAllowedAt: sub.ChangedAt.Add(DowngradeBlock),
		Featured: s.opts.FeaturedPackage}, nil
}

// Current is the account's package.
func (s *PackageService) Current(ctx context.Context, account int64) (portal.CurrentPackage, error) {
	return s.current(ctx, account)
}

// Upgradable lists the catalog packages of the same technology with a
// bigger cap, cheapest first. Downgrades are never listed.
func (s *PackageService) Upgradable(ctx context.Context, account int64) (portal.Upgradable, error) {
	cur, err := s.current(ctx, account)
	if err != nil {
		return portal.Upgradable{}, err
	}
	all, err := s.store.ActivePackages(ctx)
	if err != nil {
		return portal.Upgradable{}, err
	}
	out := portal.Upgradable{BPID: cur.Subscription.BPID, Packages: []portal.Package{}, Featured: s.opts.FeaturedPackage}
	for _, p := range all {
		if p.Technology == cur.Package.Technology && p.CapGB > cur.Package.CapGB {
			out.Packages = append(out.Packages, p)
		}
	}
	return out, nil
}

// UpgradeWizard is what the wizard tells before an upgrade: proration, the
// new cap at once, the downgrade block and the traffic pack instead.
func (s *PackageService) UpgradeWizard(ctx context.Context, account int64) (portal.UpgradeWizard, error) {
	if _, err := s.current(ctx, account); err != nil {
		return portal.UpgradeWizard{}, err
	}
	price := portal.Money(TrafficPackPriceCents)
	return portal.UpgradeWizard{
		Messages: []portal.Message{
			portal.Msg(portal.MsgWizardProrated),
			portal.Msg(portal.MsgWizardCapAtOnce),
			portal.Msg(portal.MsgDowngradeBlocked),
			portal.Msg(portal.MsgWizardTrafficPack, "gb", TrafficPackGB, "price", price),
		},
		TrafficPackGB: TrafficPackGB, TrafficPackPrice: price,
	}, nil
}

// offer reads an offer that exists and has not expired at now.
func (s *PackageService) offer(ctx context.Context, code string, now time.Time) (portal.Offer, bool, error) {
	o, err := s.store.Offer(ctx, code)
	if isNoRows(err) || (err == nil && !now.Before(o.ExpiresAt)) {
		return portal.Offer{}, false, nil
	}
	return o, err == nil, err
}

// Upgrade changes the package of the subscription the target names:
// prorated charge, new cap at once, hitcap warning cleared when the new cap
// is above the usage — all in one transaction. A downgrade within
// DowngradeBlock of the last change is refused; an offer applies its
// discount when it is for the new package (or any package).
func (s *PackageService) Upgrade(ctx context.Context, u portal.PackageUpgrade) (portal.UpgradeResult, error) {
	cur, err := s.current(ctx, u.Account)
	if err != nil {
		return portal.UpgradeResult{}, err
	}
	sub := cur.Subscription
	if sub.BPID != u.BPID {
		return portal.UpgradeResult{}, portal.ErrNotFound
	}
	if u.PackageID == sub.PackageID {
		return portal.UpgradeResult{}, portal.Fail(portal.CodeBadRequest, portal.MsgSamePackage)
	}
	next, err := s.store.Package(ctx, u.PackageID)
	if isNoRows(err) || (err == nil && (!next.Active || next.Technology != cur.Package.Technology)) {
		return portal.UpgradeResult{}, portal.Fail(portal.CodeBadRequest, portal.MsgPackageNotAvailable)
	}
	if err != nil {
		return portal.UpgradeResult{}, err
	}
	now := s.clock.Local()
	if !IsUpgrade(cur.Package, next) && now.Before(cur.DowngradeAllowedAt) {
		return portal.UpgradeResult{}, portal.Fail(portal.CodeBadRequest, portal.MsgDowngradeBlocked)
	}

	var offer portal.Offer
	if strings.TrimSpace(u.OfferCode) != "" {
		o, ok, err := s.offer(ctx, u.OfferCode, now)
		if err != nil {
			return portal.UpgradeResult{}, err
		}
		if !ok {
			return portal.UpgradeResult{}, portal.Fail(portal.CodeBadRequest, portal.MsgInvalidOffer)
		}
		offer = o
	}
	offerApplies := offer.Code != "" && (offer.PackageID == 0 || offer.PackageID == next.ID)
	var discount int64
	if offerApplies {
		discount = offer.DiscountCents
	}

	charge := ProratedChargeCents(cur.Package.MonthlyFeeCents, next.MonthlyFeeCents, discount, now)
	desc := portal.Msg(portal.MsgChargePackageChange, "from", cur.Package.NameMsg(), "to", next.NameMsg(),
		"month", portal.MonthOf(now))
	if offerApplies {
		desc = portal.Msg(portal.MsgChargePackageChangeOffer, "from", cur.Package.NameMsg(), "to", next.NameMsg(),
			"month", portal.MonthOf(now), "offer", offer.Code)
	}
	err = s.store.ChangePackage(ctx, portal.PackageChange{
		AccountID: u.Account, BPID: sub.BPID,
		FromPackage: sub.PackageID, FromChangedAt: sub.ChangedAt,
		ToPackage: next.ID, At: now, MonthStart: monthStart(now),
		ChargeCents: charge, ChargeDescription: desc,
		EndSlowdown: next.Unlimited(),
	})
	if errors.Is(err, portal.ErrPackageChanged) {
		return portal.UpgradeResult{}, portal.Fail(portal.CodeBadRequest, portal.MsgPackageChangedMeanwhile)
	}
	if err != nil {
		return portal.UpgradeResult{}, err
	}

	said := []portal.Message{portal.Msg(portal.MsgPackageNow, "package", next.NameMsg())}
	switch {
	case charge > 0 && offerApplies && discount > 0:
		said = append(said, portal.Msg(portal.MsgProratedChargeOffer, "charge", portal.Money(charge), "discount", portal.Money(discount)))
	case charge > 0:
		said = append(said, portal.Msg(portal.MsgProratedCharge, "charge", portal.Money(charge)))
	default:
		said = append(said, portal.Msg(portal.MsgNothingCharged))
	}
	if next.Unlimited() {
		said = append(said, portal.Msg(portal.MsgNowUnlimitedData))
	} else {
		said = append(said, portal.Msg(portal.MsgNowCap, "cap", strconv.FormatInt(next.CapGB, 10)))
	}
	if offer.Code != "" && !offerApplies {
		if p, err := s.store.Package(ctx, offer.PackageID); err == nil {
			said = append(said, portal.Msg(portal.MsgOfferNotApplied, "offer", offer.Code, "package", p.NameMsg()))
		}
	}

	after, err := s.current(ctx, u.Account)
	if err != nil {
		return portal.UpgradeResult{}, err
	}
	return portal.UpgradeResult{Current: after, Message: portal.Sentences(said...)}, nil
}

// BuyTrafficPack adds the traffic pack to this month and charges its price.
func (s *PackageService) BuyTrafficPack(ctx context.Context, account int64) (portal.Message, error) {
	cur, err := s.current(ctx, account)
	if err != nil {
		return portal.Message{}, err
	}
	if cur.Package.Unlimited() {
		return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgAlreadyUnlimited)
	}
	now := s.clock.Local()
	err = s.store.BuyTrafficPack(ctx, portal.TrafficPack{
		AccountID: account, GB: TrafficPackGB, PriceCents: TrafficPackPriceCents,
		ChargeDescription: portal.Msg(portal.MsgChargeTrafficPack, "gb", TrafficPackGB, "month", portal.MonthOf(now)),
		At:                now, MonthStart: monthStart(now),
	})
	switch {
	case errors.Is(err, portal.ErrPackageUnlimited):
		return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgAlreadyUnlimited)
	case isNoRows(err):
		return portal.Message{}, portal.Fail(portal.CodeNoService, portal.MsgNoBroadband)
	case err != nil:
		return portal.Message{}, err
	}
	return portal.Msg(portal.MsgTrafficPackAdded, "gb", TrafficPackGB, "price", portal.Money(TrafficPackPriceCents)), nil
}

func (s *PackageService) slowdownState(cur portal.CurrentPackage) portal.SlowdownState {
	can := !cur.Package.Unlimited()
	return portal.SlowdownState{
		On:             can && cur.Subscription.SlowdownOn(monthStart(s.clock.Local())),
		SwitchDisabled: cur.Subscription.SwitchDisabled,
		Available:      can,
		RateDownload:   s.opts.SlowdownMbps,
	}
}

// Slowdown is the account's Unlimited mode.
func (s *PackageService) Slowdown(ctx context.Context, account int64) (portal.SlowdownState, error) {
	cur, err := s.current(ctx, account)
	if err != nil {
		return portal.SlowdownState{}, err
	}
	return s.slowdownState(cur), nil
}

// slowdownHeld is the refusal while the provider holds the switch: it names
// the support phone when there is one.
func (s *PackageService) slowdownHeld() error {
	if s.opts.SupportPhone != "" {
		return portal.Fail(portal.CodeBadRequest, portal.MsgSlowdownHeldPhone, "phone", s.opts.SupportPhone)
	}
	return portal.Fail(portal.CodeBadRequest, portal.MsgSlowdownHeld)
}

// SetSlowdown turns Unlimited (slowed-down) mode on or off; on lasts until
// the 1st of next month and clears an open hitcap warning.
func (s *PackageService) SetSlowdown(ctx context.Context, account int64, on bool) (portal.Message, error) {
	cur, err := s.current(ctx, account)
	if err != nil {
		return portal.Message{}, err
	}
	state := s.slowdownState(cur)
	if !state.Available {
		return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgSlowdownNotAvailable)
	}
	if state.SwitchDisabled {
		return portal.Message{}, s.slowdownHeld()
	}
	err = s.store.SetSlowdown(ctx, account, on, s.clock.Local())
	if errors.Is(err, portal.ErrSlowdownRefused) {
		return portal.Message{}, s.slowdownHeld()
	}
	if err != nil {
		return portal.Message{}, err
	}
	if on {
		return portal.Msg(portal.MsgSlowdownOn), nil
	}
	return portal.Msg(portal.MsgSlowdownOff), nil
}

// Offer answers an offer code that exists and has not expired.
func (s *PackageService) Offer(ctx context.Context, code string) (portal.Offer, error) {
	o, ok, err := s.offer(ctx, code, s.clock.Time())
	if err != nil {
		return portal.Offer{}, err
	}
	if !ok {
		return portal.Offer{}, portal.Fail(portal.CodeBadRequest, portal.MsgOfferNotFound)
	}
	return o, nil
}
