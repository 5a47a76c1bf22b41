#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include <archive.h>
#include <archive_entry.h>
#include <fcntl.h>
#include <unistd.h>

#include <kifu/cli/archive.hpp>
#include <kifu/cli/inputs.hpp>

#include "temp_dir.hpp"
#include "support/files.hpp"

using kifu::test::slurp;

namespace fs = std::filesystem;
using kifu::cli::expand_inputs;
using kifu::cli::Input;

namespace {

struct Member {
    std::string name;
    std::string bytes;
    unsigned type = AE_IFREG;     // AE_IFDIR, AE_IFLNK, ...
    bool size_in_header = true;   // false: zip's data descriptor, the size known only at the end
};

// Writes `members` as an archive of `kind` (tar, tar.gz, tar.bz2, tar.xz, zip, 7z) with libarchive.
void write_archive(const fs::path& path, const std::string& kind, const std::vector<Member>& members) {
    archive* a = archive_write_new();
    if (kind == "zip") archive_write_set_format_zip(a);
    else if (kind == "7z") archive_write_set_format_7zip(a);
    else archive_write_set_format_pax_restricted(a);
    if (kind == "tar.gz") archive_write_add_filter_gzip(a);
    if (kind == "tar.bz2") archive_write_add_filter_bzip2(a);
    if (kind == "tar.xz") archive_write_add_filter_xz(a);
    REQUIRE(archive_write_open_filename(a, path.c_str()) == ARCHIVE_OK);
    for (const auto& m : members) {
        archive_entry* e = archive_entry_new();
        archive_entry_set_pathname(e, m.name.c_str());
        archive_entry_set_filetype(e, m.type);
        archive_entry_set_perm(e, 0644);
        if (m.type == AE_IFLNK) archive_entry_set_symlink(e, "elsewhere.sgf");
        if (m.type == AE_IFREG && m.size_in_header) archive_entry_set_size(e, static_cast<la_int64_t>(m.bytes.size()));
        REQUIRE(archive_write_header(a, e) == ARCHIVE_OK);
        if (m.type == AE_IFREG && !m.bytes.empty())
            REQUIRE(archive_write_data(a, m.bytes.data(), m.bytes.size()) == static_cast<la_ssize_t>(m.bytes.size()));
        archive_entry_free(e);
    }
    REQUIRE(archive_write_close(a) == ARCHIVE_OK);
    archive_write_free(a);
}

// Writes `bytes` as one gzip, bzip2 or xz stream (`kind`: gz, bz2, xz), no tar around it.
void write_compressed(const fs::path& path, const std::string& kind, const std::string& bytes) {
    archive* a = archive_write_new();
    archive_write_set_format_raw(a);
    if (kind == "gz") archive_write_add_filter_gzip(a);
    if (kind == "bz2") archive_write_add_filter_bzip2(a);
    if (kind == "xz") archive_write_add_filter_xz(a);
    REQUIRE(archive_write_open_filename(a, path.c_str()) == ARCHIVE_OK);
    archive_entry* e = archive_entry_new();
    archive_entry_set_pathname(e, "data");
    archive_entry_set_filetype(e, AE_IFREG);
    REQUIRE(archive_write_header(a, e) == ARCHIVE_OK);
    REQUIRE(archive_write_data(a, bytes.data(), bytes.size()) == static_cast<la_ssize_t>(bytes.size()));
    archive_entry_free(e);
    REQUIRE(archive_write_close(a) == ARCHIVE_OK);
    archive_write_free(a);
}

// Standard input read from `path` while `body` runs.
template <class Body>
void with_stdin(const fs::path& path, Body body) {
    const int saved = ::dup(0);
    const int fd = ::open(path.c_str(), O_RDONLY);
    REQUIRE(fd >= 0);
    ::dup2(fd, 0);
    ::close(fd);
    body();
    ::dup2(saved, 0);
    ::close(saved);
}

// Three bundled records, a text file and a directory named like a record.
std::vector<Member> sample_members() {
    const fs::path dir = fs::path(KIFU_SOURCE_DIR) / "testdata/archive";
    return {{"games/cgos-107433.sgf", slurp(dir / "cgos-107433.sgf")},
            {"games/README.txt", "not a record"},
            {"games/dir.sgf", "", AE_IFDIR},
            {"games/sub/kgs-2017-01-01-1.SGF", slurp(dir / "kgs-2017-01-01-1.sgf")},
            {"./fox-1p_1489235695019999899.sgf", slurp(dir / "fox-1p_1489235695019999899.sgf")}};
}

std::vector<std::string> names(const std::vector<Input>& inputs) {
    std::vector<std::string> out;
    for (const auto& i : inputs) out.push_back(i.path + (i.error ? "!" + std::string(i.error->code.id) : ""));
    return out;
}

}  // namespace

