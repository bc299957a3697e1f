package demo

import (
	"context"
	"testing"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/store/storetest"
)

// TestPhoneAndAddressDemoData: demo-data.md's phone and IP rows — avery's
// #1001 with two packages of both 911 models, #1002 one, calls both ways
// over months, international credit with history; registrations base and
// add-on, static and dynamic; drew may register one device; emery's radio
// uses NAT; finley has no phone.
//
// covers: PHONE-002, PHONE-003, PHONE-016, IP-012
func TestPhoneAndAddressDemoData(t *testing.T) {
	st, _ := seeded(t, storetest.Engines()[0])
	ctx := context.Background()
	pkgs, err := st.PhonePackages(ctx, AveryMain)
	if err != nil || len(pkgs) != 2 || pkgs[0].ProfileType == pkgs[1].ProfileType {
		t.Fatalf("avery's packages: %+v %v", pkgs, err)
	}
	if farm, _ := st.PhonePackages(ctx, AveryFarm); len(farm) != 1 {
		t.Errorf("#1002's packages: %+v", farm)
	}
	for _, id := range []int64{FinleyHome, DrewHome} {
		if none, _ := st.PhonePackages(ctx, id); len(none) != 0 {
			t.Errorf("#%d has phone packages", id)
		}
	}
	for _, p := range pkgs {
		profiles, err := st.EmergencyProfiles(ctx, p.ID)
		if err != nil || len(profiles) != 2 {
			t.Fatalf("profiles of %d: %+v", p.ID, profiles)
		}
		selected, numbered := 0, 0
		for _, pr := range profiles {
			if pr.Selected {
				selected++
			}
			numbered += len(pr.Numbers)
		}
		if p.ProfileType == portal.ProfilePackageOriented && selected != 1 || p.ProfileType == portal.ProfileNumberOriented && numbered != 2 {
			t.Errorf("911 profiles of %s: %+v", p.Description, profiles)
		}
		in, _ := st.CallRecords(ctx, p.ID, true, time.Now().AddDate(1, 0, 0), "", 1000)
		out, _ := st.CallRecords(ctx, p.ID, false, time.Now().AddDate(1, 0, 0), "", 1000)
		if len(in) < 50 || len(out) < 50 || in[len(in)-1].Start.After(testOptions().Now.AddDate(0, -5, 0)) {
			t.Errorf("calls of %s: %d in, %d out", p.Description, len(in), len(out))
		}
	}
	if bal, _ := st.LDBalance(ctx, pkgs[0].ID); bal <= 0 || bal >= 3000 {
		t.Errorf("avery's credit: %d cents", bal)
	}
	if h, _ := st.LDHistory(ctx, pkgs[0].ID, 100); len(h) != 6 {
		t.Errorf("avery's credit history: %+v", h)
	}
	regs, err := st.Registrations(ctx, AveryMain)
	if err != nil || len(regs) != 3 || !regs[0].Static || regs[0].Source != portal.SourceBase || regs[2].Source != portal.SourceAddon || regs[2].Static {
		t.Fatalf("avery's registrations: %+v %v", regs, err)
	}
	if p, _ := st.AddressPlan(ctx, EmeryHome); !p.NAT {
		t.Error("emery's radio does not use NAT")
	}
	if p, _ := st.AddressPlan(ctx, DrewHome); p.BaseTotal != 1 || p.NAT {
		t.Errorf("drew's plan: %+v", p)
	}
}
