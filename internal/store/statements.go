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
	c.mu.Lock()
	defer c.mu.Unlock()
	if kept, ok := c.stmts[query]; ok {
		st.Close() // another caller prepared it meanwhile
		return kept
	}
	if c.stmts == nil {
		c.stmts = map[string]*sql.Stmt{}
	}
	c.stmts[query] = st
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
	if c.preparing[query] {
		c.mu.Unlock()
		return
	}
	c.preparing[query] = true
	c.mu.Unlock()
	go func() {
		c.get(context.Background(), db, d, query)
		c.mu.Lock()
		delete(c.preparing, query)
		c.mu.Unlock()
	}()
}

func (c *statementCache) close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, st := range c.stmts {
		st.Close()
	}
	c.stmts = nil
}
