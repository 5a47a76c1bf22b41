#!/usr/bin/env bash
# valgrind.sh TOOLS_DIR — one valgrind memcheck run of each tool over a few records (a disputed
# game, archive games, broken files, the same records in a .tar.gz, a .zip and a .7z, and a
# truncated .tar.gz); fails on any memory error or leak. Run from the source dir.
set -u
tools_dir=$1
tool_path() {
  if [ -x "$tools_dir/$1/$1" ]; then echo "$tools_dir/$1/$1"; else echo "$tools_dir/$1"; fi
}
records=(testdata/disputed/triple-ko.sgf testdata/disputed/two-warnings.sgf testdata/archive/cgos-107433.sgf
         testdata/archive/kgs-2017-01-01-1.sgf testdata/sgf/malformed/sgfc/strict.sgf
         testdata/sgf/malformed/libsgfcplusplus/encoding-japanese-shiftjis.sgf)
log=$(mktemp)
packed=$(mktemp -d)
out=$(mktemp -d)
trap 'rm -f "$log"; rm -rf "$packed" "$out"' EXIT
bsdtar -czf "$packed/a.tar.gz" testdata/disputed/triple-ko.sgf testdata/archive/cgos-107433.sgf
bsdtar --format zip -cf "$packed/a.zip" testdata/disputed/two-warnings.sgf testdata/sgf/malformed/sgfc/strict.sgf
bsdtar --format 7zip -cf "$packed/a.7z" testdata/archive/kgs-2017-01-01-1.sgf testdata/disputed/triple-ko.sgf
head -c $(( $(stat -c %s "$packed/a.tar.gz") / 2 )) "$packed/a.tar.gz" >"$packed/cut.tar.gz"
records+=("$packed/a.tar.gz" "$packed/a.zip" "$packed/a.7z" "$packed/cut.tar.gz")
status=0
for tool in kifu-check kifu-score kifu-judge kifu-replay kifu-fix; do
  args=(-j1)
  [ "$tool" = kifu-score ] && args+=(--playouts 16)
  [ "$tool" = kifu-fix ] && args+=(--output-dir "$out")
  # The tools allocate with jemalloc: memcheck must replace its malloc as it does libc's.
  valgrind --tool=memcheck --soname-synonyms='somalloc=libjemalloc.so*' \
    --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect \
    --track-origins=yes --quiet --log-file="$log" "$(tool_path "$tool")" "${args[@]}" "${records[@]}" >/dev/null 2>&1
  got=$?
  if [ "$got" -gt 2 ] || [ -s "$log" ]; then
    echo "$tool: valgrind reports problems (exit status $got):"; cat "$log"; status=1
  else
    echo "$tool: clean (exit status $got)"
  fi
done
exit $status