TEST_CASE("every archive format hands out its *.sgf members in order, with their bytes", "[cli][archive]") {
    const std::string kind = GENERATE("tar", "tar.gz", "tar.bz2", "tar.xz", "zip", "7z");
    TempDir t;
    const auto members = sample_members();
    const std::string path = (t.path / ("a." + kind)).string();
    write_archive(path, kind, members);
    const auto in = expand_inputs({path}, "");
    CHECK(names(in) == std::vector<std::string>{path + "!/games/cgos-107433.sgf",
                                                path + "!/games/sub/kgs-2017-01-01-1.SGF",
                                                path + "!/fox-1p_1489235695019999899.sgf"});
    REQUIRE(in.size() == 3);
    // written under the archive's name without its suffix (kifu-fix -o): archives never share an output
    CHECK(in[0].relative == "a/games/cgos-107433.sgf");
    CHECK(in[2].relative == "a/fox-1p_1489235695019999899.sgf");
    CHECK(*in[0].bytes == members[0].bytes);
    CHECK(*in[1].bytes == members[3].bytes);
    CHECK(*in[2].bytes == members[4].bytes);
    std::vector<std::string> seen;
    for (const auto& input : in) {
        auto error = kifu::cli::read_input(input, 1000, [&](const kifu::cli::Source& s) {
            CHECK(s.name == input.path);
            CHECK(s.relative == input.relative);
            seen.emplace_back(s.bytes);
        });
        CHECK_FALSE(error);
    }
    CHECK(seen == std::vector<std::string>{members[0].bytes, members[3].bytes, members[4].bytes});
}

TEST_CASE("archives are found by name in folders and lists, and by content when named directly", "[cli][archive]") {
    TempDir t;
    fs::create_directories(t.path / "in/deep");
    write_archive(t.path / "in/deep/b.TGZ", "tar.gz", {{"x.sgf", "(;)"}});
    std::ofstream(t.path / "in/a.sgf") << "(;)";
    std::ofstream(t.path / "in/notes.txt") << "text";
    write_archive(t.path / "download", "zip", {{"y.sgf", "(;)"}});
    std::ofstream(t.path / "list") << (t.path / "in/deep/b.TGZ").string() << "\n";
    const auto in = expand_inputs({(t.path / "in").string(), (t.path / "download").string()}, (t.path / "list").string());
    const std::string base = t.path.string();
    CHECK(names(in) == std::vector<std::string>{base + "/in/a.sgf", base + "/in/deep/b.TGZ!/x.sgf",
                                                base + "/download!/y.sgf", base + "/in/deep/b.TGZ!/x.sgf"});
    REQUIRE(in.size() == 4);
    CHECK(in[0].relative == "a.sgf");
    CHECK(in[1].relative == "deep/b/x.sgf");  // the archive's place in the folder, then the member's
    CHECK(in[2].relative == "download/y.sgf");
}

