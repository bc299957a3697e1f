package provisioning

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"regexp"

	"myaccount/internal/portal"
)

// catalogStore is what the service needs for the package catalogs (internet and phone).
type catalogStore interface {
	PackageByCode(ctx context.Context, code string) (portal.Package, error)
	PackagesAfter(ctx context.Context, after string, limit int) ([]portal.Package, error)
	PutCatalogPackage(ctx context.Context, p portal.Package, a portal.StaffAction) (portal.Package, error)
	PhoneCatalogEntry(ctx context.Context, code string) (portal.PhoneCatalogEntry, error)
	PhoneCatalogAfter(ctx context.Context, after string, limit int) ([]portal.PhoneCatalogEntry, error)
	PutPhoneCatalogEntry(ctx context.Context, e portal.PhoneCatalogEntry, a portal.StaffAction) error
}

// Names is a name in English and French; French may be empty (the English
// one is shown then).
type Names struct {
	EN string `json:"en"`
	FR string `json:"fr"`
}

// Package is an internet package of the provider's catalog, by its code.
// The upgrade rules read it as it is: a subscriber may move to an active
// package of the same technology with a bigger cap.
type Package struct {
	// Code is the provider's code (the path's); when sent it must match.
	Code         string `json:"code"`
	Name         Names  `json:"name"`
	Technology   string `json:"technology"` // "fiber" or "wireless"
	DownloadMbps int64  `json:"download_mbps"`
	UploadMbps   int64  `json:"upload_mbps"`
	// CapGB is the monthly cap; nil is unlimited.
	CapGB           *int64 `json:"cap_gb"`
	MonthlyFeeCents *int64 `json:"monthly_fee_cents"`
	// OverageCentsPerGB is the price of each GB over the cap (capped
	// packages; nil or 0 is none).
	OverageCentsPerGB *int64 `json:"overage_cents_per_gb"`
	// Link is the package's page on the provider's site ("" for none).
	Link string `json:"link"`
	// Active packages are on sale (offered as upgrades); nil is true.
	Active *bool `json:"active"`
}

// PhonePackage is a phone package of the provider's catalog, by its code:
// phone lines name it and take its name and fee.
type PhonePackage struct {
	Code            string `json:"code"`
	Name            Names  `json:"name"`
	MonthlyFeeCents *int64 `json:"monthly_fee_cents"`
}

