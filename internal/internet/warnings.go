package internet

import (
	"context"
	"errors"
	"net/netip"
	"strings"
	"unicode"
	"unicode/utf8"

	"myaccount/internal/portal"
)

// WarningService holds the warning actions (internet spec §3).
type WarningService struct {
	store portal.WarningStore
}

// NewWarnings builds the warning actions.
func NewWarnings(st portal.WarningStore) *WarningService { return &WarningService{st} }

var _ portal.WarningActions = (*WarningService)(nil)

// signatureChars are what a typed name may contain besides letters and
// spaces.
const signatureChars = ".'-,&"

// NormalizeSignature collapses every run of white space to one space and
// writes the typographic apostrophe as a plain one.
func NormalizeSignature(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(s, "’", "'")), " ")
}

// nameWords splits a name into lower-case words, treating spaces and the
// separators ".,&" as breaks (apostrophes and hyphens stay inside words:
// O'Brien, Smith-Jones).
func nameWords(s string) []string {
	return strings.FieldsFunc(strings.ToLower(NormalizeSignature(s)), func(r rune) bool {
		return unicode.IsSpace(r) || r == '.' || r == ',' || r == '&'
	})
}

// SignatureNames reports whether the signature contains the holder's name as
// whole words in order ("Andrew Okafor" does not name "Drew Okafor").
func SignatureNames(signature, holder string) bool {
	sig, name := nameWords(signature), nameWords(holder)
	if len(name) == 0 {
		return false
	}
	for i := 0; i+len(name) <= len(sig); i++ {
		match := true
		for j := range name {
			if sig[i+j] != name[j] {
				match = false
				break
			}
		}
		if match {
			return true
		}
	}
	return false
}

// ClearDisruptiveTicket clears the account's open clearable disruptive
// ticket with a signature that names the account holder.
func (s *WarningService) ClearDisruptiveTicket(ctx context.Context, account, identity int64, signature string) (portal.Message, error) {
	acc, err := s.store.AccountByID(ctx, account)
	if err != nil {
		return portal.Message{}, err
	}
	holder := portal.Fail(portal.CodeBadRequest, portal.MsgSignAsHolder, "holder", acc.Name)
	sig := NormalizeSignature(signature)
	if sig == "" {
		return portal.Message{}, holder
	}
	if n := utf8.RuneCountInString(sig); n < 2 || n > 200 {
		return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgSignatureLength)
	}
	for _, c := range sig {
		if !unicode.IsLetter(c) && !unicode.IsMark(c) && c != ' ' && !strings.ContainsRune(signatureChars, c) {
			return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgSignatureCharacters)
		}
	}
	if !SignatureNames(sig, acc.Name) {
		return portal.Message{}, holder
	}
	if _, err := s.store.ClearDisruptiveTicket(ctx, account, identity, sig); err != nil {
		if errors.Is(err, portal.ErrNoOpenWarning) {
			return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgNoNoticeToClear)
		}
		return portal.Message{}, err
	}
	return portal.Msg(portal.MsgNoticeCleared), nil
}

// cgnat is the shared address space fixed-wireless networks hand out; to
// the subscriber it is as private as RFC 1918.
var cgnat = netip.MustParsePrefix("100.64.0.0/10")

// PrivateAddr reports whether a caller's address is on a home or provider
// network: RFC 1918, loopback, link-local, and the 100.64/10 shared space
// fixed-wireless networks use (decisions: whatismyipaddress).
func PrivateAddr(ip netip.Addr) bool {
	return ip.IsPrivate() || ip.IsLoopback() || ip.IsLinkLocalUnicast() || cgnat.Contains(ip)
}

// AutoRegister registers the caller's connection with the account's router
// and clears the notregistered warning, for a caller at home (a private
// address) whose login has this one account only.
func (s *WarningService) AutoRegister(ctx context.Context, account, identity int64, ip netip.Addr) (portal.Message, error) {
	if !ip.IsValid() || !PrivateAddr(ip) {
		return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgAutoRegisterNotHome)
	}
	links, err := s.store.AccountLinks(ctx, identity)
	if err != nil {
		return portal.Message{}, err
	}
	if len(links) != 1 {
		return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgAutoRegisterManyAccounts)
	}
	if err := s.store.AutoRegisterIP(ctx, account, identity, ip.String()); err != nil {
		if errors.Is(err, portal.ErrNoOpenWarning) {
			return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgNothingToRegister)
		}
		return portal.Message{}, err
	}
	return portal.Msg(portal.MsgConnectionRegistered), nil
}
