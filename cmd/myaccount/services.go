package main

import (
	"context"
	"fmt"
	"log/slog"
	"strings"

	"myaccount/internal/config"
	"myaccount/internal/console"
	"myaccount/internal/contracts"
	"myaccount/internal/cpe"
	"myaccount/internal/demo"
	"myaccount/internal/documents"
	"myaccount/internal/gateway/sandbox"
	"myaccount/internal/password"
	"myaccount/internal/portal"
	"myaccount/internal/services"
	"myaccount/internal/store"
)

// portalServices is what the settings make of the services: their options,
// and the parts of them serve also mounts or prints.
type portalServices struct {
	Options services.Options
	Files   interface {
		portal.FileStore
		String() string
	}
	// Gateway is the sandbox payment gateway, or nil (online payments and
	// automatic payments off).
	Gateway   *sandbox.Gateway
	Templates *contracts.Library
	// Console is the staff logins' service (the staff console, `admin
	// staff`, `admin totp-code`).
	Console *console.Service
	// Routers are the demo's simulated routers (demo mode without
	// GenieACS), restarted through the troubleshooting page; else nil.
	Routers *demo.Routers
}

// buildServices makes the services' options from the settings. serve and
// every admin command use it, so the staff's commands act with the same
// gateway, files, printer, templates, branding and time zone as the
// portal: an invoice run from `admin issue-invoices` charges the
// auto-payers exactly as the portal's own would. renewKey derives session
// tokens' successors (admin renews none: nil).
func buildServices(ctx context.Context, cfg config.Config, st *store.Store, log *slog.Logger, renewKey []byte) (portalServices, error) {
	fs, err := fileStore(ctx, cfg)
	if err != nil {
		return portalServices{}, err
	}
	templates, err := contracts.Load(cfg.Templates)
	if err != nil {
		return portalServices{}, fmt.Errorf("bad setting MYACCOUNT_TEMPLATES (--templates): %w", err)
	}
	printer := documents.Printer{Branding: cfg.Branding, PortalURL: cfg.PublicURL + "/ui", Location: cfg.Location}
	p := portalServices{Files: fs, Gateway: paymentGateway(cfg, st, log), Templates: templates,
		Options: services.Options{Location: cfg.Location, TokenTTL: cfg.TokenTTL, RenewKey: renewKey,
			FeaturedPackage: cfg.FeaturedPackage, SlowdownMbps: cfg.SlowdownMbps, SupportPhone: cfg.Branding.SupportPhone, PublicURL: cfg.PublicURL,
			Files: fs, Thumbnail: documents.ImageThumbnail, Printer: printer, Signer: printer, Contracts: templates,
			Branding: cfg.Branding}}
	if p.Gateway != nil {
		p.Options.Gateway = p.Gateway
	}
	p.Options.Log = log
	switch {
	case cfg.GenieACSURL != "":
		g, err := cpe.NewGenieACS(cfg.GenieACSURL, nil)
		if err != nil {
			return portalServices{}, fmt.Errorf("bad setting MYACCOUNT_GENIEACS_URL (--genieacs-url): %w", err)
		}
		p.Options.CPE = g
	case cfg.Demo:
		p.Routers = demo.NewRouters(nil)
		p.Options.CPE = p.Routers
	}
	issuer := strings.TrimSpace(cfg.Branding.ProductName + " staff")
	k, err := loadKeys(cfg)
	if err != nil {
		return portalServices{}, err
	}
	p.Console = console.New(st, console.Options{PublicURL: cfg.PublicURL, Issuer: issuer, PasswordParams: password.Default,
		MailLinks: cfg.SMTPURL != "", Key: k.staff})
	return p, nil
}

// useStaffOIDC turns the staff console's sign-in through the provider's
// identity provider on (MYACCOUNT_STAFF_OIDC_*).
func useStaffOIDC(ctx context.Context, c *console.Service, so config.StaffOIDC) error {
	roles, err := console.ParseRoles(so.Roles)
	if err != nil {
		return fmt.Errorf("bad setting MYACCOUNT_STAFF_OIDC_ROLES (--staff-oidc-roles): %w", err)
	}
	err = c.UseOIDC(ctx, console.OIDCOptions{Issuer: so.Issuer, ClientID: so.ClientID, ClientSecret: so.ClientSecret,
		Name: strings.TrimSpace(so.Name), GroupsClaim: strings.TrimSpace(so.GroupsClaim), Roles: roles, Scopes: strings.Fields(so.Scopes)})
	if err != nil {
		return fmt.Errorf("bad setting MYACCOUNT_STAFF_OIDC_ISSUER (--staff-oidc-issuer): %w", err)
	}
	return nil
}
