#!/usr/bin/env bash
# compressed.sh TOOLS_DIR — a record compressed alone (.sgf.gz, .sgf.bz2, .sgf.xz) gives the rows of
# the record itself, named as the compressed file; standard input is sniffed like a file: a tar.gz
# piped in gives its members' rows (named -!/MEMBER), a record piped in its own row; kifu-fix keeps a
# KataGo .sgfs a game tree a line, compressed or piped in. Run from the source dir.
set -u
tools=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
bad() { echo "FAIL: $*"; fail=1; }
record=testdata/archive/kgs-2017-01-01-1.sgf
for tool in kifu-check kifu-score; do
  "$tools/$tool" --format jsonl "$record" 2>/dev/null | sed "s#\"file\":\"$record\"#\"file\":\"X\"#" >"$work/plain"
  for kind in gz bz2 xz; do
    f=$work/game.sgf.$kind
    case $kind in gz) gzip -c "$record" ;; bz2) bzip2 -c "$record" ;; xz) xz -c "$record" ;; esac >"$f"
    "$tools/$tool" --format jsonl "$f" 2>/dev/null | sed "s#\"file\":\"$f\"#\"file\":\"X\"#" >"$work/got"
    status=${PIPESTATUS[0]}
    [ "$status" = 0 ] || bad "$tool game.sgf.$kind: exit status $status"
    cmp -s "$work/plain" "$work/got" || { bad "$tool game.sgf.$kind: rows differ"; diff "$work/plain" "$work/got" | head -4; }
  done
  # piped in: a record, a compressed record, an archive
  "$tools/$tool" --format jsonl - <"$record" 2>/dev/null | sed 's#"file":"-"#"file":"X"#' >"$work/got"
  cmp -s "$work/plain" "$work/got" || bad "$tool: a record on standard input"
  "$tools/$tool" --format jsonl - <"$work/game.sgf.gz" 2>/dev/null | sed 's#"file":"-"#"file":"X"#' >"$work/got"
  cmp -s "$work/plain" "$work/got" || bad "$tool: a compressed record on standard input"
  tar -czf "$work/a.tar.gz" -C testdata archive
  "$tools/$tool" --format jsonl "$work/a.tar.gz" 2>/dev/null | sed "s#\"file\":\"$work/a.tar.gz!/#\"file\":\"-!/#" >"$work/archive"
  "$tools/$tool" --format jsonl - <"$work/a.tar.gz" >"$work/got" 2>/dev/null
  status=$?
  [ "$status" = 0 ] || bad "$tool: a tar.gz on standard input: exit status $status"
  [ "$(wc -l <"$work/got")" -gt 20 ] || bad "$tool: a tar.gz on standard input: too few rows"
  cmp -s "$work/archive" "$work/got" || { bad "$tool: a tar.gz on standard input: rows differ"; diff "$work/archive" "$work/got" | head -4; }
done
# kifu-fix writes a KataGo .sgfs back a game tree a line, compressed or piped in too, and fixing it again changes
# nothing
sgfs=testdata/cli/charset-per-game.sgfs
gzip -c "$sgfs" >"$work/games.sgfs.gz"
"$tools/kifu-fix" -o "$work/fixed" "$work/games.sgfs.gz" >/dev/null 2>&1
[ "$(wc -l <"$work/fixed/games.sgfs")" = "$(grep -c '^(' "$sgfs")" ] || bad "kifu-fix games.sgfs.gz: not a game a line"
"$tools/kifu-fix" -n "$work/fixed/games.sgfs" >/dev/null 2>&1 || bad "kifu-fix games.sgfs.gz: fixing it again changes it"
"$tools/kifu-fix" - <"$sgfs" 2>/dev/null | cmp -s - "$work/fixed/games.sgfs" || bad "kifu-fix - < games.sgfs: not as fixed by name"
# a gzip stream named as a tar that holds none is damage
gzip -c "$record" >"$work/fake.tar.gz"
"$tools/kifu-check" "$work/fake.tar.gz" >/dev/null 2>"$work/err"
[ $? = 2 ] && grep -q I006 "$work/err" || bad "fake.tar.gz: not I006 with status 2"
[ $fail = 0 ] && echo ok
exit $fail
