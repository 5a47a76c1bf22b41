#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <optional>
#include <utility>

#include <sys/stat.h>
#include <unistd.h>

#include <kifu/cli/inputs.hpp>
#include <kifu/cli/split_inputs.hpp>

#include "temp_dir.hpp"

namespace fs = std::filesystem;
using kifu::cli::expand_inputs;
using kifu::cli::Input;

namespace {

std::vector<std::string> paths(const std::vector<Input>& inputs, const fs::path& base) {
    std::vector<std::string> out;
    const std::string prefix = base.string() + "/";
    for (const auto& i : inputs) {
        std::string rel = i.path.rfind(prefix, 0) == 0 ? i.path.substr(prefix.size()) : i.path;
        out.push_back(rel + (i.error ? "!" + std::string(i.error->code.id) : ""));
    }
    return out;
}

}  // namespace

TEST_CASE("folders expand recursively to *.sgf in name order", "[cli]") {
    TempDir t;
    t.write("b.sgf");
    t.write("a.SGF");
    t.write("notes.txt");
    t.write("sub/z/c.sgf");
    t.write("sub/d.Sgf");
    auto in = expand_inputs({t.path.string()}, "");
    CHECK(paths(in, t.path) == std::vector<std::string>{"a.SGF", "b.sgf", "sub/d.Sgf", "sub/z/c.sgf"});
}

TEST_CASE("a folder with no SGF file or archive below it is one problem, not a silent nothing", "[cli]") {
    TempDir t;
    t.write("notes/readme.txt");
    fs::create_directories(t.path / "empty");
    auto in = expand_inputs({(t.path / "notes").string(), (t.path / "empty").string()}, "");
    CHECK(paths(in, t.path) == std::vector<std::string>{"notes!I002", "empty!I002"});
    t.write("deep/er/a.sgf");
    CHECK(paths(expand_inputs({(t.path / "deep").string()}, ""), t.path) == std::vector<std::string>{"deep/er/a.sgf"});
}

TEST_CASE("a folder's files carry their path relative to it - a file named directly carries its name", "[cli]") {
    TempDir t;
    t.write("games/a.sgf");
    t.write("games/sub/z/c.sgf");
    auto in = expand_inputs({(t.path / "games").string(), (t.path / "games/a.sgf").string()}, "");
    std::vector<std::string> relative;
    for (const auto& i : in) relative.push_back(i.relative);
    CHECK(relative == std::vector<std::string>{"a.sgf", "sub/z/c.sgf", "a.sgf"});
}

TEST_CASE("missing paths become error inputs in place", "[cli]") {
    TempDir t;
    t.write("a.sgf");
    auto in = expand_inputs({(t.path / "nope.sgf").string(), (t.path / "a.sgf").string()}, "");
    REQUIRE(in.size() == 2);
    REQUIRE(in[0].error);
    CHECK(in[0].error->code.id == "I001");
    CHECK(in[0].error->loc.file == (t.path / "nope.sgf").string());
    CHECK_FALSE(in[1].error);
}

TEST_CASE("a symlink loop is visited once and reported", "[cli]") {
    TempDir t;
    t.write("d/a.sgf");
    fs::create_directory_symlink(t.path / "d", t.path / "d" / "loop");
    auto in = expand_inputs({t.path.string()}, "");
    CHECK(paths(in, t.path) == std::vector<std::string>{"d/a.sgf", "d/loop!I003"});
}

TEST_CASE("files listed by --files-from, one per line", "[cli]") {
    TempDir t;
    t.write("a.sgf");
    t.write("dir/b.sgf");
    t.write("list.txt", (t.path / "a.sgf").string() + "\r\n\n" + (t.path / "dir").string() + "\n");
    auto in = expand_inputs({"-"}, (t.path / "list.txt").string());
    REQUIRE(in.size() == 3);
    CHECK(in[0].is_stdin);
    CHECK(paths({in[1], in[2]}, t.path) == std::vector<std::string>{"a.sgf", "dir/b.sgf"});
    auto missing = expand_inputs({}, (t.path / "none.txt").string());
    REQUIRE(missing.size() == 1);
    CHECK(missing[0].error->code.id == "I001");
}

