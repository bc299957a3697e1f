package main

import (
	"bytes"
	"context"
	"errors"
	"net"
	"strings"
	"testing"
	"time"
)

func durations(ms ...int) []time.Duration {
	out := make([]time.Duration, len(ms))
	for i, v := range ms {
		out[i] = time.Duration(v) * time.Millisecond
	}
	return out
}

func TestPercentileNearestRank(t *testing.T) {
	hundred := make([]int, 100)
	for i := range hundred {
		hundred[i] = i + 1
	}
	tests := []struct {
		name   string
		sorted []time.Duration
		p      float64
		want   time.Duration
	}{
		{"empty", nil, 50, 0},
		{"one sample is every percentile", durations(7), 99, 7 * time.Millisecond},
		{"p50 of 1..100", durations(hundred...), 50, 50 * time.Millisecond},
		{"p90 of 1..100", durations(hundred...), 90, 90 * time.Millisecond},
		{"p99 of 1..100", durations(hundred...), 99, 99 * time.Millisecond},
		{"p100 is the maximum", durations(hundred...), 100, 100 * time.Millisecond},
		{"p0 is the minimum", durations(hundred...), 0, 1 * time.Millisecond},
		{"rank rounds up: p50 of four", durations(1, 2, 3, 4), 50, 2 * time.Millisecond},
		{"rank rounds up: p51 of four", durations(1, 2, 3, 4), 51, 3 * time.Millisecond},
		{"p99 of ten is the largest", durations(1, 2, 3, 4, 5, 6, 7, 8, 9, 10), 99, 10 * time.Millisecond},
		{"p99 of 1000 leaves the 10 slowest above", durations(seq(1000)...), 99, 990 * time.Millisecond},
		{"above 100 clamps to the maximum", durations(1, 2, 3), 150, 3 * time.Millisecond},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := percentile(tc.sorted, tc.p); got != tc.want {
				t.Fatalf("percentile(%v, %v) = %v, want %v", len(tc.sorted), tc.p, got, tc.want)
			}
		})
	}
}

func seq(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i + 1
	}
	return out
}

func TestSummarizeSortsAndCounts(t *testing.T) {
	s := newTargetStats()
	// Added out of order: summarize must sort before taking percentiles.
	for _, v := range []int{50, 10, 40, 20, 30} {
		s.add(time.Duration(v)*time.Millisecond, answer{"200", answerOK})
	}
	s.add(5*time.Millisecond, answer{"450 not supported (target not built)", answerNotBuilt})
	s.add(6*time.Millisecond, answer{"434", answerRefused})
	s.add(7*time.Millisecond, answer{"434", answerRefused})
	s.add(9*time.Second, answer{"timeout", answerFailure})
	got := s.summarize()
	if got.Count != 9 || got.OK != 5 || got.NotBuilt != 1 || got.Fails != 1 {
		t.Fatalf("counts: %+v", got)
	}
	if got.P50 != 20*time.Millisecond || got.Max != 9*time.Second || got.P90 != 9*time.Second {
		t.Fatalf("percentiles: p50 %v p90 %v max %v", got.P50, got.P90, got.Max)
	}
	want := []labelCount{{"434", 2}, {"450 not supported (target not built)", 1}, {"timeout", 1}}
	if len(got.NonOK) != len(want) {
		t.Fatalf("non-200: %v", got.NonOK)
	}
	for i := range want {
		if got.NonOK[i] != want[i] {
			t.Fatalf("non-200[%d] = %v, want %v (all %v)", i, got.NonOK[i], want[i], got.NonOK)
		}
	}
	// The samples themselves stay in arrival order.
	if s.latencies[0] != 50*time.Millisecond {
		t.Fatal("summarize reordered the samples")
	}
}

type timeoutErr struct{}

func (timeoutErr) Error() string   { return "i/o timeout" }
func (timeoutErr) Timeout() bool   { return true }
func (timeoutErr) Temporary() bool { return true }

var _ net.Error = timeoutErr{}

