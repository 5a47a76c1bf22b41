#!/usr/bin/env bash
# judge_never_overwrites.sh KIFU_JUDGE — --svg FILE and --html FILE naming the input record itself (or a hard link to
# it) are a usage error (status 2): the record is left as it was. Run from the source dir.
set -u
judge=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
cp testdata/disputed/half-point.sgf "$work/g.sgf"
ln "$work/g.sgf" "$work/link.sgf"
for option in --svg --html; do
  for out in "$work/g.sgf" "$work/link.sgf"; do
    "$judge" "$option" "$out" "$work/g.sgf" >/dev/null 2>"$work/err"
    status=$?
    [ $status = 2 ] || { echo "FAIL $option $out: exit status $status"; fail=1; }
    grep -q "never over the input record" "$work/err" || { echo "FAIL $option $out: no message"; cat "$work/err"; fail=1; }
    cmp -s testdata/disputed/half-point.sgf "$work/g.sgf" || { echo "FAIL $option $out: the input changed"; fail=1; }
  done
done
exit $fail
