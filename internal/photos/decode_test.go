package photos

import (
	"bytes"
	"context"
	"image/jpeg"
	"runtime"
	"sync"
	"testing"
	"time"

	"myaccount/internal/photos/phototest"
)

// TestDecodeCostMatchesTheDecoder: DecodeCost, read from the frame header,
// is what Go's decoder allocates (within a margin), for baseline and
// progressive JPEGs in 4:2:0 and 4:4:4.
func TestDecodeCostMatchesTheDecoder(t *testing.T) {
	for _, c := range []struct {
		name string
		data []byte
	}{
		{"baseline 4:2:0", phototest.Baseline(1600, 1200, false, 1)},
		{"baseline 4:4:4", phototest.Baseline(1600, 1200, true, 1)},
		{"progressive 4:2:0", phototest.Progressive(1600, 1200, false)},
		{"progressive 4:4:4", phototest.Progressive(1600, 1200, true)},
	} {
		cost, ok := DecodeCost(c.data)
		if !ok {
			t.Fatalf("%s: no cost", c.name)
		}
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		if _, err := jpeg.Decode(bytes.NewReader(c.data)); err != nil {
			t.Fatal(err)
		}
		runtime.ReadMemStats(&after)
		alloc := int64(after.TotalAlloc - before.TotalAlloc)
		if cost < alloc*9/10 || cost > alloc*3/2 {
			t.Errorf("%s: DecodeCost %d, the decoder allocated %d", c.name, cost, alloc)
		}
	}
}

// TestDecodeBudget: the budget takes a baseline photo of 50 megapixels and
// refuses a progressive one (its coefficient buffers cost 2.5 to 5 times
// the picture), while a progressive photo of a phone's 12 megapixels fits.
func TestDecodeBudget(t *testing.T) {
	for _, c := range []struct {
		name string
		data []byte
		fits bool
	}{
		{"baseline 50 MP 4:4:4", phototest.Baseline(8660, 5773, true, 1), true},
		{"baseline 50 MP 4:2:0", phototest.Baseline(8660, 5773, false, 1), true},
		{"progressive 50 MP 4:2:0 (the issue's file)", phototest.Progressive(8660, 5773, false), false},
		{"progressive 25 MP 4:2:0", phototest.Progressive(6124, 4082, false), false},
		{"progressive 12 MP 4:2:0", phototest.Progressive(4000, 3000, false), true},
		{"progressive 12 MP 4:4:4", phototest.Progressive(4000, 3000, true), false},
		{"progressive 8 MP 4:4:4", phototest.Progressive(3264, 2448, true), true},
	} {
		cost, ok := DecodeCost(c.data)
		if !ok || (cost <= MaxDecodeBytes) != c.fits {
			t.Errorf("%s: cost %d MB (budget %d MB), fits %v", c.name, cost>>20, MaxDecodeBytes>>20, !c.fits)
		}
	}
	if _, ok := DecodeCost([]byte{0xFF, 0xD8, 0xFF, 0xDA, 0, 2}); ok {
		t.Error("a scan before any frame has a cost")
	}
}

// TestDecodeGate: however many wait, no more decodes run at once than the
// gate's slots, nor more bytes than its budget; a waiter whose caller went
// away holds nothing.
func TestDecodeGate(t *testing.T) {
	g := &decodeGate{maxSlots: 2, maxBytes: 100}
	var mu sync.Mutex
	slots, bytes, maxSlots, maxBytes := 0, int64(0), 0, int64(0)
	var wg sync.WaitGroup
	for i := range 24 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cost := int64(10 + (i*37)%91)
			release, err := g.acquire(context.Background(), cost)
			if err != nil {
				t.Error(err)
				return
			}
			mu.Lock()
			slots++
			bytes += cost
			maxSlots, maxBytes = max(maxSlots, slots), max(maxBytes, bytes)
			mu.Unlock()
			time.Sleep(time.Millisecond)
			mu.Lock()
			slots--
			bytes -= cost
			mu.Unlock()
			release()
		}()
	}
	wg.Wait()
	if maxSlots > 2 || maxBytes > 100 {
		t.Errorf("at once: %d decodes, %d bytes", maxSlots, maxBytes)
	}
	hold, _ := g.acquire(context.Background(), 100)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if _, err := g.acquire(ctx, 50); err == nil {
		t.Fatal("a full gate let a decode in")
	}
	hold()
	if g.slots != 0 || g.bytes != 0 || len(g.waiters) != 0 {
		t.Errorf("left behind: %d slots, %d bytes, %d waiters", g.slots, g.bytes, len(g.waiters))
	}
}
