package store_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/store"
)

func draft(account, identity int64, kind, tempID string, at time.Time) portal.Signature {
	return portal.Signature{AccountID: account, IdentityID: identity, Kind: kind, Version: "2.3", TempID: tempID,
		FileKey: "signatures/" + tempID + ".pdf", ThumbnailKey: "signatures/" + tempID + ".png", PDFSHA256: "p" + tempID,
		ContentSHA256: "c" + tempID, SignedAt: at, ClientIP: "192.0.2.7", Login: "casey@demo.test"}
}

func tempID(n int) string { return fmt.Sprintf("%032x", n) }

// The signature's states, on both engines: a draft is replaced by the
// next signing, submitted once (listed among the documents), and while it
// waits no new signing is taken; another account's temp id reads like a
// missing one; the staff decide once, and approving a contract puts it
// on file, applies the name change and ends the contract re-sign.
//
// covers: ONB-024, ONB-025, ONB-026, ONB-033, ONB-034, ONB-039
func TestSignatureStates(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, c *fakeClock) {
		ctx := context.Background()
		casey := seedIdentity(t, s, "casey@demo.test", 3001)
		other := seedIdentity(t, s, "blake@demo.test", 2001)
		must(t, s.SetContractStatus(ctx, 3001, portal.ContractStatus{Resign: true, ResignType: portal.ResignContractNew, OnFile: true}))

		first := draft(3001, casey, portal.SignContract, tempID(1), c.Now())
		first.SignerName = "Casey Lin-Moreau"
		_, err := s.AddSignature(ctx, first)
		must(t, err)
		second := draft(3001, casey, portal.SignContract, tempID(2), c.Now())
		second.SignerName = "Casey Lin-Moreau"
		_, err = s.AddSignature(ctx, second)
		must(t, err)
		g, err := s.Signature(ctx, 3001, tempID(1))
		must(t, err)
		if g.Status != portal.SignatureReplaced {
			t.Fatalf("the first draft is %s, want replaced", g.Status)
		}
		if _, err := s.Signature(ctx, 2001, tempID(2)); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("another account's temp id: %v", err)
		}
		if _, err := s.SubmitSignature(ctx, 2001, tempID(2), portal.Document{Kind: portal.DocContract, ContentType: "application/pdf"}, c.Now()); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("submitting another account's draft: %v", err)
		}
		if _, err := s.SubmitSignature(ctx, 3001, tempID(1), portal.Document{Kind: portal.DocContract, ContentType: "application/pdf"}, c.Now()); !errors.Is(err, portal.ErrSignatureSent) {
			t.Fatalf("submitting a replaced draft: %v", err)
		}
		c.Advance(time.Minute)
		sent, err := s.SubmitSignature(ctx, 3001, tempID(2), portal.Document{Kind: portal.DocContract, ContentType: "application/pdf"}, c.Now())
		must(t, err)
		if sent.Status != portal.SignatureSubmitted || sent.DocumentID == 0 {
			t.Fatalf("submitted: %+v", sent)
		}
		if _, err := s.SubmitSignature(ctx, 3001, tempID(2), portal.Document{Kind: portal.DocContract, ContentType: "application/pdf"}, c.Now()); !errors.Is(err, portal.ErrSignatureSent) {
			t.Fatalf("submitting twice: %v", err)
		}
		docs, err := s.Documents(ctx, 3001)
		must(t, err)
		if len(docs) != 1 || docs[0].Kind != portal.DocContract || docs[0].FileKey != sent.FileKey || docs[0].ThumbnailKey != sent.ThumbnailKey {
			t.Fatalf("documents after submitting: %+v", docs)
		}
		if _, err := s.AddSignature(ctx, draft(3001, casey, portal.SignContract, tempID(3), c.Now())); !errors.Is(err, portal.ErrSignatureWaiting) {
			t.Fatalf("signing while one waits: %v", err)
		}
		// Another kind is independent.
		_, err = s.AddSignature(ctx, draft(3001, casey, portal.SignAgreement, tempID(4), c.Now()))
		must(t, err)
		waiting, err := s.SignaturesByStatus(ctx, portal.SignatureSubmitted)
		must(t, err)
		if len(waiting) != 1 || waiting[0].ID != sent.ID {
			t.Fatalf("the review queue: %+v", waiting)
		}

		act := portal.StaffAction{Actor: "sam", Action: "approve-contract", At: c.Now()}
		g, err = s.DecideSignature(ctx, portal.SignatureDecision{ID: sent.ID, Status: portal.SignatureApproved, Action: act})
		must(t, err)
		if g.Status != portal.SignatureApproved || g.DecidedBy != "sam" {
			t.Fatalf("approved: %+v", g)
		}
		if _, err := s.DecideSignature(ctx, portal.SignatureDecision{ID: sent.ID, Status: portal.SignatureRejected, Reason: "x", Action: act}); !errors.Is(err, portal.ErrSignatureDecided) {
			t.Fatalf("deciding twice: %v", err)
		}
		if _, err := s.DecideSignature(ctx, portal.SignatureDecision{ID: 999999, Status: portal.SignatureApproved, Action: act}); !errors.Is(err, portal.ErrNoRows) {
			t.Fatalf("deciding a missing one: %v", err)
		}
		cs, err := s.ContractStatus(ctx, 3001)
		must(t, err)
		if cs.Resign || cs.ResignType != "" || !cs.OnFile {
			t.Fatalf("after approval: %+v", cs)
		}
		acc, err := s.AccountByID(ctx, 3001)
		must(t, err)
		if acc.Name != "Casey Lin-Moreau" {
			t.Fatalf("the name change was not applied: %q", acc.Name)
		}
		actions, err := s.StaffActions(ctx, 3001)
		must(t, err)
		if len(actions) != 1 || actions[0].Action != "approve-contract" || actions[0].Account != 3001 {
			t.Fatalf("staff actions: %+v", actions)
		}
		_ = other
	})
}

