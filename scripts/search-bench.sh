#!/usr/bin/env bash
# Measures the staff console's subscriber search at N subscribers (issue 30,
# item 4: p95 ≤ 100 ms at 50,000) on SQLite and, when MYACCOUNT_TEST_POSTGRES
# names a server, on PostgreSQL: cmd/importgen writes the base, `myaccount
# import` loads it into a fresh SQLite folder and a fresh PostgreSQL schema
# (timed: the search index's triggers run in the import's transactions),
# then cmd/searchbench sends its mix of queries to the search call, RUNS
# times on each engine, the load average beside each run.
# docs/benchmarks.md has the figures.
#
#   scripts/search-bench.sh [SUBSCRIBERS] [RUNS]      (default 50000 3)
#   ENGINES=postgres scripts/search-bench.sh            (one engine only)
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-50000}
runs=${2:-3}
bin=${MYACCOUNT_BIN:-bin/myaccount}
go=${GO:-go}
tmp=$(mktemp -d)
schema=""
cleanup() {
	rm -rf "$tmp"
	if [[ -n $schema ]]; then psql "$MYACCOUNT_TEST_POSTGRES" -qc "DROP SCHEMA $schema CASCADE" >/dev/null 2>&1 || true; fi
}
trap cleanup EXIT
$go run ./cmd/importgen -subscribers "$n" -out "$tmp/base"
$go build -o "$tmp/searchbench" ./cmd/searchbench

run() { # engine, database, then env assignments for the database
	local engine=$1 db=$2
	shift 2
	echo "== $engine, $n subscribers: import (load average: $(cut -d' ' -f1-3 /proc/loadavg))"
	env "$@" "$bin" import "$tmp/base.catalog.jsonl" --by bench >/dev/null
	local start end
	start=$(date +%s.%N)
	env "$@" "$bin" import "$tmp/base.csv" --by bench | tail -n 1
	end=$(date +%s.%N)
	awk -v s="$start" -v e="$end" 'BEGIN { printf "   import: %.1f s wall\n", e - s }'
	for i in $(seq 1 "$runs"); do
		echo "== $engine, run $i (load average: $(cut -d' ' -f1-3 /proc/loadavg))"
		"$tmp/searchbench" -db "$db" -csv "$tmp/base.csv"
	done
}

engines=${ENGINES:-sqlite postgres}
if [[ $engines == *sqlite* ]]; then
	run sqlite "$tmp/sqlite/myaccount.db" MYACCOUNT_DATA="$tmp/sqlite"
fi
if [[ $engines == *postgres* && -n ${MYACCOUNT_TEST_POSTGRES:-} ]]; then
	schema="searchbench_$$"
	psql "$MYACCOUNT_TEST_POSTGRES" -qc "CREATE SCHEMA $schema"
	sep='?'
	[[ $MYACCOUNT_TEST_POSTGRES == *\?* ]] && sep='&'
	url="${MYACCOUNT_TEST_POSTGRES}${sep}search_path=$schema"
	run postgres "$url" MYACCOUNT_DATA="$tmp/pg" MYACCOUNT_DATABASE_URL="$url"
fi
