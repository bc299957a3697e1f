package demo

import (
	"context"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/store"
)

// The phone area's and IP address management's demo data (demo-data.md):
// avery's #1001 has two phone packages (the selector) of both 911 models,
// #1002 one business line; calls both ways over six months; international
// credit with its history; IP registrations from the base package and an
// add-on, static and dynamic. Drew may register one device (his
// notregistered warning clears when he does); emery's radio uses NAT.

// phonePlan is one account's phone packages.
type phonePlan struct {
	packages []demoPhonePackage
}

type demoPhonePackage struct {
	portal.PhonePackage
	numbers  []string
	profiles []demoProfile
	features portal.VoiceFeatures
	// topUps and callsDaily shape the international credit and the call
	// history.
	topUps     []int64 // cents, oldest first
	callsDaily float64
}

// demoProfile is a 911 address; numbers (number-oriented packages) are
// indexes into the package's numbers.
type demoProfile struct {
	portal.EmergencyAddress
	numbers []int
}

var averyHome = portal.EmergencyAddress{Mode: portal.StreetMode, FirstName: "Avery", LastName: "Fields", StreetNumber: "4718",
	StreetName: "Gaetz Avenue", City: "Red Deer", Province: "AB", PostalCode: "T4N 3Z9"}

var phonePlans = map[int64]phonePlan{
	AveryMain: {packages: []demoPhonePackage{
		{
			PhonePackage: portal.PhonePackage{ID: 71001, ServiceID: 7100101, Description: "Home Phone Unlimited Canada",
				ProfileType: portal.ProfilePackageOriented},
			numbers: []string{"4033410118", "4033410119"},
			profiles: []demoProfile{
				{EmergencyAddress: averyHome},
				{EmergencyAddress: portal.EmergencyAddress{Mode: portal.StreetMode, FirstName: "Avery", LastName: "Fields",
					StreetNumber: "12", StreetName: "Lakeview Drive", City: "Sylvan Lake", Province: "AB", PostalCode: "T4S 1R4"}},
			},
			features: portal.VoiceFeatures{RingTimeout: 25, VoicemailEnabled: true, VoicemailPassword: "2468",
				VoicemailSendEmail: true, VoicemailEmail: "avery@demo.test", BusyEnabled: true, BusyNumber: "4035550186",
				UnavailableEnabled: true, UnavailableNumber: "5875550142"},
			topUps: []int64{2000, 1000}, callsDaily: 3,
		},
		{
			PhonePackage: portal.PhonePackage{ID: 71002, ServiceID: 7100201, Description: "Home Office Lines",
				ProfileType: portal.ProfileNumberOriented},
			numbers: []string{"4033410220", "4033410221"},
			profiles: []demoProfile{
				{EmergencyAddress: averyHome, numbers: []int{0}},
				{EmergencyAddress: portal.EmergencyAddress{Mode: 2, FirstName: "Avery", LastName: "Fields",
					RuralAddress: "NE-4-38-27-W4", RuralAdditionalInfo: "Shop, north yard", City: "Red Deer County", Province: "AB",
					PostalCode: "T4E 1Z9"}, numbers: []int{1}},
			},
			features:   portal.VoiceFeatures{RingTimeout: 20, VoicemailEnabled: true},
			callsDaily: 1.5,
		},
	}},
	AveryFarm: {packages: []demoPhonePackage{{
		PhonePackage: portal.PhonePackage{ID: 71003, ServiceID: 7100301, Description: "Business Line",
			ProfileType: portal.ProfilePackageOriented},
		numbers: []string{"4033410330"},
		profiles: []demoProfile{{EmergencyAddress: portal.EmergencyAddress{Mode: 2, FirstName: "Avery", LastName: "Fields",
			RuralAddress: "38051 Range Road 275", City: "Red Deer County", Province: "AB", PostalCode: "T4E 1Z9"}}},
		features: portal.VoiceFeatures{RingTimeout: 30, VoicemailEnabled: true, ForwardAllEnabled: false},
		topUps:   []int64{500}, callsDaily: 2,
	}}},
}

