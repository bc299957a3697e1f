package internet

import (
	"context"
	"errors"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"myaccount/internal/portal"
)

// IP address management (docs/phone-api.md, "IP address management"):
// devices registered with the network, static or dynamic, within the
// account's allowance, never on a NAT radio.

// DescriptionMax is the longest registration description (characters).
const DescriptionMax = 64

var macAddress = regexp.MustCompile(`^[0-9a-f]{2}(:[0-9a-f]{2}){5}$`)

// AddressService is IP address management.
type AddressService struct {
	store        portal.AddressStore
	supportPhone string
}

// NewAddresses builds IP address management; supportPhone is named when a
// NAT radio refuses a registration.
func NewAddresses(st portal.AddressStore, supportPhone string) *AddressService {
	return &AddressService{st, supportPhone}
}

var _ portal.Addresses = (*AddressService)(nil)

// plan is the account's allowance: 434 without internet, no allowance at
// all (an empty plan) for an account the provider gave none.
func (s *AddressService) plan(ctx context.Context, account int64) (portal.AddressPlan, error) {
	f, err := s.store.ServiceFlags(ctx, account)
	if err != nil {
		return portal.AddressPlan{}, err
	}
	if !f.HasBroadband {
		return portal.AddressPlan{}, portal.Fail(portal.CodeNoService, portal.MsgNoBroadband)
	}
	p, err := s.store.AddressPlan(ctx, account)
	if isNoRows(err) {
		return portal.AddressPlan{AccountID: account}, nil
	}
	return p, err
}

// Registrations lists the account's registered devices.
func (s *AddressService) Registrations(ctx context.Context, account int64) ([]portal.AddressRegistration, error) {
	if _, err := s.plan(ctx, account); err != nil {
		return nil, err
	}
	return s.store.Registrations(ctx, account)
}

// Counts are the registrations per allowance and what each allows.
func (s *AddressService) Counts(ctx context.Context, account int64) (portal.AddressCounts, error) {
	p, err := s.plan(ctx, account)
	if err != nil {
		return portal.AddressCounts{}, err
	}
	regs, err := s.store.Registrations(ctx, account)
	if err != nil {
		return portal.AddressCounts{}, err
	}
	c := portal.AddressCounts{BaseAvailable: p.BaseTotal, BaseCanBeStatic: p.BaseCanBeStatic,
		AddonAvailable: p.AddonTotal, AddonCanBeStatic: p.AddonCanBeStatic}
	for _, r := range regs {
		if r.Source == portal.SourceAddon {
			c.AddonUsed++
		} else {
			c.BaseUsed++
		}
	}
	return c, nil
}

// NAT reports whether the account's radio uses NAT.
func (s *AddressService) NAT(ctx context.Context, account int64) (bool, error) {
	p, err := s.plan(ctx, account)
	return p.NAT, err
}

// allowance picks where a new registration comes from: the base package
// first, then the add-on; a static one only where that source may be
// static.
func allowance(p portal.AddressPlan, static bool) func([]portal.AddressRegistration) (string, bool) {
	return func(used []portal.AddressRegistration) (string, bool) {
		var base, addon int
		for _, r := range used {
			if r.Source == portal.SourceAddon {
				addon++
			} else {
				base++
			}
		}
		switch {
		case base < p.BaseTotal && (!static || p.BaseCanBeStatic):
			return portal.SourceBase, true
		case addon < p.AddonTotal && (!static || p.AddonCanBeStatic):
			return portal.SourceAddon, true
		}
		return "", false
	}
}

// checkDevice checks a MAC (six lower-case hex pairs with colons) and a
// description (printable, at most DescriptionMax characters).
func checkDevice(mac, description string) error {
	if !macAddress.MatchString(mac) {
		return portal.Fail(portal.CodeBadRequest, portal.MsgBadHW)
	}
	if utf8.RuneCountInString(description) > DescriptionMax {
		return portal.Fail(portal.CodeBadRequest, portal.MsgDescriptionTooLong, "max", DescriptionMax)
	}
	for _, c := range description {
		if !unicode.IsPrint(c) {
			return portal.Fail(portal.CodeBadRequest, portal.MsgDescriptionCharacters)
		}
	}
	return nil
}

// natRefusal is the answer to a write on a NAT radio.
func (s *AddressService) natRefusal() error {
	if s.supportPhone != "" {
		return portal.Fail(portal.CodeBadRequest, portal.MsgNATRefusedPhone, "phone", s.supportPhone)
	}
	return portal.Fail(portal.CodeBadRequest, portal.MsgNATRefused)
}

// Register registers a device (w.BPSID 0) or edits a registration's MAC and
// description (its type stays). A registration takes the first free address
// of the account's pool for its type, with the pool's mask and gateway, and
// clears the notregistered warning.
func (s *AddressService) Register(ctx context.Context, w portal.AddressWrite) (portal.AddressRegistration, portal.Message, error) {
	p, err := s.plan(ctx, w.Account)
	if err != nil {
		return portal.AddressRegistration{}, portal.Message{}, err
	}
	if p.NAT {
		return portal.AddressRegistration{}, portal.Message{}, s.natRefusal()
	}
	w.MAC = strings.ToLower(strings.TrimSpace(w.MAC))
	w.Description = strings.TrimSpace(w.Description)
	if err := checkDevice(w.MAC, w.Description); err != nil {
		return portal.AddressRegistration{}, portal.Message{}, err
	}
	if w.BPSID != 0 {
		r, err := s.store.UpdateRegistration(ctx, w.Account, w.BPSID, w.MAC, w.Description)
		if err := s.refusal(err, w.Static); err != nil {
			return portal.AddressRegistration{}, portal.Message{}, err
		}
		return r, portal.Msg(portal.MsgRegistrationUpdated), nil
	}
	r, err := s.store.AddRegistration(ctx, portal.AddressRegistration{AccountID: w.Account, Static: w.Static, MAC: w.MAC,
		Description: w.Description}, allowance(p, w.Static))
	if err := s.refusal(err, w.Static); err != nil {
		return portal.AddressRegistration{}, portal.Message{}, err
	}
	return r, portal.Msg(portal.MsgDeviceRegistered, "mac", r.MAC, "ip", r.IP), nil
}

// refusal turns the store's outcomes into what the subscriber reads.
func (s *AddressService) refusal(err error, static bool) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, portal.ErrNoAllowance) && static:
		return portal.Fail(portal.CodeBadRequest, portal.MsgNoStaticLeft)
	case errors.Is(err, portal.ErrNoAllowance):
		return portal.Fail(portal.CodeBadRequest, portal.MsgNoDynamicLeft)
	case errors.Is(err, portal.ErrPoolFull):
		return portal.Fail(portal.CodeBadRequest, portal.MsgPoolFull)
	case errors.Is(err, portal.ErrMACTaken):
		return portal.Fail(portal.CodeBadRequest, portal.MsgMACTaken)
	}
	return err
}

// Unregister deletes a registration.
func (s *AddressService) Unregister(ctx context.Context, account, bpsID int64) (portal.Message, error) {
	p, err := s.plan(ctx, account)
	if err != nil {
		return portal.Message{}, err
	}
	if p.NAT {
		return portal.Message{}, s.natRefusal()
	}
	if err := s.store.DeleteRegistration(ctx, account, bpsID); err != nil {
		return portal.Message{}, err
	}
	return portal.Msg(portal.MsgRegistrationDeleted), nil
}
