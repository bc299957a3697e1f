package onboarding

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"myaccount/internal/billing"
	"myaccount/internal/portal"
)

// Staff is what the provider's staff decide through `myaccount admin`:
// identity photos, contracts and agreements. Every decision names who
// made it; the store records it with the time, in the same transaction as
// the change. A rejection's reason is shown to the subscriber.
type Staff struct{ svc *Service }

func refuse(format string, args ...any) error {
	return &billing.StaffError{Text: fmt.Sprintf(format, args...)}
}

func (s *Staff) action(actor, action, subject, detail string) (portal.StaffAction, error) {
	actor = strings.TrimSpace(actor)
	if actor == "" {
		return portal.StaffAction{}, refuse("say who you are (--by NAME)")
	}
	return portal.StaffAction{Actor: actor, Action: action, Subject: subject, Detail: detail, At: s.svc.o.Clock.Time()}, nil
}

// IdentityUploads lists identity photos in a state ("" for all), oldest first.
func (s *Staff) IdentityUploads(ctx context.Context, status string) ([]portal.ReviewUpload, error) {
	return s.svc.store.UploadsByStatus(ctx, portal.DocIdentity, status)
}

// Signatures lists contracts and agreements in a state ("" for all),
// oldest first.
func (s *Staff) Signatures(ctx context.Context, status string) ([]portal.Signature, error) {
	return s.svc.store.SignaturesByStatus(ctx, status)
}

// ApproveIdentity approves an identity photo: the account's documents are
// complete (documentstatus C), an identity re-sign (NEEDDOC_IDVERIFY)
// ends, and a pre-install account whose checklist is done leaves
// pre-install.
func (s *Staff) ApproveIdentity(ctx context.Context, actor string, id int64) error {
	return s.decideIdentity(ctx, actor, id, portal.UploadApproved, "")
}

// RejectIdentity rejects an identity photo with the reason the subscriber
// is shown.
func (s *Staff) RejectIdentity(ctx context.Context, actor string, id int64, reason string) error {
	reason = strings.TrimSpace(reason)
	if reason == "" {
		return refuse("give the reason (--reason TEXT): the subscriber is shown it")
	}
	return s.decideIdentity(ctx, actor, id, portal.UploadRejected, reason)
}

func (s *Staff) decideIdentity(ctx context.Context, actor string, id int64, status, reason string) error {
	u, err := s.svc.store.ReviewUpload(ctx, id)
	if errors.Is(err, portal.ErrNoRows) || (err == nil && u.Kind != portal.DocIdentity) {
		return refuse("no identity document %d", id)
	}
	if err != nil {
		return err
	}
	verb := map[string]string{portal.UploadApproved: "approve-id-document", portal.UploadRejected: "reject-id-document"}[status]
	a, err := s.action(actor, verb, fmt.Sprintf("identity document %d", id), reason)
	if err != nil {
		return err
	}
	u, err = s.svc.store.DecideUpload(ctx, id, status, reason, nil, a)
	if errors.Is(err, portal.ErrUploadDecided) {
		return refuse("identity document %d was already %s", id, u.Status)
	}
	if err != nil || status != portal.UploadApproved {
		return err
	}
	clear := a
	clear.Action, clear.Detail = "clear-resign", portal.ResignIDVerify
	if _, err := s.svc.store.ClearResign(ctx, u.AccountID, portal.ResignIDVerify, clear); err != nil {
		return err
	}
	_, err = s.CheckPreinstall(ctx, u.AccountID, a.Actor)
	return err
}

// ApproveSignature approves a submitted contract or agreement: a contract
// goes on file (contractstatus C) with its name change, the re-sign it
// answers ends, and a pre-install account whose checklist is done leaves
// pre-install.
func (s *Staff) ApproveSignature(ctx context.Context, actor string, id int64) error {
	return s.decideSignature(ctx, actor, id, portal.SignatureApproved, "")
}

// RejectSignature rejects a submitted contract or agreement with the
// reason the subscriber is shown; they may sign again.
func (s *Staff) RejectSignature(ctx context.Context, actor string, id int64, reason string) error {
	reason = strings.TrimSpace(reason)
	if reason == "" {
		return refuse("give the reason (--reason TEXT): the subscriber is shown it")
	}
	return s.decideSignature(ctx, actor, id, portal.SignatureRejected, reason)
}

func (s *Staff) decideSignature(ctx context.Context, actor string, id int64, status, reason string) error {
	g, err := s.svc.store.SignatureByID(ctx, id)
	if errors.Is(err, portal.ErrNoRows) {
		return refuse("no contract or agreement %d", id)
	}
	if err != nil {
		return err
	}
	if g.Status != portal.SignatureSubmitted {
		return refuse("%s %d is %s, not waiting for review", g.Kind, id, g.Status)
	}
	verb := "approve-" + g.Kind
	if status == portal.SignatureRejected {
		verb = "reject-" + g.Kind
	}
	a, err := s.action(actor, verb, fmt.Sprintf("%s %d", g.Kind, id), reason)
	if err != nil {
		return err
	}
	g, err = s.svc.store.DecideSignature(ctx, portal.SignatureDecision{ID: id, Status: status, Reason: reason, Action: a})
	if errors.Is(err, portal.ErrSignatureDecided) {
		return refuse("%s %d was already decided", g.Kind, id)
	}
	if err != nil || status != portal.SignatureApproved {
		return err
	}
	_, err = s.CheckPreinstall(ctx, g.AccountID, a.Actor)
	return err
}

// CheckPreinstall takes a pre-install account out of pre-install once its
// checklist is done: documents approved (or hidden), auto payment set up,
// contract on file. It lands on its usual page from then on. Billing calls
// it after a card is saved or a void cheque approved.
func (s *Staff) CheckPreinstall(ctx context.Context, account int64, actor string) (bool, error) {
	flags, err := s.svc.store.ServiceFlags(ctx, account)
	if err != nil || !flags.HasPreinstall {
		return false, err
	}
	c, err := s.svc.Checklist(ctx, account)
	if err != nil || !c.Done() {
		return false, err
	}
	if strings.TrimSpace(actor) == "" {
		actor = "portal"
	}
	return s.svc.store.LeavePreinstall(ctx, account, portal.StaffAction{Actor: actor, Action: "leave-preinstall",
		Subject: fmt.Sprintf("account %d", account), Detail: "documents, auto payment and contract complete", At: s.svc.o.Clock.Time()})
}
