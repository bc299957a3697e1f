package api_test

import (
	"context"
	"net/http/httptest"
	"testing"
	"time"

	"myaccount/internal/api"
	"myaccount/internal/portal"
	"myaccount/internal/services"
)

// BenchmarkRatingSurvey is the survey read every signed-in dashboard makes
// (getrating decides whether the modal opens), through the whole endpoint
// on SQLite, for an account that answered and carries a year of answers.
func BenchmarkRatingSurvey(b *testing.B) {
	w := newWorld(b)
	w.h = endpoint(w.t, w.st, api.Config{RatePerSecond: 1e9, RateBurst: 1 << 30}, services.Options{})
	ctx := context.Background()
	for i := range 52 {
		if err := w.st.AddRating(ctx, portal.Rating{AccountID: 1001, Rate: 1 + i%10, Options: "speed price",
			Comment: "weekly", At: time.Now().Add(-time.Duration(i) * 7 * 24 * time.Hour)}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		req := httptest.NewRequest("GET", "/api?target=user.1001/ratingsurvey", nil)
		req.Header.Set("x-omicron", w.token)
		rec := httptest.NewRecorder()
		w.h.ServeHTTP(rec, req)
		if rec.Code != 200 {
			b.Fatalf("%d %s", rec.Code, rec.Body)
		}
	}
}
