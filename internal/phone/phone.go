// Package phone holds the phone area's business rules (docs/phone-api.md):
// which packages an account has, its 911 address profiles and their
// numbers, the voice features, the call history and the international
// calling credit. Every package, profile and number is checked against the
// account; what is not the account's answers like what does not exist.
package phone

import (
	"context"
	"errors"
	"regexp"
	"strings"
	"time"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
	"myaccount/internal/schema"
)

// Call history paging (a subscriber with years of calls gets them a page
// at a time).
const (
	DefaultCallPage = 50
	MaxCallPage     = 200
	// historyLength is how many credit movements the history lists.
	historyLength = 100
	// PasswordMask is what a set voicemail password reads as.
	PasswordMask = "********"
)

var errNoPhone = portal.Fail(portal.CodeNoService, portal.MsgNoPhone)

// Service is the phone area.
type Service struct {
	store portal.PhoneStore
	clock portal.Clock
}

// New builds the phone service.
func New(st portal.PhoneStore, c portal.Clock) *Service { return &Service{st, c} }

var _ portal.Phone = (*Service)(nil)

// Packages lists the account's phone packages; 434 when it has none.
func (s *Service) Packages(ctx context.Context, account int64) ([]portal.PhonePackage, error) {
	pkgs, err := s.store.PhonePackages(ctx, account)
	if err != nil {
		return nil, err
	}
	if len(pkgs) == 0 {
		return nil, errNoPhone
	}
	return pkgs, nil
}

// pkg is the account's package id (its first when id is 0); another
// account's answers like a missing one.
func (s *Service) pkg(ctx context.Context, account, id int64) (portal.PhonePackage, error) {
	pkgs, err := s.Packages(ctx, account)
	if err != nil {
		return portal.PhonePackage{}, err
	}
	if id == 0 {
		return pkgs[0], nil
	}
	for _, p := range pkgs {
		if p.ID == id {
			return p, nil
		}
	}
	return portal.PhonePackage{}, portal.ErrNotFound
}

// Profiles lists a package's live 911 profiles.
func (s *Service) Profiles(ctx context.Context, account, pkg int64) ([]portal.EmergencyProfile, error) {
	p, err := s.pkg(ctx, account, pkg)
	if err != nil {
		return nil, err
	}
	return s.store.EmergencyProfiles(ctx, p.ID)
}

// profileForm is the 911 address form the writes are checked with.
func (s *Service) profileForm(ctx context.Context) (schema.Descriptor, error) {
	regions, err := s.store.Codebook(ctx, "region")
	if err != nil {
		return schema.Descriptor{}, err
	}
	opts := schema.ProvinceOptions(portal.CanadianProvinces(regions))
	return schema.EmergencyProfile(i18n.English, opts), nil
}

// SaveProfile creates or edits a 911 address, with §5's rules: the names,
// city, province and postal code always; street number and name for a
// street address, the rural address otherwise. The postal code is stored
// upper case with its space.
func (s *Service) SaveProfile(ctx context.Context, w portal.ProfileWrite) (portal.EmergencyProfile, portal.Message, error) {
	p, err := s.pkg(ctx, w.Account, w.Package)
	if err != nil {
		return portal.EmergencyProfile{}, portal.Message{}, err
	}
	form, err := s.profileForm(ctx)
	if err != nil {
		return portal.EmergencyProfile{}, portal.Message{}, err
	}
	opts := schema.Options{}
	if w.ID != 0 {
		current, err := s.profile(ctx, p.ID, w.ID)
		if err != nil {
			return portal.EmergencyProfile{}, portal.Message{}, err
		}
		opts = schema.Options{Edit: true, Original: addressFields(current.Address)}
	}
	res, err := schema.Validate(form, w.Fields, opts)
	if err != nil {
		return portal.EmergencyProfile{}, portal.Message{}, schema.Refusal(res, err)
	}
	a := opts.Original
	if a == nil {
		a = map[string]any{}
	}
	merged := make(map[string]any, len(a)+len(res.Values))
	for k, v := range a {
		merged[k] = v
	}
	for k, v := range res.Values {
		merged[k] = v
	}
	addr := addressOf(merged)
	if w.ID == 0 {
		id, err := s.store.AddEmergencyProfile(ctx, p.ID, addr)
		if err != nil {
			return portal.EmergencyProfile{}, portal.Message{}, err
		}
		w.ID = id
	} else if err := s.store.UpdateEmergencyProfile(ctx, p.ID, w.ID, addr); err != nil {
		return portal.EmergencyProfile{}, portal.Message{}, err
	}
	saved, err := s.profile(ctx, p.ID, w.ID)
	return saved, portal.Msg(portal.MsgProfileSaved), err
}

// profile reads one live profile of a package.
func (s *Service) profile(ctx context.Context, pkg, id int64) (portal.EmergencyProfile, error) {
	all, err := s.store.EmergencyProfiles(ctx, pkg)
	if err != nil {
		return portal.EmergencyProfile{}, err
	}
	for _, p := range all {
		if p.ID == id {
			return p, nil
		}
	}
	return portal.EmergencyProfile{}, portal.ErrNotFound
}

