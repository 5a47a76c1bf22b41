#!/usr/bin/env bash
# run.sh [SECONDS] — builds the libFuzzer targets with clang (ASan + UBSan) in build-fuzz, replays
# testdata/fuzz/regressions/<target>/ through each, then fuzzes each target for SECONDS (default 45)
# from its seed corpus testdata/fuzz/<target>/. A crash, leak, timeout or memory blow-up is saved to
# <build>/artifacts/<target>/ and makes the script exit 1: copy the file to
# testdata/fuzz/regressions/<target>/ and fix the bug. KIFU_FUZZ_BUILD names another build folder: one
# configured with -DKIFU_FUZZ=ON already (CI reuses its sanitizer build, whose test suite ran there), or
# a new one, configured here. The targets run one per core at a time.
# A unit times out after 60 s: the slowest bounded work, playing a nearly empty 19x19 board out in three
# orders with --playouts 0 (0.8 s in a release build), takes 15 to 25 s under the sanitizers.
set -euo pipefail
seconds=${1:-45}
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${KIFU_FUZZ_BUILD:-$root/build-fuzz}
targets=(fuzz_sgf fuzz_values fuzz_charset fuzz_score fuzz_fix)

if [ ! -f "$build/CMakeCache.txt" ]; then
  cmake -S "$root" -B "$build" -DCMAKE_CXX_COMPILER=clang++ -DKIFU_FUZZ=ON -DKIFU_BUILD_TESTS=OFF \
    -DKIFU_BUILD_BENCH=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g" >/dev/null
elif ! grep -q '^KIFU_FUZZ:BOOL=ON' "$build/CMakeCache.txt"; then
  echo "run.sh: $build is not configured with -DKIFU_FUZZ=ON" >&2
  exit 2
fi
cmake --build "$build" -j"$(nproc)" --target "${targets[@]}"

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
# fuzz_one TARGET — replays TARGET's regressions, then fuzzes it; prints one line; fails on a crash.
fuzz_one() {
  local target=$1 bin="$build/tests/fuzz/$1" status=0
  local regressions="$root/testdata/fuzz/regressions/$target"
  if [ -d "$regressions" ] && [ -n "$(ls -A "$regressions")" ]; then
    "$bin" "$regressions"/* >/dev/null 2>"$build/$target.replay.log" \
      || { echo "$target: a regression input fails again (see $build/$target.replay.log)"; status=1; }
  fi
  [ "$seconds" -gt 0 ] || return $status
  local corpus="$build/corpus/$target" artifacts="$build/artifacts/$target" log="$build/$target.log" dict=()
  mkdir -p "$corpus" "$artifacts"
  [ "$target" = fuzz_values ] || dict=(-dict="$root/tests/fuzz/sgf.dict")
  if "$bin" "$corpus" "$root/testdata/fuzz/${target#fuzz_}" "${dict[@]}" -max_total_time="$seconds" \
      -max_len=8192 -timeout=60 -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix="$artifacts/" >"$log" 2>&1; then
    local runs
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    echo "$target: $runs runs in ${seconds}s, corpus $(ls "$corpus" | wc -l) inputs, no crash"
  else
    echo "$target: FAILED — input saved in $artifacts/ (log: $log)"
    grep -m3 -E 'ERROR|runtime error|Test unit written' "$log" || true
    status=1
  fi
  return $status
}

# One target per core at a time; each prints its line when it is done.
status=0
running=0
for target in "${targets[@]}"; do
  if [ "$running" -ge "$(nproc)" ]; then
    wait -n || status=1
    running=$((running - 1))
  fi
  fuzz_one "$target" &
  running=$((running + 1))
done
while [ "$running" -gt 0 ]; do
  wait -n || status=1
  running=$((running - 1))
done
exit $status
