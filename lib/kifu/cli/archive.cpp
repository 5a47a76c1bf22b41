#include <kifu/cli/archive.hpp>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <utility>
#include <vector>

#include <archive.h>
#include <archive_entry.h>
#include <fcntl.h>
#include <unistd.h>

#include <fmt/format.h>

#include <kifu/cli/codes.hpp>
#include <kifu/cli/gzip_check.hpp>

namespace kifu::cli {
namespace {

bool ends_with_folded(std::string_view name, std::string_view suffix) {
    if (name.size() < suffix.size()) return false;
    return std::equal(suffix.begin(), suffix.end(), name.end() - static_cast<std::ptrdiff_t>(suffix.size()),
                      [](char s, char n) { return s == std::tolower(static_cast<unsigned char>(n)); });
}

// The length of `name`'s tar, zip or 7z suffix (.tar.gz, .zip, any case); 0 for none.
std::size_t tar_zip_7z_suffix(std::string_view name) {
    static constexpr std::array<std::string_view, 9> suffixes{".tar.gz", ".tar.bz2", ".tar.xz", ".tar", ".tgz",
                                                              ".tbz2",   ".txz",     ".zip",    ".7z"};
    for (std::string_view s : suffixes)
        if (ends_with_folded(name, s)) return s.size();
    return 0;
}

// True when `name` says tar, zip or 7z: a compressed stream named so that holds no tar is damage.
bool names_tar_zip_7z(std::string_view name) { return tar_zip_7z_suffix(name) > 0; }

// libarchive reads this much of the archive file at a time.
constexpr std::size_t archive_block_size = std::size_t{1} << 16;
// At most this much is reserved up front for a member, whatever its header says.
constexpr std::size_t max_reserve = std::size_t{16} << 20;

// The member path as kifu names it: without a leading "/" or "./".
std::string_view member_name(std::string_view path) {
    for (;;) {
        if (path.starts_with("/")) path.remove_prefix(1);
        else if (path.starts_with("./")) path.remove_prefix(2);
        else return path;
    }
}

// The member path as a relative path that stays inside any folder it is joined to.
std::string safe_relative(std::string_view path) {
    std::string out;
    while (!path.empty()) {
        const std::size_t slash = path.find('/');
        std::string_view part = path.substr(0, slash);
        path = slash == std::string_view::npos ? std::string_view() : path.substr(slash + 1);
        if (part.empty() || part == ".") continue;
        if (!out.empty()) out += '/';
        out += part == ".." ? std::string_view("_") : part;
    }
    return out;
}

// The length of `name`'s compression suffix (.gz, .bz2, .xz, any case); 0 for none.
std::size_t compression_suffix(std::string_view name) {
    for (std::string_view suffix : {".gz", ".bz2", ".xz"})
        if (ends_with_folded(name, suffix)) return suffix.size();
    return 0;
}

// The name a single compressed record takes: `relative` without its compression suffix.
std::string uncompressed_name(std::string_view relative) {
    return std::string(relative.substr(0, relative.size() - compression_suffix(relative)));
}

// True when `head` opens with 7z's magic bytes: 7z needs seeking, which a pipe cannot do.
bool starts_7z(std::string_view head) {
    static constexpr std::string_view magic{"7z\xbc\xaf\x27\x1c", 6};
    return head.substr(0, magic.size()) == magic;
}

// How many compressed bytes the start of an unnamed stream is judged by (see starts_with_nul_only).
constexpr std::size_t probe_size = std::size_t{1} << 16;
// A tar header block: what tar reads first.
constexpr std::size_t tar_block_size = 512;

// Lets `handle` read tar, zip, 7z and gzip, bzip2 or xz streams; when `one_record`, such a stream only as one record.
void support_formats(archive* handle, bool one_record) {
    archive_read_support_filter_gzip(handle);
    archive_read_support_filter_bzip2(handle);
    archive_read_support_filter_xz(handle);
    if (!one_record) {
        archive_read_support_format_tar(handle);
        archive_read_support_format_gnutar(handle);
        archive_read_support_format_zip_streamable(handle);
        archive_read_support_format_7zip(handle);
    }
    archive_read_support_format_empty(handle);
    archive_read_support_format_raw(handle);
}

// True when `head`, the start of a gzip, bzip2 or xz stream, decompresses to NUL bytes only, up to a tar
// block or the stream's end (an empty stream too): what tar reads as its end-of-archive mark (an empty
// tar), or libarchive as an empty archive, though it is the start of a record (Fox's files open with NULs).
bool starts_with_nul_only(std::string_view head) {
    archive* handle = archive_read_new();
    support_formats(handle, true);
    bool nul_only = false;
    archive_entry* entry = nullptr;
    if (archive_read_open_memory(handle, head.data(), head.size()) == ARCHIVE_OK) {
        const int r = archive_read_next_header(handle, &entry);
        if (archive_filter_count(handle) >= 2) {
            if (r == ARCHIVE_EOF && archive_format(handle) == ARCHIVE_FORMAT_EMPTY) nul_only = true;
            if (r >= ARCHIVE_WARN && archive_format(handle) == ARCHIVE_FORMAT_RAW) {
                std::array<char, tar_block_size> block{};
                std::size_t size = 0;
                la_ssize_t n = 0;
                while (size < block.size() &&
                       (n = archive_read_data(handle, block.data() + size, block.size() - size)) > 0)
                    size += static_cast<std::size_t>(n);
                nul_only = (size == block.size() || n == 0) &&
                           std::all_of(block.begin(), block.begin() + static_cast<std::ptrdiff_t>(size),
                                       [](char c) { return c == '\0'; });
            }
        }
    }
    archive_read_free(handle);
    return nul_only;
}

// Up to probe_size bytes from the start of the file at `path`.
std::string file_start(const std::string& path) {
    std::string head;
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return head;
    read_up_to(fd, head, probe_size);
    ::close(fd);
    return head;
}

// True when the file at `path` starts as a gzip stream does.
bool file_starts_gzip(const std::string& path) {
    std::string head;
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return false;
    read_up_to(fd, head, 2);
    ::close(fd);
    return starts_gzip(head);
}

// A libarchive status that means the data cannot be read on (ARCHIVE_RETRY: "damaged tar archive").
bool failed(int status) { return status < ARCHIVE_WARN || status == ARCHIVE_RETRY; }

std::string_view kind_of(const archive_entry* entry) {
    if (archive_entry_hardlink(const_cast<archive_entry*>(entry))) return "a hard link";
    switch (archive_entry_filetype(const_cast<archive_entry*>(entry))) {
        case AE_IFLNK: return "a symbolic link";
        case AE_IFIFO: return "a FIFO";
        case AE_IFSOCK: return "a socket";
        case AE_IFCHR:
        case AE_IFBLK: return "a device";
        default: return "not a regular file";
    }
}

}  // namespace

void read_up_to(int fd, std::string& bytes, std::size_t size) {
    std::size_t have = bytes.size();
    bytes.resize(std::max(size, have));
    while (have < bytes.size()) {
        const ssize_t n = ::read(fd, bytes.data() + have, bytes.size() - have);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        have += static_cast<std::size_t>(n);
    }
    bytes.resize(have);
}

std::size_t sgf_suffix(std::string_view name) {
    return ends_with_folded(name, ".sgf") ? 4 : ends_with_folded(name, ".sgfs") ? 5 : 0;
}

bool is_sgf_name(std::string_view name) { return sgf_suffix(name) > 0; }

bool is_sgfs_name(std::string_view name) { return ends_with_folded(name, ".sgfs"); }

bool one_game_a_line(std::string_view relative, std::string_view path) {
    return is_sgfs_name(relative.empty() ? path : relative);
}

std::size_t compressed_sgf_suffix(std::string_view name) {
    const std::size_t n = compression_suffix(name);
    return n > 0 && is_sgf_name(name.substr(0, name.size() - n)) ? n : 0;
}

bool is_archive_name(std::string_view name) { return names_tar_zip_7z(name) || compressed_sgf_suffix(name) > 0; }

bool looks_like_archive(std::string_view head) {
    if (head.size() < 6) return false;
    auto starts = [&](std::initializer_list<unsigned char> magic) {
        return std::equal(magic.begin(), magic.end(), head.begin(),
                          [](unsigned char m, char h) { return m == static_cast<unsigned char>(h); });
    };
    return starts({0x1f, 0x8b}) || starts({'B', 'Z', 'h'}) || starts({0xfd, '7', 'z', 'X', 'Z', 0x00}) ||
           starts({'P', 'K', 0x03, 0x04}) || starts({'P', 'K', 0x05, 0x06}) ||
           starts({'7', 'z', 0xbc, 0xaf, 0x27, 0x1c}) ||
           (head.size() >= archive_head_size && head.substr(257, 5) == "ustar");
}

bool starts_like_archive(const std::string& path) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) return false;
    std::array<char, archive_head_size> head{};
    const ssize_t n = ::read(fd, head.data(), head.size());
    ::close(fd);
    return n > 0 && looks_like_archive(std::string_view(head.data(), static_cast<std::size_t>(n)));
}

