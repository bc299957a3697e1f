// Command loadgen replays the dashboard's polling against a running portal:
// N simulated subscribers sign in through the real identity flow, then each
// polls the dashboard's reads with its own API token every interval,
// staggered over the interval as real sign-ins are. It reports requests/s,
// latency percentiles overall and per target, and the answers other than
// 200 by class. `make bench` runs it against a fresh demo server
// (scripts/bench.sh); docs/benchmarks.md has results.
//
//	go run ./cmd/loadgen -url http://127.0.0.1:8080 -subscribers 200 -duration 30s
//
// It exits 1 when a sign-in failed or an answer was a failure (transport
// error, timeout, 5xx, token refused, rate limited); a target the server
// does not have yet (450 "This request is not supported.") is reported, not
// a failure.
package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"runtime/pprof"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// dashboardTargets are the reads every signed-in app polls every 10 s on
// the dashboard: usage, warnings, the global notification, the menu flags
// and the rating survey.
var dashboardTargets = []string{
	"user.session/broadbandtraffic",
	"me.1/accountwarning",
	"me.1/globalnotification",
	"user.session/serviceidentification",
	"user.session/ratingsurvey",
}

// renewEvery is how often the app trades its token for a fresh one.
const renewEvery = 15 * time.Minute

// renewTarget names token renewals in the report.
const renewTarget = "token renewal (ph=b)"

type config struct {
	base              string
	metrics           string // the server's /metrics URL ("" when unknown)
	subscribers       int
	sessions          int           // signed-in sessions the subscribers share (0: automatic)
	fastShare         float64       // share of subscribers that also watch the live chart
	closedLoop        int           // >0: that many workers send requests back to back instead of the schedule
	ceiling           bool          // also run the closed loop against a bare net/http handler first
	serveBare         string        // run as the bare handler on this address (for -ceiling and -floor)
	floor             time.Duration // >0: first run the schedule this long against the bare handler
	cpuProfile        string        // write the load generator's own CPU profile here
	duration          time.Duration
	interval          time.Duration
	logins            []string
	password          string
	signinConcurrency int
	targets           []string
	timeout           time.Duration
	wait              time.Duration
	conns             int // connections to the portal, as a reverse proxy's upstream pool
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "loadgen:", err)
		os.Exit(1)
	}
}

