#!/usr/bin/env bash
# odd_names.sh TOOLS_DIR — file names that are not UTF-8 (Latin-1) or hold a newline, loose and as
# archive members: every tool in every machine format ends with its own status (never a signal), each
# row names its file with the bad bytes as \xHH, the JSON is valid, and text output keeps one
# diagnostic a line. Run from the source dir.
set -u
tools=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
bad() { echo "FAIL: $*"; fail=1; }
mkdir -p "$work/d"
record=testdata/archive/fox-1p_1489235695019999899.sgf  # warnings: S304, S108, G402
cp "$record" "$work/d/a.sgf"
cp "$record" "$work/d/$(printf 'caf\xe9.sgf')"
cp "$record" "$work/d/$(printf 'new\nline.sgf')"
tar -cf "$work/l1.tar" -C "$work/d" .
expected=$(printf '%s\n' a.sgf 'caf\xE9.sgf' 'new\x0Aline.sgf')
for tool in kifu-check kifu-score kifu-judge kifu-replay; do
  for format in json jsonl csv; do
    "$tools/$tool" -j2 --format "$format" "$work/d" "$work/l1.tar" >"$work/out" 2>"$work/err"
    status=$?
    [ $status -le 2 ] || bad "$tool --format $format: exit status $status"
    case $format in
      jsonl) jq -e . "$work/out" >/dev/null || bad "$tool jsonl: not JSON"
             rows=$(jq -r .file "$work/out") ;;
      json) rows=$(jq -r '.[].file' "$work/out") || bad "$tool json: not JSON" ;;
      csv) rows=$(tail -n +2 "$work/out" | cut -d, -f1) ;;
    esac
    [ "$(printf '%s\n' "$rows" | grep -c .)" = 6 ] || bad "$tool --format $format: not 6 rows"
    names=$(printf '%s\n' "$rows" | grep -v '!/' | sed 's#.*/##')
    [ "$names" = "$expected" ] || bad "$tool --format $format: files named $names"
  done
  # text: every diagnostic line starts with the whole name
  "$tools/$tool" "$work/d" >"$work/text" 2>&1
  grep -q '^line\.sgf' "$work/text" && bad "$tool text: a diagnostic line starts inside a name"
  grep -qF 'd/new\x0Aline.sgf' "$work/text" || bad "$tool text: the name is not escaped"
done
grep -qF 'd/new\x0Aline.sgf:1:35: warning: ' <("$tools/kifu-check" "$work/d") || bad "kifu-check text: no escaped location"
"$tools/kifu-fix" --dry-run --format jsonl "$work/d" "$work/l1.tar" >"$work/out" 2>/dev/null
[ $? -le 2 ] || bad "kifu-fix jsonl: exit status"
[ "$(jq -r .file "$work/out" | grep -c 'caf\\xE9.sgf')" = 2 ] || bad "kifu-fix jsonl: the Latin-1 name"
# kifu-fix writes the file under its own bytes, and names it escaped
"$tools/kifu-fix" -o "$work/o" --format jsonl "$work/d" >"$work/out" 2>/dev/null
[ -f "$work/o/$(printf 'caf\xe9.sgf')" ] || bad "kifu-fix -o: caf\\xe9.sgf not written under its own name"
jq -r .output "$work/out" | grep -q 'o/caf\\xE9.sgf$' || bad "kifu-fix -o: output not named escaped"
[ $fail = 0 ] && echo ok
exit $fail