struct ArchiveMembers::State {
    // An archive on a file descriptor whose first bytes were read already.
    struct Descriptor {
        Descriptor(std::string first, int descriptor, bool close_at_end)
            : head(std::move(first)), fd(descriptor), owned(close_at_end) {}

        std::string head;  // handed out first
        bool head_given = false;
        int fd = -1;
        bool owned = false;  // closed at the end (a pipe named as a path; never standard input)
        std::vector<char> block = std::vector<char>(archive_block_size);
        bool started = false;           // bytes were handed out
        std::optional<GzipCheck> gzip;  // the check of a gzip stream's trailers, when the bytes are one

        // Notes bytes handed to libarchive: the first decide whether they are a gzip stream to check.
        void hand_out(std::string_view bytes) {
            if (bytes.empty()) return;
            if (!started) {
                started = true;
                if (starts_gzip(bytes)) gzip.emplace();
            }
            if (gzip) gzip->feed(bytes);
        }
    };

    // libarchive's read callback for a Descriptor.
    static la_ssize_t read_descriptor(archive* handle, void* data, const void** buffer) {
        auto& d = *static_cast<Descriptor*>(data);
        if (!d.head_given) {
            d.head_given = true;
            if (!d.head.empty()) {
                *buffer = d.head.data();
                d.hand_out(d.head);
                return static_cast<la_ssize_t>(d.head.size());
            }
        }
        for (;;) {
            const ssize_t n = ::read(d.fd, d.block.data(), d.block.size());
            if (n >= 0) {
                *buffer = d.block.data();
                d.hand_out(std::string_view(d.block.data(), static_cast<std::size_t>(n)));
                return n;
            }
            if (errno == EINTR) continue;
            archive_set_error(handle, errno, "cannot read: %s", std::strerror(errno));
            return -1;
        }
    }

