package platform

import (
	"context"
	"errors"
	"strings"

	"myaccount/internal/portal"
)

// InvitationOptions configure the invitation service.
type InvitationOptions struct {
	// PublicURL is the portal's external base URL: the invitation link is
	// PublicURL/auth/invitation?token=….
	PublicURL string
	// Clock dates the staff action.
	Clock portal.Clock
}

// InvitationService sends invitations: the provider loads a login, then
// invites it to choose its first password.
type InvitationService struct {
	store portal.InvitationStore
	opts  InvitationOptions
}

// NewInvitations builds the invitation service.
func NewInvitations(st portal.InvitationStore, o InvitationOptions) *InvitationService {
	return &InvitationService{store: st, opts: o}
}

var _ portal.Invitations = (*InvitationService)(nil)

// errNoActor is a caller's bug: every provider or staff action names who
// did it.
var errNoActor = errors.New("platform: an invitation needs an actor")

// Invite writes a fresh invitation link for the login (valid
// portal.InvitationTTL, once; the older unused ones stop working), the
// MailInvitation that carries it in the login's language, and the staff
// action (actor, "invite", the login) — all in one transaction. An unknown
// login answers portal.ErrNoRows, a disabled one portal.ErrLoginDisabled.
func (s *InvitationService) Invite(ctx context.Context, login, actor string) error {
	actor = strings.TrimSpace(actor)
	if actor == "" {
		return errNoActor
	}
	ident, _, err := s.store.IdentityByLogin(ctx, strings.TrimSpace(login))
	if err != nil {
		return err
	}
	if ident.Disabled {
		return portal.ErrLoginDisabled
	}
	token := newToken()
	_, err = s.store.IssueIdentityToken(ctx, portal.IdentityTokenIssue{
		Login:     ident.Login,
		Purpose:   portal.PurposeInvitation,
		TokenHash: portal.HashToken(token),
		TTL:       portal.InvitationTTL,
		Mail: func(id portal.Identity) portal.Mail {
			return portal.Mail{Kind: portal.MailInvitation, To: id.Login, Lang: id.Language, Identity: id.ID,
				Data: map[string]string{"link": portal.IdentityLink(s.opts.PublicURL, portal.InvitationPath, token, id.Language)}}
		},
		Action: &portal.StaffAction{Actor: actor, Action: "invite", Subject: ident.Login, At: s.opts.Clock.Time()},
	})
	if errors.Is(err, portal.ErrNoRows) {
		// Disabled (or removed) since it was read: refused like a disabled one.
		return portal.ErrLoginDisabled
	}
	return err
}
