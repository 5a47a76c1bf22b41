#pragma once
// Adjudicating a test record: from a file under testdata/ or from SGF text, with options.

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <kifu/adjudicate/adjudicate.hpp>
#include <kifu/game/reader.hpp>

namespace kifu::test {

// The first game of `sgf` (SGF text) read as `name`.
inline game::Record record_of(const std::string& sgf, const std::string& name = "test.sgf") {
    std::vector<game::Record> records;
    game::read_games(sgf, name, {}, [&](game::Record&& r) { records.push_back(std::move(r)); });
    return std::move(records.front());
}

// The text of testdata/<path>.
inline std::string testdata(const std::string& path) {
    std::ifstream in(std::string(KIFU_SOURCE_DIR) + "/testdata/" + path, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

// The adjudication of the first game of testdata/<path>.
inline adjudicate::Outcome adjudicate_file(const std::string& path, const adjudicate::Options& options = {}) {
    return adjudicate::adjudicate(record_of(testdata(path), "testdata/" + path), options);
}

// The adjudication of the first game of `sgf`.
inline adjudicate::Outcome adjudicate_text(const std::string& sgf, const adjudicate::Options& options = {}) {
    return adjudicate::adjudicate(record_of(sgf), options);
}

// How many diagnostics of `outcome` have the code `id`.
inline int count_code(const adjudicate::Outcome& outcome, std::string_view id) {
    int n = 0;
    for (const auto& d : outcome.diagnostics) n += d.code.id == id;
    return n;
}

// The reasons of the verdict, joined by newlines, with their articles in brackets.
inline std::string reasons_text(const adjudicate::Outcome& outcome) {
    std::string s;
    for (const auto& r : outcome.verdict.reasons)
        s += r.text + (r.article.empty() ? "" : " [" + r.article + "]") + "\n";
    return s;
}

}  // namespace kifu::test
