#!/usr/bin/env bash
# full_disk.sh BINDIR — every tool writing to a full device (/dev/full: ENOSPC) says so once, with
# I005, and exits 2; it never reports success for output that was lost.
set -u
[ -w /dev/full ] || { echo "no /dev/full: skipped"; exit 0; }
bin=$1
err=$(mktemp)
trap 'rm -f "$err"' EXIT
fail=0
expect() {  # expect WHAT COMMAND...: exit 2 and one I005 line about standard output
    local what=$1
    shift
    "$@" >/dev/full 2>"$err"
    local status=$?
    local n
    n=$(grep -c '^standard output: error: cannot write: .* \[I005\]$' "$err")
    if [ "$status" -ne 2 ] || [ "$n" -ne 1 ]; then
        echo "$what: exit status $status, $n I005 line(s); stderr:"
        cat "$err"
        fail=1
    fi
}
rec=testdata/archive
for tool in kifu-check kifu-score kifu-judge kifu-replay; do
    for format in text jsonl json csv; do
        [ "$tool" = kifu-replay ] && [ "$format" = text ] && continue
        expect "$tool --format $format" "$bin/$tool" --format "$format" "$rec"
    done
    expect "$tool -j2" "$bin/$tool" -j2 --format jsonl "$rec" "$rec"
done
one=$(find testdata -name '*.sgf' | sort | head -n 1)
expect "kifu-replay (one record)" "$bin/kifu-replay" "$one"
expect "kifu-fix to standard output" "$bin/kifu-fix" "$one"
expect "kifu-check --list-codes" "$bin/kifu-check" --list-codes
exit $fail
