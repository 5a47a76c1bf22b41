#!/usr/bin/env bash
# closed_pipe.sh TOOL — TOOL writing many rows into `head -c 1` must end quietly: no message, no
# signal death, an ordinary exit status.
set -u
err=$(mktemp)
trap 'rm -f "$err"' EXIT
args=()
for _ in $(seq 40); do args+=(testdata/archive); done
"$1" -j2 --format jsonl "${args[@]}" 2>"$err" | head -c 1 >/dev/null
status=${PIPESTATUS[0]}
if [ "$status" -gt 2 ]; then echo "exit status $status (killed by a signal?)"; exit 1; fi
if grep -v 'warning\|info' "$err" | grep -q .; then echo "unexpected stderr:"; cat "$err"; exit 1; fi
exit 0
