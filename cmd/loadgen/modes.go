package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// fastSubscribers is how many subscribers watch the live chart (-fastpull).
func fastSubscribers(cfg config) int {
	if cfg.fastShare <= 0 {
		return 0
	}
	return int(math.Round(cfg.fastShare * float64(cfg.subscribers)))
}

// liveChartWatchers says which subscribers also watch the live chart:
// fastSubscribers of them, spread evenly over those whose session has an
// account with a router (findAccounts), since only those see the chart.
func liveChartWatchers(cfg config, subs []*subscriber) []bool {
	watches := make([]bool, cfg.subscribers)
	var eligible []int
	for i := range cfg.subscribers {
		if subs[i%len(subs)].account > 0 {
			eligible = append(eligible, i)
		}
	}
	want := min(fastSubscribers(cfg), len(eligible))
	for j := range want {
		watches[eligible[j*len(eligible)/want]] = true
	}
	return watches
}

// countTrue counts the subscribers a []bool marks.
func countTrue(marks []bool) int {
	n := 0
	for _, m := range marks {
		if m {
			n++
		}
	}
	return n
}

// fastPullTarget is the live chart's read of the router's counters.
func fastPullTarget(account int64) string {
	id := strconv.FormatInt(account, 10)
	return "user." + id + "/cpefastpull." + id
}

// fastPullLabel names the live chart's reads in the report, whatever the account.
const fastPullLabel = "user.{id}/cpefastpull.{id}"

// findAccounts finds, per login, the first of its accounts with a router
// (the live chart shows only there; 434 says the account has none) and
// gives it to the login's sessions; a login without one watches no chart.
func findAccounts(ctx context.Context, cfg config, transport http.RoundTripper, subs []*subscriber) {
	client := &http.Client{Transport: transport, Timeout: cfg.timeout}
	get := func(target, token string) (int, []byte) {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, cfg.base+targetPath(target), nil)
		if err != nil {
			return 0, nil
		}
		req.Header.Set("x-omicron", token)
		res, body, err := do(client, req)
		if err != nil {
			return 0, nil
		}
		return res.StatusCode, body
	}
	known := map[string]int64{}
	for _, sub := range subs {
		if id, ok := known[sub.login]; ok {
			sub.account = id
			continue
		}
		known[sub.login] = 0
		status, body := get("me.1/associatedaccounts", sub.currentToken())
		if status != http.StatusOK {
			continue
		}
		var answer struct {
			List []struct {
				AssociatedAccounts []int64 `json:"associatedAccounts"`
			} `json:"list"`
		}
		if json.Unmarshal(body, &answer) != nil || len(answer.List) == 0 {
			continue
		}
		for _, id := range answer.List[0].AssociatedAccounts {
			// 433: a router that is silent now; the chart still shows and polls.
			if status, _ := get(fastPullTarget(id), sub.currentToken()); status == http.StatusOK || status == 433 {
				sub.account, known[sub.login] = id, id
				break
			}
		}
	}
}

// watchLiveChart reads the router's counters every second from first until
// end, as Traffic Monitor's live chart does (a read due while the previous
// one runs is skipped).
func watchLiveChart(ctx context.Context, client *wire, sub *subscriber, rec *recorder, first, end time.Time) {
	path := targetPath(fastPullTarget(sub.account))
	for due := first; due.Before(end); due = due.Add(fastInterval) {
		if !sleepUntil(ctx, due) {
			return
		}
		call(ctx, client, path, sub.currentToken(), fastPullLabel, rec)
		for now := time.Now(); due.Add(fastInterval).Before(now); {
			due = due.Add(fastInterval)
		}
	}
}

