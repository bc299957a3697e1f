#!/usr/bin/env bash
# Runs the load generator (cmd/loadgen) against a fresh demo server: starts
# the built binary with --demo on a free port and a temporary data folder,
# waits for /readyz, replays the dashboard's polling, then stops the server
# and removes the folder. Arguments go to the load generator, e.g.
#
#   scripts/bench.sh -subscribers 1000 -duration 30s
#
# `make bench` runs it after the Go benchmarks (LOADGEN='…' passes arguments).
# MYACCOUNT_BIN names the binary (default bin/myaccount, from `make build`);
# the server logs at MYACCOUNT_LOG_LEVEL (default warn). Results and how to
# read them: docs/benchmarks.md.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/demo-server.sh
${GO:-go} build -o "$tmp/loadgen" ./cmd/loadgen

status=0
"$tmp/loadgen" -url "http://$addr" -metrics "$metrics" -wait 60s "$@" || status=$?
if [[ -s $tmp/server.log ]] && grep -q 'level=ERROR' "$tmp/server.log"; then
	echo "server errors during the run (first 10):"
	grep 'level=ERROR' "$tmp/server.log" | head -n 10
	status=1
fi
restart_time || status=1
exit "$status"
