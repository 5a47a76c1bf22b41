#!/usr/bin/env bash
# archive_members_compressed.sh TOOLS_DIR — an archive member that is one compressed record (b.sgf.gz,
# c.sgfs.xz) is read as the same file loose is; a member that is itself an archive (inner.tar.gz,
# inner.zip) is one I002 error row ("an archive inside an archive: not read"), never skipped in
# silence. Run from the source dir.
set -u
tools=$1
check=$tools/kifu-check
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
mkdir -p "$work/n"
cp testdata/archive/cgos-107433.sgf "$work/n/a.sgf"
cp testdata/archive/cgos-107439.sgf "$work/n/b.sgf"
cp testdata/archive/cgos-107457.sgf "$work/n/c.sgfs"
gzip "$work/n/b.sgf"
xz "$work/n/c.sgfs"
# Loose, the three are read: the archive must give the same games.
loose=$("$check" --format jsonl "$work/n" 2>/dev/null | grep -c '"game"')
bsdtar -cf "$work/nested3.tar" -C "$work" n
got=$("$check" --format jsonl "$work/nested3.tar" 2>/dev/null)
n=$(grep -c '"game"' <<<"$got")
[ "$loose" -ge 3 ] && [ "$n" = "$loose" ] || { echo "FAIL nested3.tar: $n game rows, loose $loose"; echo "$got"; fail=1; }
grep -q 'nested3.tar!/n/b.sgf.gz' <<<"$got" || { echo "FAIL no row for n/b.sgf.gz"; fail=1; }
grep -q 'nested3.tar!/n/c.sgfs.xz' <<<"$got" || { echo "FAIL no row for n/c.sgfs.xz"; fail=1; }
# A compressed member larger than --max-size once decompressed is refused (I004), not held.
"$check" --max-size 100 "$work/nested3.tar" 2>"$work/err" >/dev/null
grep -q 'nested3.tar!/n/b.sgf.gz: error: .*\[I004\]' "$work/err" || { echo "FAIL --max-size:"; cat "$work/err"; fail=1; }
# Archives inside an archive: one error each, exit status 2; the SGF member beside them is read.
bsdtar -czf "$work/inner.tar.gz" -C "$work" n/a.sgf
bsdtar --format zip -cf "$work/inner.zip" -C "$work" n/a.sgf
bsdtar -cf "$work/nested.tar" -C "$work" inner.tar.gz inner.zip n/a.sgf
"$check" "$work/nested.tar" >"$work/out" 2>"$work/err"
status=$?
[ "$status" = 2 ] || { echo "FAIL nested.tar: exit status $status"; fail=1; }
for m in inner.tar.gz inner.zip; do
  grep -qx ".*nested.tar!/$m: error: an archive inside an archive: not read (extract it and name it directly) \[I002\]" "$work/err" ||
    { echo "FAIL nested.tar: $m not reported"; cat "$work/err"; fail=1; }
done
grep -q '1 file' "$work/out" || { echo "FAIL nested.tar: the SGF member not read"; cat "$work/out"; fail=1; }
exit $fail
