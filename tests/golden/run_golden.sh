#!/usr/bin/env bash
# run_golden.sh NAME EXIT [--stdin FILE] TOOL ARGS... — runs TOOL ARGS from the source dir (standard
# input from FILE, else empty) and compares its exit status, stdout and stderr with
# testdata/expected/NAME.{out,err}. An argument @OUT@ is replaced by a fresh temporary file that
# the tool writes (e.g. --html @OUT@); what it holds afterwards is appended to stdout.
set -u
name=$1 want=$2; shift 2
stdin=/dev/null
if [ "$1" = --stdin ]; then stdin=$2; shift 2; fi
out=$(mktemp) err=$(mktemp) written=$(mktemp)
trap 'rm -f "$out" "$err" "$written"' EXIT
args=()
for a in "$@"; do [ "$a" = @OUT@ ] && args+=("$written") || args+=("$a"); done
"${args[@]}" >"$out" 2>"$err" <"$stdin"
got=$?
if [[ " $* " == *" @OUT@ "* ]]; then { echo "--- written file ---"; cat "$written"; } >>"$out"; fi
exp=testdata/expected/$name
if [ "${KIFU_UPDATE_GOLDEN:-}" = 1 ]; then
  cp "$out" "$exp.out"; cp "$err" "$exp.err"
fi
fail=0
[ "$got" = "$want" ] || { echo "exit status $got, expected $want"; fail=1; }
diff -u "$exp.out" "$out" || fail=1
diff -u "$exp.err" "$err" || fail=1
exit $fail
