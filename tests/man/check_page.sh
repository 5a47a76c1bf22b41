#!/usr/bin/env bash
# check_page.sh PAGE — renders a man page with every groff warning on; fails on any warning.
set -u
warnings=$(groff -man -ww -z -rCHECKSTYLE=3 "$1" 2>&1)
if [ -n "$warnings" ]; then
  echo "$warnings"
  exit 1
fi
MANWIDTH=80 man -l "$1" >/dev/null 2>&1 || { echo "man -l failed on $1"; exit 1; }