    std::string path;
    std::string relative;  // where the archive was found (for a single compressed record's name)
    std::size_t max_bytes;
    bool load;
    std::optional<Descriptor> descriptor;  // standard input or a pipe, when the archive comes from one
    std::optional<std::string> held;  // a 7z archive from a pipe, read whole (7z needs seeking), or a compressed member
    std::optional<std::string> held_gzip_problem;  // what is wrong with `held`'s gzip trailers
    archive* handle = nullptr;
    bool opened = false, done = false;
    std::size_t members = 0;  // handed out so far
    // The damage that cut the member just handed out short: its bytes before the damage go first, then this.
    std::optional<Input> cut_short;

    ~State() {
        if (handle) archive_read_free(handle);
        if (descriptor && descriptor->owned) ::close(descriptor->fd);
    }

    // Reads a 7z archive from its pipe into `held`; a problem when it is larger than max_bytes.
    std::optional<Input> hold_7z() {
        held = std::move(descriptor->head);
        auto error = read_rest(descriptor->fd, path, max_bytes, *held);
        if (!error) return std::nullopt;
        done = true;
        held.reset();
        if (error->code == code::TooLarge)
            return problem(code::TooLarge, path,
                           fmt::format("a 7z archive read from a pipe is held whole (7z needs seeking), and this one "
                                       "is larger than the limit of {} bytes (--max-size): name it as a file",
                                       max_bytes));
        return Input{path, false, std::move(error)};
    }