// A rejection keeps the re-sign and the contract status, and a new
// signing may follow; an approved agreement ends only its own re-sign.
//
// covers: ONB-038, ONB-039, ONB-042
func TestAgreementAndRejection(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, c *fakeClock) {
		ctx := context.Background()
		id := seedIdentity(t, s, "casey@demo.test", 3003)
		must(t, s.SetContractStatus(ctx, 3003, portal.ContractStatus{Resign: true, ResignType: "7f3a9c2e41b05d68", OnFile: true}))
		a := draft(3003, id, portal.SignAgreement, tempID(10), c.Now())
		a.AgreementType = "7f3a9c2e41b05d68"
		_, err := s.AddSignature(ctx, a)
		must(t, err)
		sent, err := s.SubmitSignature(ctx, 3003, tempID(10), portal.Document{Kind: portal.DocAgreement, ContentType: "application/pdf"}, c.Now())
		must(t, err)
		act := portal.StaffAction{Actor: "sam", Action: "reject-agreement", At: c.Now()}
		g, err := s.DecideSignature(ctx, portal.SignatureDecision{ID: sent.ID, Status: portal.SignatureRejected, Reason: "unreadable", Action: act})
		must(t, err)
		if g.Status != portal.SignatureRejected || g.Reason != "unreadable" {
			t.Fatalf("rejected: %+v", g)
		}
		cs, err := s.ContractStatus(ctx, 3003)
		must(t, err)
		if !cs.Resign || !cs.OnFile {
			t.Fatalf("a rejection changed the status: %+v", cs)
		}
		b := draft(3003, id, portal.SignAgreement, tempID(11), c.Now())
		b.AgreementType = "7f3a9c2e41b05d68"
		_, err = s.AddSignature(ctx, b)
		must(t, err)
		sent, err = s.SubmitSignature(ctx, 3003, tempID(11), portal.Document{Kind: portal.DocAgreement, ContentType: "application/pdf"}, c.Now())
		must(t, err)
		act.Action = "approve-agreement"
		_, err = s.DecideSignature(ctx, portal.SignatureDecision{ID: sent.ID, Status: portal.SignatureApproved, Action: act})
		must(t, err)
		cs, err = s.ContractStatus(ctx, 3003)
		must(t, err)
		if cs.Resign || !cs.OnFile {
			t.Fatalf("after the agreement's approval: %+v", cs)
		}
		acc, err := s.AccountByID(ctx, 3003)
		must(t, err)
		if acc.Name != "Account casey@demo.test" {
			t.Fatalf("an agreement changed the name: %q", acc.Name)
		}
	})
}

// Re-sign and pre-install end once, each with its staff action; an account
// leaving pre-install is billed from then on (AR: its menu keeps Billing).
//
// covers: ONB-014, ONB-008
func TestClearResignAndLeavePreinstall(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, c *fakeClock) {
		ctx := context.Background()
		seedIdentity(t, s, "blake@demo.test", 2001)
		must(t, s.SetServiceFlags(ctx, 2001, portal.ServiceFlags{HasPreinstall: true, HasContactInfo: true}))
		must(t, s.SetContractStatus(ctx, 2001, portal.ContractStatus{Resign: true, ResignType: portal.ResignIDVerify}))
		act := portal.StaffAction{Actor: "sam", Action: "x", At: c.Now()}
		if ok, err := s.ClearResign(ctx, 2001, portal.ResignContractNew, act); err != nil || ok {
			t.Fatalf("clearing another type: %v %v", ok, err)
		}
		if ok, err := s.ClearResign(ctx, 2001, portal.ResignIDVerify, act); err != nil || !ok {
			t.Fatalf("clearing: %v %v", ok, err)
		}
		if ok, err := s.ClearResign(ctx, 2001, portal.ResignIDVerify, act); err != nil || ok {
			t.Fatalf("clearing twice: %v %v", ok, err)
		}
		if ok, err := s.LeavePreinstall(ctx, 2001, act); err != nil || !ok {
			t.Fatalf("leaving pre-install: %v %v", ok, err)
		}
		if ok, err := s.LeavePreinstall(ctx, 2001, act); err != nil || ok {
			t.Fatalf("leaving twice: %v %v", ok, err)
		}
		f, err := s.ServiceFlags(ctx, 2001)
		must(t, err)
		if f.HasPreinstall || !f.HasContactInfo || !f.HasAr {
			t.Fatalf("flags: %+v", f)
		}
		actions, err := s.StaffActions(ctx, 2001)
		must(t, err)
		if len(actions) != 2 {
			t.Fatalf("staff actions: %+v", actions)
		}
	})
}
