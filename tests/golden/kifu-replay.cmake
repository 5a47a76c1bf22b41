# kifu-replay: diagrams at a move, Unicode, SVG and JSON.
set(ko testdata/disputed/ko-retaken-without-threat.sgf)
kifu_golden(replay-move-21 0 kifu-replay --move 21 ${ko})
kifu_golden(replay-end-unicode 1 kifu-replay --unicode ${ko})
kifu_golden(replay-svg 0 kifu-replay --format svg --move 21 ${ko})
kifu_golden(replay-json 0 kifu-replay --format json --move 3 testdata/disputed/half-point.sgf)
# --quiet: a record without findings prints nothing.
kifu_golden(replay-quiet-clean 0 kifu-replay --quiet testdata/disputed/half-point.sgf)
kifu_golden(replay-ignore 0 kifu-replay --ignore M103 testdata/disputed/suicide.sgf)
# A file with no game tree (text, NUL bytes) holds no record: its error, no rules assumed, no game counted.
kifu_golden(replay-no-game-tree 1 kifu-replay testdata/sgf/malformed/littlego/not-an-sgf-file.sgf testdata/sgf/malformed/real-world-broken/1531205531010001271.sgf)
# --cycle illegal under the basic ko rule: a usage error (A019), as in every tool, no diagram.
kifu_golden(replay-japanese-cycle-illegal 2 kifu-replay --rules japanese --cycle illegal testdata/disputed/triple-ko.sgf)
# Move 4 is not a point (S201): left out, it keeps its number, so the record has 4 moves and --move 4 shows the
# position after it (the one after move 3).
kifu_golden(replay-unreadable-last-move 1 kifu-replay --move 4 --format jsonl testdata/fix/illegal-moves-kept.sgf)
