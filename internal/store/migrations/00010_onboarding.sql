-- +goose Up
-- The onboarding area (docs/onboarding-api.md): the contract on file, and
-- every signing of the contract or of an agreement in the browser.
-- Identity photos are review_uploads of kind identity (00008).

-- on_file: a signed contract of the account is on file (an approved
-- signing, or one signed before the portal). The checklist's contract
-- status is C when on file, P while a signing waits for review, I else.
ALTER TABLE contract_status ADD COLUMN on_file BOOLEAN NOT NULL DEFAULT FALSE;

-- One signing of the contract (kind contract) or of an agreement (kind
-- agreement, agreement_type its re-sign type). temp_id is the subscriber's
-- opaque handle. The signed PDF is stored once under file_key and never
-- changes: pdf_sha256 is its bytes' hash, checked before it is served;
-- content_sha256 the hash of the signed content printed on its audit page.
-- A second signing replaces the draft (status replaced, kept as signed);
-- an account has at most one draft and one submitted signing per kind.
CREATE TABLE signatures (
    id             @ID@,
    account_id     BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    identity_id    BIGINT NOT NULL REFERENCES identities(id) ON DELETE CASCADE,
    kind           TEXT NOT NULL CHECK (kind IN ('contract', 'agreement')),
    agreement_type TEXT NOT NULL DEFAULT '',
    version        TEXT NOT NULL,
    temp_id        TEXT NOT NULL UNIQUE,
    term           INTEGER NOT NULL DEFAULT 0 CHECK (term IN (0, 1, 2)),
    signer_name    TEXT NOT NULL DEFAULT '',
    company_name   TEXT NOT NULL DEFAULT '',
    status         TEXT NOT NULL CHECK (status IN ('draft', 'replaced', 'submitted', 'approved', 'rejected')),
    file_key       TEXT NOT NULL,
    thumbnail_key  TEXT NOT NULL DEFAULT '',
    pdf_sha256     TEXT NOT NULL,
    content_sha256 TEXT NOT NULL,
    document_id    BIGINT REFERENCES documents(id) ON DELETE SET NULL,
    signed_at      BIGINT NOT NULL,
    client_ip      TEXT NOT NULL DEFAULT '',
    login          TEXT NOT NULL DEFAULT '',
    submitted_at   BIGINT,
    decided_at     BIGINT,
    decided_by     TEXT NOT NULL DEFAULT '',
    reason         TEXT NOT NULL DEFAULT ''
);
CREATE INDEX signatures_account ON signatures(account_id, kind, status);
CREATE INDEX signatures_status ON signatures(status, submitted_at);
CREATE UNIQUE INDEX signatures_one_draft ON signatures(account_id, kind) WHERE status = 'draft';
CREATE UNIQUE INDEX signatures_one_submitted ON signatures(account_id, kind) WHERE status = 'submitted';

-- +goose Down
DROP TABLE signatures;
ALTER TABLE contract_status DROP COLUMN on_file;
