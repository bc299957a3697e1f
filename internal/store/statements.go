package store

import (
	"context"
	"database/sql"
	"sync"
)

// maxPreparedStatements bounds the cache: the store's queries are constants,
// so it never fills in practice; a query built at run time beyond the bound
// still runs, unprepared.
const maxPreparedStatements = 1000

// statementCache prepares each query the first time it runs and keeps the
// statement; database/sql then prepares it once per pooled connection. A
// statement that fails to prepare is not kept, so its error surfaces from
// the unprepared run the caller falls back to.
type statementCache struct {
	mu        sync.RWMutex
	stmts     map[string]*sql.Stmt
	preparing map[string]bool
	// closed refuses new statements once the store closes; background
	// counts the preparations under way, which close waits for, so that no
	// connection is opened (and no database file touched) after Close.
	closed     bool
	background sync.WaitGroup
}

// get returns the prepared statement for query (written with ?), or nil
// when it cannot be prepared or the cache is full. The lock is not held
// while preparing: preparing takes a connection, and a transaction waiting
// on the lock holds one (with every connection so held, nothing could
// move).
func (c *statementCache) get(ctx context.Context, db *sql.DB, d dialect, query string) *sql.Stmt {
	if st := c.peek(query); st != nil {
		return st
	}
	c.mu.RLock()
	full := len(c.stmts) >= maxPreparedStatements
	c.mu.RUnlock()
	if full {
		return nil
	}
	// Prepared without the caller's deadline: the statement outlives this
	// request.
	st, err := db.PrepareContext(context.WithoutCancel(ctx), d.rebind(query))
	if err != nil {
		return nil
	}
	// A statement not kept is closed after the lock is let go: closing
	// takes each connection's lock, which a query in a transaction may hold
	// while it waits for this cache (a deadlock seen under -race).
	c.mu.Lock()
	kept, dup := c.stmts[query]
	if c.closed || dup {
		c.mu.Unlock()
		st.Close() // the store closed, or another caller prepared it meanwhile
		return kept
	}
	if c.stmts == nil {
		c.stmts = map[string]*sql.Stmt{}
	}
	c.stmts[query] = st
	c.mu.Unlock()
	return st
}

// peek returns the statement for query when it is prepared already.
func (c *statementCache) peek(query string) *sql.Stmt {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.stmts[query]
}

// prepareLater prepares query in the background, for a transaction that
// cannot wait for a second connection: its next run finds it prepared.
func (c *statementCache) prepareLater(db *sql.DB, d dialect, query string) {
	c.mu.Lock()
	if c.preparing == nil {
		c.preparing = map[string]bool{}
	}
	if c.closed || c.preparing[query] {
		c.mu.Unlock()
		return
	}
	c.preparing[query] = true
	c.background.Add(1)
	c.mu.Unlock()
	go func() {
		defer c.background.Done()
		c.get(context.Background(), db, d, query)
		c.mu.Lock()
		delete(c.preparing, query)
		c.mu.Unlock()
	}()
}

// close closes the kept statements once the preparations under way have
// ended.
func (c *statementCache) close() {
	c.mu.Lock()
	c.closed = true
	c.mu.Unlock()
	c.background.Wait()
	c.mu.Lock()
	stmts := c.stmts
	c.stmts = nil
	c.mu.Unlock()
	for _, st := range stmts {
		st.Close()
	}
}
