#!/usr/bin/env bash
# fix_output_dir.sh KIFU_FIX — kifu-fix --output-dir: each input written at its path relative to the
# folder it was found in (a file named directly: its name), inputs untouched, a second fix of the
# output changes nothing, and an output that is an input (or that two inputs share) is refused.
set -u
fix=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
mkdir -p "$work/in/sub" "$work/other"
cp testdata/fix/values.sgf "$work/in/a.sgf"
cp testdata/fix/komi-fox.sgf "$work/in/sub/b.sgf"
cp testdata/fix/canonical.sgf "$work/other/c.sgf"
before=$(cd "$work" && find in other -type f -exec sha1sum {} + | sort)

"$fix" -q -o "$work/out" "$work/in" "$work/other/c.sgf" > "$work/log" 2>&1
[ $? = 0 ] || { cat "$work/log"; fail "exit status of the first run"; }
for f in a.sgf sub/b.sgf c.sgf; do [ -f "$work/out/$f" ] || fail "out/$f not written"; done
[ "$(ls -A "$work/out" | sort | tr '\n' ' ')" = "a.sgf c.sgf sub " ] || fail "unexpected files: $(ls -R "$work/out")"
after=$(cd "$work" && find in other -type f -exec sha1sum {} + | sort)
[ "$before" = "$after" ] || fail "an input changed"
grep -q 'KM\[6.5\]' "$work/out/sub/b.sgf" || fail "sub/b.sgf is not the fixed record"
cmp -s "$work/other/c.sgf" "$work/out/c.sgf" || fail "a canonical record did not come out byte for byte"

# fixing the output again: nothing to change, the same bytes
"$fix" -o "$work/again" "$work/out" > "$work/log2" 2>&1 || { cat "$work/log2"; fail "second run"; }
[ "$(grep -c 'nothing to change' "$work/log2")" = 3 ] || { cat "$work/log2"; fail "the second fix changed something"; }
diff -r "$work/out" "$work/again" > /dev/null || fail "the second fix wrote other bytes"

# refusals: two inputs to one output, an input inside the output folder
cp testdata/fix/values.sgf "$work/other/a.sgf"
"$fix" -o "$work/out2" "$work/in/a.sgf" "$work/other/a.sgf" > "$work/log3" 2>&1
[ $? = 2 ] || fail "two inputs named a.sgf were not refused"
grep -q 'I005' "$work/log3" || fail "no I005 for the second a.sgf"
grep -q '1 written, 1 output refused (I005)$' "$work/log3" || { cat "$work/log3"; fail "the summary does not count the refused output"; }
grep -q 'unreadable' "$work/log3" && fail "a refused output is counted as an unreadable input"
"$fix" -q -o "$work/out" "$work/out/a.sgf" > "$work/log4" 2>&1
[ $? = 2 ] || fail "an input inside --output-dir was not refused"
cmp -s "$work/out/a.sgf" "$work/again/a.sgf" || fail "an input was overwritten"
echo "ok"
