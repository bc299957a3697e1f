# Sourced by the bench scripts: starts the built binary with --demo on a free
# port and a temporary data folder, sets $addr (host:port), $metrics (the
# /metrics URL) and $tmp, and stops the server and removes the folder on exit.
# MYACCOUNT_BIN names the binary (default bin/myaccount, from `make build`);
# the server logs at MYACCOUNT_LOG_LEVEL (default warn) into $tmp/server.log.

bin=${MYACCOUNT_BIN:-bin/myaccount}
if [[ ! -x $bin ]]; then
	echo "bench: $bin is missing — run make build first" >&2
	exit 1
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/myaccount-bench.XXXXXX")
pid=
cleanup() {
	if [[ -n $pid ]]; then
		kill "$pid" 2>/dev/null || true
		wait "$pid" 2>/dev/null || true
	fi
	rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# The output files exist before the server starts: on a busy machine the
# loop below can read them before the server's shell has opened them.
: >"$tmp/server.out"
: >"$tmp/server.log"
# --addr 127.0.0.1:0: the kernel picks a free port; the server prints it.
MYACCOUNT_LOG_LEVEL=${MYACCOUNT_LOG_LEVEL:-warn} "$bin" serve --demo --addr 127.0.0.1:0 --metrics-addr 127.0.0.1:0 --data "$tmp/data" \
	>"$tmp/server.out" 2>"$tmp/server.log" &
pid=$!

addr=
for _ in $(seq 1 600); do
	addr=$(sed -n 's/^MyAccount .* on \([0-9.]*:[0-9]*\) .*/\1/p' "$tmp/server.out" | head -n 1)
	[[ -n $addr ]] && break
	if ! kill -0 "$pid" 2>/dev/null; then
		echo "bench: the server stopped while starting:" >&2
		tail -n 20 "$tmp/server.log" >&2
		exit 1
	fi
	sleep 0.1
done
if [[ -z $addr ]]; then
	echo "bench: the server did not start within 60 s:" >&2
	tail -n 20 "$tmp/server.log" >&2
	exit 1
fi
metrics=$(sed -n 's/^  metrics \(http:[^ ]*\)$/\1/p' "$tmp/server.out" | head -n 1)
echo "server: $bin (version $("$bin" version)) on $addr, demo data, $(nproc) cores ($(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -n 1)), log level ${MYACCOUNT_LOG_LEVEL:-warn}, load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"

# restart_time stops the server and starts it again on the same data folder
# (no --demo: an existing database), printing how long until /readyz answers
# 200 — the start-up a rolling deploy waits for.
restart_time() {
	kill "$pid" 2>/dev/null || true
	wait "$pid" 2>/dev/null || true
	local port t0 t1
	port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
	t0=$(date +%s%N)
	"$bin" serve --addr "127.0.0.1:$port" --metrics-addr off --data "$tmp/data" >/dev/null 2>>"$tmp/server.log" &
	pid=$!
	until curl -sf -o /dev/null "http://127.0.0.1:$port/readyz"; do
		kill -0 "$pid" 2>/dev/null || { echo "start-up: the server stopped"; return 1; }
		sleep 0.005
	done
	t1=$(date +%s%N)
	echo "start-up: serve on the existing database answered /readyz after $(((t1 - t0) / 1000000)) ms"
}
