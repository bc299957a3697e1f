#!/usr/bin/env bash
# Times `myaccount import` of a generated subscriber base (cmd/importgen:
# the catalog as JSON Lines, then N subscribers as CSV, each with internet
# and a login) into a fresh SQLite folder and, when MYACCOUNT_TEST_POSTGRES
# names a server, a fresh PostgreSQL schema; then imports the same file
# again, which must change nothing. docs/benchmarks.md has the figures.
#
#   scripts/import-bench.sh [SUBSCRIBERS]      (default 50000)
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-50000}
bin=${MYACCOUNT_BIN:-bin/myaccount}
tmp=$(mktemp -d)
schema=""
cleanup() {
	rm -rf "$tmp"
	if [[ -n $schema ]]; then psql "$MYACCOUNT_TEST_POSTGRES" -qc "DROP SCHEMA $schema CASCADE" >/dev/null 2>&1 || true; fi
}
trap cleanup EXIT
${GO:-go} run ./cmd/importgen -subscribers "$n" -out "$tmp/base"

run() { # engine, then env assignments for the database
	local engine=$1
	shift
	echo "== $engine, $n subscribers (load average: $(cut -d' ' -f1-3 /proc/loadavg))"
	env "$@" "$bin" import "$tmp/base.catalog.jsonl" --by bench >/dev/null
	for pass in first second; do
		local start end
		start=$(date +%s.%N)
		env "$@" "$bin" import "$tmp/base.csv" --by bench | tail -n 1
		end=$(date +%s.%N)
		awk -v p="$pass" -v s="$start" -v e="$end" 'BEGIN { printf "   %s run: %.1f s wall\n", p, e - s }'
	done
}

run sqlite MYACCOUNT_DATA="$tmp/sqlite"
if [[ -n ${MYACCOUNT_TEST_POSTGRES:-} ]]; then
	schema="importbench_$$"
	psql "$MYACCOUNT_TEST_POSTGRES" -qc "CREATE SCHEMA $schema"
	sep='?'
	[[ $MYACCOUNT_TEST_POSTGRES == *\?* ]] && sep='&'
	run postgres MYACCOUNT_DATA="$tmp/pg" MYACCOUNT_DATABASE_URL="${MYACCOUNT_TEST_POSTGRES}${sep}search_path=$schema"
fi
