package demo

import (
	"context"
	"testing"
	"time"

	"myaccount/internal/portal"
)

// The demo's CPE-management system: a restart silences the simulated
// router for RebootDowntime, then its counters start again (said once).
func TestDemoRoutersReboot(t *testing.T) {
	now := time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)
	r := NewRouters(func() time.Time { return now })
	if _, err := r.Reboot(context.Background(), portal.CPEDevice{AccountID: 1001, DeviceID: "other"}); err == nil {
		t.Fatal("an unknown device was restarted")
	}
	out, err := r.Reboot(context.Background(), portal.CPEDevice{AccountID: 1001, DeviceID: DeviceID(1001)})
	if err != nil || out != portal.RestartDone {
		t.Fatalf("%q %v", out, err)
	}
	if down, restarted := r.state(1001, now.Add(RebootDowntime-time.Second)); !down || restarted {
		t.Fatal("not down while restarting")
	}
	if down, restarted := r.state(1001, now.Add(RebootDowntime)); down || !restarted {
		t.Fatal("not back after the downtime")
	}
	if down, restarted := r.state(1001, now.Add(RebootDowntime+time.Second)); down || restarted {
		t.Fatal("restarted twice")
	}
	if down, restarted := r.state(2001, now); down || restarted {
		t.Fatal("another router restarted")
	}
	var none *Routers
	if down, restarted := none.state(1001, now); down || restarted {
		t.Fatal("no routers")
	}
}
