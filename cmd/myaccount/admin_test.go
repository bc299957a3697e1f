package main

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/png"
	"io"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"myaccount/internal/demo"
	"myaccount/internal/documents"
	"myaccount/internal/files"
	"myaccount/internal/portal"
	"myaccount/internal/services"
	"myaccount/internal/store"
)

// The staff's onboarding commands on the demo data: the list shows what
// waits (blake's identity photo, then his signed contract), approvals and
// rejections are recorded with who, a rejection needs its reason, and a
// decided item cannot be decided again.
//
// covers: ONB-008, ONB-016, ONB-023, ONB-024
func TestAdminOnboarding(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	env := func(k string) string {
		switch k {
		case "MYACCOUNT_DATA":
			return dir
		case "USER":
			return "sam"
		}
		return ""
	}
	if err := run(ctx, []string{"seed", "--demo", "--data", dir}, env, io.Discard, io.Discard); err != nil {
		t.Fatal(err)
	}
	admin := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := runAdmin(ctx, args, env, &out, io.Discard)
		return out.String(), err
	}
	out, err := admin("onboarding")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^(\d+)\s+2001\s+\S+ \S+\s+pending`).FindStringSubmatch(out)
	if m == nil || !strings.Contains(out, "Contracts and agreements") {
		t.Fatalf("blake's photo is not listed:\n%s", out)
	}
	photoID := m[1]

	// Blake signs and sends his contract (as the portal would).
	st, err := store.Open(ctx, filepath.Join(dir, "myaccount.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	folder, err := files.NewFolder(filepath.Join(dir, "files"))
	if err != nil {
		t.Fatal(err)
	}
	svc := services.New(st, services.Options{Files: folder, Thumbnail: documents.ImageThumbnail})
	ident, _, err := st.IdentityByLogin(ctx, "blake@demo.test")
	if err != nil {
		t.Fatal(err)
	}
	img := image.NewNRGBA(image.Rect(0, 0, 400, 200))
	for x := 20; x < 380; x++ {
		img.Set(x, 100+x%13, color.NRGBA{0, 0, 0, 255})
	}
	var sig bytes.Buffer
	_ = png.Encode(&sig, img)
	temp, _, err := svc.Onboarding.Sign(ctx, portal.SignRequest{Account: demo.BlakeHome, Identity: ident.ID, Login: "blake@demo.test",
		ClientIP: "203.0.113.5", Lang: "en", Kind: portal.SignContract, Fields: map[string]string{"term": "1"}, Signature: sig.Bytes()})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Onboarding.Submit(ctx, demo.BlakeHome, portal.SignContract, temp); err != nil {
		t.Fatal(err)
	}
	out, _ = admin("onboarding")
	m = regexp.MustCompile(`(?m)^(\d+)\s+2001\s+contract 2\.3\s+.*submitted\s+blake@demo\.test from 203\.0\.113\.5\s+1\s`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("blake's contract is not listed:\n%s", out)
	}
	contractID := m[1]

	if _, err := admin("reject-contract", contractID); err == nil || !strings.Contains(err.Error(), "reason") {
		t.Fatalf("a rejection without a reason: %v", err)
	}
	if out, err := admin("approve-id-document", photoID, "--by", "alex"); err != nil || !strings.Contains(out, "approved by alex") {
		t.Fatalf("approve-id-document: %v %s", err, out)
	}
	if _, err := admin("approve-id-document", photoID); err == nil || !strings.Contains(err.Error(), "already") {
		t.Fatalf("approving twice: %v", err)
	}
	if _, err := admin("approve-contract", "999"); err == nil || !strings.Contains(err.Error(), "no contract") {
		t.Fatalf("a missing contract: %v", err)
	}
	if out, err := admin("approve-contract", contractID); err != nil || !strings.Contains(out, "approved by sam") {
		t.Fatalf("approve-contract: %v %s", err, out)
	}
	if _, err := admin("reject-contract", contractID, "--reason", "late"); err == nil || !strings.Contains(err.Error(), "not waiting") {
		t.Fatalf("rejecting an approved contract: %v", err)
	}
	c, err := svc.Onboarding.Checklist(ctx, demo.BlakeHome)
	if err != nil || c.DocumentStatus != "C" || c.ContractStatus != "C" || c.PapStatus != "I" {
		t.Fatalf("checklist: %+v %v", c, err)
	}
	out, err = admin("actions", "2001")
	if err != nil || !strings.Contains(out, "approve-contract") || !strings.Contains(out, "alex") || !strings.Contains(out, "approve-id-document") {
		t.Fatalf("actions: %v\n%s", err, out)
	}
	if out, _ := admin("onboarding"); strings.Count(out, "(none)") != 2 {
		t.Fatalf("something still waits:\n%s", out)
	}
}