// callers are the names and numbers demo calls come from and go to.
var callers = []struct{ name, number string }{
	{"FIELDS M", "4033479021"}, {"RED DEER CO-OP", "4033432100"}, {"PRAIRIE VET", "4037827720"},
	{"J OKAFOR", "5873290144"}, {"WIRELESS CALLER", "7805531902"}, {"", "4165550133"}, {"CITY OF RED DEER", "4033428111"},
}

func seedPhone(ctx context.Context, s *seeder, a accountSpec) error {
	plan, ok := phonePlans[a.ID]
	if !ok {
		return nil
	}
	rng := s.rand(fmt.Sprintf("phone-%d", a.ID))
	for i, p := range plan.packages {
		p.AccountID = a.ID
		numbers := make([]portal.DirectoryNumber, len(p.numbers))
		for j, n := range p.numbers {
			numbers[j] = portal.DirectoryNumber{ServiceID: p.ID*10 + int64(j+1), Number: n}
		}
		if err := s.st.PutPhonePackage(ctx, p.PhonePackage, i, numbers); err != nil {
			return fmt.Errorf("phone package %d: %w", p.ID, err)
		}
		for _, pr := range p.profiles {
			id, err := s.st.AddEmergencyProfile(ctx, p.ID, pr.EmergencyAddress)
			if err != nil {
				return fmt.Errorf("911 profile: %w", err)
			}
			for _, n := range pr.numbers {
				if err := s.st.MoveNumber(ctx, p.ID, numbers[n].ServiceID, id); err != nil {
					return fmt.Errorf("911 profile number: %w", err)
				}
			}
		}
		f := p.features
		f.ServiceID = p.ServiceID
		if err := s.st.PutVoiceFeatures(ctx, f); err != nil {
			return fmt.Errorf("voice features: %w", err)
		}
		if err := s.calls(ctx, rng, p); err != nil {
			return err
		}
		if err := s.credit(ctx, rng, a.ID, p); err != nil {
			return err
		}
	}
	return nil
}

// calls adds six months of calls both ways, callsDaily a day on average,
// in the daytime.
func (s *seeder) calls(ctx context.Context, rng *rand.Rand, p demoPhonePackage) error {
	var recs []portal.CallRecord
	start := s.now.In(s.loc).AddDate(0, -6, 0)
	for day := start; day.Before(s.now); day = day.AddDate(0, 0, 1) {
		n := int(p.callsDaily*2*rng.Float64() + 0.5)
		for range n {
			at := time.Date(day.Year(), day.Month(), day.Day(), 8+rng.IntN(13), rng.IntN(60), rng.IntN(60), 0, s.loc)
			if !at.Before(s.now) {
				continue
			}
			recs = append(recs, demoCall(rng, p, at, len(recs)))
		}
	}
	_, _, err := s.st.AddCallRecords(ctx, recs)
	return err
}

// demoCall is one call of a package at a time: in or out, with one of the
// callers, one of the package's numbers.
func demoCall(rng *rand.Rand, p demoPhonePackage, at time.Time, n int) portal.CallRecord {
	c := callers[rng.IntN(len(callers))]
	own := p.numbers[rng.IntN(len(p.numbers))]
	rec := portal.CallRecord{ID: fmt.Sprintf("demo-%d-%d-%d", p.ID, at.Unix(), n), PackageID: p.ID, Start: at,
		Duration: time.Duration(5+rng.IntN(900)) * time.Second}
	if rng.IntN(2) == 0 {
		rec.Incoming, rec.Name, rec.From, rec.To = true, c.name, c.number, own
	} else {
		rec.From, rec.To = own, c.number
	}
	return rec
}

// credit adds the package's top-ups and a few international calls between
// them, so the balance has a history of both.
func (s *seeder) credit(ctx context.Context, rng *rand.Rand, account int64, p demoPhonePackage) error {
	at := s.now.AddDate(0, -3, 0)
	for _, cents := range p.topUps {
		msg := portal.Msg(portal.MsgChargeLDCredit, "package", p.Description, "number", formatNumber(p.numbers[0]))
		if _, err := s.st.AddLDCredit(ctx, account, p.ID, cents, msg, at); err != nil {
			return fmt.Errorf("international credit: %w", err)
		}
		for range 2 {
			at = at.Add(time.Duration(5+rng.IntN(15)) * 24 * time.Hour)
			if _, err := s.st.AddLDCredit(ctx, account, p.ID, -int64(50+rng.IntN(400)), portal.Message{}, at); err != nil {
				return fmt.Errorf("international call: %w", err)
			}
		}
	}
	return nil
}

