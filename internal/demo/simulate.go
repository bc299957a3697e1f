package demo

import (
	"context"
	"log/slog"
	"sync"

	"myaccount/internal/store"
)

// Simulate keeps the demo alive while `serve --demo` runs: the current day's
// usage grows, the routers' WAN counters tick, the Wi-Fi devices' traffic
// goes on and the phones ring, written
// through the same store calls the ingest path uses. It returns when ctx ends.
func Simulate(ctx context.Context, st *store.Store, o Options, log *slog.Logger) {
	var wg sync.WaitGroup
	for _, run := range []func(context.Context, *store.Store, Options, *slog.Logger){simulateUsage, simulateCPE, simulateWifi, simulateCalls} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			run(ctx, st, o, log)
		}()
	}
	wg.Wait()
}
