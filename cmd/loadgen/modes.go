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
	bare, err := startBare(ctx)
	if err != nil {
		return 0, err
	}
	defer bare.stop()
	bcfg := cfg
	bcfg.base = bare.base
	rec, elapsed, err := closedLoop(ctx, bcfg, bareSubscribers(cfg))
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

// runFloor runs the schedule for cfg.floor against the bare handler, with
// as many sessions and live-chart watchers as the portal's run, and reports
// the handler's CPU per request: what net/http, the kernel's loopback and
// this machine cost per read before any portal code runs. The portal's CPU
// per read is only comparable between machines beside it (a host half as
// fast doubles both).
func runFloor(ctx context.Context, cfg config, stdout io.Writer) error {
	bare, err := startBare(ctx)
	if err != nil {
		return err
	}
	defer bare.stop()
	bcfg := cfg
	bcfg.base, bcfg.duration = bare.base, cfg.floor
	client, err := newWire(bcfg.base, cfg.conns, cfg.timeout)
	if err != nil {
		return err
	}
	defer client.close()
	subs := bareSubscribers(cfg)
	watches := liveChartWatchers(bcfg, subs)
	cpu0, err := processCPU(bare.pid)
	if err != nil {
		return err
	}
	rec, missed, elapsed := poll(ctx, bcfg, client, subs, watches)
	cpu1, err := processCPU(bare.pid)
	if err != nil {
		return err
	}
	all := rec.all.summarize()
	fmt.Fprintf(stdout, "floor: the same schedule against a bare net/http handler (a token in a map, %d bytes of JSON), %d sessions, %d live-chart watchers, for %s\n",
		len(bareAnswer), len(subs), countTrue(watches), cfg.floor)
	if all.Count == 0 || all.Fails > 0 {
		return errors.New("the bare handler's run failed")
	}
	used := (cpu1 - cpu0).Seconds()
	fmt.Fprintf(stdout, "  %d requests in %.1fs: %.1f requests/s, rounds missed: %d; its CPU: %.2f s (%.0f %% of one core), %.1f µs per request; p99 %.1f ms\n",
		all.Count, elapsed.Seconds(), float64(all.Count)/elapsed.Seconds(), missed, used, 100*used/elapsed.Seconds(),
		1e6*used/float64(all.Count), all.P99.Seconds()*1000)
	return nil
}

// bareServer is this program run as the bare handler (-serve-bare).
type bareServer struct {
	base string
	pid  int
	stop func()
}

// startBare starts this program as the bare handler on a free port.
func startBare(ctx context.Context) (*bareServer, error) {
	self, err := os.Executable()
	if err != nil {
		return nil, err
	}
	bare := exec.CommandContext(ctx, self, "-serve-bare", "127.0.0.1:0")
	out, err := bare.StdoutPipe()
	if err != nil {
		return nil, err
	}
	bare.Stderr = os.Stderr
	if err := bare.Start(); err != nil {
		return nil, err
	}
	stop := func() {
		_ = bare.Process.Kill()
		_ = bare.Wait()
	}
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		stop()
		return nil, fmt.Errorf("the bare handler did not start: %v", err)
	}
	addr := strings.TrimSpace(strings.TrimPrefix(line, "bare handler on "))
	return &bareServer{base: "http://" + addr, pid: bare.Process.Pid, stop: stop}, nil
}

// bareSubscribers are the sessions of a run against the bare handler: one
// per session of the portal's run (up to the tokens it knows), each with an
// account for the live chart.
func bareSubscribers(cfg config) []*subscriber {
	subs := make([]*subscriber, min(cfg.sessions, bareTokens))
	for i := range subs {
		subs[i] = &subscriber{token: bareToken(i), tokenAt: time.Now(), account: 1}
	}
	return subs
}

// processCPU is the CPU time (user and system) a process has used so far,
// from /proc/<pid>/stat (Linux).
func processCPU(pid int) (time.Duration, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, fmt.Errorf("-floor reads the bare handler's CPU time from /proc (Linux): %v", err)
	}
	return parseProcCPU(string(b))
}

// parseProcCPU reads utime and stime (fields 14 and 15, in clock ticks of
// 1/100 s) from a /proc/<pid>/stat line; the command name before them is in
// parentheses and may hold spaces.
func parseProcCPU(stat string) (time.Duration, error) {
	end := strings.LastIndexByte(stat, ')')
	if end < 0 {
		return 0, errors.New("/proc stat: no command name")
	}
	f := strings.Fields(stat[end+1:])
	if len(f) < 13 {
		return 0, errors.New("/proc stat: too few fields")
	}
	utime, err1 := strconv.ParseInt(f[11], 10, 64)
	stime, err2 := strconv.ParseInt(f[12], 10, 64)
	if err1 != nil || err2 != nil {
		return 0, errors.New("/proc stat: utime or stime is not a number")
	}
	return time.Duration(utime+stime) * 10 * time.Millisecond, nil
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
