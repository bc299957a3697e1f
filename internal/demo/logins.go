package demo

import (
	"context"
	"fmt"
	"time"

	"myaccount/internal/contracts"
	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

// demoLogin is one row of demo-data.md's table: the login, what it
// demonstrates, and the function that creates its accounts and their data
// and returns the links the login gets.
type demoLogin struct {
	login string
	shows string
	seed  func(ctx context.Context, s *seeder) ([]link, error)
	// after, when set, adds what needs the login itself (an upload is
	// made by a login), once the login and its links exist.
	after func(ctx context.Context, s *seeder, identity int64) error
}

// logins is demo-data.md's table, in its order. Add a login here; add a
// new area's data inside the login's function.
var logins = []demoLogin{
	{"avery@demo.test", "the full portal: three accounts to switch between, VIP number, Wi-Fi devices and traffic, service e-mails with forwarding", seedAvery, nil},
	{"blake@demo.test", "a pre-install account: checklist with an identity photo under review, no auto payment, contract to sign with a term", seedBlake, seedBlakeIdentity},
	{"casey@demo.test", "contract re-sign with a name change (#3001), identity-document upload (#3002), agreement re-sign (#3003)", seedCasey, nil},
	{"drew@demo.test", "account warnings: over the data cap, a clearable disruptive ticket, an unregistered device; the rating survey on the Dashboard", seedDrew, nil},
	{"emery@demo.test", "broadband on an unlimited package, no Wi-Fi menu", seedEmery, nil},
	{"finley@demo.test", "an account with no services: Change Password as landing", seedFinley, nil},
	{"staff@demo.test", "an internal account allowed to open the API browser", seedStaff, nil},
}

// Demo account ids, named for tests and other areas' seed code.
const (
	AveryMain      int64 = 1001
	AveryFarm      int64 = 1002
	AveryCabin     int64 = 1003
	BlakeHome      int64 = 2001
	CaseyContract  int64 = 3001
	CaseyIDVerify  int64 = 3002
	CaseyAgreement int64 = 3003
	DrewHome       int64 = 4001
	EmeryHome      int64 = 5001
	FinleyHome     int64 = 6001
	StaffAccount   int64 = 9001
)

func seedAvery(ctx context.Context, s *seeder) ([]link, error) {
	rng := s.rand("avery")
	accounts := []accountSpec{
		{
			Account: portal.Account{ID: AveryMain, Name: "Avery Fields", Kind: "person",
				Address: "4718 Gaetz Avenue", City: "Red Deer", PostalCode: "T4N 3Z9", RegionID: regionAB},
			flags: portal.ServiceFlags{HasBroadband: true, HasWiFi: true, HasRouter: true, HasPhone: true,
				HasContactInfo: true, HasAr: true},
		},
		{
			Account: portal.Account{ID: AveryFarm, Name: "Fields Farm Ltd", Name2: "Attn: Avery Fields", Kind: "company",
				Address: "38051 Range Road 275", City: "Red Deer County", PostalCode: "T4E 1Z9", RegionID: regionAB},
			flags: portal.ServiceFlags{HasPhone: true},
		},
		{
			Account: portal.Account{ID: AveryCabin, Name: "Avery Fields", Kind: "person",
				Address: "12 Lakeview Drive", City: "Sylvan Lake", PostalCode: "T4S 1R4", RegionID: regionAB},
			flags: portal.ServiceFlags{HasContactInfo: true, HasAr: true},
		},
	}
	for _, a := range accounts {
		if err := s.account(ctx, rng, a); err != nil {
			return nil, err
		}
	}
	// Service e-mails: the login's own address (which cannot be deleted),
	// and one with forwarding on, which triggers the forwarding promo.
	for _, e := range []portal.ServiceEmail{
		{Email: "avery@demo.test"},
		{Email: "fields.family@demo.test"},
		{Email: "avery.fields@demo.test", Forwarding: true, ForwardingAddress: "avery.fields@example.com"},
	} {
		e.AccountID = AveryMain
		if _, err := s.st.AddServiceEmail(ctx, e); err != nil {
			return nil, fmt.Errorf("service e-mail %s: %w", e.Email, err)
		}
	}
	if _, err := s.st.AddServiceEmail(ctx, portal.ServiceEmail{AccountID: AveryFarm, Email: "office@fieldsfarm.demo.test"}); err != nil {
		return nil, err
	}
	if err := s.wifi(ctx, rng, AveryMain, averyDevices); err != nil {
		return nil, err
	}
	for _, l := range mailingLists {
		if err := s.st.Subscribe(ctx, "avery@demo.test", l.Key); err != nil {
			return nil, fmt.Errorf("subscribe to %s: %w", l.Key, err)
		}
	}
	return []link{{AveryMain, true}, {AveryFarm, false}, {AveryCabin, false}}, nil
}

// averyDevices: ten devices of a busy household, with a streaming TV and
// box at the top of the chart, two phones with randomised (unknown) MACs
// and two aliases to show the label rules.
var averyDevices = []device{
	{oui: "f0:18:98", vendor: "Apple", alias: "Avery's iPhone", use: phoneUse, gbPerDay: 1.4},
	{oui: "a4:83:e7", vendor: "Apple", use: workUse, gbPerDay: 2.6},
	{oui: "5c:49:7d", vendor: "Samsung", alias: "Living room TV", use: streamUse, gbPerDay: 4.2},
	{oui: "8c:f5:a3", vendor: "Samsung", use: phoneUse, gbPerDay: 0.9},
	{oui: "f4:f5:d8", vendor: "Google", use: smartUse, gbPerDay: 0.25},
	{oui: "fc:65:de", vendor: "Amazon", use: smartUse, gbPerDay: 0.08},
	{oui: "b0:a7:37", vendor: "Roku", use: streamUse, gbPerDay: 2.8},
	{oui: "00:0e:58", vendor: "Sonos", use: musicUse, gbPerDay: 0.35},
	{vendor: "unknown", use: phoneUse, gbPerDay: 0.6},
	{vendor: "unknown", use: smartUse, gbPerDay: 0.04},
}

func seedBlake(ctx context.Context, s *seeder) ([]link, error) {
	err := s.account(ctx, s.rand("blake"), accountSpec{
		Account: portal.Account{ID: BlakeHome, Name: "Blake Moreau", Kind: "person",
			Address: "215 Broadway Avenue", City: "Saskatoon", PostalCode: "S7N 1B5", RegionID: regionSK},
		flags: portal.ServiceFlags{HasPreinstall: true, HasContactInfo: true},
	})
	return []link{{BlakeHome, false}}, err
}

func seedCasey(ctx context.Context, s *seeder) ([]link, error) {
	rng := s.rand("casey")
	for _, a := range []accountSpec{
		{
			Account: portal.Account{ID: CaseyContract, Name: "Casey Lin", Kind: "person",
				Address: "10150 104 Street NW", City: "Edmonton", PostalCode: "T5J 0Z9", RegionID: regionAB},
			contract: portal.ContractStatus{Resign: true, ResignType: "NEEDDOC_CONTRACTNEW"},
		},
		{
			Account: portal.Account{ID: CaseyIDVerify, Name: "Casey Lin", Kind: "person",
				Address: "2305 Victoria Avenue", City: "Regina", PostalCode: "S4P 0S7", RegionID: regionSK},
			contract: portal.ContractStatus{Resign: true, ResignType: "NEEDDOC_IDVERIFY"},
		},
		{
			Account: portal.Account{ID: CaseyAgreement, Name: "Casey Lin", Kind: "person",
				Address: "3120 Cleveland Avenue", City: "Saskatoon", PostalCode: "S7K 3A1", RegionID: regionSK},
			contract: portal.ContractStatus{Resign: true, ResignType: contracts.DemoAgreementType},
		},
	} {
		if err := s.account(ctx, rng, a); err != nil {
			return nil, err
		}
	}
	return []link{{CaseyContract, false}, {CaseyIDVerify, false}, {CaseyAgreement, false}}, nil
}

func seedDrew(ctx context.Context, s *seeder) ([]link, error) {
	rng := s.rand("drew")
	err := s.account(ctx, rng, accountSpec{
		Account: portal.Account{ID: DrewHome, Name: "Drew Okafor", Kind: "person",
			Address: "1320 9 Avenue SE", City: "Calgary", PostalCode: "T2G 0T2", RegionID: regionAB},
		flags: portal.ServiceFlags{HasBroadband: true, HasWiFi: true},
	})
	if err != nil {
		return nil, err
	}
	local := s.now.In(s.loc)
	reset := time.Date(local.Year(), local.Month()+1, 1, 0, 0, 0, 0, s.loc)
	for _, w := range []portal.AccountWarning{
		i18n.HitCapWarning(reset),
		{
			Type:      portal.WarningDisruptiveTicket,
			Title:     "We are working on a problem with your service",
			Body:      "Our technicians are fixing an issue that may interrupt your internet service (ticket 48213). We will let you know when it is resolved. You can dismiss this message once you have read it.",
			TitleFR:   "Nous travaillons sur un problème de votre service",
			BodyFR:    "Nos techniciens corrigent un problème qui peut interrompre votre service Internet (billet 48213). Nous vous aviserons une fois le problème réglé. Vous pouvez fermer ce message après l’avoir lu.",
			Clearable: true,
		},
		{
			Type:    portal.WarningNotRegistered,
			Title:   "Your device is not registered",
			Body:    "A device on your connection is not registered to your account yet, so its internet access is limited. Register it to get full access.",
			TitleFR: "Votre appareil n’est pas enregistré",
			BodyFR:  "Un appareil de votre connexion n’est pas encore enregistré à votre compte\u00a0: son accès à Internet est donc limité. Enregistrez-le pour obtenir un accès complet.",
		},
	} {
		w.AccountID = DrewHome
		if _, err := s.st.AddWarning(ctx, w); err != nil {
			return nil, fmt.Errorf("warning %s: %w", w.Type, err)
		}
	}
	if _, err := s.st.AddServiceEmail(ctx, portal.ServiceEmail{AccountID: DrewHome, Email: "drew@demo.test"}); err != nil {
		return nil, err
	}
	if err := s.wifi(ctx, rng, DrewHome, drewDevices); err != nil {
		return nil, err
	}
	for _, key := range []string{"news", "outages"} {
		if err := s.st.Subscribe(ctx, "drew@demo.test", key); err != nil {
			return nil, err
		}
	}
	return []link{{DrewHome, false}}, nil
}

// drewDevices: a gamer's household that explains going over the cap.
var drewDevices = []device{
	{oui: "7c:ed:8d", vendor: "Microsoft", alias: "Xbox", use: streamUse, gbPerDay: 9},
	{oui: "f0:18:98", vendor: "Apple", use: phoneUse, gbPerDay: 1.8},
	{oui: "54:e1:ad", vendor: "Lenovo", use: workUse, gbPerDay: 3.5},
	{vendor: "unknown", use: phoneUse, gbPerDay: 0.7},
}

func seedEmery(ctx context.Context, s *seeder) ([]link, error) {
	err := s.account(ctx, s.rand("emery"), accountSpec{
		Account: portal.Account{ID: EmeryHome, Name: "Emery Stone", Kind: "person",
			Address: "402 Main Street North", City: "Moose Jaw", PostalCode: "S6H 3K3", RegionID: regionSK},
		flags: portal.ServiceFlags{HasBroadband: true},
	})
	if err != nil {
		return nil, err
	}
	if _, err := s.st.AddServiceEmail(ctx, portal.ServiceEmail{AccountID: EmeryHome, Email: "emery@demo.test"}); err != nil {
		return nil, err
	}
	return []link{{EmeryHome, false}}, nil
}

func seedFinley(ctx context.Context, s *seeder) ([]link, error) {
	err := s.account(ctx, s.rand("finley"), accountSpec{
		Account: portal.Account{ID: FinleyHome, Name: "Finley Park", Kind: "person",
			Address: "88 Parkland Drive", City: "Lethbridge", PostalCode: "T1K 3M4", RegionID: regionAB},
	})
	return []link{{FinleyHome, false}}, err
}

func seedStaff(ctx context.Context, s *seeder) ([]link, error) {
	err := s.account(ctx, s.rand("staff"), accountSpec{
		Account: portal.Account{ID: StaffAccount, Name: "Prairie Wave Staff", Kind: "company",
			Address: "100 Main Street", City: "Red Deer", PostalCode: "T4N 1A1", RegionID: regionAB},
		flags: portal.ServiceFlags{HasContactInfo: true},
	})
	return []link{{StaffAccount, false}}, err
}
