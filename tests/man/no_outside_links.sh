#!/usr/bin/env bash
# no_outside_links.sh SOURCE_DIR — fails when the README or a man page points outside the repository
# (a path through .. or an absolute path to a file of the machine), or when a tool's page or the README
# does not point to kifu-rules(7).
set -u
cd "$1"
fail=0
if grep -nE '\]\(\.\./|`\.\./|(^|[ (])\.\./[A-Za-z]|/work/' README.md man/*.1 man/*.7; then
  echo "README.md or a man page points outside the repository (above)"
  fail=1
fi
grep -q 'man/kifu-rules.7' README.md || { echo "README.md does not link man/kifu-rules.7"; fail=1; }
for page in man/kifu-*.1; do
  grep -q '^\.BR kifu-rules (7)' "$page" || { echo "$page does not point to kifu-rules(7)"; fail=1; }
done
exit $fail
