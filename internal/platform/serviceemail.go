package platform

import (
	"context"
	"regexp"
	"strings"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
	"myaccount/internal/schema"
)

// ServiceEmailService holds the rules of the service e-mail addresses
// (PLAT-148 … PLAT-159).
type ServiceEmailService struct {
	store portal.ServiceEmailStore
}

// NewServiceEmails builds the service e-mail service.
func NewServiceEmails(st portal.ServiceEmailStore) *ServiceEmailService {
	return &ServiceEmailService{st}
}

var _ portal.ServiceEmails = (*ServiceEmailService)(nil)

// List reads the account's addresses.
func (s *ServiceEmailService) List(ctx context.Context, account int64) ([]portal.ServiceEmail, error) {
	return s.store.ServiceEmails(ctx, account)
}

// emailPattern is the e-mail syntax the schema engine and the app share.
var emailPattern = regexp.MustCompile(`^(?:` + schema.EmailRegex + `)$`)

// ValidEmail reports whether s is an e-mail address the portal accepts.
func ValidEmail(s string) bool { return len(s) <= 254 && emailPattern.MatchString(s) }

// Change deletes a mailbox ({abandon:true}), enables forwarding
// ({forwarding:true, forwardingaddress}; irreversible) or edits the
// forwarding address ({forwardingaddress}). The login's own address cannot
// be deleted.
func (s *ServiceEmailService) Change(ctx context.Context, c portal.ServiceEmailChange) (portal.Message, error) {
	current, err := s.store.ServiceEmail(ctx, c.Account, c.ID)
	if err != nil {
		return portal.Message{}, err
	}
	if abandon, present := c.Fields["abandon"]; present {
		if abandon != true {
			return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgAbandonTrue)
		}
		if strings.EqualFold(current.Email, c.Login) {
			return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgCannotDeleteLogin)
		}
		if err := s.store.AbandonServiceEmail(ctx, c.Account, c.ID); err != nil {
			return portal.Message{}, err
		}
		return portal.Msg(portal.MsgEmailDeleted, "email", current.Email), nil
	}
	res, err := schema.Validate(schema.ServiceEmail(i18n.English), c.Fields, schema.Options{Edit: true, Original: map[string]any{
		"id": current.ID, "email": current.Email, "forwarding": current.Forwarding, "forwardingaddress": current.ForwardingAddress}})
	if err != nil {
		return portal.Message{}, schema.Refusal(res, err)
	}
	enable, _ := res.Values["forwarding"].(bool)
	if _, sent := c.Fields["forwarding"]; sent && !enable && current.Forwarding {
		return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgForwardingStaysOn)
	}
	address := current.ForwardingAddress
	if v, sent := res.Values["forwardingaddress"]; sent {
		address, _ = v.(string)
	}
	if !ValidEmail(address) {
		return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgForwardingAddressInvalid)
	}
	if !enable && !current.Forwarding {
		return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgForwardingOnFirst)
	}
	if strings.EqualFold(address, current.Email) {
		return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgForwardToItself)
	}
	if err := s.store.SetForwarding(ctx, c.Account, c.ID, enable, strings.ToLower(address)); err != nil {
		return portal.Message{}, err
	}
	if enable && !current.Forwarding {
		return portal.Msg(portal.MsgForwardingOn, "email", current.Email, "address", address), nil
	}
	return portal.Msg(portal.MsgForwardingChanged, "address", address), nil
}