// codeRE is what a provider's code may be: letters, digits and . _ -, so
// it sits in a URL path as it is.
var codeRE = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$`)

// maxFeeCents bounds a monthly fee ($100,000), so a typo in cents is caught.
const maxFeeCents = 10_000_000

// maxOverageCentsPerGB bounds the price per GB over the cap ($100).
const maxOverageCentsPerGB = 10_000

// code checks a resource's code: the path's, and the body's when sent.
func (c *checker) code(path, body string) {
	switch {
	case !codeRE.MatchString(path):
		c.fail("code", "is 1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit")
	case body != "" && body != path:
		c.fail("code", "is not the path's code %q", path)
	}
}

// names checks a name in both languages: English is required.
func (c *checker) names(field string, n Names) {
	c.text(field+".en", n.EN, 1, 200)
	c.text(field+".fr", n.FR, 0, 200)
}

// fee checks a required amount of cents.
func (c *checker) fee(field string, v *int64) {
	switch {
	case v == nil:
		c.fail(field, "is required")
	case *v < 0 || *v > maxFeeCents:
		c.fail(field, "is from 0 to %d cents", maxFeeCents)
	}
}

// PutPackage creates or replaces the internet package code (p.Code is
// empty or the same): it answers the stored package and whether it was
// created. Sent again unchanged, it changes and records nothing.
func (s *Service) PutPackage(ctx context.Context, actor, code string, p Package) (Package, bool, error) {
	var c checker
	c.code(code, p.Code)
	p.Code = code
	c.names("name", p.Name)
	if p.Technology != "fiber" && p.Technology != "wireless" {
		c.fail("technology", "is fiber or wireless")
	}
	c.rate("download_mbps", p.DownloadMbps)
	c.rate("upload_mbps", p.UploadMbps)
	if p.CapGB != nil && (*p.CapGB < 1 || *p.CapGB >= portal.UnlimitedCapGB) {
		c.fail("cap_gb", "is from 1 to %d GB, or null for unlimited", portal.UnlimitedCapGB-1)
	}
	c.fee("monthly_fee_cents", p.MonthlyFeeCents)
	if o := p.OverageCentsPerGB; o != nil {
		switch {
		case *o < 0 || *o > maxOverageCentsPerGB:
			c.fail("overage_cents_per_gb", "is from 0 to %d cents", maxOverageCentsPerGB)
		case *o > 0 && p.CapGB == nil:
			c.fail("overage_cents_per_gb", "is for a capped package (cap_gb is null: unlimited)")
		}
	}
	if p.Link != "" {
		if u, err := url.Parse(p.Link); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || len(p.Link) > 500 {
			c.fail("link", "is an http or https address of at most 500 characters")
		}
	}
	if err := c.err(); err != nil {
		return Package{}, false, err
	}
	want := portal.Package{Code: p.Code, Description: p.Name.EN, DescriptionFR: p.Name.FR, Technology: p.Technology,
		CapGB: portal.UnlimitedCapGB, MonthlyFeeCents: *p.MonthlyFeeCents, RateDownload: p.DownloadMbps,
		RateUpload: p.UploadMbps, Link: p.Link, Active: p.Active == nil || *p.Active}
	if p.CapGB != nil {
		want.CapGB = *p.CapGB
	}
	if p.OverageCentsPerGB != nil {
		want.OverageCentsPerGB = *p.OverageCentsPerGB
	}
	old, err := s.st.PackageByCode(ctx, p.Code)
	created := errors.Is(err, portal.ErrNoRows)
	if err != nil && !created {
		return Package{}, false, err
	}
	if !created {
		want.ID = old.ID
		if old == want {
			return packageOf(old), false, nil
		}
	}
	stored, err := s.st.PutCatalogPackage(ctx, want, s.action(actor, putAction("package", created), 0, "package "+p.Code,
		packageDetail(want)))
	return packageOf(stored), created, err
}

// putAction names a PUT in the staff actions log.
func putAction(resource string, created bool) string {
	if created {
		return resource + "-create"
	}
	return resource + "-update"
}

func packageDetail(p portal.Package) string {
	capGB := "unlimited"
	if !p.Unlimited() {
		capGB = fmt.Sprintf("%d GB", p.CapGB)
	}
	return fmt.Sprintf("%s (%s), %s %d/%d Mbps, %s, %d cents a month, %d cents a GB over the cap, active %t", p.Description,
		p.DescriptionFR, p.Technology, p.RateDownload, p.RateUpload, capGB, p.MonthlyFeeCents, p.OverageCentsPerGB, p.Active)
}

// packageOf is a stored package as the API answers it.
func packageOf(p portal.Package) Package {
	out := Package{Code: p.Code, Name: Names{p.Description, p.DescriptionFR}, Technology: p.Technology,
		DownloadMbps: p.RateDownload, UploadMbps: p.RateUpload, Link: p.Link}
	fee, active, overage := p.MonthlyFeeCents, p.Active, p.OverageCentsPerGB
	out.MonthlyFeeCents, out.Active, out.OverageCentsPerGB = &fee, &active, &overage
	if !p.Unlimited() {
		capGB := p.CapGB
		out.CapGB = &capGB
	}
	return out
}

// Package reads the internet package code.
func (s *Service) Package(ctx context.Context, code string) (Package, error) {
	p, err := s.st.PackageByCode(ctx, code)
	if errors.Is(err, portal.ErrNoRows) {
		return Package{}, notFound("The package " + code)
	}
	return packageOf(p), err
}

// Packages lists the internet packages by code, one page at a time; next
// is the cursor of the next page ("" on the last).
func (s *Service) Packages(ctx context.Context, pg Page) (items []Package, next string, err error) {
	ps, err := s.st.PackagesAfter(ctx, pg.After, pg.limit())
	if err != nil {
		return nil, "", err
	}
	items = make([]Package, 0, len(ps))
	for _, p := range ps {
		items = append(items, packageOf(p))
		next = p.Code
	}
	return items, pg.next(len(items), next), nil
}

// PutPhonePackage creates or replaces the phone package code (p.Code is
// empty or the same); the lines of that package take its new name and fee
// in the same transaction.
func (s *Service) PutPhonePackage(ctx context.Context, actor, code string, p PhonePackage) (PhonePackage, bool, error) {
	var c checker
	c.code(code, p.Code)
	p.Code = code
	c.names("name", p.Name)
	c.fee("monthly_fee_cents", p.MonthlyFeeCents)
	if err := c.err(); err != nil {
		return PhonePackage{}, false, err
	}
	want := portal.PhoneCatalogEntry{Code: p.Code, Name: p.Name.EN, NameFR: p.Name.FR, MonthlyFeeCents: *p.MonthlyFeeCents}
	old, err := s.st.PhoneCatalogEntry(ctx, p.Code)
	created := errors.Is(err, portal.ErrNoRows)
	if err != nil && !created {
		return PhonePackage{}, false, err
	}
	if !created && old == want {
		return phonePackageOf(old), false, nil
	}
	err = s.st.PutPhoneCatalogEntry(ctx, want, s.action(actor, putAction("phone-package", created), 0, "phone package "+p.Code,
		fmt.Sprintf("%s (%s), %d cents a month", want.Name, want.NameFR, want.MonthlyFeeCents)))
	return phonePackageOf(want), created, err
}

func phonePackageOf(e portal.PhoneCatalogEntry) PhonePackage {
	fee := e.MonthlyFeeCents
	return PhonePackage{Code: e.Code, Name: Names{e.Name, e.NameFR}, MonthlyFeeCents: &fee}
}

// PhonePackageByCode reads the phone package code.
func (s *Service) PhonePackageByCode(ctx context.Context, code string) (PhonePackage, error) {
	e, err := s.st.PhoneCatalogEntry(ctx, code)
	if errors.Is(err, portal.ErrNoRows) {
		return PhonePackage{}, notFound("The phone package " + code)
	}
	return phonePackageOf(e), err
}

// PhonePackages lists the phone packages by code, one page at a time.
func (s *Service) PhonePackages(ctx context.Context, pg Page) (items []PhonePackage, next string, err error) {
	es, err := s.st.PhoneCatalogAfter(ctx, pg.After, pg.limit())
	if err != nil {
		return nil, "", err
	}
	items = make([]PhonePackage, 0, len(es))
	for _, e := range es {
		items = append(items, phonePackageOf(e))
		next = e.Code
	}
	return items, pg.next(len(items), next), nil
}

// rate checks a speed in Mbps.
func (c *checker) rate(field string, v int64) {
	if v < 1 || v > 100_000 {
		c.fail(field, "is from 1 to 100000")
	}
}