func parseFlags(args []string, stderr io.Writer) (config, error) {
	var c config
	fs := flag.NewFlagSet("loadgen", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&c.base, "url", "http://127.0.0.1:8080", "the portal's base URL")
	fs.StringVar(&c.metrics, "metrics", "", "the server's /metrics URL on its metrics listener, to report its CPU time (e.g. http://127.0.0.1:9464/metrics)")
	fs.IntVar(&c.subscribers, "subscribers", 200, "simulated signed-in subscribers")
	fs.IntVar(&c.sessions, "sessions", 0, "signed-in sessions the subscribers share (0: one each up to 1,000 subscribers, then enough that each session carries at most half its rate limit)")
	fs.Float64Var(&c.fastShare, "fastpull", 0, "share of subscribers (0–1) that also poll the live chart's cpefastpull every second, as on Traffic Monitor")
	fs.IntVar(&c.closedLoop, "closed-loop", 0, "instead of the schedule, this many workers send the targets back to back (the throughput ceiling)")
	fs.BoolVar(&c.ceiling, "ceiling", false, "with -closed-loop: first run the same loop against a bare net/http handler (a token in a map, the same size of JSON) and report the portal as a share of it")
	fs.StringVar(&c.serveBare, "serve-bare", "", "run as the bare handler of -ceiling and -floor on this address (internal)")
	fs.DurationVar(&c.floor, "floor", 0, "first run the same schedule this long against the bare net/http handler of -ceiling and report its CPU per request: the least any server spends per read on this machine and schedule (Linux)")
	fs.StringVar(&c.cpuProfile, "cpuprofile", "", "write the load generator's own CPU profile to this file (it shares the portal's cores)")
	fs.DurationVar(&c.duration, "duration", 30*time.Second, "how long to poll (after every subscriber signed in)")
	fs.DurationVar(&c.interval, "interval", 10*time.Second, "each subscriber's polling period")
	logins := fs.String("logins", "avery@demo.test,drew@demo.test,emery@demo.test", "comma-separated logins the subscribers are spread over")
	fs.StringVar(&c.password, "password", "demo1234", "the logins' password")
	fs.IntVar(&c.signinConcurrency, "signin-concurrency", 2, "sign-ins at once (argon2id is deliberately slow)")
	targets := fs.String("targets", strings.Join(dashboardTargets, ","), "comma-separated API targets each subscriber polls")
	fs.DurationVar(&c.timeout, "timeout", 10*time.Second, "timeout of one request")
	fs.IntVar(&c.conns, "conns", 256, "connections the polled reads share, as a reverse proxy's keep-alive pool to the portal (the subscribers' own connections end at the proxy); a read waits for a free one")
	fs.DurationVar(&c.wait, "wait", 0, "first wait up to this long for GET /readyz to answer 200 (0: do not wait)")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	c.base = strings.TrimSuffix(c.base, "/")
	if u, err := url.Parse(c.base); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return c, fmt.Errorf("-url %q is not an http(s) URL", c.base)
	}
	c.logins = splitList(*logins)
	c.targets = splitList(*targets)
	switch {
	case c.subscribers < 1:
		return c, errors.New("-subscribers must be at least 1")
	case c.duration <= 0 || c.interval <= 0 || c.timeout <= 0:
		return c, errors.New("-duration, -interval and -timeout must be positive")
	case c.wait < 0:
		return c, errors.New("-wait must not be negative")
	case len(c.logins) == 0:
		return c, errors.New("-logins names no login")
	case len(c.targets) == 0:
		return c, errors.New("-targets names no target")
	case c.signinConcurrency < 1:
		return c, errors.New("-signin-concurrency must be at least 1")
	case c.sessions < 0 || c.closedLoop < 0:
		return c, errors.New("-sessions and -closed-loop must not be negative")
	case c.conns < 1:
		return c, errors.New("-conns must be at least 1")
	case c.fastShare < 0 || c.fastShare > 1:
		return c, errors.New("-fastpull must be between 0 and 1")
	case c.ceiling && c.closedLoop == 0:
		return c, errors.New("-ceiling needs -closed-loop")
	case c.floor < 0:
		return c, errors.New("-floor must not be negative")
	case c.floor > 0 && c.closedLoop > 0:
		return c, errors.New("-floor is for the schedule (-ceiling is the closed loop's)")
	}
	if c.sessions == 0 {
		c.sessions = autoSessions(c)
	}
	c.sessions = min(c.sessions, c.subscribers)
	return c, nil
}

