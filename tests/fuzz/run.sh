#!/usr/bin/env bash
# run.sh [SECONDS] — builds the libFuzzer targets with clang (ASan + UBSan) in build-fuzz-libfuzzer,
# replays testdata/fuzz/regressions/<target>/ through each, then fuzzes each target for SECONDS
# (default 45) from its seed corpus testdata/fuzz/<target>/. A crash, leak, timeout or memory blow-up
# is saved to <build>/artifacts/<target>/ and makes the script exit 1: copy the file to
# testdata/fuzz/regressions/<target>/ and fix the bug. KIFU_FUZZ_BUILD overrides the build folder.
# A unit times out after 30 s: the slowest bounded work, a play-out over a nearly empty 19x19 board
# with no playouts (0.7 s in a release build), takes about 15 s under the sanitizers.
set -euo pipefail
seconds=${1:-45}
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${KIFU_FUZZ_BUILD:-$root/build-fuzz-libfuzzer}
targets=(fuzz_sgf fuzz_values fuzz_charset fuzz_score fuzz_fix)

cmake -S "$root/tests/fuzz" -B "$build" -DCMAKE_CXX_COMPILER=clang++ >/dev/null
cmake --build "$build" -j"$(nproc)" --target "${targets[@]}"

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
status=0
for target in "${targets[@]}"; do
  bin="$build/$target"
  regressions="$root/testdata/fuzz/regressions/$target"
  if [ -d "$regressions" ] && [ -n "$(ls -A "$regressions")" ]; then
    "$bin" "$regressions"/* >/dev/null 2>"$build/$target.replay.log" \
      || { echo "$target: a regression input fails again (see $build/$target.replay.log)"; status=1; }
  fi
  [ "$seconds" -gt 0 ] || continue
  corpus="$build/corpus/$target"
  artifacts="$build/artifacts/$target"
  mkdir -p "$corpus" "$artifacts"
  dict=()
  [ "$target" = fuzz_values ] || dict=(-dict="$root/tests/fuzz/sgf.dict")
  log="$build/$target.log"
  if "$bin" "$corpus" "$root/testdata/fuzz/${target#fuzz_}" "${dict[@]}" -max_total_time="$seconds" \
      -max_len=8192 -timeout=30 -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix="$artifacts/" >"$log" 2>&1; then
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    echo "$target: $runs runs in ${seconds}s, corpus $(ls "$corpus" | wc -l) inputs, no crash"
  else
    echo "$target: FAILED — input saved in $artifacts/ (log: $log)"
    grep -m3 -E 'ERROR|runtime error|Test unit written' "$log" || true
    status=1
  fi
done
exit $status
