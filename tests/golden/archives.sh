#!/usr/bin/env bash
# archives.sh TOOLS_DIR — the bundled records packed as .tar, .tar.gz, .tgz, .tar.bz2, .tar.xz, .zip
# and .7z (with bsdtar) give, through kifu-check and kifu-score, the same rows as the loose files
# (kifu-check also from standard input and from a pipe named as a path),
# once ARCHIVE!/ is read as the folder's path, with -j1 and -j2, and a folder holding the archive
# names the members under it. Run from the source dir.
set -u
tools=$1
check=$tools/kifu-check score=$tools/kifu-score
[ -x "$check" ] || check=$tools/kifu-check/kifu-check
[ -x "$score" ] || score=$tools/kifu-score/kifu-score
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
# rows TOOL ARGS... — the tool's JSONL rows with archive member names turned back into loose paths.
rows() { "$@" --format jsonl 2>/dev/null | sed -E 's#"file":"[^"]*!/archive/#"file":"testdata/archive/#'; }
for tool in "$check" "$score"; do
  rows "$tool" -j1 testdata/archive >"$work/loose.$(basename "$tool")"
done
[ "$(wc -l < "$work/loose.kifu-check")" -gt 20 ] || { echo "too few loose rows"; exit 1; }
mkdir -p "$work/folder"
# Members in name order, as the folder walk gives the loose files.
members=$(cd testdata && ls archive/*.sgf)
for kind in tar tar.gz tgz tar.bz2 tar.xz zip 7z; do
  a=$work/folder/games.$kind
  case $kind in
    zip) bsdtar --format zip -cf "$a" -C testdata $members ;;
    7z) bsdtar --format 7zip -cf "$a" -C testdata $members ;;
    tgz) bsdtar -czf "$a" -C testdata $members ;;
    *) bsdtar -caf "$a" -C testdata $members ;;
  esac
  for tool in "$check" "$score"; do
    name=$(basename "$tool")
    for j in 1 2; do
      rows "$tool" -j$j "$a" >"$work/got"
      diff -q "$work/loose.$name" "$work/got" >/dev/null ||
        { echo "FAIL $name -j$j $kind: rows differ from the loose files'"; diff "$work/loose.$name" "$work/got" | head -5; fail=1; }
    done
  done
  # The same archive on standard input, and on a pipe named as a path (<(...)): read once, 7z held whole.
  rows "$check" -j2 - <"$a" >"$work/got"
  diff -q "$work/loose.kifu-check" "$work/got" >/dev/null || { echo "FAIL kifu-check - < $kind: rows differ"; fail=1; }
  rows "$check" -j2 <(cat "$a") >"$work/got"
  diff -q "$work/loose.kifu-check" "$work/got" >/dev/null || { echo "FAIL kifu-check <(cat $kind): rows differ"; fail=1; }
  grep -q "\"file\":\"$a!/archive/cgos-107433.sgf\"" <("$check" --format jsonl "$a" 2>/dev/null) ||
    { echo "FAIL $kind: rows are not named ARCHIVE!/MEMBER"; fail=1; }
  "$check" "$a" >/dev/null 2>&1; status=$?
  [ $status = 0 ] || { echo "FAIL $kind: exit status $status, the loose files give 0"; fail=1; }
done
# A folder of archives: every member of every archive, in name order.
n=$("$check" --format jsonl "$work/folder" 2>/dev/null | wc -l)
[ "$n" = $((7 * $(wc -l < "$work/loose.kifu-check"))) ] || { echo "FAIL folder of 7 archives: $n rows"; fail=1; }
exit $fail