// closedLoop has cfg.closedLoop workers send the targets back to back, each
// with the next session in turn, for cfg.duration: the most the server
// answers with this machine's cores shared with the load generator.
func closedLoop(ctx context.Context, cfg config, subs []*subscriber) (*recorder, time.Duration, error) {
	client, err := newWire(cfg.base, min(cfg.closedLoop, cfg.conns), cfg.timeout)
	if err != nil {
		return nil, 0, err
	}
	defer client.close()
	rec := newRecorder(cfg.targets)
	paths := newReadPaths(cfg.targets)
	var next atomic.Int64
	start := time.Now()
	end := start.Add(cfg.duration)
	var wg sync.WaitGroup
	for range cfg.closedLoop {
		wg.Go(func() {
			for time.Now().Before(end) && ctx.Err() == nil {
				n := next.Add(1)
				i := int(n) % len(cfg.targets)
				sub := subs[int(n/int64(len(cfg.targets)))%len(subs)]
				status, body := call(ctx, client, paths.path(i), sub.currentToken(), cfg.targets[i], rec)
				paths.learn(i, status, body)
			}
		})
	}
	wg.Wait()
	return rec, time.Since(start), nil
}

// runCeiling starts this program as the bare handler (-serve-bare), runs the
// same closed loop against it and returns its requests/s.
func runCeiling(ctx context.Context, cfg config, stdout io.Writer) (float64, error) {
	self, err := os.Executable()
	if err != nil {
		return 0, err
	}
	bare := exec.CommandContext(ctx, self, "-serve-bare", "127.0.0.1:0")
	out, err := bare.StdoutPipe()
	if err != nil {
		return 0, err
	}
	bare.Stderr = os.Stderr
	if err := bare.Start(); err != nil {
		return 0, err
	}
	defer func() {
		_ = bare.Process.Kill()
		_ = bare.Wait()
	}()
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		return 0, fmt.Errorf("the bare handler did not start: %v", err)
	}
	addr := strings.TrimSpace(strings.TrimPrefix(line, "bare handler on "))
	bcfg := cfg
	bcfg.base = "http://" + addr
	subs := make([]*subscriber, min(cfg.sessions, bareTokens))
	for i := range subs {
		subs[i] = &subscriber{token: bareToken(i), tokenAt: time.Now()}
	}
	rec, elapsed, err := closedLoop(ctx, bcfg, subs)
	if err != nil {
		return 0, err
	}
	all := rec.all.summarize()
	rate := float64(all.Count) / elapsed.Seconds()
	fmt.Fprintf(stdout, "ceiling: a bare net/http handler (a token in a map, %d bytes of JSON), closed loop of %d workers, for %s\n",
		len(bareAnswer), cfg.closedLoop, cfg.duration)
	fmt.Fprintf(stdout, "  %d requests in %.1fs: %.1f requests/s\n", all.Count, elapsed.Seconds(), rate)
	rec.writeTable(stdout)
	if all.Fails > 0 || all.Count == 0 {
		return 0, errors.New("the bare handler's run failed")
	}
	return rate, nil
}

// bareTokens is how many tokens the bare handler knows.
const bareTokens = 100_000

func bareToken(i int) string { return fmt.Sprintf("bare-token-%06d", i) }

// bareAnswer is the size and shape of a polled answer (the dashboard's
// usage: about 300 bytes of JSON).
var bareAnswer = []byte(`{"error":0,"name":"broadbandtraffic","object":{"usedGb":137.42,"baseCap":400,"loyaltyExtraGb":25,` +
	`"onetimeExtraGb":0,"totalCap":425,"unlimited":false,"periodStart":1793516400000,"periodEnd":1796108400000,` +
	`"today":"2026-11-24"},"zeroRows":false,"message":""}` + "\n")

// serveBare answers every GET with bareAnswer when x-omicron is a known
// token (401 otherwise): the least any API server does per request.
func serveBare(ctx context.Context, addr string, stdout io.Writer) error {
	tokens := make(map[string]bool, bareTokens)
	for i := range bareTokens {
		tokens[bareToken(i)] = true
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "bare handler on %s\n", ln.Addr())
	srv := &http.Server{ReadHeaderTimeout: 10 * time.Second, Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !tokens[r.Header.Get("x-omicron")] {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write(bareAnswer)
	})}
	go func() {
		<-ctx.Done()
		_ = srv.Close()
	}()
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