TEST_CASE("a gzip, bzip2 or xz stream that holds no tar is one record, named as the file", "[cli][archive]") {
    const std::string kind = GENERATE("gz", "bz2", "xz");
    TempDir t;
    const std::string record = "(;GM[1]SZ[9];B[ee])";
    fs::create_directories(t.path / "in/sub");
    write_compressed(t.path / "in/sub" / ("g.sgf." + kind), kind, record);
    write_compressed(t.path / "download", kind, record);
    write_compressed(t.path / ("g.tar." + kind), kind, record);
    const std::string base = t.path.string();
    const auto in = expand_inputs({base + "/in", base + "/download", base + "/g.tar." + kind}, "");
    CHECK(names(in) == std::vector<std::string>{base + "/in/sub/g.sgf." + kind, base + "/download",
                                                base + "/g.tar." + kind + "!I006"});
    REQUIRE(in.size() == 3);
    CHECK(in[0].relative == "sub/g.sgf");
    CHECK(in[1].relative == "download");
    for (int i : {0, 1}) {
        REQUIRE(in[i].bytes);
        CHECK(*in[i].bytes == record);
    }
}

TEST_CASE("a compressed record that opens with NUL bytes, or is empty, reads as the record, not as an empty tar",
          "[cli][archive]") {
    const std::string kind = GENERATE("gz", "bz2", "xz");
    // Fox's broken downloads open with NULs; 512 of them are tar's end-of-archive block.
    const std::string record =
        GENERATE(std::string(600, '\0') + "(;GM[1]SZ[9];B[ee])", std::string(600, '\0'), std::string());
    TempDir t;
    write_compressed(t.path / ("g.sgf." + kind), kind, record);
    write_compressed(t.path / "download", kind, record);
    write_archive(t.path / "a.tar", "tar", {{"m.sgf." + kind, slurp(t.path / ("g.sgf." + kind))}});
    const std::string base = t.path.string();
    const auto in = expand_inputs({base + "/g.sgf." + kind, base + "/download", base + "/a.tar"}, "");
    CHECK(names(in) ==
          std::vector<std::string>{base + "/g.sgf." + kind, base + "/download", base + "/a.tar!/m.sgf." + kind});
    for (const auto& input : in) {
        REQUIRE(input.bytes);
        CHECK(*input.bytes == record);
    }
    with_stdin(t.path / ("g.sgf." + kind), [&] {
        const auto piped = expand_inputs({"-"}, "");
        CHECK(names(piped) == std::vector<std::string>{"-"});
        REQUIRE(piped.size() == 1);
        REQUIRE(piped[0].bytes);
        CHECK(*piped[0].bytes == record);
    });
}

TEST_CASE("standard input is sniffed like a file: an archive on it hands out its members as -!/MEMBER",
          "[cli][archive]") {
    TempDir t;
    const auto members = sample_members();
    write_archive(t.path / "a.tar.gz", "tar.gz", members);
    with_stdin(t.path / "a.tar.gz", [&] {
        const auto in = expand_inputs({"-"}, "");
        CHECK(names(in) == std::vector<std::string>{"-!/games/cgos-107433.sgf", "-!/games/sub/kgs-2017-01-01-1.SGF",
                                                    "-!/fox-1p_1489235695019999899.sgf"});
        REQUIRE(in.size() == 3);
        CHECK(*in[0].bytes == members[0].bytes);
    });
    write_compressed(t.path / "g.sgf.gz", "gz", members[0].bytes);
    with_stdin(t.path / "g.sgf.gz", [&] {
        const auto in = expand_inputs({"-"}, "");
        REQUIRE(in.size() == 1);
        CHECK(in[0].path == "-");
        CHECK(in[0].relative == "stdin.sgf");
        CHECK(*in[0].bytes == members[0].bytes);
    });
    // A record on standard input: the bytes read to sniff it come first.
    std::ofstream(t.path / "plain.sgf") << members[0].bytes;
    with_stdin(t.path / "plain.sgf", [&] {
        const auto in = expand_inputs({"-"}, "");
        REQUIRE(in.size() == 1);
        CHECK(in[0].is_stdin);
        std::string read;
        CHECK_FALSE(kifu::cli::read_input(in[0], std::size_t(-1), [&](const auto& s) { read = s.bytes; }));
        CHECK(read == members[0].bytes);
    });
}

