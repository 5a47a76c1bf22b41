#!/usr/bin/env bash
# run.sh BUILD_DIR — installs kifu from BUILD_DIR into a temporary prefix, then configures, builds
# and runs tests/install/consumer against it with find_package(kifu).
set -eu
src=$(cd "$(dirname "$0")" && pwd)
build=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cmake --install "$build" --prefix "$tmp/prefix" >/dev/null
test -x "$tmp/prefix/bin/kifu-check"
test -f "$tmp/prefix/share/man/man1/kifu-check.1"
test -f "$tmp/prefix/share/man/man7/kifu-rules.7"
cmake -S "$src/consumer" -B "$tmp/build" -DCMAKE_PREFIX_PATH="$tmp/prefix" >/dev/null
cmake --build "$tmp/build" >/dev/null
"$tmp/build/consumer"
