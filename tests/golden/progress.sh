#!/usr/bin/env bash
# progress.sh TOOLS_DIR — the progress line under a pseudo-terminal (script -qfc): a run over a
# second shows "N/T inputs (P%), R inputs/s, S left" on standard error once the inputs are counted,
# "N inputs, R inputs/s" when they cannot be (a list on standard input); every line drawn is erased
# before anything else is printed and at the end; nothing with --no-progress, --quiet, or when
# standard error is not a terminal. Run from the source dir.
set -u
tools=$1
score=$tools/kifu-score
[ -x "$score" ] || score=$tools/kifu-score/kifu-score
command -v script >/dev/null || { echo "script (util-linux) is needed"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/in"
# Enough inputs that their rows overfill a pipe (64 KiB) several times over.
n=${KIFU_PROGRESS_INPUTS:-300}
for i in $(seq "$n"); do cp testdata/archive/kgs-2017-01-01-10.sgf "$work/in/g$i.sgf"; done
fail=0
# tty COMMAND — runs COMMAND (a shell line) on a pseudo-terminal; $work/tty holds what it showed.
tty() { script -qfc "$1" /dev/null >"$work/tty" </dev/null; }
# check_lines WHAT PATTERN [LAST] — every progress line drawn matches PATTERN (and the last one
# LAST too) and is followed by its redraw or by its erasure ("\r\e[K"), never by other output; the
# last one is erased too.
check_lines() {
  python3 - "$work/tty" "$2" "$1" "${3:-$2}" <<'PY' || fail=1
import re, sys
data, pattern, what, last = open(sys.argv[1], "rb").read().decode("utf-8", "replace"), sys.argv[2], sys.argv[3], sys.argv[4]
drawn = re.findall(r"\r(kifu-score: [^\r\n]*?)\x1b\[K", data)
if not drawn:
    print(f"FAIL {what}: no progress line drawn:", repr(data[:300])); sys.exit(1)
bad = [d for d in drawn if not re.fullmatch(pattern, d)]
if bad:
    print(f"FAIL {what}: progress line {bad[0]!r} does not match {pattern!r}"); sys.exit(1)
if not re.fullmatch(last, drawn[-1]):
    print(f"FAIL {what}: the last progress line {drawn[-1]!r} does not match {last!r}"); sys.exit(1)
for m in re.finditer(r"\rkifu-score: [^\r\n]*?\x1b\[K", data):
    if not (data.startswith("\r\x1b[K", m.end()) or data.startswith("\rkifu-score: ", m.end())):
        print(f"FAIL {what}: a progress line is not erased before what follows:", repr(data[m.start():m.end() + 80]))
        sys.exit(1)
PY
}
# Every case outlasts the first second however fast the machine is: the rows go to a reader that
# starts late (the pipe fills and the run waits), or the list of inputs comes slowly.
# The count runs at low priority: on a busy machine the first lines may come before it is done.
tty "$score -j1 --dead-stones estimate --format jsonl $work/in | { sleep 1.5; cat; } > $work/rows"
counted='kifu-score: [0-9]+/'"$n"' inputs \([0-9.]+%\), [0-9]+ inputs/s, [0-9]+ (s|min [0-9]+ s) left'
check_lines "counted" "($counted|kifu-score: [0-9]+ inputs, [0-9]+ inputs/s)" "$counted"
[ "$(wc -l < "$work/rows")" = "$n" ] || { echo "FAIL the rows"; fail=1; }
ls "$work"/in/*.sgf >"$work/list"
slow_list="{ head -n 10 $work/list; sleep 1.5; tail -n +11 $work/list; }"
# Rows printed on the terminal itself (text), with -j2.
tty "$slow_list | $score -j2 --dead-stones estimate --files-from -"
check_lines "text rows on the terminal" 'kifu-score: [0-9]+(/'"$n"')? inputs.*'
grep -q 'Count' "$work/tty" || grep -q 'Black' "$work/tty" || { echo "FAIL no rows on the terminal"; fail=1; }
# A list on standard input cannot be counted ahead.
tty "$slow_list | $score -j1 --dead-stones estimate --format jsonl --files-from - > /dev/null"
check_lines "uncounted" 'kifu-score: [0-9]+ inputs, [0-9]+ inputs/s'
# Never with --no-progress or --quiet, nor when standard error is not a terminal.
for args in "--no-progress" "--quiet"; do
  tty "$score -j1 --dead-stones estimate --format jsonl $args $work/in > /dev/null"
  ! grep -q 'inputs/s' "$work/tty" || { echo "FAIL a progress line with $args"; fail=1; }
done
tty "$score -j1 --dead-stones estimate --format jsonl $work/in > /dev/null 2> $work/err"
! grep -q 'inputs/s' "$work/tty" "$work/err" || { echo "FAIL a progress line on a pipe"; fail=1; }
exit $fail
