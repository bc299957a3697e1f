# MyAccount — one target per routine task. `make run` and `make test` are the
# two a newcomer needs (see README.md).
SHELL := /bin/bash
GO ?= go
# make run ADDR=… DATA=…, or the server's own variables MYACCOUNT_ADDR / MYACCOUNT_DATA.
ADDR ?= $(or $(MYACCOUNT_ADDR),127.0.0.1:8080)
DATA ?= $(or $(MYACCOUNT_DATA),./data)
BIN := bin/myaccount
WEB_OUT := internal/webui/app
# go install's folder (Mailpit, for the e-mail tests: scripts/ensure-mailpit).
export PATH := $(PATH):$(firstword $(subst :, ,$(shell $(GO) env GOPATH 2>/dev/null)))/bin
# The PostgreSQL the store suite also runs on when set (CI sets it).
MYACCOUNT_TEST_POSTGRES ?=
export MYACCOUNT_TEST_POSTGRES

# Installs web/node_modules from the lock. npm ci refuses a lock written with
# omit-lockfile-registry-resolved (as on these machines) because it then lacks
# other platforms' optional packages; npm install installs the locked versions.
NPM_INSTALL = npm ci --no-audit --no-fund 2>/dev/null || npm install --no-audit --no-fund

.PHONY: all build web run demo-reset dev test test-go test-web e2e test-postgres bench bench-web lint fmt clean

all: build

## build: the single binary with the web app embedded
build: web
	$(GO) build -trimpath -o $(BIN) ./cmd/myaccount

## web: the React app, built into internal/webui/app for go:embed
web:
	@if [ -f web/package.json ]; then \
		cd web && { [ -d node_modules ] && [ node_modules/.package-lock.json -nt package-lock.json ] || $(NPM_INSTALL); } && npm run build; \
	fi

## run: start the portal on an embedded SQLite with demo data
run: build
	./$(BIN) serve --addr $(ADDR) --data $(DATA) --demo

## demo-reset: delete the demo's data folder (DATA) and start again with fresh demo data
demo-reset: build
	@case "$(DATA)" in ""|/|.|..) echo "demo-reset: refusing to delete DATA='$(DATA)'"; exit 1;; esac
	rm -rf -- "$(DATA)"
	./$(BIN) serve --addr $(ADDR) --data $(DATA) --demo

## dev: Vite with a proxy to the Go server (run `make run` in another terminal)
dev:
	cd web && npm run dev

## test: everything — lint (Go and web), Go (race detector, SQLite and, when configured, PostgreSQL), web units, e2e
test: lint test-go test-web e2e

# -timeout: a cap, not a measure. On a busy 2-core machine the race detector makes the API
# package alone take 3–10 minutes; go test's default of 10 minutes failed it once.
test-go: web
	@scripts/ensure-mailpit || echo "test-go: no Mailpit, so the e-mail tests skip (CI installs it)" >&2
	$(GO) vet ./...
	$(GO) test -race -count=1 -timeout 30m ./...

test-web:
	@if [ -f web/package.json ]; then cd web && { [ -d node_modules ] || $(NPM_INSTALL); } && npm run typecheck && npm run test:unit; fi

## e2e: Playwright in Debian's Chromium against the real binary
e2e: build
	@if [ -d web/e2e ]; then scripts/ensure-chromium && scripts/ensure-mailpit && cd web && npm run e2e; fi

## test-postgres: the Go tests with the local PostgreSQL as well
test-postgres:
	MYACCOUNT_TEST_POSTGRES='postgres://root@127.0.0.1:5432/test?sslmode=disable' $(GO) test -race -count=1 -timeout 30m ./...

## bench: Go benchmarks, then the load generator against a fresh demo server
## (docs/benchmarks.md); LOADGEN passes flags, e.g. LOADGEN='-subscribers 1000'
LOADGEN ?=
bench: build
	$(GO) test -run '^$$' -bench . -benchmem ./...
	MYACCOUNT_BIN=$(BIN) GO=$(GO) scripts/bench.sh $(LOADGEN)

## bench-web: each page's first-load bytes and Lighthouse's mobile scores, in
## Debian's Chromium against a fresh demo server (docs/benchmarks.md)
bench-web: build
	@scripts/ensure-chromium
	MYACCOUNT_BIN=$(BIN) scripts/bench-web.sh $(BENCHWEB)

## lint: go vet and gofmt; ESLint on the web app (typescript-eslint, hooks, folder boundaries)
lint:
	$(GO) vet ./...
	@test -z "$$(gofmt -l cmd internal)" || { gofmt -l cmd internal; exit 1; }
	@if [ -f web/package.json ]; then cd web && { [ -d node_modules ] || $(NPM_INSTALL); } && npm run lint; fi

fmt:
	gofmt -w cmd internal

clean:
	rm -rf bin $(WEB_OUT)/* web/dist