TEST_CASE("a damaged archive hands out the members before the damage, then one error", "[cli][archive]") {
    TempDir t;
    const std::string record = "(;GM[1]SZ[9]C[" + std::string(3000, 'x') + "])";
    std::vector<Member> members;
    for (int i = 0; i < 4; ++i) members.push_back({"g" + std::to_string(i) + ".sgf", record});
    const fs::path path = t.path / "cut.tar";
    write_archive(path, "tar", members);
    // Each member takes a 512-byte header and 3,072 bytes of data: cut inside the third one's data.
    fs::resize_file(path, 2 * 3584 + 1024);
    auto in = expand_inputs({path.string()}, "");
    // The member being read is read up to the damage, as a file cut short is, then the damage is reported.
    CHECK(names(in) == std::vector<std::string>{path.string() + "!/g0.sgf", path.string() + "!/g1.sgf",
                                                path.string() + "!/g2.sgf", path.string() + "!/g2.sgf!I006"});
    REQUIRE(in.size() == 4);
    REQUIRE(in[2].bytes);
    CHECK(*in[2].bytes == record.substr(0, 512));
    CHECK(in[3].error->loc.file == path.string() + "!/g2.sgf");
    CHECK_THAT(in[3].error->message, Catch::Contains("damaged or truncated in this member"));
    // Cut inside a header: the error names the archive alone.
    fs::resize_file(path, 3584 + 100);
    in = expand_inputs({path.string()}, "");
    CHECK(names(in) == std::vector<std::string>{path.string() + "!/g0.sgf", path.string() + "!I006"});
    CHECK_THAT(in[1].error->message, Catch::Contains("after 1 members"));
    // Not an archive at all.
    std::ofstream(t.path / "text.zip") << "(;GM[1])";
    in = expand_inputs({(t.path / "text.zip").string()}, "");
    CHECK(names(in) == std::vector<std::string>{(t.path / "text.zip").string() + "!I006"});
}

TEST_CASE("a gzip stream whose data or checksum is damaged is one error after what it held, never read as whole",
          "[cli][archive]") {
    TempDir t;
    const std::string record = "(;GM[1]SZ[9]C[" + std::string(3000, 'x') + "];B[ee])";
    std::vector<Member> members;
    for (int i = 0; i < 3; ++i) members.push_back({"g" + std::to_string(i) + ".sgf", record});
    auto flipped = [&](const fs::path& from, const std::string& name, auto&& where) {
        std::string bytes = slurp(from);
        for (std::size_t i : where(bytes.size())) bytes[i] = static_cast<char>(bytes[i] ^ 0xff);
        const fs::path to = t.path / name;
        std::ofstream(to, std::ios::binary) << bytes;
        return to.string();
    };
    const auto checksum = [](std::size_t size) { return std::vector<std::size_t>{size - 8}; };  // the CRC-32 trailer
    const fs::path tgz = t.path / "whole.tar.gz";
    write_archive(tgz, "tar.gz", members);
    REQUIRE(names(expand_inputs({tgz.string()}, "")).size() == 3);
    // A wrong checksum: every member reads, then the archive is an error.
    const std::string bad_sum = flipped(tgz, "sum.tar.gz", checksum);
    auto in = expand_inputs({bad_sum}, "");
    CHECK(names(in) == std::vector<std::string>{bad_sum + "!/g0.sgf", bad_sum + "!/g1.sgf", bad_sum + "!/g2.sgf",
                                                bad_sum + "!I006"});
    CHECK_THAT(in.back().error->message, Catch::Contains("checksum does not match"));
    // On standard input too.
    with_stdin(bad_sum, [&] { CHECK(names(expand_inputs({"-"}, "")).back() == "-!I006"); });
    // Damaged compressed data: never a silent end of the archive.
    const std::string bad_data = flipped(tgz, "data.tar.gz", [](std::size_t size) {
        std::vector<std::size_t> out;
        for (std::size_t i = size / 3; i < size / 3 + 40; ++i) out.push_back(i);
        return out;
    });
    in = expand_inputs({bad_data}, "");
    REQUIRE(!in.empty());
    CHECK(in.back().error);
    CHECK(in.back().error->code.id == std::string_view("I006"));
    // One compressed record, loose or as a member.
    const fs::path gz = t.path / "one.sgf.gz";
    write_compressed(gz, "gz", record);
    const std::string bad_one = flipped(gz, "bad.sgf.gz", checksum);
    CHECK(names(expand_inputs({gz.string()}, "")) == std::vector<std::string>{gz.string()});
    CHECK(names(expand_inputs({bad_one}, "")) == std::vector<std::string>{bad_one + "!I006"});
    const fs::path tar = t.path / "holds.tar";
    write_archive(tar, "tar", {{"bad.sgf.gz", slurp(bad_one)}, {"good.sgf.gz", slurp(gz)}});
    CHECK(names(expand_inputs({tar.string()}, "")) ==
          std::vector<std::string>{tar.string() + "!/bad.sgf.gz!I006", tar.string() + "!/good.sgf.gz"});
}

