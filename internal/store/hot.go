package store

import (
	"sync"
	"time"

	"myaccount/internal/portal"
)

// hotTTL is how long a read the change feed does not cover (the notices in
// force, which start and end by the clock) answers from memory without
// asking the database. Writes made through this store drop what they change
// at once, so its own process never reads a stale value.
const hotTTL = time.Second

// keptTTL bounds how long the reads the change feed invalidates
// (changefeed.go) are kept: the feed drops them when they change, so this
// only limits what a store keeps for subscribers who stopped polling.
const keptTTL = 10 * time.Minute

// hotLimit bounds a cache's entries; beyond it the cache starts again empty.
const hotLimit = 200_000

// hotCache keeps the answers of the reads every signed-in app repeats (its
// token, its login's accounts, the notices in force, the month's usage, the
// menu flags…) for a TTL. Concurrent
// misses of one key share one load, so the five reads of an app's polling
// round ask the database once. A load that raced with a write is used once
// and not kept: drop and clear advance a generation that every load checks.
type hotCache[K comparable, V any] struct {
	// now is the store's clock in ms: a test that moves it ages entries too.
	now func() int64
	ttl time.Duration

	mu       sync.Mutex
	gen      uint64
	entries  map[K]hotEntry[V]
	inFlight map[K]*hotLoad[V]
}

type hotEntry[V any] struct {
	value   V
	wall    time.Time // when it was read, by the wall clock
	storeMs int64     // and by the store's clock
}

type hotLoad[V any] struct {
	gen   uint64
	done  chan struct{}
	value V
	err   error
}

func newHotCache[K comparable, V any](now func() int64, ttl time.Duration) *hotCache[K, V] {
	return &hotCache[K, V]{now: now, ttl: ttl, entries: map[K]hotEntry[V]{}, inFlight: map[K]*hotLoad[V]{}}
}

// fresh says whether an entry may still answer.
func (c *hotCache[K, V]) fresh(e hotEntry[V]) bool {
	age := c.now() - e.storeMs
	return time.Since(e.wall) < c.ttl && age >= 0 && age < c.ttl.Milliseconds()
}

// get answers key from memory, or loads it once for every concurrent caller.
// keep decides whether a loaded value is worth keeping (an unknown token is
// not: it is no subscriber's hot read).
func (c *hotCache[K, V]) get(key K, load func() (V, error), keep func(V) bool) (V, error) {
	c.mu.Lock()
	if e, ok := c.entries[key]; ok && c.fresh(e) {
		c.mu.Unlock()
		return e.value, nil
	}
	if l, ok := c.inFlight[key]; ok {
		if l.gen != c.gen {
			// A write landed since that load began: its answer may predate
			// the write, so read afresh (and keep nothing).
			c.mu.Unlock()
			return load()
		}
		c.mu.Unlock()
		<-l.done
		if l.err != nil {
			// Its caller's request may have ended (a cancelled context):
			// this one tries on its own.
			return load()
		}
		return l.value, nil
	}
	gen := c.gen
	l := &hotLoad[V]{gen: gen, done: make(chan struct{})}
	c.inFlight[key] = l
	wall, storeMs := time.Now(), c.now()
	c.mu.Unlock()

	l.value, l.err = load()

	c.mu.Lock()
	delete(c.inFlight, key)
	if l.err == nil && gen == c.gen && (keep == nil || keep(l.value)) {
		if len(c.entries) >= hotLimit {
			c.entries = map[K]hotEntry[V]{}
		}
		c.entries[key] = hotEntry[V]{l.value, wall, storeMs}
	}
	c.mu.Unlock()
	close(l.done)
	return l.value, l.err
}

// drop forgets keys after a write changed them.
func (c *hotCache[K, V]) drop(keys ...K) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	for _, k := range keys {
		delete(c.entries, k)
	}
}

// dropIf forgets every entry that matches (a write known by what it
// changed, not by key: a session's tokens, a login's sessions).
func (c *hotCache[K, V]) dropIf(match func(K, V) bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	for k, e := range c.entries {
		if match(k, e.value) {
			delete(c.entries, k)
		}
	}
}

// clear forgets everything.
func (c *hotCache[K, V]) clear() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	c.entries = map[K]hotEntry[V]{}
}

// kept answers key from c while the change feed is live, and from the
// database while it is not (before migration, or after a failed poll): a
// kept read is only as good as the feed that drops it.
func kept[K comparable, V any](s *Store, c *hotCache[K, V], key K, load func() (V, error), keep func(V) bool) (V, error) {
	if !s.feed.live.Load() {
		return load()
	}
	return c.get(key, load, keep)
}

// keptFor is kept for a read of one period (a month) keyed by its account:
// a value kept for another period is replaced, so a new month reloads.
func keptFor[V any](s *Store, c *hotCache[int64, V], account int64, period func(V) int64, want int64, load func() (V, error), keep func(V) bool) (V, error) {
	v, err := kept(s, c, account, load, keep)
	if err == nil && period(v) != want {
		c.drop(account)
		v, err = kept(s, c, account, load, keep)
	}
	return v, err
}

// dropKept forgets the kept reads a change names (changefeed.go's scopes).
func (s *Store) dropKept(scope int, key int64) {
	switch scope {
	case changeAccount:
		s.flags.drop(key)
		s.plans.drop(key)
		s.usage.drop(key)
		s.ratings.drop(key)
		s.warnings.drop(key)
		s.hitcaps.drop(key)
	case changeIdentity:
		s.links.drop(key)
	case changeSession:
		s.sessions.dropIf(func(_ string, r sessionRow) bool { return r.sess.ID == key })
	default:
		s.sessions.clear()
		s.notices.clear()
		s.links.clear()
		s.flags.clear()
		s.plans.clear()
		s.usage.clear()
		s.ratings.clear()
		s.warnings.clear()
		s.hitcaps.clear()
	}
}

// The kept values of reads that depend on a month, with the month they are
// for (its start, ms).
type (
	keptPlan struct {
		month int64
		plan  portal.BroadbandPlan
		none  bool // the account has no broadband package
	}
	keptUsage struct {
		from, to int64
		totals   portal.UsageTotals
	}
	keptHitCap struct {
		month int64
		open  bool
	}
	keptRating struct {
		rating portal.Rating
		none   bool // the account never answered
	}
)