    Input problem(const diag::Code& code, std::string name, std::string message) const {
        auto error = io_error(code, name, std::move(message));
        return Input{std::move(name), false, std::move(error)};
    }

    std::string error_text() const {
        const char* text = archive_error_string(handle);
        return text ? text : "not an archive kifu reads, or cut short before its index";
    }

    // What is wrong with the gzip stream read, once libarchive is done with it: the rest of it is read first (tar
    // stops at its end-of-archive mark). Nullopt when it is no gzip stream or a whole one.
    std::optional<std::string> gzip_problem() {
        if (held_gzip_problem) return held_gzip_problem;
        if (!descriptor || !descriptor->gzip) return std::nullopt;
        for (;;) {
            const ssize_t n = ::read(descriptor->fd, descriptor->block.data(), descriptor->block.size());
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) break;
            descriptor->gzip->feed(std::string_view(descriptor->block.data(), static_cast<std::size_t>(n)));
        }
        return descriptor->gzip->problem();
    }

    // The damage gzip_problem() finds, as an input of its own, or nullopt.
    std::optional<Input> damaged_gzip(const std::string& name) {
        auto what = gzip_problem();
        if (!what) return std::nullopt;
        done = true;
        return problem(code::ArchiveDamaged, name, "the archive is damaged: " + *what);
    }

    // Where the members' `relative` paths start: the archive's own, without its suffix (d/a.tar.gz: "d/a/"), so that
    // two archives, or an archive and the files beside it, never name one output; nothing for standard input.
    std::string members_folder() const {
        if (path == "-") return {};
        const std::string_view name =
            std::string_view(relative).substr(0, relative.size() - tar_zip_7z_suffix(relative));
        return safe_relative(name.empty() ? std::string_view("_") : name) + "/";
    }

    // Damage: the archive ends here. What the gzip check found says why when libarchive does not.
    Input damaged(std::string name, std::string_view where) {
        std::string why = error_text();
        if (archive_error_string(handle) == nullptr)
            if (auto gzip = gzip_problem()) why = std::move(*gzip);
        done = true;
        return problem(code::ArchiveDamaged, std::move(name),
                       fmt::format("the archive is damaged or truncated {}: {}", where, why));
    }

    // True when the stream is one compressed record, whatever its decompressed start looks like: its name says
    // so (b.sgf.gz), or, named neither so nor as tar, zip or 7z (standard input, a download), it decompresses to
    // NUL bytes first (see starts_with_nul_only), which tar would take for an empty archive.
    bool one_record() {
        if (compressed_sgf_suffix(path) > 0) return true;
        if (names_tar_zip_7z(path)) return false;
        if (held) return starts_with_nul_only(*held);
        if (descriptor) {
            // the pipe's start, handed out first when reading
            read_up_to(descriptor->fd, descriptor->head, probe_size);
            return starts_with_nul_only(descriptor->head);
        }
        return starts_with_nul_only(file_start(path));
    }

    bool open() {
        opened = true;
        const bool single = one_record();
        handle = archive_read_new();
        support_formats(handle, single);
        if (held && starts_gzip(*held)) {
            GzipCheck check;
            check.feed(*held);
            held_gzip_problem = check.problem();
        }
        if (!held && !descriptor && file_starts_gzip(path)) {
            // read through read_descriptor, which checks the gzip trailers libarchive does not
            const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
            if (fd >= 0) descriptor.emplace(Descriptor{std::string(), fd, true});
        }
        if (held) return archive_read_open_memory(handle, held->data(), held->size()) == ARCHIVE_OK;
        if (descriptor) return archive_read_open(handle, &*descriptor, nullptr, read_descriptor, nullptr) == ARCHIVE_OK;
        return archive_read_open_filename(handle, path.c_str(), archive_block_size) == ARCHIVE_OK;
    }

    // The one record a compressed stream without tar holds (raw format; `entry` null: an empty stream), or damage
    // when its name says tar, zip or 7z, or when nothing compressed it (no format matched).
    std::optional<Input> single_record(archive_entry* entry) {
        done = true;
        if (names_tar_zip_7z(path) || archive_filter_count(handle) < 2)
            return problem(code::ArchiveDamaged, path, "cannot read the archive: Unrecognized archive format");
        ++members;
        const bool from_stdin = path == "-";
        Input input{path, from_stdin, std::nullopt};
        input.relative = from_stdin ? std::string("stdin.sgf") : uncompressed_name(relative);
        if (!load) return input;
        input.bytes.emplace();
        if (entry) {
            const std::int64_t header_size = archive_entry_size_is_set(entry) ? archive_entry_size(entry) : -1;
            if (auto error = read_data(input.path, *input.bytes, header_size)) return error;
        }
        if (cut_short) {
            // libarchive keeps back the last bytes it inflated before the damage; zlib hands them out
            if (path != "-" && file_starts_gzip(path))
                if (std::string whole = gunzip_prefix(path, max_bytes);
                    whole.size() > input.bytes->size() && whole.size() < max_bytes)
                    input.bytes = std::move(whole);
            return input;
        }
        if (auto damage = damaged_gzip(input.path)) return damage;
        return input;
    }

    // Reads the current member's data into `bytes`; an error input when it cannot. Damage after some bytes were read
    // (a download or a writer cut short) keeps them, as a loose file cut short is read, and leaves the damage in
    // cut_short.
    std::optional<Input> read_data(const std::string& name, std::string& bytes, std::int64_t header_size) {
        if (header_size > 0) bytes.reserve(std::min({static_cast<std::size_t>(header_size), max_bytes, max_reserve}));
        for (;;) {
            const void* block = nullptr;
            std::size_t size = 0;
            la_int64_t offset = 0;
            const int r = archive_read_data_block(handle, &block, &size, &offset);
            if (r == ARCHIVE_EOF) return std::nullopt;
            if (failed(r)) {
                if (bytes.empty()) return damaged(name, "in this member");
                cut_short = damaged(name, "in this member (what comes before the damage is read)");
                return std::nullopt;
            }
            const auto end = static_cast<std::uint64_t>(offset) + size;
            if (end > max_bytes) {
                bytes = std::string();
                return problem(code::TooLarge, name,
                               fmt::format("member is larger than the limit of {} bytes uncompressed (--max-size){}",
                                           max_bytes, header_size >= 0 ? fmt::format("; its header said {}", header_size) : ""));
            }
            if (static_cast<std::size_t>(offset) > bytes.size()) bytes.resize(static_cast<std::size_t>(offset), '\0');
            bytes.append(static_cast<const char*>(block), size);
        }
    }

    std::optional<Input> next() {
        if (cut_short) return std::exchange(cut_short, std::nullopt);
        if (done) return std::nullopt;
        if (!opened && descriptor && !held && starts_7z(descriptor->head))
            if (auto problem = hold_7z()) return problem;
        if (!opened && !open()) {
            done = true;
            return problem(code::ArchiveDamaged, path, "cannot read the archive: " + error_text());
        }
        for (;;) {
            archive_entry* entry = nullptr;
            const int r = archive_read_next_header(handle, &entry);
            if (r == ARCHIVE_EOF) {
                // a compressed empty stream: an empty record, as the file would be uncompressed
                if (members == 0 && archive_format(handle) == ARCHIVE_FORMAT_EMPTY &&
                    archive_filter_count(handle) >= 2 && !names_tar_zip_7z(path))
                    return single_record(nullptr);
                if (auto damage = damaged_gzip(path)) return damage;
                done = true;
                if (members > 0) return std::nullopt;
                // No byte at all: no tar, zip, 7z or compressed file is empty (tar, unzip and gzip call it damaged).
                if (archive_format(handle) == ARCHIVE_FORMAT_EMPTY && archive_filter_count(handle) < 2)
                    return problem(code::ArchiveDamaged, path, "the archive is empty (0 bytes): cut short?");
                return problem(code::Usage, path, "no SGF member (.sgf, .sgfs) in the archive: nothing to read");
            }
            if (failed(r))
                return damaged(path, members ? fmt::format("after {} members", members) : std::string("at its start"));
            if (archive_format(handle) == ARCHIVE_FORMAT_RAW) return single_record(entry);
            const char* raw = archive_entry_pathname(entry);
            const std::string_view member = member_name(raw ? raw : "");
            if (archive_entry_filetype(entry) == AE_IFDIR) continue;
            const bool compressed = compressed_sgf_suffix(member) > 0;
            const bool nested = !compressed && names_tar_zip_7z(member);
            if (!is_sgf_name(member) && !compressed && !nested) continue;
            ++members;
            std::string name = path;
            name += member_separator;
            name += member;
            if (nested)
                return problem(code::Usage, std::move(name),
                               "an archive inside an archive: not read (extract it and name it directly)");
            if (archive_entry_filetype(entry) != AE_IFREG || archive_entry_hardlink(entry))
                return problem(code::Usage, std::move(name),
                               fmt::format("{} in the archive, not a file: skipped", kind_of(entry)));
            const std::int64_t header_size = archive_entry_size_is_set(entry) ? archive_entry_size(entry) : -1;
            if (header_size > 0 && static_cast<std::uint64_t>(header_size) > max_bytes)
                return problem(code::TooLarge, std::move(name),
                               fmt::format("member is {} bytes uncompressed, more than the limit of {} (--max-size)",
                                           header_size, max_bytes));
            Input input{std::move(name), false, std::nullopt};
            input.relative = members_folder() + safe_relative(member);
            if (!load) return input;
            input.bytes.emplace();
            if (auto error = read_data(input.path, *input.bytes, header_size)) return error;
            if (compressed && cut_short) return std::exchange(cut_short, std::nullopt);  // no stream to decompress
            if (compressed) return decompress(std::move(input));
            return input;
        }
    }

    // A member that is one compressed record (b.sgf.gz): its bytes decompressed as a loose file's are,
    // within max_bytes uncompressed; named as the member, its `relative` without the compression suffix.
    Input decompress(Input member) {
        State inner;
        inner.path = member.path;
        inner.relative = member.relative;
        inner.max_bytes = max_bytes;
        inner.load = true;
        inner.held = std::move(*member.bytes);
        auto record = inner.next();
        if (!record) return problem(code::ArchiveDamaged, member.path, "the compressed member holds nothing");
        return std::move(*record);
    }
};

ArchiveMembers::ArchiveMembers(std::string path, std::size_t max_bytes, bool load, std::string relative)
    : state_(std::make_unique<State>()) {
    state_->relative = relative.empty() ? std::filesystem::path(path).filename().string() : std::move(relative);
    state_->path = std::move(path);
    state_->max_bytes = max_bytes;
    state_->load = load;
}

ArchiveMembers::ArchiveMembers(std::string path, std::string head, int fd, bool owned, std::size_t max_bytes, bool load)
    : state_(std::make_unique<State>()) {
    state_->relative = std::filesystem::path(path).filename().string();
    state_->path = std::move(path);
    state_->descriptor.emplace(State::Descriptor{std::move(head), fd, owned});
    state_->max_bytes = max_bytes;
    state_->load = load;
}
ArchiveMembers::ArchiveMembers(ArchiveMembers&&) noexcept = default;
ArchiveMembers& ArchiveMembers::operator=(ArchiveMembers&&) noexcept = default;
ArchiveMembers::~ArchiveMembers() = default;

std::optional<Input> ArchiveMembers::next() { return state_->next(); }

}  // namespace kifu::cli
