# kifu-judge on every bundled disputed record (testdata/disputed/*.sgf says the expected ruling).
set(d testdata/disputed)
kifu_golden(judge-ko 1 kifu-judge ${d}/ko-retaken-without-threat.sgf)
kifu_golden(judge-ko-japanese 1 kifu-judge --rules japanese ${d}/ko-retaken-without-threat.sgf)
kifu_golden(judge-suicide 0 kifu-judge ${d}/suicide.sgf)
kifu_golden(judge-moved-twice 1 kifu-judge ${d}/moved-twice.sgf)
kifu_golden(judge-two-warnings 1 kifu-judge ${d}/two-warnings.sgf)
kifu_golden(judge-triple-ko 0 kifu-judge ${d}/triple-ko.sgf)
kifu_golden(judge-triple-ko-chinese 1 kifu-judge --rules chinese --alive-all ${d}/triple-ko.sgf)
kifu_golden(judge-triple-ko-draw 1 kifu-judge --rules chinese --cycle draw ${d}/triple-ko.sgf)
kifu_golden(judge-half-point 0 kifu-judge ${d}/half-point.sgf)
kifu_golden(judge-half-point-penalty 1 kifu-judge --penalty B=1 ${d}/half-point.sgf)
kifu_golden(judge-half-point-warning 1 kifu-judge --warning B:clock ${d}/half-point.sgf)
kifu_golden(judge-wrong-result 1 kifu-judge ${d}/wrong-result.sgf)
kifu_golden(judge-json 1 kifu-judge --format json ${d}/two-warnings.sgf)
kifu_golden(judge-bad-warning 2 kifu-judge --warning X ${d}/half-point.sgf)
kifu_golden(judge-referee-warnings 1 kifu-judge --warning B --warning B:clock testdata/disputed/half-point.sgf)
kifu_golden(judge-disputed-jsonl 1 kifu-judge --format jsonl ${d})
kifu_golden(judge-disputed-japanese-jsonl 1 kifu-judge --rules japanese --format jsonl ${d})
kifu_golden(judge-disputed-csv 1 kifu-judge --format csv ${d})
kifu_golden(judge-html 1 kifu-judge --html @OUT@ ${d}/ko-retaken-without-threat.sgf)
kifu_golden(judge-svg 0 kifu-judge --svg @OUT@ ${d}/suicide.sgf)
kifu_golden(judge-unreadable-jsonl 2 kifu-judge --format jsonl testdata/no-such-file.sgf)
# The scoring options kifu-score has: --playouts and --fail-on uncertain (an uncertain estimated group is a finding).
kifu_golden(judge-playouts-fail-on 1 kifu-judge --playouts 0 --fail-on uncertain --format jsonl testdata/archive/cgos-147759.sgf)
kifu_golden(judge-playouts 0 kifu-judge --playouts 0 testdata/archive/cgos-147759.sgf)
kifu_golden(judge-handicap-stones-lost 0 kifu-judge ${d}/handicap-stones-lost.sgf)
# The Japanese rules have no warnings: --warning under them is a usage error (A012), no ruling.
kifu_golden(judge-japanese-warning 2 kifu-judge --rules japanese --warning B --warning B:clock ${d}/half-point.sgf)
# --cycle illegal under the basic ko rule would invent a sanction: a usage error (A019), no ruling.
kifu_golden(judge-japanese-cycle-illegal 2 kifu-judge --rules japanese --cycle illegal ${d}/triple-ko.sgf)
kifu_golden(judge-triple-ko-resigned 0 kifu-judge ${d}/triple-ko-resigned.sgf)
# A referee's --dead list with a typo is a usage error: exit 2, no ruling (K106); one that names no stone too (K108).
kifu_golden(judge-dead-typo 2 kifu-judge --dead zz ${d}/half-point.sgf)
kifu_golden(judge-dead-no-stone 2 kifu-judge --dead aa --format jsonl ${d}/half-point.sgf)
kifu_golden(judge-forfeit-ends-game 0 kifu-judge ${d}/forfeit-ends-game.sgf)
kifu_golden(judge-triple-ko-chinese-estimated 1 kifu-judge --rules chinese ${d}/triple-ko.sgf)
# --quiet: only the rulings that do not uphold the record.
kifu_golden(judge-quiet 1 kifu-judge --quiet testdata/disputed)
# No RE: nothing to uphold. A ruling that decides the game and sanctions nothing exits 0; one that
# cannot be made, or one that sanctions an irregularity, exits 1.
kifu_golden(judge-no-result 0 kifu-judge testdata/no-result/counted.sgf)
kifu_golden(judge-no-result-penalty 1 kifu-judge --penalty B=1 testdata/no-result/counted.sgf)
kifu_golden(judge-no-result-undecided 1 kifu-judge testdata/no-result/stops-early.sgf)
# RE[?]: the result is unknown, nothing to uphold either (no-record).
kifu_golden(judge-unknown-result 0 kifu-judge testdata/no-result/unknown-result.sgf)
# No RE and a void move: the ruling sanctions it (the turn forfeited), so exit 1, as for a warning.
kifu_golden(judge-no-result-void-move 1 kifu-judge --alive-all testdata/no-result/void-move.sgf)
# A ruling on a record whose count depends on the order equal moves are played in: the reason says how far apart.
kifu_golden(judge-scans-median 0 kifu-judge testdata/estimate/pro_scans-median_Judan-49-W06.sgf)
# A KGS record cut short before its passes: undecided, RE neither confirmed nor overturned (A015).
kifu_golden(judge-cut-short 1 kifu-judge testdata/score/cut-short)
# No RU: the ruling says which rules it applies and why (here the players' own count shows area counting).
kifu_golden(judge-counting-from-re 0 kifu-judge testdata/score/counting/olympiad-9x9-no-ru.sgf)
kifu_golden(judge-server-no-ru 0 kifu-judge testdata/score/counting/kgs-no-ru-no-re.sgf)
kifu_golden(judge-no-km-before-komi 0 kifu-judge testdata/score/counting/no-km-1850.sgf)
# RE counts every stone alive (CGOS counts no stone dead): the ruling upholds it and says what the estimate found.
kifu_golden(judge-none-dead-by-re 0 kifu-judge testdata/score/none-dead/cgos-fuego-amigo.sgf)
# RE counts one of the estimate's uncertain calls the other way: upheld, and the count's reason says so (A017).
kifu_golden(judge-call-by-re 0 kifu-judge testdata/score/call-by-re)
# RE names the other player the winner by the count's own margin: the note says its winner looks swapped (A018).
kifu_golden(judge-winner-swapped 1 kifu-judge testdata/score/winner-swapped/HTGN1.sgf)
# Void moves end the game, then both players pass in turn: their own end, counted (no unfinished cycle).
kifu_golden(judge-passes-after-void-moves 0 kifu-judge ${d}/passes-after-void-moves.sgf)
# The same record ruled on: RE is neither confirmed nor overturned by a count from such markup.
kifu_golden(judge-markup-contradicted 1 kifu-judge testdata/score/markup-contradicted/354-34-3.sgf)
# A file with no game tree (text, NUL bytes) holds no record: its error, no rules assumed, no game counted.
kifu_golden(judge-no-game-tree 1 kifu-judge testdata/sgf/malformed/littlego/not-an-sgf-file.sgf testdata/sgf/malformed/real-world-broken/1531205531010001271.sgf)
# --ignore and --only choose the findings printed, never the ruling: a void move ignored is still sanctioned (exit 1
# with no RE), and the ruling's events still list it.
kifu_golden(judge-ignore-void-move 1 kifu-judge --ignore M102 --format jsonl testdata/no-result/void-move.sgf)
# RE written in the node of move 18, with the territory the players agreed: play after it (White filling its own
# territory, then two passes) is no part of the game, neither replayed nor counted, and that node's markup decides.
kifu_golden(judge-play-after-recorded-result 0 kifu-judge ${d}/play-after-recorded-result.sgf)
