package api_test

import (
	"net/http/httptest"
	"testing"

	"myaccount/internal/api"
	"myaccount/internal/services"
)

// BenchmarkPlatformPolling replays what every signed-in app polls every 10 s
// on the platform's side (menu flags, contract, warnings, notice, accounts),
// through the whole endpoint on SQLite: authentication, target walk, store
// reads and encoding.
func BenchmarkPlatformPolling(b *testing.B) {
	w := newWorld(b)
	// One session polling flat out is not what the rate limit is for.
	w.h = endpoint(w.t, w.st, api.Config{RatePerSecond: 1e9, RateBurst: 1 << 30}, services.Options{})
	targets := []string{
		"me.1/associatedaccounts", "user.session/serviceidentification", "user.session/contract",
		"me.1/accountwarning", "me.1/globalnotification", "user.1001/wifiDeviceInfo",
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		req := httptest.NewRequest("GET", "/api?target="+targets[i%len(targets)], nil)
		req.Header.Set("x-omicron", w.token)
		rec := httptest.NewRecorder()
		w.h.ServeHTTP(rec, req)
		if rec.Code != 200 {
			b.Fatalf("%s: %d %s", targets[i%len(targets)], rec.Code, rec.Body)
		}
	}
}