var postalCode = regexp.MustCompile(`^([A-Za-z][0-9][A-Za-z]) ?([0-9][A-Za-z][0-9])$`)

func addressFields(a portal.EmergencyAddress) map[string]any {
	return map[string]any{"mode": int64(a.Mode), "firstname": a.FirstName, "lastname": a.LastName,
		"streetnumber": a.StreetNumber, "streetname": a.StreetName, "unit": a.Unit, "ruraladdress": a.RuralAddress,
		"ruraladditionalinfo": a.RuralAdditionalInfo, "city": a.City, "province": a.Province, "postalcode": a.PostalCode}
}

func addressOf(f map[string]any) portal.EmergencyAddress {
	str := func(k string) string { v, _ := f[k].(string); return strings.TrimSpace(v) }
	mode, _ := f["mode"].(int64)
	a := portal.EmergencyAddress{Mode: int(mode), FirstName: str("firstname"), LastName: str("lastname"),
		Unit: str("unit"), City: str("city"), Province: str("province")}
	if m := postalCode.FindStringSubmatch(str("postalcode")); m != nil {
		a.PostalCode = strings.ToUpper(m[1] + " " + m[2])
	}
	if a.Mode == portal.StreetMode {
		a.StreetNumber, a.StreetName = str("streetnumber"), str("streetname")
	} else {
		a.RuralAddress, a.RuralAdditionalInfo = str("ruraladdress"), str("ruraladditionalinfo")
	}
	return a
}

// DeleteProfile marks a profile obsolete; refused while it is in use (a
// selected package address, or numbers still associated: decisions.md
// §21).
func (s *Service) DeleteProfile(ctx context.Context, account, pkg, id int64) (portal.Message, error) {
	p, err := s.pkg(ctx, account, pkg)
	if err != nil {
		return portal.Message{}, err
	}
	switch err := s.store.ObsoleteEmergencyProfile(ctx, p.ID, id); {
	case errors.Is(err, portal.ErrProfileInUse):
		return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgProfileInUse)
	case err != nil:
		return portal.Message{}, err
	}
	return portal.Msg(portal.MsgProfileDeleted), nil
}

// Associate selects a package-oriented profile (number 0), or moves a
// number of the profile's package to a number-oriented profile.
func (s *Service) Associate(ctx context.Context, account, profileID, number int64) (portal.Message, error) {
	pkgs, err := s.Packages(ctx, account)
	if err != nil {
		return portal.Message{}, err
	}
	for _, p := range pkgs {
		profile, err := s.profile(ctx, p.ID, profileID)
		if errors.Is(err, portal.ErrNotFound) {
			continue
		}
		if err != nil {
			return portal.Message{}, err
		}
		if number == 0 {
			if p.ProfileType != portal.ProfilePackageOriented {
				return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgChooseNumber)
			}
			if err := s.store.SelectEmergencyProfile(ctx, p.ID, profile.ID); err != nil {
				return portal.Message{}, err
			}
			return portal.Msg(portal.MsgProfileSelected), nil
		}
		if p.ProfileType != portal.ProfileNumberOriented {
			return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgSelectInstead)
		}
		numbers, err := s.store.DirectoryNumbers(ctx, p.ID)
		if err != nil {
			return portal.Message{}, err
		}
		for _, n := range numbers {
			if n.ServiceID == number {
				if err := s.store.MoveNumber(ctx, p.ID, number, profile.ID); err != nil {
					return portal.Message{}, err
				}
				return portal.Msg(portal.MsgNumberAssociated, "number", FormatNumber(n.Number)), nil
			}
		}
		return portal.Message{}, portal.ErrNotFound
	}
	return portal.Message{}, portal.ErrNotFound
}

// FormatNumber writes a 10-digit number as (403) 555-0123.
func FormatNumber(n string) string {
	if len(n) != 10 {
		return n
	}
	return "(" + n[:3] + ") " + n[3:6] + "-" + n[6:]
}

// Numbers lists a package's directory numbers.
func (s *Service) Numbers(ctx context.Context, account, pkg int64) ([]portal.DirectoryNumber, error) {
	p, err := s.pkg(ctx, account, pkg)
	if err != nil {
		return nil, err
	}
	return s.store.DirectoryNumbers(ctx, p.ID)
}

// Calls is one page of a package's calls, newest first.
func (s *Service) Calls(ctx context.Context, q portal.CallQuery) (portal.CallPage, error) {
	p, err := s.pkg(ctx, q.Account, q.Package)
	if err != nil {
		return portal.CallPage{}, err
	}
	if q.Limit <= 0 {
		q.Limit = DefaultCallPage
	}
	q.Limit = min(q.Limit, MaxCallPage)
	if q.Before.IsZero() {
		q.Before = s.clock.Time().Add(time.Millisecond)
	}
	recs, err := s.store.CallRecords(ctx, p.ID, q.Incoming, q.Before, q.BeforeID, q.Limit+1)
	if err != nil {
		return portal.CallPage{}, err
	}
	page := portal.CallPage{Records: recs, More: len(recs) > q.Limit}
	if page.More {
		page.Records = recs[:q.Limit]
	}
	return page, nil
}
