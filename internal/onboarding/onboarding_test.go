package onboarding_test

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"strings"
	"testing"
	"time"

	"myaccount/internal/documents"
	"myaccount/internal/files"
	"myaccount/internal/portal"
	"myaccount/internal/services"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
)

type env struct {
	st    *store.Store
	svc   portal.Services
	files *files.Folder
	blake int64
	casey int64
}

func newEnv(t *testing.T) *env {
	t.Helper()
	ctx := context.Background()
	st := storetest.SQLite(t)
	folder, err := files.NewFolder(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	e := &env{st: st, files: folder}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	e.blake, err = st.CreateIdentity(ctx, "blake@demo.test", "x")
	must(err)
	e.casey, err = st.CreateIdentity(ctx, "casey@demo.test", "x")
	must(err)
	must(st.PutAccount(ctx, portal.Account{ID: 2001, Name: "Blake Moreau", Kind: "person", Address: "215 Broadway Avenue",
		City: "Saskatoon", PostalCode: "S7N 1B5", RegionID: 2}))
	must(st.PutAccount(ctx, portal.Account{ID: 3001, Name: "Casey Lin", Kind: "person", Address: "10150 104 Street NW",
		City: "Edmonton", PostalCode: "T5J 0Z9", RegionID: 1}))
	must(st.LinkAccount(ctx, e.blake, 2001, false))
	must(st.LinkAccount(ctx, e.casey, 3001, false))
	must(st.SetServiceFlags(ctx, 2001, portal.ServiceFlags{HasPreinstall: true, HasContactInfo: true}))
	must(st.SetContractStatus(ctx, 3001, portal.ContractStatus{Resign: true, ResignType: portal.ResignContractNew, OnFile: true}))
	e.svc = services.New(st, services.Options{Files: folder, Thumbnail: documents.ImageThumbnail})
	return e
}

func photo(t testing.TB, shade uint8) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 64, 40))
	for x := 0; x < 64; x++ {
		for y := 0; y < 40; y++ {
			img.Set(x, y, color.RGBA{shade, uint8(x * 3), uint8(y * 5), 255})
		}
	}
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, nil); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func signaturePNG(t testing.TB, w, h int) []byte {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for x := 10; x < w-10; x++ {
		img.Set(x, h/2+(x%20)-10, color.NRGBA{0, 0, 0, 255})
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func msgKey(err error) portal.MsgKey {
	var pe *portal.Error
	if errors.As(err, &pe) {
		return pe.Msg.Key
	}
	return ""
}

// Blake, a pre-install account, sends an identity photo, signs the
// contract with a term, reviews and sends it; the staff approve the
// photo and the contract, then a void cheque: with documents, auto
// payment and contract complete, the account leaves pre-install. Every
// decision is recorded with who and when.
//
// covers: ONB-005, ONB-008, ONB-014, ONB-016, ONB-017, ONB-018, ONB-025, ONB-029, ONB-030, ONB-031, ONB-032, ONB-034, ONB-035
func TestBlakeCompletesOnboarding(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	onb, staff := e.svc.Onboarding, e.svc.OnboardingStaff
	checklist := func(want string) {
		t.Helper()
		c, err := onb.Checklist(ctx, 2001)
		if err != nil {
			t.Fatal(err)
		}
		if got := c.DocumentStatus + c.PapStatus + c.ContractStatus; got != want {
			t.Fatalf("checklist %s, want %s", got, want)
		}
	}
	checklist("III")
	if _, err := onb.UploadIdentity(ctx, portal.Upload{Account: 2001, Identity: e.blake, Data: photo(t, 10)}); err != nil {
		t.Fatal(err)
	}
	checklist("PII")

	sign := portal.SignRequest{Account: 2001, Identity: e.blake, Login: "blake@demo.test", ClientIP: "203.0.113.9", Lang: "en",
		Kind: portal.SignContract, Fields: map[string]string{}, Signature: signaturePNG(t, 600, 300)}
	if _, _, err := onb.Sign(ctx, sign); msgKey(err) != portal.MsgChooseTerm {
		t.Fatalf("no term: %v", err)
	}
	sign.Fields["term"] = "2"
	tempID, msg, err := onb.Sign(ctx, sign)
	if err != nil || len(tempID) != 32 || msg.Key != portal.MsgContractSigned {
		t.Fatalf("sign: %q %v %v", tempID, msg, err)
	}
	p, err := onb.ContractProfile(ctx, 2001, "en", "203.0.113.9")
	if err != nil || p.TempContractID != tempID || p.ContractStatus != "I" || !p.IsPreinstall || p.ContractVersion != "2.3" ||
		p.TermFeeCents != 19995 {
		t.Fatalf("profile after signing: %+v %v", p, err)
	}
	f, err := onb.View(ctx, 2001, portal.SignContract, tempID)
	if err != nil || !bytes.HasPrefix(f.Data, []byte("%PDF")) || !f.Inline || f.ContentType != "application/pdf" {
		t.Fatalf("view: %v %q", err, f.Name)
	}
	if _, err := onb.View(ctx, 2001, portal.SignAgreement, tempID); !errors.Is(err, portal.ErrNotFound) {
		t.Fatalf("a contract's temp id as an agreement: %v", err)
	}
	if _, err := onb.Submit(ctx, 2001, portal.SignContract, tempID); err != nil {
		t.Fatal(err)
	}
	if _, err := onb.Submit(ctx, 2001, portal.SignContract, tempID); msgKey(err) != portal.MsgSignatureAlreadySent {
		t.Fatalf("submitting twice: %v", err)
	}
	checklist("PIP")
	docs, err := e.svc.Documents.List(ctx, 2001)
	if err != nil {
		t.Fatal(err)
	}
	var contractDoc portal.Document
	for _, d := range docs {
		if d.Kind == portal.DocContract {
			contractDoc = d
		}
	}
	thumb, err := e.svc.Documents.Open(ctx, portal.DocumentRequest{Account: 2001, ID: contractDoc.ID, Thumbnail: true})
	if err != nil || thumb.ContentType != "image/png" {
		t.Fatalf("the contract's thumbnail on /documents: %v %+v", err, contractDoc)
	}

	ids, err := staff.IdentityUploads(ctx, portal.UploadPending)
	if err != nil || len(ids) != 1 {
		t.Fatalf("identity queue: %+v %v", ids, err)
	}
	if err := staff.ApproveIdentity(ctx, "sam", ids[0].ID); err != nil {
		t.Fatal(err)
	}
	if err := staff.ApproveIdentity(ctx, "sam", ids[0].ID); err == nil || !strings.Contains(err.Error(), "already") {
		t.Fatalf("approving twice: %v", err)
	}
	sigs, err := staff.Signatures(ctx, portal.SignatureSubmitted)
	if err != nil || len(sigs) != 1 || sigs[0].Term != 2 || sigs[0].Login != "blake@demo.test" || sigs[0].ClientIP != "203.0.113.9" {
		t.Fatalf("contract queue: %+v %v", sigs, err)
	}
	if err := staff.RejectSignature(ctx, "sam", sigs[0].ID, ""); err == nil {
		t.Fatal("a rejection without a reason was taken")
	}
	if err := staff.ApproveSignature(ctx, "", sigs[0].ID); err == nil {
		t.Fatal("an approval without who was taken")
	}
	if err := staff.ApproveSignature(ctx, "sam", sigs[0].ID); err != nil {
		t.Fatal(err)
	}
	checklist("CIC")
	flags, _ := e.st.ServiceFlags(ctx, 2001)
	if !flags.HasPreinstall {
		t.Fatal("left pre-install without auto payment")
	}

	// Auto payment by void cheque: its approval completes the checklist.
	if _, err := e.svc.Payments.UploadVoidCheque(ctx, portal.Upload{Account: 2001, Identity: e.blake, Data: photo(t, 200)}); err != nil {
		t.Fatal(err)
	}
	cheques, err := e.svc.Staff.Uploads(ctx, portal.DocVoidCheque, portal.UploadPending)
	if err != nil || len(cheques) != 1 {
		t.Fatalf("cheques: %+v %v", cheques, err)
	}
	if err := e.svc.Staff.ApproveVoidCheque(ctx, "sam", ids[0].ID, "1234"); err == nil {
		t.Fatal("an identity photo was approved as a void cheque")
	}
	if err := e.svc.Staff.ApproveVoidCheque(ctx, "sam", cheques[0].ID, "1234"); err != nil {
		t.Fatal(err)
	}
	checklist("CCC")
	flags, _ = e.st.ServiceFlags(ctx, 2001)
	if flags.HasPreinstall {
		t.Fatal("the account is still pre-install with its checklist done")
	}
	actions, err := e.svc.Staff.Actions(ctx, 2001)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, a := range actions {
		got = append(got, a.Action+" by "+a.Actor)
	}
	want := "leave-preinstall by sam,approve-cheque by sam,approve-contract by sam,approve-id-document by sam"
	if strings.Join(got, ",") != want {
		t.Fatalf("staff actions %v, want %s", got, want)
	}
}

// Casey re-signs with a name change: the term is refused (not offered),
// the name is required; the approval ends the re-sign and renames the
// account. A tampered stored PDF is not served.
//
// covers: ONB-026, ONB-027, ONB-033, ONB-034, ONB-024
func TestCaseyResignsWithNewName(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	onb := e.svc.Onboarding
	sign := portal.SignRequest{Account: 3001, Identity: e.casey, Login: "casey@demo.test", ClientIP: "198.51.100.4", Lang: "fr",
		Kind: portal.SignContract, Fields: map[string]string{"term": "1", "name": "Casey Lin-Park"}, Signature: signaturePNG(t, 800, 400)}
	if _, _, err := onb.Sign(ctx, sign); msgKey(err) != portal.MsgTermNotOffered {
		t.Fatalf("a term on a re-sign: %v", err)
	}
	sign.Fields["term"] = "0"
	delete(sign.Fields, "name")
	if _, _, err := onb.Sign(ctx, sign); msgKey(err) != portal.MsgNewNameRequired {
		t.Fatalf("no name: %v", err)
	}
	sign.Fields["companyname"] = "Lin Ltd"
	sign.Fields["name"] = "Casey Lin-Park"
	if _, _, err := onb.Sign(ctx, sign); msgKey(err) != portal.MsgNameNotExpected {
		t.Fatalf("a company name for a person: %v", err)
	}
	delete(sign.Fields, "companyname")
	sign.Signature = signaturePNG(t, 801, 400)
	if _, _, err := onb.Sign(ctx, sign); msgKey(err) != portal.MsgSignatureInvalid {
		t.Fatalf("a signature over 800 × 400: %v", err)
	}
	sign.Signature = signaturePNG(t, 700, 300)
	tempID, _, err := onb.Sign(ctx, sign)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := onb.Submit(ctx, 3001, portal.SignContract, tempID); err != nil {
		t.Fatal(err)
	}
	p, _ := onb.ContractProfile(ctx, 3001, "en", "")
	if p.ContractCount != 1 || p.ContractStatus != "P" || p.TempContractID != "" || !p.Resign {
		t.Fatalf("profile after submit: %+v", p)
	}
	if _, _, err := onb.Sign(ctx, sign); msgKey(err) != portal.MsgContractWaiting {
		t.Fatalf("signing while one waits: %v", err)
	}
	// The stored PDF changed behind our back: it is not served.
	g, err := e.st.Signature(ctx, 3001, tempID)
	if err != nil {
		t.Fatal(err)
	}
	if err := e.files.Put(ctx, g.FileKey, []byte("%PDF-1.4 forged"), "application/pdf"); err != nil {
		t.Fatal(err)
	}
	if _, err := onb.View(ctx, 3001, portal.SignContract, tempID); err == nil || msgKey(err) != "" {
		t.Fatalf("a changed PDF was served or answered as missing: %v", err)
	}
	if err := e.svc.OnboardingStaff.ApproveSignature(ctx, "sam", g.ID); err != nil {
		t.Fatal(err)
	}
	acc, _ := e.st.AccountByID(ctx, 3001)
	cs, _ := e.st.ContractStatus(ctx, 3001)
	if acc.Name != "Casey Lin-Park" || cs.Resign || !cs.OnFile {
		t.Fatalf("after approval: %+v %+v", acc, cs)
	}
	p, _ = onb.ContractProfile(ctx, 3001, "en", "")
	if p.ContractStatus != "C" || p.Resign || p.ContractCount != 0 {
		t.Fatalf("profile after approval: %+v", p)
	}
	if _, _, err := onb.Sign(ctx, sign); msgKey(err) != portal.MsgContractNotNeeded {
		t.Fatalf("signing with the contract on file: %v", err)
	}
	_ = time.Second
}
