# kifu-score over the bundled archive and on single records.
kifu_golden(score-archive-summary 0 kifu-score --summary --quiet -j2 testdata/archive)
kifu_golden(score-archive-csv 0 kifu-score --format csv testdata/archive)
kifu_golden(score-markup-board 0 kifu-score --board testdata/archive/kgs-2017-01-01-10.sgf)
kifu_golden(score-dead-list 1 kifu-score --rules chinese --dead ee --format jsonl testdata/disputed/wrong-result.sgf)
kifu_golden(score-penalty 1 kifu-score --penalty B=1 testdata/disputed/half-point.sgf)
kifu_golden(score-bad-penalty 2 kifu-score --penalty B=x testdata/disputed/half-point.sgf)
