#!/usr/bin/env bash
# codes_listed.sh TOOL PAGE [PREFIX] — fails unless every code `TOOL --list-codes` prints (those
# starting with PREFIX, when given) is documented in PAGE.
set -u
missing=0
while IFS=$'\t' read -r code _; do
  [ -z "${3:-}" ] || [ "${code#"$3"}" != "$code" ] || continue
  grep -q "^\.B $code\$" "$2" || { echo "code $code is not documented in $2"; missing=1; }
done < <("$1" --list-codes)
exit $missing
