-- +goose Up
-- Sites and service status (issue 32): an account belongs to a site (a
-- tower, a node or an area), set through the provider API; outages and
-- planned maintenance name the sites they affect, with timestamped updates
-- in English and French and a resolution. Times are Unix milliseconds.

CREATE TABLE sites (
    code       TEXT PRIMARY KEY,
    name       TEXT NOT NULL,
    name_fr    TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL
);

ALTER TABLE accounts ADD COLUMN site_code TEXT REFERENCES sites(code);
CREATE INDEX accounts_site ON accounts(site_code);

CREATE TABLE outages (
    id              @ID@,
    external_id     TEXT NOT NULL UNIQUE,
    kind            TEXT NOT NULL CHECK (kind IN ('outage', 'maintenance')),
    title           TEXT NOT NULL,
    title_fr        TEXT NOT NULL DEFAULT '',
    starts_at       BIGINT NOT NULL,
    estimated_at    BIGINT,
    resolved_at     BIGINT,
    resolution      TEXT NOT NULL DEFAULT '',
    resolution_fr   TEXT NOT NULL DEFAULT '',
    created_at      BIGINT NOT NULL,
    updated_at      BIGINT NOT NULL
);
CREATE INDEX outages_open ON outages(resolved_at);

CREATE TABLE outage_sites (
    outage_id BIGINT NOT NULL REFERENCES outages(id) ON DELETE CASCADE,
    site_code TEXT NOT NULL REFERENCES sites(code),
    PRIMARY KEY (outage_id, site_code)
);
CREATE INDEX outage_sites_site ON outage_sites(site_code);

CREATE TABLE outage_updates (
    outage_id BIGINT NOT NULL REFERENCES outages(id) ON DELETE CASCADE,
    position  INTEGER NOT NULL,
    at        BIGINT NOT NULL,
    text      TEXT NOT NULL,
    text_fr   TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (outage_id, position)
);

-- +goose Down
DROP TABLE outage_updates;
DROP TABLE outage_sites;
DROP TABLE outages;
DROP INDEX accounts_site;
ALTER TABLE accounts DROP COLUMN site_code;
DROP TABLE sites;