func splitList(v string) []string {
	var out []string
	for _, p := range strings.Split(v, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// sessionRateLimit is the portal's per-session limit (requests/s; api.Config).
const sessionRateLimit = 20

// fastInterval is how often the live chart reads the router's counters.
const fastInterval = time.Second

// autoSessions is enough sessions that none carries more than half the
// per-session rate limit: one per subscriber up to 1,000, then shared.
func autoSessions(c config) int {
	if c.subscribers <= 1000 {
		return c.subscribers
	}
	perSubscriber := float64(len(c.targets))/c.interval.Seconds() + c.fastShare/fastInterval.Seconds()
	return min(c.subscribers, max(1000, int(math.Ceil(float64(c.subscribers)*perSubscriber/(sessionRateLimit/2)-1e-9))))
}

// subscriber is one signed-in app (a session; -sessions lets several
// simulated subscribers share one).
type subscriber struct {
	login   string
	account int64 // its active account, for cpefastpull (0: unknown)

	mu      sync.Mutex
	token   string
	tokenAt time.Time
}

// currentToken is the session's token now (a renewal may replace it).
func (s *subscriber) currentToken() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.token
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	cfg, err := parseFlags(args, stderr)
	if err != nil {
		return err
	}
	if cfg.serveBare != "" {
		return serveBare(ctx, cfg.serveBare, stdout)
	}
	if cfg.cpuProfile != "" {
		f, err := os.Create(cfg.cpuProfile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	// net/http for signing in and the server's metrics; the polled reads go through wire.
	transport := &http.Transport{
		Proxy:               nil,
		MaxIdleConnsPerHost: max(8, cfg.signinConcurrency),
		IdleConnTimeout:     90 * time.Second,
		TLSHandshakeTimeout: 10 * time.Second,
	}
	defer transport.CloseIdleConnections()

	if cfg.wait > 0 {
		if err := waitReady(ctx, transport, cfg.base, cfg.wait); err != nil {
			return err
		}
	}
	var ceiling float64
	if cfg.ceiling {
		if ceiling, err = runCeiling(ctx, cfg, stdout); err != nil {
			return err
		}
	}
	if cfg.floor > 0 {
		if err := runFloor(ctx, cfg, stdout); err != nil {
			return err
		}
	}
	fmt.Fprintf(stdout, "MyAccount load: %s\n", cfg.base)
	subs, signinFailed := signInAll(ctx, cfg, transport, stdout)
	if len(subs) == 0 {
		return errors.New("no subscriber could sign in")
	}
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if cfg.fastShare > 0 {
		findAccounts(ctx, cfg, transport, subs)
	}

	rss0, _ := serverMetric(ctx, transport, cfg.metrics, "process_resident_memory_bytes")
	cpu0, cpuOK := serverMetric(ctx, transport, cfg.metrics, "process_cpu_seconds_total")
	var (
		rec      *recorder
		missed   int
		watchers int // subscribers also on the live chart
		elapsed  time.Duration
	)
	if cfg.closedLoop > 0 {
		if rec, elapsed, err = closedLoop(ctx, cfg, subs); err != nil {
			return err
		}
	} else {
		client, err := newWire(cfg.base, cfg.conns, cfg.timeout)
		if err != nil {
			return err
		}
		defer client.close()
		watches := liveChartWatchers(cfg, subs)
		watchers = countTrue(watches)
		rec, missed, elapsed = poll(ctx, cfg, client, subs, watches)
	}
	cpu1, cpuOK1 := serverMetric(ctx, transport, cfg.metrics, "process_cpu_seconds_total")
	rss1, rssOK := serverMetric(ctx, transport, cfg.metrics, "process_resident_memory_bytes")
	all := rec.all.summarize()
	rate := float64(all.Count) / elapsed.Seconds()
	if cfg.closedLoop > 0 {
		fmt.Fprintf(stdout, "closed loop: %d workers, %d sessions, for %s\n", cfg.closedLoop, len(subs), cfg.duration)
		fmt.Fprintf(stdout, "  %d requests in %.1fs: %.1f requests/s\n", all.Count, elapsed.Seconds(), rate)
		if ceiling > 0 {
			fmt.Fprintf(stdout, "  the portal's throughput is %.0f %% of the bare handler's (%.1f requests/s)\n", 100*rate/ceiling, ceiling)
		}
	} else {
		fmt.Fprintf(stdout, "polling: %d subscribers on %d sessions, %d targets each every %s (staggered over the interval)",
			cfg.subscribers, len(subs), len(cfg.targets), cfg.interval)
		if cfg.fastShare > 0 {
			fmt.Fprintf(stdout, ", %d of them (%.1f %%; with a router) also cpefastpull every %s", watchers, 100*float64(watchers)/float64(cfg.subscribers), fastInterval)
		}
		fmt.Fprintf(stdout, ", through %d connections", cfg.conns)
		fmt.Fprintf(stdout, ", for %s\n", cfg.duration)
		expected := float64(cfg.subscribers*len(cfg.targets))/cfg.interval.Seconds() + float64(watchers)/fastInterval.Seconds()
		fmt.Fprintf(stdout, "  %d requests in %.1fs: %.1f requests/s (the schedule asks %.1f/s); rounds missed because the previous one was still running: %d\n",
			all.Count, elapsed.Seconds(), rate, expected, missed)
	}
	if rssOK {
		fmt.Fprintf(stdout, "  server resident memory: %.0f MB before, %.0f MB after\n", rss0/1e6, rss1/1e6)
	}
	if cpuOK && cpuOK1 && all.Count > 0 {
		used := cpu1 - cpu0
		fmt.Fprintf(stdout, "  server CPU while polling: %.2f s in %.1f s (%.0f %% of one core), %.0f µs per request\n",
			used, elapsed.Seconds(), 100*used/elapsed.Seconds(), 1e6*used/float64(all.Count))
	}
	rec.writeTable(stdout)
	if all.NotBuilt > 0 {
		fmt.Fprintln(stdout, "  (450 not supported: the server has no handler for that target yet)")
	}

	var problems []string
	if signinFailed > 0 {
		problems = append(problems, fmt.Sprintf("%d sign-ins failed", signinFailed))
	}
	if all.Fails > 0 {
		problems = append(problems, fmt.Sprintf("%d answers were failures", all.Fails))
	}
	if ctx.Err() != nil {
		problems = append(problems, "interrupted")
	}
	if len(problems) > 0 {
		return errors.New(strings.Join(problems, "; "))
	}
	return nil
}

// signInAll signs every subscriber in, cfg.signinConcurrency at a time,
// subscriber i with login i mod len(logins). It prints the phase's summary
// and returns the subscribers that signed in and how many failed.
func signInAll(ctx context.Context, cfg config, transport http.RoundTripper, stdout io.Writer) ([]*subscriber, int) {
	subs := make([]*subscriber, cfg.sessions)
	stats := newTargetStats()
	var (
		mu       sync.Mutex
		firstErr error
		failed   int
		wg       sync.WaitGroup
	)
	next := make(chan int)
	start := time.Now()
	for range cfg.signinConcurrency {
		wg.Go(func() {
			for i := range next {
				login := cfg.logins[i%len(cfg.logins)]
				t0 := time.Now()
				tok, err := signIn(ctx, transport, cfg.base, login, cfg.password)
				d := time.Since(t0)
				mu.Lock()
				if err != nil {
					failed++
					if firstErr == nil {
						firstErr = err
					}
					stats.add(d, answer{"failed", answerFailure})
				} else {
					subs[i] = &subscriber{login: login, token: tok, tokenAt: time.Now()}
					stats.add(d, answer{"200", answerOK})
				}
				mu.Unlock()
			}
		})
	}
feed:
	for i := range cfg.sessions {
		select {
		case next <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	took := time.Since(start)

	var ok []*subscriber
	perLogin := map[string]int{}
	for _, s := range subs {
		if s != nil {
			ok = append(ok, s)
			perLogin[s.login]++
		}
	}
	var spread []string
	for _, l := range cfg.logins {
		spread = append(spread, fmt.Sprintf("%s %d", l, perLogin[l]))
	}
	sum := stats.summarize()
	fmt.Fprintf(stdout, "sign-in: %d sessions (%s), %d at a time: %d signed in, %d failed, in %.1fs (%.1f/s); one sign-in p50 %s ms, p99 %s ms\n",
		cfg.sessions, strings.Join(spread, ", "), cfg.signinConcurrency, len(ok), failed, took.Seconds(),
		float64(sum.Count)/took.Seconds(), ms(sum.P50), ms(sum.P99))
	if firstErr != nil {
		fmt.Fprintf(stdout, "  first sign-in error: %v\n", firstErr)
	}
	return ok, failed
}

// poll runs the polling phase: subscriber i first polls at start +
// i·interval/N, then every interval, until the duration ends; a round polls
// every target at once, as the app's queries refetch together. A round due
// while the previous one still runs is skipped and counted (missed). It
// waits for the answers in flight and returns them with the phase's length.
func poll(ctx context.Context, cfg config, client *wire, subs []*subscriber, watches []bool) (*recorder, int, time.Duration) {
	rec := newRecorder(cfg.targets)
	// What the schedule will send, a tenth more for the answers of rounds
	// under way at the end.
	rounds := int(1.1 * float64(cfg.subscribers) * cfg.duration.Seconds() / cfg.interval.Seconds())
	for _, t := range cfg.targets {
		rec.reserve(t, rounds)
	}
	rec.reserve(fastPullLabel, int(1.1*float64(countTrue(watches))*cfg.duration.Seconds()/fastInterval.Seconds()))
	var (
		mu     sync.Mutex
		missed int
		wg     sync.WaitGroup
	)
	start := time.Now()
	end := start.Add(cfg.duration)
	paths := newReadPaths(cfg.targets)
	for i := range cfg.subscribers {
		sub := subs[i%len(subs)]
		offset := cfg.interval * time.Duration(i) / time.Duration(cfg.subscribers)
		if watches[i] {
			wg.Go(func() { watchLiveChart(ctx, client, sub, rec, start.Add(offset%fastInterval), end) })
		}
		wg.Go(func() {
			due := start.Add(offset)
			for due.Before(end) {
				if !sleepUntil(ctx, due) {
					return
				}
				renewToken(ctx, client, sub, rec)
				pollRound(ctx, client, cfg.targets, paths, sub, rec)
				due = due.Add(cfg.interval)
				if now := time.Now(); due.Before(now) {
					skipped := int(now.Sub(due)/cfg.interval) + 1
					due = due.Add(time.Duration(skipped) * cfg.interval)
					mu.Lock()
					missed += skipped
					mu.Unlock()
				}
			}
		})
	}
	wg.Wait()
	elapsed := cfg.duration
	if last := rec.last.Sub(start); last > elapsed {
		elapsed = last
	}
	return rec, missed, elapsed
}

// pollRound sends one GET per target at once with the subscriber's token
// (paths.path(i) is targets[i]'s) and records each answer.
func pollRound(ctx context.Context, client *wire, targets []string, paths *readPaths, sub *subscriber, rec *recorder) {
	var wg sync.WaitGroup
	wg.Add(len(targets))
	token := sub.currentToken()
	for i, target := range targets {
		send(ctx, client, paths.path(i), token, target, rec, func(j *wireJob) {
			paths.learn(i, j.status, j.body)
			wg.Done()
		})
	}
	wg.Wait()
}

// renewToken trades the session's token for a fresh one when it is 15
// minutes old, as the app does (only runs longer than that renew); one of
// the subscribers sharing the session does it.
func renewToken(ctx context.Context, client *wire, sub *subscriber, rec *recorder) {
	sub.mu.Lock()
	defer sub.mu.Unlock()
	if time.Since(sub.tokenAt) < renewEvery {
		return
	}
	status, body := call(ctx, client, "/api?ph=b", sub.token, renewTarget, rec)
	if tok, ok := tokenFrom(body); status == http.StatusOK && ok {
		sub.token, sub.tokenAt = tok, time.Now()
	}
}

// targetPath is the API read of one target.
func targetPath(target string) string { return "/api?target=" + url.QueryEscape(target) }

// readPaths are the polled reads' paths, escaped once for the whole run.
// Once an answer carries a target's schema, its path asks with that
// version (`schema=`), as the app's reads do, and the server leaves the
// schema out of the answers.
type readPaths struct {
	paths []atomic.Pointer[string]
	known []atomic.Bool // the schema's version is in the path
}

func newReadPaths(targets []string) *readPaths {
	p := &readPaths{paths: make([]atomic.Pointer[string], len(targets)), known: make([]atomic.Bool, len(targets))}
	for i, t := range targets {
		path := targetPath(t)
		p.paths[i].Store(&path)
	}
	return p
}

// path is target i's read.
func (p *readPaths) path(i int) string { return *p.paths[i].Load() }

// learn takes target i's schema version from an answer that carries one.
func (p *readPaths) learn(i, status int, body []byte) {
	if status != http.StatusOK || p.known[i].Load() {
		return
	}
	const key = `"sVersion":"`
	at := bytes.Index(body, []byte(key))
	if at < 0 {
		return
	}
	version, _, ok := bytes.Cut(body[at+len(key):], []byte(`"`))
	if !ok || len(version) == 0 {
		return
	}
	path := p.path(i) + "&schema=" + url.QueryEscape(string(version))
	if p.known[i].CompareAndSwap(false, true) {
		p.paths[i].Store(&path)
	}
}

// send queues one API GET (path, e.g. targetPath(target)) and records its
// answer, timed from the queue to the last byte, then calls after with it.
// An answer that ends after the run was interrupted is not recorded.
func send(ctx context.Context, client *wire, path, token, target string, rec *recorder, after func(*wireJob)) {
	t0 := time.Now()
	client.send(path, token, func(j *wireJob) {
		if now := time.Now(); ctx.Err() == nil {
			rec.add(target, now.Sub(t0), classify(j.status, j.body, j.err), now)
		}
		after(j)
	})
}

// call is send, waiting for the answer (status 0 when interrupted).
func call(ctx context.Context, client *wire, path, token, target string, rec *recorder) (int, []byte) {
	answered := make(chan *wireJob, 1)
	send(ctx, client, path, token, target, rec, func(j *wireJob) { answered <- j })
	j := <-answered
	if ctx.Err() != nil {
		return 0, nil
	}
	return j.status, j.body
}

// waitReady polls GET /readyz until it answers 200 or the time is up.
func waitReady(ctx context.Context, transport http.RoundTripper, base string, limit time.Duration) error {
	client := &http.Client{Transport: transport, Timeout: 2 * time.Second}
	deadline := time.Now().Add(limit)
	last := "no answer"
	for {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, base+"/readyz", nil)
		if err != nil {
			return err
		}
		res, _, err := do(client, req)
		switch {
		case err == nil && res.StatusCode == http.StatusOK:
			return nil
		case err == nil:
			last = fmt.Sprintf("status %d", res.StatusCode)
		default:
			last = err.Error()
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("%s/readyz not ready after %s: %s", base, limit, last)
		}
		if !sleepUntil(ctx, time.Now().Add(100*time.Millisecond)) {
			return ctx.Err()
		}
	}
}

// serverMetric reads an unlabelled sample (process_cpu_seconds_total,
// process_resident_memory_bytes) from the server's metrics URL; false when
// there is none or it does not answer.
func serverMetric(ctx context.Context, transport http.RoundTripper, metricsURL, name string) (float64, bool) {
	if metricsURL == "" {
		return 0, false
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, metricsURL, nil)
	if err != nil {
		return 0, false
	}
	res, body, err := do(&http.Client{Transport: transport, Timeout: 5 * time.Second}, req)
	if err != nil || res.StatusCode != http.StatusOK {
		return 0, false
	}
	return metricValue(body, name)
}

// metricValue finds an unlabelled sample in the Prometheus text format.
func metricValue(text []byte, name string) (float64, bool) {
	for _, line := range strings.Split(string(text), "\n") {
		f := strings.Fields(line)
		if len(f) >= 2 && f[0] == name {
			v, err := strconv.ParseFloat(f[1], 64)
			return v, err == nil
		}
	}
	return 0, false
}

// sleepUntil waits for t; false when ctx ended first.
func sleepUntil(ctx context.Context, t time.Time) bool {
	d := time.Until(t)
	if d <= 0 {
		return ctx.Err() == nil
	}
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case <-timer.C:
		return true
	case <-ctx.Done():
		return false
	}
}
