#!/usr/bin/env bash
# svg_output_dir.sh KIFU_REPLAY — with --format svg --output-dir DIR, each record (a file, a member
# of an archive, each game of a collection) becomes DIR/RELATIVE.svg (-N for game N > 0), equal to
# the image of that record alone; standard output lists the files; a second record of the same
# name is refused (I005, status 2). Without --output-dir, an archive on standard input gives its first
# member's image and refuses the next (I002, status 2). Run from the source dir.
set -u
replay=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
bsdtar -cf "$work/a.tar" -C testdata disputed/half-point.sgf disputed/suicide.sgf
"$replay" --format svg --output-dir "$work/out" testdata/cli/two-games.sgf "$work/a.tar" >"$work/list" 2>"$work/err"
status=$?
[ $status = 1 ] || { echo "FAIL exit status $status (suicide.sgf has an error-level finding: 1)"; cat "$work/err"; fail=1; }
printf '%s\n' "$work/out/two-games.svg" "$work/out/two-games-1.svg" "$work/out/a/disputed/half-point.svg" \
  "$work/out/a/disputed/suicide.svg" | diff - "$work/list" || { echo "FAIL the files listed"; fail=1; }
# The same image but for the caption and title, which name the record (and wrap with its name, so the image's height
# follows them).
drop_names() { grep -v -e caption -e '<title>' -e '^<svg ' -e '<rect class="board"'; }
"$replay" --format svg testdata/disputed/suicide.sgf | drop_names >"$work/alone.svg"
drop_names <"$work/out/a/disputed/suicide.svg" | diff -q "$work/alone.svg" - >/dev/null ||
  { echo "FAIL the member's image differs from the file's"; fail=1; }
grep -q '<svg' "$work/out/two-games-1.svg" || { echo "FAIL no image for the second game"; fail=1; }
cp testdata/disputed/half-point.sgf "$work/suicide.sgf"
"$replay" --format svg --output-dir "$work/out2" testdata/disputed/suicide.sgf "$work/suicide.sgf" >"$work/list" 2>"$work/err"
status=$?
[ $status = 2 ] || { echo "FAIL a name written twice: exit status $status"; fail=1; }
grep -q "^$work/out2/suicide.svg: error: written already for an earlier record .*\[I005\]" "$work/err" &&
  [ "$(cat "$work/list")" = "$work/out2/suicide.svg" ] || { echo "FAIL the second suicide.svg:"; cat "$work/err"; fail=1; }
grep -q '<title>testdata/disputed/suicide.sgf' "$work/out2/suicide.svg" ||
  { echo "FAIL the first record's image was overwritten"; fail=1; }
# Standard output holds one image: the second member of an archive on standard input is refused.
"$replay" --format svg - <"$work/a.tar" >"$work/one.svg" 2>"$work/err"
status=$?
[ $status = 2 ] || { echo "FAIL an archive of two on standard input: exit status $status"; fail=1; }
[ "$(grep -c '<svg' "$work/one.svg")" = 1 ] && grep -q '<title>-!/disputed/half-point.sgf' "$work/one.svg" ||
  { echo "FAIL not the first member's image alone"; fail=1; }
grep -q '^-!/disputed/suicide.sgf: error: a second record: .*\[I002\]' "$work/err" ||
  { echo "FAIL the second member:"; cat "$work/err"; fail=1; }
exit $fail
