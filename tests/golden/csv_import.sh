#!/usr/bin/env bash
# csv_import.sh TOOL — kifu-score's CSV loads into sqlite3 with one row per game and the header as
# column names (RFC 4180 quoting, including fields with commas and quotes).
set -eu
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$1" --format csv testdata/archive testdata/disputed > "$tmp/scores.csv" 2>/dev/null || true
games=$(( $(wc -l < "$tmp/scores.csv") - 1 ))
got=$(sqlite3 "$tmp/db" ".import --csv $tmp/scores.csv scores" "SELECT count(*) FROM scores;")
[ "$got" = "$games" ] || { echo "sqlite3 read $got rows, expected $games"; exit 1; }
match=$(sqlite3 "$tmp/db" "SELECT count(*) FROM scores WHERE agreement = 'match' AND \"black.total\" <> '';")
[ "$match" -gt 0 ] || { echo "no matching rows with a black.total column"; exit 1; }
# An archive keeper filters on why a game was not counted and on what was found.
resigned=$(sqlite3 "$tmp/db" "SELECT count(*) FROM scores WHERE agreement = 'not-counted' AND not_counted LIKE '%resignation%';")
[ "$resigned" -gt 0 ] || { echo "no not_counted column naming a resignation"; exit 1; }
found=$(sqlite3 "$tmp/db" "SELECT count(*) FROM scores WHERE codes LIKE '%M1%';")
[ "$found" -gt 0 ] || { echo "no codes column with a replay finding"; exit 1; }