TEST_CASE("a compressed collection cut short gives every game before the cut, as gzip -dc does, then one error",
          "[cli][archive]") {
    TempDir t;
    std::string games;
    for (int i = 0; games.size() < 400'000; ++i)
        games += "(;GM[1]FF[4]SZ[19]C[game " + std::to_string(i * 7919 % 100'003) + "];B[pd];W[dp])\n";
    const fs::path whole = t.path / "whole.sgfs.gz";
    write_compressed(whole, "gz", games);
    std::string cut = slurp(whole);
    cut.resize(cut.size() - 100);  // a writer killed mid-write: the last deflate bytes and the trailer are missing
    const fs::path path = t.path / "cut.sgfs.gz";
    std::ofstream(path, std::ios::binary) << cut;
    const auto in = expand_inputs({path.string()}, "");
    REQUIRE(names(in) == std::vector<std::string>{path.string(), path.string() + "!I006"});
    REQUIRE(in[0].bytes);
    // libarchive keeps back up to 64 KiB it inflated; read again with zlib, only the bytes in the cut are missing
    CHECK(games.compare(0, in[0].bytes->size(), *in[0].bytes) == 0);
    CHECK(in[0].bytes->size() + 2'000 > games.size());
    CHECK_THAT(in[1].error->message, Catch::Contains("what comes before the damage is read"));
}

TEST_CASE("the size limit (--max-size) applies to each member's uncompressed size, by its header or as it is read", "[cli][archive]") {
    TempDir t;
    const std::string zeros(1 << 20, '\0');
    write_archive(t.path / "bomb.tar.gz", "tar.gz", {{"bomb.sgf", zeros}, {"ok.sgf", "(;)"}});
    write_archive(t.path / "stream.zip", "zip", {{"bomb.sgf", zeros, AE_IFREG, false}, {"ok.sgf", "(;)", AE_IFREG, false}});
    CHECK(fs::file_size(t.path / "bomb.tar.gz") < 10000);
    for (const char* name : {"bomb.tar.gz", "stream.zip"}) {
        const std::string path = (t.path / name).string();
        const auto in = expand_inputs({path}, "", {1000, true});
        CHECK(names(in) == std::vector<std::string>{path + "!/bomb.sgf!I004", path + "!/ok.sgf"});
        REQUIRE(in.size() == 2);
        CHECK_THAT(in[0].error->message, Catch::Contains("limit of 1000"));
        CHECK(*in[1].bytes == "(;)");
    }
}

TEST_CASE("directories, links and other files named *.sgf are not members", "[cli][archive]") {
    TempDir t;
    const std::string zip = (t.path / "d.zip").string();
    write_archive(zip, "zip", {{"x.sgf/", "", AE_IFDIR}, {"x.sgf/a.sgf", "(;)"}});
    CHECK(names(expand_inputs({zip}, "")) == std::vector<std::string>{zip + "!/x.sgf/a.sgf"});
    const std::string tar = (t.path / "l.tar").string();
    write_archive(tar, "tar", {{"link.sgf", "", AE_IFLNK}, {"../up/b.sgf", "(;)"}});
    const auto in = expand_inputs({tar}, "");
    CHECK(names(in) == std::vector<std::string>{tar + "!/link.sgf!I002", tar + "!/../up/b.sgf"});
    REQUIRE(in.size() == 2);
    CHECK(in[1].relative == "l/_/up/b.sgf");
}

TEST_CASE("an archive with nothing to read is one problem, like an empty folder: never a silent nothing",
          "[cli][archive]") {
    const std::string kind = GENERATE("tar", "tar.gz", "zip", "7z");
    TempDir t;
    const std::string path = (t.path / ("e." + kind)).string();
    write_archive(path, kind, {{"readme.txt", "not a game"}});
    auto in = expand_inputs({path}, "");
    REQUIRE(in.size() == 1);
    REQUIRE(in[0].error);
    CHECK(in[0].error->code.id == "I002");
    CHECK(in[0].path == path);
    // A file of no bytes at all is no archive (tar, unzip and gzip call it damaged): cut short, I006.
    std::ofstream(t.path / ("zero." + kind)).flush();
    in = expand_inputs({(t.path / ("zero." + kind)).string()}, "");
    REQUIRE(in.size() == 1);
    REQUIRE(in[0].error);
    CHECK(in[0].error->code.id == "I006");
    CHECK(in[0].error->message == "the archive is empty (0 bytes): cut short?");
    std::ofstream(t.path / "zero.sgf.gz").flush();
    in = expand_inputs({(t.path / "zero.sgf.gz").string()}, "");
    REQUIRE(in.size() == 1);
    REQUIRE(in[0].error);
    CHECK(in[0].error->code.id == "I006");
}

TEST_CASE("KataGo's self-play files (.sgfs) are read like .sgf, in folders and archives", "[cli][archive]") {
    TempDir t;
    std::filesystem::create_directories(t.path / "selfplay");
    std::ofstream(t.path / "selfplay" / "games.sgfs") << "(;GM[1]SZ[9];B[ee])\n(;GM[1]SZ[9];B[cc])\n";
    auto in = expand_inputs({(t.path / "selfplay").string()}, "");
    REQUIRE(in.size() == 1);
    CHECK_FALSE(in[0].error);
    CHECK(in[0].relative == "games.sgfs");
    const std::string path = (t.path / "s.tar").string();
    write_archive(path, "tar", {{"run/games.SGFS", "(;GM[1]SZ[9];B[ee])"}});
    in = expand_inputs({path}, "");
    REQUIRE(in.size() == 1);
    CHECK(in[0].relative == "s/run/games.SGFS");
}

TEST_CASE("counting members reads no bytes", "[cli][archive]") {
    TempDir t;
    const std::string path = (t.path / "c.tar.xz").string();
    write_archive(path, "tar.xz", sample_members());
    const auto in = expand_inputs({path}, "", {1 << 20, false});
    REQUIRE(in.size() == 3);
    for (const auto& i : in) CHECK_FALSE(i.bytes);
}

TEST_CASE("archive names: the suffixes kifu reads, any case", "[cli][archive]") {
    using kifu::cli::is_archive_name;
    for (const char* yes : {"a.tar", "a.TAR.GZ", "a.tgz", "a.tar.bz2", "a.tbz2", "a.tar.xz", "a.txz", "a.Zip", "a.7z",
                            "a.sgf.gz", "a.SGFS.XZ", "a.sgf.bz2"})
        CHECK(is_archive_name(yes));
    for (const char* no : {"a.sgf", "a.gz", "a.tar.sgf", "tar", "a.7zip", "a.rar", "a.txt.gz", ".gz", "a.sgf.zst"})
        CHECK_FALSE(is_archive_name(no));
}
