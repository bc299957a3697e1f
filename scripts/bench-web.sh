#!/usr/bin/env bash
# make bench-web: starts a fresh demo server (scripts/demo-server.sh) and runs
# web/scripts/bench-web.mjs against it: the bytes of each page's first load
# and Lighthouse's mobile performance scores (docs/benchmarks.md). Arguments
# go to the script, e.g. --no-lighthouse.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/demo-server.sh
(cd web && node scripts/bench-web.mjs "http://$addr" "$@")
