package api_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"testing"
	"time"

	"myaccount/internal/api"
	"myaccount/internal/portal"
	"myaccount/internal/services"
)

// BenchmarkDashboardUsage times what the dashboard and the calendar page
// read, through the whole endpoint on SQLite (authentication, target walk,
// plan and usage queries, encoding), for an account with three months and
// the current month so far of hourly usage (every hour has a bucket).
func BenchmarkDashboardUsage(b *testing.B) {
	w := newWorld(b)
	ctx := context.Background()
	loc, err := time.LoadLocation("America/Edmonton")
	if err != nil {
		b.Fatal(err)
	}
	if err := w.st.PutPackage(ctx, portal.Package{ID: 63, Description: "Fiber 100", Technology: "fiber", CapGB: 400,
		MonthlyFeeCents: 7495, RateDownload: 100, RateUpload: 100, Active: true}); err != nil {
		b.Fatal(err)
	}
	now := time.Now()
	if err := w.st.PutBroadband(ctx, portal.BroadbandSubscription{BPID: 11, AccountID: 1001, PackageID: 63, LoyaltyGB: 25,
		ChangedAt: now.AddDate(0, -6, 0)}); err != nil {
		b.Fatal(err)
	}
	local := now.In(loc)
	start := time.Date(local.Year(), local.Month()-3, 1, 0, 0, 0, 0, loc)
	var recs []portal.UsageRecord
	for h := start; h.Before(now); h = h.Add(time.Hour) {
		recs = append(recs, portal.UsageRecord{ID: fmt.Sprintf("bench-%d", h.Unix()), AccountID: 1001, Hour: h.UTC(),
			Down: 150_000_000 + int64(h.Hour())*20_000_000, Up: 12_000_000})
	}
	if _, _, err := w.st.AddUsage(ctx, recs); err != nil {
		b.Fatal(err)
	}
	// One session polling flat out is not what the rate limit is for.
	w.h = endpoint(w.t, w.st, api.Config{RatePerSecond: 1e9, RateBurst: 1 << 30}, services.Options{Location: loc})
	for _, target := range []string{"user.session/broadbandtraffic", "user.session/broadbandcalendar"} {
		b.Run(target[len("user.session/"):], func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				req := httptest.NewRequest("GET", "/api?target="+target, nil)
				req.Header.Set("x-omicron", w.token)
				rec := httptest.NewRecorder()
				w.h.ServeHTTP(rec, req)
				if rec.Code != 200 {
					b.Fatalf("%s: %d %s", target, rec.Code, rec.Body)
				}
			}
		})
	}
	b.Logf("%d hourly buckets", len(recs))
}
