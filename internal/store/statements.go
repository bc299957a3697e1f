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
	mu    sync.RWMutex
	stmts map[string]*sql.Stmt
}

// get returns the prepared statement for query (written with ?), or nil
// when it cannot be prepared or the cache is full.
func (c *statementCache) get(ctx context.Context, db *sql.DB, d dialect, query string) *sql.Stmt {
	c.mu.RLock()
	st, ok := c.stmts[query]
	c.mu.RUnlock()
	if ok {
		return st
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if st, ok := c.stmts[query]; ok {
		return st
	}
	if len(c.stmts) >= maxPreparedStatements {
		return nil
	}
	// Prepared without the caller's deadline: the statement outlives this
	// request.
	st, err := db.PrepareContext(context.WithoutCancel(ctx), d.rebind(query))
	if err != nil {
		return nil
	}
	if c.stmts == nil {
		c.stmts = map[string]*sql.Stmt{}
	}
	c.stmts[query] = st
	return st
}

func (c *statementCache) close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, st := range c.stmts {
		st.Close()
	}
	c.stmts = nil
}
