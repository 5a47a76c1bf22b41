# kifu-check: findings, formats, inputs and exit statuses.
kifu_golden(check-disputed 1 kifu-check testdata/disputed)
kifu_golden(check-disputed-jsonl 1 kifu-check --format jsonl testdata/disputed)
kifu_golden(check-disputed-csv 1 kifu-check --format csv --quiet testdata/disputed)
kifu_golden(check-fail-on-warning 1 kifu-check --fail-on warning --quiet testdata/archive)
kifu_golden(check-fail-on-warning-summary 1 kifu-check --fail-on warning testdata/disputed/two-warnings.sgf)
kifu_golden(check-clean 0 kifu-check testdata/disputed/half-point.sgf)
kifu_golden(check-missing 2 kifu-check testdata/no-such-file.sgf testdata/disputed/half-point.sgf)
kifu_golden(check-no-inputs 2 kifu-check)
kifu_golden(check-bad-rules 2 kifu-check --rules klingon testdata/disputed)
kifu_golden_stdin(check-stdin 1 testdata/disputed/suicide.sgf kifu-check -)
kifu_golden_stdin(check-files-from 1 testdata/expected/files-from.txt kifu-check --files-from - --quiet)
kifu_golden_stdin(check-files-from-empty 2 /dev/null kifu-check --files-from - --format jsonl)
kifu_golden(check-all-variations 1 kifu-check --all-variations testdata/variations/illegal-in-variation.sgf)
kifu_golden(check-list-codes 0 kifu-check --list-codes)
kifu_golden(check-unreadable-jsonl 2 kifu-check --format jsonl testdata/no-such-file.sgf)
# Steering the batch: --ignore and --only (code prefixes, any case) change what is printed and the
# exit status; --quiet leaves clean rows out in every format; the summary per code and per folder,
# as text and as JSON (the last line of standard error).
kifu_golden(check-ignore 0 kifu-check --ignore m10,G4 testdata/disputed)
kifu_golden(check-only-jsonl 1 kifu-check --only M106 --format jsonl testdata/disputed)
kifu_golden(check-ignore-unknown 2 kifu-check --ignore X9 testdata/disputed)
kifu_golden(check-quiet-jsonl 1 kifu-check --quiet --format jsonl testdata/disputed)
kifu_golden(check-summary-folders 1 kifu-check testdata/disputed testdata/replay)
kifu_golden(check-summary-json 1 kifu-check --format json testdata/disputed testdata/replay)
# A file with no game tree (text, NUL bytes) holds no record: its error, no rules assumed, no game counted.
kifu_golden(check-no-game-tree 1 kifu-check testdata/sgf/malformed/littlego/not-an-sgf-file.sgf testdata/sgf/malformed/real-world-broken/1531205531010001271.sgf)
# ... and its row names no rules (null): there is no record to name them for.
kifu_golden(check-no-game-tree-jsonl 1 kifu-check --format jsonl testdata/sgf/malformed/littlego/not-an-sgf-file.sgf)
# --cycle illegal under the basic ko rule: the usage error kifu-judge and kifu-score give (A019), not a superko error
# with J-Art 12's article; a game under rules with superko is still checked.
kifu_golden(check-japanese-cycle-illegal 2 kifu-check --cycle illegal --format jsonl testdata/disputed/triple-ko.sgf testdata/disputed/suicide.sgf)
# A KataGo .sgfs file whose first line was cut short (an engine killed mid-write): that game alone is cut.
kifu_golden(check-sgfs-cut-line 1 kifu-check --format jsonl testdata/cli/cut-line.sgfs)
