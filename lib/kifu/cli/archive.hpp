#pragma once
// Reading the *.sgf members of tar, zip and 7z archives through libarchive, streaming: nothing is
// extracted to disk, and a member is held only while it is handed over.

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include <kifu/cli/inputs.hpp>

namespace kifu::cli {

// What joins an archive's path and a member's path in every name kifu prints
// ("games.tar.gz!/2017/a.sgf", as in Java's jar URLs): no ':', so file:line:col stays splittable.
inline constexpr std::string_view member_separator = "!/";

// The length of `name`'s SGF suffix: .sgf, or .sgfs (KataGo's self-play files, a game a line), any case; 0 for none.
[[nodiscard]] std::size_t sgf_suffix(std::string_view name);
// True when `name` ends in .sgf or .sgfs (any case).
[[nodiscard]] bool is_sgf_name(std::string_view name);
// True when `name` ends in .sgfs (any case): KataGo's self-play file, read by KataGo a game tree a line.
[[nodiscard]] bool is_sgfs_name(std::string_view name);
// Whether an input found at `relative` (empty: named directly as `path`) is a .sgfs file, a game tree a line (a
// compressed one's `relative` has no compression suffix).
[[nodiscard]] bool one_game_a_line(std::string_view relative, std::string_view path);
// The length of `name`'s compression suffix after an SGF one (.sgf.gz, .sgfs.bz2, .sgf.xz, any case: one
// compressed record or collection); 0 for none.
[[nodiscard]] std::size_t compressed_sgf_suffix(std::string_view name);
// True when `name` ends in .tar, .tar.gz, .tgz, .tar.bz2, .tbz2, .tar.xz, .txz, .zip or .7z, or in a
// compressed SGF suffix (see compressed_sgf_suffix), any case: what ArchiveMembers reads.
[[nodiscard]] bool is_archive_name(std::string_view name);
// Reads from `fd` onto `bytes` until it holds `size` bytes, the end or an error (reading on reports it).
void read_up_to(int fd, std::string& bytes, std::size_t size);
// The bytes looks_like_archive needs: the start of a file.
inline constexpr std::size_t archive_head_size = 262;
// True when `head` (the first archive_head_size bytes of a file, or all of a shorter one) holds the
// magic bytes of gzip, bzip2, xz, zip, 7z or a ustar header.
[[nodiscard]] bool looks_like_archive(std::string_view head);
// True when the file at `path` opens with the magic bytes of an archive (see looks_like_archive).
[[nodiscard]] bool starts_like_archive(const std::string& path);

// The *.sgf and *.sgfs members, compressed or not (any case; regular files only: a directory named x.sgf is no member)
// of one archive, in archive order, each an Input named ARCHIVE!/MEMBER whose `relative` is the archive's own without
// its suffix, then the member path (d/a.tar.gz!/x/b.sgf: d/a/x/b.sgf; never absolute, ".." components made "_";
// standard input's members: the member path alone) and whose `bytes` hold its content when `load` (else empty: for
// counting). Problems become inputs carrying an error, in place: a member larger than `max_bytes` uncompressed (I004:
// refused by its header, or as soon as reading passes the limit, so a lying header cannot bomb memory), a member that
// is a link or a device (I002), and damage (I006, naming the member when it was being read; the members before it are
// handed out, nothing after); an archive without SGF members is one problem (I002). A member that is one compressed
// record (b.sgf.gz, see compressed_sgf_suffix) is decompressed, within `max_bytes`, and named as the member, its
// `relative` without the compression suffix; a member that is itself an archive (names_tar_zip_7z) is not read: it is
// one problem (I002), never skipped in silence. A gzip, bzip2 or xz stream that holds no tar is one record (or
// collection), named like the archive, whose `relative` is `relative` without its compression suffix; unless the name
// says tar, zip or 7z, which makes it damage (I006). A stream named as a compressed record, or named neither way and
// decompressing to NUL bytes first, is one record whatever it holds.
class ArchiveMembers {
public:
    // The archive in the file at `path`, found at `relative` in a folder (or named directly: its file name).
    ArchiveMembers(std::string path, std::size_t max_bytes, bool load, std::string relative = {});
    // The archive on a pipe `fd`: standard input (`path` "-") or a pipe named as a path (a FIFO, <(...); `owned`:
    // closed at the end), whose first bytes `head` were read to sniff it. A 7z archive is read whole first (7z needs
    // seeking; I004 when it is larger than `max_bytes`).
    ArchiveMembers(std::string path, std::string head, int fd, bool owned, std::size_t max_bytes, bool load);
    ArchiveMembers(ArchiveMembers&&) noexcept;
    ArchiveMembers& operator=(ArchiveMembers&&) noexcept;
    ~ArchiveMembers();
    // The next member or problem, or nothing once the archive is done.
    [[nodiscard]] std::optional<Input> next();

private:
    struct State;
    std::unique_ptr<State> state_;
};

}  // namespace kifu::cli
