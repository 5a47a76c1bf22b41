#!/usr/bin/env bash
# options_listed.sh TOOL PAGE — fails unless every --option that `TOOL --help` names is an option of
# the tool (the help text names no option the tool lacks) and, but --help, is documented in PAGE
# (by its long name, or by its short one, as in "-j, -q ... As in kifu-check(1)").
set -u
help=$("$1" --help) || exit 1
defined=$(grep -oE '^ +(-[a-zA-Z],)?--[a-z][a-z0-9-]*' <<<"$help" | grep -oE -- '--[a-z][a-z0-9-]*' | sort -u)
missing=0
for opt in $(grep -oE -- '--[a-z][a-z0-9-]*' <<<"$help" | sort -u); do
  grep -qx -- "$opt" <<<"$defined" || { echo "$1 --help names $opt, which is no option of it"; missing=1; }
  [ "$opt" = --help ] && continue
  short=$(grep -oE -- "^ +-[a-zA-Z],$opt\b" <<<"$help" | grep -oE -- '-[a-zA-Z],' | tr -d ,)
  grep -qF -- "${opt//-/\\-}" "$2" && continue
  [ -n "$short" ] && grep -qE -- "\\$short([^a-z-]|\$)" "$2" && continue
  echo "$opt is not documented in $2"
  missing=1
done
exit $missing
