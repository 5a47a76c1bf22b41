#!/usr/bin/env bash
# parallel_shards.sh TOOL — the README's scale-out recipe: GNU parallel shards a file list over
# processes (--pipe, 4 paths per job, order kept) and the merged JSONL equals one process's output.
set -eu
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
find testdata/archive testdata/disputed -name '*.sgf' | sort > "$tmp/list"
"$1" --files-from "$tmp/list" --format jsonl -j1 > "$tmp/single" 2>/dev/null || true
parallel --will-cite --pipe -N4 -k -j2 "$1" --files-from - --format jsonl -j1 < "$tmp/list" > "$tmp/merged" 2>/dev/null || true
test -s "$tmp/single"
diff "$tmp/single" "$tmp/merged"
