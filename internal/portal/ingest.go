package portal

import (
	"context"
	"time"
)

// The provider's systems push usage, router counters and call records
// through /ingest (internal/ingest); IngestStore is what that door writes.

// CPERetention is how long router counter samples are kept.
const CPERetention = 3 * 24 * time.Hour

// BillingMonth is the provider's local month that holds Now: the month
// usage alerts are decided in.
type BillingMonth struct {
	Start, End time.Time // local midnights of the 1st of the month and of the next
	Now        time.Time
}

// BillingMonthOf is the billing month holding now in loc (nil: UTC).
func BillingMonthOf(now time.Time, loc *time.Location) BillingMonth {
	if loc == nil {
		loc = time.UTC
	}
	local := now.In(loc)
	start := time.Date(local.Year(), local.Month(), 1, 0, 0, 0, 0, loc)
	return BillingMonth{Start: start, End: start.AddDate(0, 1, 0), Now: now}
}

// DaysLeft counts the days left in the month, today included (the
// dashboard's "days left").
func (m BillingMonth) DaysLeft() int64 {
	today := m.Now.In(m.Start.Location())
	last := m.End.AddDate(0, 0, -1)
	return int64(last.Day()-today.Day()) + 1
}

// IngestStore is what the ingest handler reads and writes.
type IngestStore interface {
	// AddUsageAndAlert stores usage records and, in the same transaction,
	// writes the usage alerts they cause in month.
	AddUsageAndAlert(ctx context.Context, recs []UsageRecord, month BillingMonth) (accepted, duplicates int, err error)
	ExistingAccounts(ctx context.Context, ids []int64) (map[int64]bool, error)
	WarnIfOverCap(ctx context.Context, accountID int64, monthStart, monthEnd time.Time, w AccountWarning) (bool, error)

	AddCPESamples(ctx context.Context, samples []CPESample) (accepted, duplicates int, err error)
	UnknownCPEAccounts(ctx context.Context, ids []int64) ([]int64, error)
	AccountsWithoutRouter(ctx context.Context, ids []int64) ([]int64, error)

	AddCallRecords(ctx context.Context, recs []CallRecord) (accepted, duplicates int, err error)
	PackageOfNumber(ctx context.Context, accountID int64, number string) (int64, error)
}
