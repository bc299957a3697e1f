-- +goose Up
-- A capped internet package's price per GB over the monthly cap (issue 28:
-- the usage card shows the price per GB and the amount so far); 0 is no
-- price (nothing is charged, the card says so).
ALTER TABLE broadband_packages ADD COLUMN overage_cents_per_gb BIGINT NOT NULL DEFAULT 0;

-- +goose Down
ALTER TABLE broadband_packages DROP COLUMN overage_cents_per_gb;
