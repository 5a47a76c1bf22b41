#!/usr/bin/env bash
# split_collection.sh TOOL — a collection of many games in one file (a KataGo .sgfs; large enough
# that several jobs take it a game tree at a time) gives, with two jobs, the very output of one job:
# the same rows in the same order, the same messages at the same file:line:col, the same status.
set -u
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
games=()
for f in testdata/replay/*.sgf; do
  iconv -f UTF-8 -t UTF-8 "$f" >/dev/null 2>&1 && games+=("$f")
done
for round in 1 2 3 4 5 6; do
  for f in "${games[@]}"; do
    # The first round keeps each record's line breaks (messages then name lines past the first of
    # the file); the others put a game on a line, as KataGo writes them.
    if [ "$round" = 1 ]; then cat "$f"; echo; else tr -d '\r\n' < "$f"; echo; fi
  done
done > "$work/self.sgfs"
size=$(stat -c %s "$work/self.sgfs")
[ "$size" -gt 65536 ] || { echo "the collection is only $size bytes: too small to be split"; exit 1; }
for format in text jsonl; do
  "$1" -j1 --format "$format" "$work/self.sgfs" >"$work/one.out" 2>"$work/one.err"; one=$?
  "$1" -j2 --format "$format" "$work/self.sgfs" >"$work/two.out" 2>"$work/two.err"; two=$?
  [ "$one" = "$two" ] || { echo "$format: exit status $one with one job, $two with two"; exit 1; }
  for stream in out err; do
    if ! cmp -s "$work/one.$stream" "$work/two.$stream"; then
      echo "$format: std$stream differs between one job and two:"
      diff "$work/one.$stream" "$work/two.$stream" | head -5
      exit 1
    fi
  done
  [ -s "$work/one.out" ] || { echo "$format: no rows"; exit 1; }
done
exit 0
