package store

import "database/sql"

// DB is the store's connection pool, for tests that write as another tool
// would (plain SQL) or hold a transaction open.
func (s *Store) DB() *sql.DB { return s.db }

// Rebind writes a query's ? placeholders as the engine wants them.
func (s *Store) Rebind(q string) string { return s.d.rebind(q) }
