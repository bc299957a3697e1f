-- +goose Up
-- The usage alerts sent (issue 31): one row per account, billing month and
-- threshold (80 or 100 % of the month's cap). The row is written in the
-- transaction of the usage that crossed the threshold, with the alert's
-- messages, so an alert goes once per threshold per month whatever the
-- batches, their repeats or the replicas. month_start is the month's first
-- local midnight (epoch milliseconds).
CREATE TABLE usage_alerts (
    account_id  BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    month_start BIGINT NOT NULL,
    threshold   INTEGER NOT NULL CHECK (threshold IN (80, 100)),
    used_bytes  BIGINT NOT NULL,
    cap_gb      BIGINT NOT NULL,
    sent_at     BIGINT NOT NULL,
    PRIMARY KEY (account_id, month_start, threshold)
);

-- +goose Down
DROP TABLE usage_alerts;
