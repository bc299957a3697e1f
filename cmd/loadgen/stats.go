package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"net"
	"net/http"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"
)

// percentile returns the nearest-rank p-th percentile (0 < p ≤ 100) of
// sorted, an ascending slice: the smallest value with at least p % of the
// samples at or below it. p ≤ 0 gives the minimum; an empty slice gives 0.
func percentile(sorted []time.Duration, p float64) time.Duration {
	n := len(sorted)
	if n == 0 {
		return 0
	}
	if p <= 0 {
		return sorted[0]
	}
	rank := int(math.Ceil(p / 100 * float64(n)))
	rank = min(max(rank, 1), n)
	return sorted[rank-1]
}

// kind is how an answer counts in the report and the exit status.
type kind int

const (
	// answerOK is a 200 with the API envelope's error 0.
	answerOK kind = iota
	// answerNotBuilt is the API's 450 "This request is not supported.": the
	// target is not in the server's route table (yet).
	answerNotBuilt
	// answerRefused is a deliberate API answer other than 200 that a
	// subscriber's app also gets: 450 for another reason, 433 (router
	// silent), 434 (no such service on the account).
	answerRefused
	// answerFailure is what must not happen under load: transport errors
	// and timeouts, 5xx, a 200 without a valid envelope, a token refused
	// (401/432) and the per-session rate limit (435).
	answerFailure
)

// notSupported is the API's message for a target it has no handler for.
const notSupported = "This request is not supported."

// answer is one classified response: label names it in the report ("200",
// "450 not supported", "434", "timeout", …).
type answer struct {
	label string
	kind  kind
}

// classify sorts one response of the API (status and body) or a transport
// error into the report's classes.
func classify(status int, body []byte, err error) answer {
	if err != nil {
		var ne net.Error
		if errors.As(err, &ne) && ne.Timeout() {
			return answer{"timeout", answerFailure}
		}
		return answer{"transport error", answerFailure}
	}
	// The portal writes the envelope's error first: a whole object that
	// starts so is a success, checked without parsing it (the load
	// generator's CPU is the portal's; the body's length is the answer's).
	if status == http.StatusOK && bytes.HasPrefix(body, []byte(`{"error":0,`)) && bytes.HasSuffix(bytes.TrimRight(body, "\n"), []byte("}")) {
		return answer{"200", answerOK}
	}
	var env struct {
		Error   *int   `json:"error"`
		Message string `json:"message"`
	}
	jsonErr := json.Unmarshal(body, &env)
	switch {
	case status == http.StatusOK:
		if jsonErr != nil || env.Error == nil || *env.Error != 0 {
			return answer{"200 without a valid envelope", answerFailure}
		}
		return answer{"200", answerOK}
	case status == 450 && jsonErr == nil && env.Message == notSupported:
		return answer{"450 not supported (target not built)", answerNotBuilt}
	case status == 450, status == 433, status == 434:
		return answer{fmt.Sprint(status), answerRefused}
	case status == http.StatusUnauthorized:
		return answer{"401 token refused", answerFailure}
	case status == 432:
		return answer{"432 token expired", answerFailure}
	case status == 435:
		return answer{"435 rate limited", answerFailure}
	}
	return answer{fmt.Sprint(status), answerFailure}
}

// targetStats are the samples of one target (or of a whole phase).
type targetStats struct {
	latencies []time.Duration
	labels    map[string]int
	kinds     map[kind]int
}

func newTargetStats() *targetStats {
	return &targetStats{labels: map[string]int{}, kinds: map[kind]int{}}
}

func (s *targetStats) add(d time.Duration, a answer) {
	s.latencies = append(s.latencies, d)
	s.labels[a.label]++
	s.kinds[a.kind]++
}

// summary is what the report prints for one row.
type summary struct {
	Count               int
	P50, P90, P99, Max  time.Duration
	NonOK               []labelCount // by count, most first
	OK, NotBuilt, Fails int
}