func formatNumber(n string) string { return "(" + n[:3] + ") " + n[3:6] + "-" + n[6:] }

// addressPlans are what each account may register, from which pools, and
// what it registered already.
var addressPlans = map[int64]struct {
	plan  portal.AddressPlan
	pools []portal.AddressPool
	regs  []portal.AddressRegistration
}{
	AveryMain: {
		plan: portal.AddressPlan{BaseTotal: 2, BaseCanBeStatic: true, AddonTotal: 2},
		pools: []portal.AddressPool{
			{Static: true, First: "203.0.113.18", Last: "203.0.113.22", Mask: "255.255.255.248", Gateway: "203.0.113.17"},
			{First: "100.64.34.10", Last: "100.64.34.60", Mask: "255.255.255.0", Gateway: "100.64.34.1"},
		},
		regs: []portal.AddressRegistration{
			{Static: true, MAC: "00:11:32:7a:41:0c", Description: "Home server (NAS)"},
			{MAC: "3c:2a:f4:90:11:6e", Description: "Office printer"},
			{MAC: "9c:8e:cd:20:b4:17", Description: "Yard camera"},
		},
	},
	DrewHome: {
		plan:  portal.AddressPlan{BaseTotal: 1},
		pools: []portal.AddressPool{{First: "100.64.52.10", Last: "100.64.52.40", Mask: "255.255.255.0", Gateway: "100.64.52.1"}},
	},
	EmeryHome: {
		plan:  portal.AddressPlan{BaseTotal: 1, NAT: true},
		pools: []portal.AddressPool{{First: "100.64.77.10", Last: "100.64.77.40", Mask: "255.255.255.0", Gateway: "100.64.77.1"}},
	},
}

func seedAddresses(ctx context.Context, s *seeder, a accountSpec) error {
	d, ok := addressPlans[a.ID]
	if !ok {
		return nil
	}
	d.plan.AccountID = a.ID
	if err := s.st.PutAddressPlan(ctx, d.plan); err != nil {
		return fmt.Errorf("address plan: %w", err)
	}
	for _, p := range d.pools {
		p.AccountID = a.ID
		if err := s.st.PutAddressPool(ctx, p); err != nil {
			return fmt.Errorf("address pool: %w", err)
		}
	}
	for _, r := range d.regs {
		r.AccountID = a.ID
		plan := d.plan
		if _, err := s.st.AddRegistration(ctx, r, func(used []portal.AddressRegistration) (string, bool) {
			if len(used) < plan.BaseTotal {
				return portal.SourceBase, true
			}
			return portal.SourceAddon, true
		}); err != nil {
			return fmt.Errorf("registration %s: %w", r.MAC, err)
		}
	}
	return nil
}

// callTick is how often the demo's phones may ring.
const callTick = 2 * time.Minute

// simulateCalls adds a call now and then to the demo's phone packages, as
// the switch would through /ingest/cdr.
func simulateCalls(ctx context.Context, st *store.Store, o Options, log *slog.Logger) {
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 0x63_64_72))
	ticker := time.NewTicker(callTick)
	defer ticker.Stop()
	for n := 0; ; n++ {
		select {
		case <-ctx.Done():
			return
		case now := <-ticker.C:
			for _, plan := range phonePlans {
				for _, p := range plan.packages {
					if rng.Float64() > p.callsDaily/10 {
						continue
					}
					rec := demoCall(rng, p, now, n)
					if _, _, err := st.AddCallRecords(ctx, []portal.CallRecord{rec}); err != nil && ctx.Err() == nil {
						log.Warn("demo call simulator", "err", err)
					}
				}
			}
		}
	}
}
