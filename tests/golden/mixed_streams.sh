#!/usr/bin/env bash
# mixed_streams.sh TOOL — with standard output and standard error on one file (`> log 2>&1`), every
# line of the log is a whole line the tool wrote to one of them: a record's messages never land in
# the middle of another record's row.
set -u
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
args=()
for _ in $(seq 20); do args+=(testdata/archive); done
"$1" -j2 "${args[@]}" >"$work/out" 2>"$work/err"
"$1" -j2 "${args[@]}" >"$work/both" 2>&1
sort "$work/out" "$work/err" >"$work/apart"
sort "$work/both" >"$work/together"
broken=$(comm -13 "$work/apart" "$work/together")
if [ -n "$broken" ]; then
  echo "lines in the mixed log that the tool never wrote whole:"
  printf '%s\n' "$broken" | head -5
  exit 1
fi
if ! cmp -s "$work/apart" "$work/together"; then echo "the mixed log lost or added lines"; exit 1; fi
exit 0
