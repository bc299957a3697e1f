package store

import (
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// Concurrent misses of one key load once; a load that raced with a write is
// not kept; a failed load is not kept either.
func TestHotCacheLoadsOnceAndDropsRacedLoads(t *testing.T) {
	c := newHotCache[string, int](func() int64 { return 0 }, hotTTL)
	var loads atomic.Int32
	release := make(chan struct{})
	slow := func() (int, error) {
		loads.Add(1)
		<-release
		return 7, nil
	}
	var wg sync.WaitGroup
	results := make([]int, 8)
	for i := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			v, err := c.get("k", slow, nil)
			if err != nil {
				t.Error(err)
			}
			results[i] = v
		}()
	}
	// Let every caller reach get before the one load returns.
	for deadline := time.Now().Add(5 * time.Second); ; {
		c.mu.Lock()
		_, loading := c.inFlight["k"]
		c.mu.Unlock()
		if loading || time.Now().After(deadline) {
			break
		}
		time.Sleep(time.Millisecond)
	}
	time.Sleep(20 * time.Millisecond)
	close(release)
	wg.Wait()
	for i, v := range results {
		if v != 7 {
			t.Fatalf("caller %d got %d", i, v)
		}
	}
	if n := loads.Load(); n != 1 {
		t.Fatalf("%d loads for one key, want 1", n)
	}
	if v, _ := c.get("k", func() (int, error) { return 8, nil }, nil); v != 7 {
		t.Fatalf("the kept answer: %d", v)
	}

	// A write during a load: the loaded answer is not kept.
	c.drop("k")
	v, _ := c.get("k", func() (int, error) { c.drop("k"); return 9, nil }, nil)
	if v != 9 {
		t.Fatalf("raced load answered %d", v)
	}
	if v, _ := c.get("k", func() (int, error) { return 10, nil }, nil); v != 10 {
		t.Fatalf("a raced load was kept: %d", v)
	}

	// Errors and values keep refuses are not kept.
	c.clear()
	if _, err := c.get("e", func() (int, error) { return 0, errors.New("down") }, nil); err == nil {
		t.Fatal("the load's error was lost")
	}
	if v, _ := c.get("e", func() (int, error) { return 11, nil }, func(v int) bool { return v != 11 }); v != 11 {
		t.Fatalf("got %d", v)
	}
	if v, _ := c.get("e", func() (int, error) { return 12, nil }, nil); v != 12 {
		t.Fatalf("a refused value was kept: %d", v)
	}
}

// An entry ages by the store's clock as well as the wall clock.
func TestHotCacheAgesWithTheStoreClock(t *testing.T) {
	var now atomic.Int64
	c := newHotCache[string, int](now.Load, hotTTL)
	c.get("k", func() (int, error) { return 1, nil }, nil)
	if v, _ := c.get("k", func() (int, error) { return 2, nil }, nil); v != 1 {
		t.Fatalf("fresh entry reloaded: %d", v)
	}
	now.Add(hotTTL.Milliseconds())
	if v, _ := c.get("k", func() (int, error) { return 3, nil }, nil); v != 3 {
		t.Fatalf("an entry a TTL old answered: %d", v)
	}
}