func TestClassify(t *testing.T) {
	tests := []struct {
		name   string
		status int
		body   string
		err    error
		label  string
		kind   kind
	}{
		{"ok envelope", 200, `{"error":0,"message":"","object":{}}`, nil, "200", answerOK},
		{"200 with error 1", 200, `{"error":1,"message":"x"}`, nil, "200 without a valid envelope", answerFailure},
		{"200 without error field", 200, `{"object":{}}`, nil, "200 without a valid envelope", answerFailure},
		{"200 not JSON", 200, `<html>`, nil, "200 without a valid envelope", answerFailure},
		{"200 error 0 first but cut short", 200, `{"error":0,"object":{`, nil, "200 without a valid envelope", answerFailure},
		{"200 error 0 not first", 200, `{"message":"","error":0}`, nil, "200", answerOK},
		{"200 error 0 then more digits", 200, `{"error":01}`, nil, "200 without a valid envelope", answerFailure},
		{"target not built", 450, `{"error":1,"message":"This request is not supported."}`, nil, "450 not supported (target not built)", answerNotBuilt},
		{"450 refusal", 450, `{"error":1,"message":"The requested item was not found."}`, nil, "450", answerRefused},
		{"450 not JSON", 450, `oops`, nil, "450", answerRefused},
		{"no service", 434, `{"error":1,"message":"no broadband"}`, nil, "434", answerRefused},
		{"router silent", 433, `{"error":1,"message":"x"}`, nil, "433", answerRefused},
		{"token refused", 401, `{"error":1,"message":"Please sign in."}`, nil, "401 token refused", answerFailure},
		{"token expired", 432, `{"error":1}`, nil, "432 token expired", answerFailure},
		{"rate limited", 435, `{"error":1}`, nil, "435 rate limited", answerFailure},
		{"server error", 500, `{"error":1}`, nil, "500", answerFailure},
		{"bad gateway", 502, ``, nil, "502", answerFailure},
		{"timeout", 0, ``, timeoutErr{}, "timeout", answerFailure},
		{"deadline", 0, ``, context.DeadlineExceeded, "timeout", answerFailure},
		{"connection refused", 0, ``, errors.New("dial tcp: connection refused"), "transport error", answerFailure},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := classify(tc.status, []byte(tc.body), tc.err)
			if got.label != tc.label || got.kind != tc.kind {
				t.Fatalf("classify(%d, %q, %v) = %+v, want %q kind %d", tc.status, tc.body, tc.err, got, tc.label, tc.kind)
			}
		})
	}
}

func TestWriteTable(t *testing.T) {
	rec := newRecorder([]string{"me.1/accountwarning", "user.session/ratingsurvey"})
	now := time.Now()
	rec.add("me.1/accountwarning", 2*time.Millisecond, answer{"200", answerOK}, now)
	rec.add("user.session/ratingsurvey", 3*time.Millisecond, answer{"450 not supported (target not built)", answerNotBuilt}, now)
	var b bytes.Buffer
	rec.writeTable(&b)
	out := b.String()
	for _, want := range []string{
		"me.1/accountwarning", "none",
		"user.session/ratingsurvey", "450 not supported (target not built): 1",
		"all targets", "2.00", "3.00",
	} {
		if !strings.Contains(out, want) {
			t.Fatalf("table lacks %q:\n%s", want, out)
		}
	}
	if lines := strings.Count(out, "\n"); lines != 4 {
		t.Fatalf("want a header, two targets and a total, got %d lines:\n%s", lines, out)
	}
}

func TestMetricValue(t *testing.T) {
	text := []byte("# HELP process_cpu_seconds_total Total user and system CPU time spent in seconds.\n" +
		"# TYPE process_cpu_seconds_total counter\n" +
		"process_cpu_seconds_total_other 9\n" +
		"process_cpu_seconds_total 1.2345e+01\n" +
		"go_goroutines 12\n")
	if v, ok := metricValue(text, "process_cpu_seconds_total"); !ok || v != 12.345 {
		t.Fatalf("got %v %v", v, ok)
	}
	if _, ok := metricValue(text, "process_resident_memory_bytes"); ok {
		t.Fatal("found a missing metric")
	}
	if _, ok := metricValue([]byte("process_cpu_seconds_total NaNx\n"), "process_cpu_seconds_total"); ok {
		t.Fatal("took a bad value")
	}
}
