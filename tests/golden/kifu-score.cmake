# kifu-score over the bundled archive and on single records.
kifu_golden(score-archive-summary 0 kifu-score --summary --quiet -j2 testdata/archive)
kifu_golden(score-archive-csv 0 kifu-score --format csv testdata/archive)
kifu_golden(score-markup-board 0 kifu-score --board testdata/archive/kgs-2017-01-01-10.sgf)
# A point that must be filled once the dame are filled (C1): not territory, said in the breakdown and on the board.
kifu_golden(score-must-fill-board 0 kifu-score --board --dead-stones estimate testdata/score/kgs/2017-01-19-20.sgf)
# Eyes of groups in seki under Japanese rules (J-Art 8): nobody's, said in the breakdown and marked seki on the board.
# A professional record that stops before the last dame (47th Judan, RE B+0.5): filling M7 or F4 would leave White's
# H6 chain L6 as its one liberty of its own, a teire; the play-out values such a dame as a point and counts RE.
kifu_golden(score-dame-forces-teire 0 kifu-score --board testdata/estimate/pro_dame-forces-teire_Judan-47-L02.sgf)
# A Fox record with RL[1] whose RE[W+4.50] is no count of its board (kifu counts B+27.5): a win without a count (G414).
kifu_golden(score-fox-rl1-jsonl 0 kifu-score --format jsonl testdata/score/fox/rl1_1540021834010001889.sgf)
kifu_golden(score-seki-eyes-board 1 kifu-score --board testdata/score/seki/japanese-seki-eyes-fuego.sgf)
kifu_golden(score-dead-list 1 kifu-score --rules chinese --dead ee --format jsonl testdata/disputed/wrong-result.sgf)
kifu_golden(score-penalty 1 kifu-score --penalty B=1 testdata/disputed/half-point.sgf)
kifu_golden(score-bad-penalty 2 kifu-score --penalty B=x testdata/disputed/half-point.sgf)
kifu_golden(score-disputed-jsonl 1 kifu-score --format jsonl testdata/disputed)
kifu_golden(score-archive-jsonl 0 kifu-score --format jsonl testdata/archive)
kifu_golden(score-unreadable-jsonl 2 kifu-score --format jsonl testdata/no-such-file.sgf)
kifu_golden(score-dead-typo 2 kifu-score --dead zz testdata/disputed/half-point.sgf)
# --quiet: only the games that disagree with RE, in every format; the JSON summary.
kifu_golden(score-quiet-jsonl 1 kifu-score --quiet --format jsonl testdata/disputed)
kifu_golden(score-summary-json 1 kifu-score --summary --format jsonl -j2 testdata/archive testdata/disputed)
kifu_golden(score-only 0 kifu-score --only K1 --dead-stones markup testdata/disputed/half-point.sgf)
# KataGo's rules strings in RU (what its self-play writes): a preset when the fields match one, else named by them.
kifu_golden(score-katago-rules 0 kifu-score --format jsonl testdata/score/katago)
# A professional record (49th Judan, RE B+5.5) whose count depends on the order equal moves are played in: rows from
# the top left give B+4.5, the median of the scans gives RE; the breakdown says how far apart they lie.
kifu_golden(score-scans-median 0 kifu-score --board testdata/estimate/pro_scans-median_Judan-49-W06.sgf)
kifu_golden(score-doubtful-call 1 kifu-score testdata/estimate/pro_doubtful-call_Judan-62-Q17.sgf)
# No RU: the players' count (RE) shows how they counted (area with komi 6.5, territory with nothing to go by), unless the place names the rules.
kifu_golden(score-counting-from-re 1 kifu-score --format jsonl testdata/score/counting)
# A KGS record cut short before its passes: RE cannot be a count of its final position (A015, unfinished).
kifu_golden(score-cut-short 0 kifu-score --format jsonl testdata/score/cut-short)
# RE counts every stone alive though the estimate finds dead ones: the players agreed none was dead (A016, none-by-re).
kifu_golden(score-none-dead-by-re 1 kifu-score --format jsonl testdata/score/none-dead)
# RE counts one of the estimate's uncertain calls the other way: the players agreed on that group (A017).
kifu_golden(score-call-by-re 0 kifu-score --format jsonl testdata/score/call-by-re)
# RE names the other player the winner by the count's own margin: a winner written the wrong way round (A018).
kifu_golden(score-winner-swapped 1 kifu-score --format jsonl testdata/score/winner-swapped)
# RE names the other winner and is the count with a sure call turned (two stones left alive): the winner is uncertain.
kifu_golden(score-agreed-otherwise 1 kifu-score testdata/score/agreed-otherwise)
# --fail-on uncertain counts an uncertain group or winner only while its finding is reported: --ignore E5 leaves
# the row clean (ok, status 0), as for any finding left out.
kifu_golden(score-fail-on-uncertain 1 kifu-score --playouts 0 --fail-on uncertain --format jsonl testdata/archive/cgos-147759.sgf)
kifu_golden(score-fail-on-uncertain-ignored 0 kifu-score --playouts 0 --fail-on uncertain --ignore E5 --format jsonl testdata/archive/cgos-147759.sgf)
kifu_golden(judge-fail-on-uncertain-ignored 0 kifu-judge --playouts 0 --fail-on uncertain --only M --format jsonl testdata/archive/cgos-147759.sgf)
# Markup that contradicts itself (K105) is no agreement on the dead stones: the count is uncertain.
kifu_golden(score-markup-contradicted 1 kifu-score testdata/score/markup-contradicted)
# A game not counted says why, and RE once (the reason may name it).
kifu_golden(score-not-counted-text 0 kifu-score testdata/disputed/triple-ko-resigned.sgf testdata/disputed/triple-ko.sgf)
# The final markup is the TB/TW of every node after the last move: TW on the first of the two final passes and TB on
# the second, or both on the last pass followed by an empty node, all count.
kifu_golden(score-markup-split 1 kifu-score --format jsonl testdata/score/markup-split)
# A file with no game tree (text, NUL bytes) holds no record: its error, no rules assumed, no game counted.
kifu_golden(score-no-game-tree 1 kifu-score testdata/sgf/malformed/littlego/not-an-sgf-file.sgf testdata/sgf/malformed/real-world-broken/1531205531010001271.sgf)
# A KM or RE of 20 digits is counted and written whole (kifu-score and kifu-judge crashed formatting it).
kifu_golden(score-huge-numbers 1 kifu-score testdata/score/huge)
kifu_golden(judge-huge-numbers 1 kifu-judge --komi 9999999999999999999 testdata/score/huge)