TEST_CASE("a --files-from list that names no path is one problem, like an empty folder", "[cli]") {
    TempDir t;
    t.write("a.sgf");
    t.write("empty.txt", "\n\r\n");
    auto in = expand_inputs({(t.path / "a.sgf").string()}, (t.path / "empty.txt").string());
    REQUIRE(in.size() == 2);
    CHECK_FALSE(in[0].error);
    REQUIRE(in[1].error);
    CHECK(in[1].error->code.id == "I002");
    CHECK(in[1].path == (t.path / "empty.txt").string());
}

TEST_CASE("read_input hands a file over whole and enforces the size limit", "[cli]") {
    TempDir t;
    t.write("a.sgf", "(;SZ[9])");
    Input a{(t.path / "a.sgf").string(), false, std::nullopt, {}};
    std::vector<std::string> seen;
    auto keep = [&](const kifu::cli::Source& s) { seen.emplace_back(s.bytes); };
    CHECK_FALSE(kifu::cli::read_input(a, 100, keep));
    CHECK(seen == std::vector<std::string>{"(;SZ[9])"});
    auto big = kifu::cli::read_input(a, 4, keep);
    REQUIRE(big);
    CHECK(big->code.id == "I004");
    auto dir = kifu::cli::read_input(Input{t.path.string(), false, std::nullopt, {}}, 100, keep);
    REQUIRE(dir);
    CHECK(dir->code.id == "I001");
    CHECK(seen.size() == 1);
}

TEST_CASE("a large UTF-8 file is split, then read one game tree at a time", "[cli]") {
    TempDir t;
    t.write("c.sgf", "(;SZ[9];B[aa])\n(;SZ[9];W[bb])\n");
    std::vector<std::pair<std::string, std::uint32_t>> seen;
    auto keep = [&](const kifu::cli::Source& s) { seen.emplace_back(s.bytes, s.origin.line); };
    std::optional<Input> file = Input{(t.path / "c.sgf").string(), false, std::nullopt, {}};
    kifu::cli::SplitInputs split([&] { return std::exchange(file, std::nullopt); }, 10, 100);
    while (auto piece = split.next()) CHECK_FALSE(kifu::cli::read_input(*piece, 100, keep));
    CHECK(seen == std::vector<std::pair<std::string, std::uint32_t>>{{"(;SZ[9];B[aa])", 1}, {"\n(;SZ[9];W[bb])\n", 1}});
}

TEST_CASE("a FIFO named *.sgf inside a folder is reported, not opened", "[cli]") {
    TempDir t;
    t.write("a.sgf");
    REQUIRE(::mkfifo((t.path / "pipe.sgf").c_str(), 0600) == 0);
    auto in = expand_inputs({t.path.string()}, "");
    CHECK(paths(in, t.path) == std::vector<std::string>{"pipe.sgf!I002", "a.sgf"});
}

TEST_CASE("a symbolic link to nothing named *.sgf inside a folder is a missing file (I001)", "[cli]") {
    TempDir t;
    t.write("a.sgf");
    std::filesystem::create_symlink(t.path / "gone.sgf", t.path / "link.sgf");
    auto in = expand_inputs({t.path.string()}, "");
    CHECK(paths(in, t.path) == std::vector<std::string>{"link.sgf!I001", "a.sgf"});
}

TEST_CASE("an input stream lists a folder only when the run reaches it", "[cli]") {
    TempDir t;
    t.write("a/1.sgf");
    t.write("b/2.sgf");
    kifu::cli::InputStream stream({t.path.string()}, "");
    auto first = stream.next();
    REQUIRE(first);
    CHECK(paths({*first}, t.path) == std::vector<std::string>{"a/1.sgf"});
    t.write("b/3.sgf");  // made after the walk began, before it reached b/
    std::vector<Input> rest;
    while (auto input = stream.next()) rest.push_back(std::move(*input));
    CHECK(paths(rest, t.path) == std::vector<std::string>{"b/2.sgf", "b/3.sgf"});
    CHECK_FALSE(stream.next());
}

TEST_CASE("each input knows its path relative to the folder it was found in", "[cli]") {
    TempDir t;
    t.write("f/a.sgf");
    t.write("f/sub/b.sgf");
    t.write("c.sgf");
    auto in = expand_inputs({(t.path / "f").string() + "/", (t.path / "c.sgf").string(), "-"}, "");
    REQUIRE(in.size() == 4);
    CHECK(in[0].relative == "a.sgf");
    CHECK(in[1].relative == "sub/b.sgf");
    CHECK(in[1].path == (t.path / "f/sub/b.sgf").string());
    CHECK(in[2].relative == "c.sgf");
    CHECK(in[3].relative.empty());
}