type labelCount struct {
	Label string
	Count int
}

func (s *targetStats) summarize() summary {
	sorted := slices.Clone(s.latencies)
	slices.Sort(sorted)
	out := summary{
		Count: len(sorted), P50: percentile(sorted, 50), P90: percentile(sorted, 90), P99: percentile(sorted, 99),
		Max: percentile(sorted, 100), OK: s.kinds[answerOK], NotBuilt: s.kinds[answerNotBuilt], Fails: s.kinds[answerFailure],
	}
	for l, n := range s.labels {
		if l != "200" {
			out.NonOK = append(out.NonOK, labelCount{l, n})
		}
	}
	sort.Slice(out.NonOK, func(i, j int) bool {
		if out.NonOK[i].Count != out.NonOK[j].Count {
			return out.NonOK[i].Count > out.NonOK[j].Count
		}
		return out.NonOK[i].Label < out.NonOK[j].Label
	})
	return out
}

// recorder collects the answers of many goroutines, per target and in total.
type recorder struct {
	mu      sync.Mutex
	order   []string
	targets map[string]*targetStats
	all     *targetStats
	last    time.Time // when the last answer arrived
}

func newRecorder(targets []string) *recorder {
	r := &recorder{targets: map[string]*targetStats{}, all: newTargetStats()}
	for _, t := range targets {
		r.order = append(r.order, t)
		r.targets[t] = newTargetStats()
	}
	return r
}

// statsOf is target's samples, a new row if it has none yet; r.mu is held.
func (r *recorder) statsOf(target string) *targetStats {
	s, ok := r.targets[target]
	if !ok {
		s = newTargetStats()
		r.targets[target] = s
		r.order = append(r.order, target)
	}
	return s
}

// reserve makes room for n samples of target (and in the total) up
// front. Growing a slice of millions of samples copies it while every
// answer waits for the recorder's lock: that copy showed as the schedule's
// slowest answers, tens of milliseconds at 1 and 2 million samples.
func (r *recorder) reserve(target string, n int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	s := r.statsOf(target)
	s.latencies = slices.Grow(s.latencies, n)
	r.all.latencies = slices.Grow(r.all.latencies, n)
}

func (r *recorder) add(target string, d time.Duration, a answer, at time.Time) {
	r.mu.Lock()
	defer r.mu.Unlock()
	s := r.statsOf(target)
	s.add(d, a)
	r.all.add(d, a)
	if at.After(r.last) {
		r.last = at
	}
}

// ms prints a duration in milliseconds, with more digits below 10 ms.
func ms(d time.Duration) string {
	v := float64(d) / float64(time.Millisecond)
	if v < 10 {
		return fmt.Sprintf("%.2f", v)
	}
	return fmt.Sprintf("%.1f", v)
}

// writeTable prints one row per target and a total row: requests, latency
// percentiles in ms, and the answers other than 200 by class.
func (r *recorder) writeTable(w io.Writer) {
	r.mu.Lock()
	defer r.mu.Unlock()
	width := len("all targets")
	for _, t := range r.order {
		width = max(width, len(t))
	}
	fmt.Fprintf(w, "  %-*s %9s %8s %8s %8s %8s  %s\n", width, "target", "requests", "p50 ms", "p90 ms", "p99 ms", "max ms", "answers other than 200")
	row := func(name string, s summary) {
		var other []string
		for _, lc := range s.NonOK {
			other = append(other, fmt.Sprintf("%s: %d", lc.Label, lc.Count))
		}
		rest := strings.Join(other, ", ")
		if rest == "" {
			rest = "none"
		}
		fmt.Fprintf(w, "  %-*s %9d %8s %8s %8s %8s  %s\n", width, name, s.Count, ms(s.P50), ms(s.P90), ms(s.P99), ms(s.Max), rest)
	}
	for _, t := range r.order {
		row(t, r.targets[t].summarize())
	}
	row("all targets", r.all.summarize())
}
