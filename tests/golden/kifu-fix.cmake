# kifu-fix: one case per kind of repair (the fixed record on stdout, the changes on stderr), the
# formats, the output folder, and the usage errors.
foreach(fixture IN ITEMS canonical junk-and-parens unescaped-bracket lower-case-ids repeated-properties
        bom-crlf-nul euc-kr-without-ca gb2312-with-ca fox-damaged-utf8 komi-fox values text-rules structure
        second-root)
  kifu_golden(fix-${fixture} 0 kifu-fix testdata/fix/${fixture}.sgf)
endforeach()
kifu_golden(fix-illegal-moves-kept 1 kifu-fix testdata/fix/illegal-moves-kept.sgf)
kifu_golden(fix-dry-run 1 kifu-fix --dry-run testdata/fix)
kifu_golden(fix-dry-run-jsonl 1 kifu-fix -n --format jsonl testdata/fix)
kifu_golden(fix-dry-run-csv 1 kifu-fix -n --quiet --format csv testdata/fix)
kifu_golden(fix-dry-run-canonical 0 kifu-fix -n testdata/fix/canonical.sgf)
kifu_golden_stdin(fix-stdin 0 testdata/fix/values.sgf kifu-fix -)
kifu_golden(fix-several-without-output-dir 2 kifu-fix testdata/fix/values.sgf testdata/fix/komi-fox.sgf)
kifu_golden(fix-json-to-stdout 2 kifu-fix --format json testdata/fix/values.sgf)
kifu_golden(fix-output-dir-inside-input 2 kifu-fix -o testdata/fix/out testdata/fix)
kifu_golden(fix-missing-input 2 kifu-fix -n testdata/no-such-file.sgf testdata/fix/canonical.sgf)
add_test(NAME golden.fix-output-dir
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/fix_output_dir.sh $<TARGET_FILE:kifu-fix>
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
# The JSON summary, per code and per folder; --ignore leaves a change code out of what is listed.
kifu_golden(fix-summary-json 1 kifu-fix -n --format jsonl --ignore F103 testdata/fix testdata/disputed)
kifu_golden(fix-handicap-restored 0 kifu-fix testdata/disputed/handicap-stones-lost.sgf)
# The row of an input that cannot be read has every field of a fix row, null, and is counted unreadable.
kifu_golden(fix-unreadable-jsonl 2 kifu-fix -n --format jsonl testdata/no-such-file.sgf testdata/fix/canonical.sgf)
# A file with no game tree writes nothing: standard output, where the fixed record would go, stays empty.
kifu_golden(fix-no-game-tree-to-stdout 1 kifu-fix testdata/sgf/malformed/real-world-broken/1531205531010001271.sgf)
