#include <kifu/cli/inputs.hpp>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <utility>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fmt/format.h>

#include <kifu/cli/archive.hpp>
#include <kifu/cli/codes.hpp>
#include <kifu/cli/folder_walk.hpp>
#include <kifu/cli/printable.hpp>

namespace kifu::cli {

namespace fs = std::filesystem;

namespace {

// Up to archive_head_size bytes read from `fd` (fewer at its end or on an error).
std::string read_head(int fd) {
    std::string head;
    read_up_to(fd, head, archive_head_size);
    return head;
}

}  // namespace

std::optional<diag::Diagnostic> read_rest(int fd, const std::string& name, std::size_t max_bytes, std::string& bytes) {
    char block[1 << 16];
    for (;;) {
        const ssize_t n = ::read(fd, block, sizeof block);
        if (n == 0) return std::nullopt;
        if (n < 0) {
            if (errno == EINTR) continue;
            return io_error(code::Unreadable, name, std::string("cannot read: ") + std::strerror(errno));
        }
        if (bytes.size() + static_cast<std::size_t>(n) > max_bytes)
            return io_error(code::TooLarge, name,
                            fmt::format("input is larger than the limit of {} bytes (--max-size)", max_bytes));
        bytes.append(block, static_cast<std::size_t>(n));
    }
}

struct InputStream::State {
    std::vector<std::string> args;
    std::size_t next_arg = 0;
    std::string files_from;
    StreamOptions options;
    bool list_opened = false;
    bool listed_any = false;  // the list named a path
    std::ifstream list_file;
    std::istream* list = nullptr;          // the --files-from list once opened (null: none or done)
    std::optional<FolderWalk> folder;      // the folder being walked
    std::optional<ArchiveMembers> archive; // the archive being read (inside the folder, if any)
    std::optional<Input> ready;            // an input found but not yet handed out

    // Turns one named path into the next input(s): a file, stdin, an error, a folder walk or an archive.
    void expand(const std::string& name) {
        if (name == "-") {
            ready = Input{"-", true, std::nullopt};
            if (!options.load_members) return;
            ready->head = read_head(0);
            if (!looks_like_archive(ready->head)) return;
            archive.emplace("-", std::move(ready->head), 0, false, options.max_bytes, options.load_members);
            ready.reset();
            return;
        }
        std::error_code ec;
        auto status = fs::status(name, ec);
        if (ec || !fs::exists(status)) {
            ready = Input{name, false, io_error(code::Unreadable, name, "no such file or folder")};
        } else if (fs::is_directory(status)) {
            folder.emplace(name);
        } else if (fs::is_regular_file(status) &&
                   (is_archive_name(name) || (!is_sgf_name(name) && starts_like_archive(name)))) {
            archive.emplace(name, options.max_bytes, options.load_members);
        } else if (!fs::is_regular_file(status) && options.load_members) {
            expand_pipe(name);
        } else {
            ready = Input{name, false, std::nullopt};
            ready->relative = fs::path(name).filename().string();
        }
    }

    // A pipe named as a path (a FIFO, <(...)) can be read only once: its first bytes tell an archive (read from the
    // pipe, whatever its name), else its whole content, read now, is the input.
    void expand_pipe(const std::string& name) {
        const std::string file_name = fs::path(name).filename().string();
        const int fd = ::open(name.c_str(), O_RDONLY | O_CLOEXEC);
        if (fd < 0) {
            ready = Input{name, false,
                          io_error(code::Unreadable, name, std::string("cannot open: ") + std::strerror(errno))};
            return;
        }
        std::string head = read_head(fd);
        if (looks_like_archive(head)) {
            archive.emplace(name, std::move(head), fd, true, options.max_bytes, options.load_members);
            return;
        }
        ready = Input{name, false, std::nullopt};
        ready->relative = file_name;
        std::string bytes = std::move(head);
        ready->error = read_rest(fd, name, options.max_bytes, bytes);
        ::close(fd);
        if (!ready->error) ready->bytes = std::move(bytes);
    }

    // The next path named by the list, or nothing at its end; opens the list on first use.
    std::optional<std::string> next_listed() {
        if (!list_opened) {
            list_opened = true;
            if (files_from.empty()) return std::nullopt;
            if (files_from == "-") {
                list = &std::cin;
            } else {
                list_file.open(files_from);
                if (!list_file) {
                    ready = Input{files_from, false, io_error(code::Unreadable, files_from, "cannot read the --files-from list")};
                    return std::nullopt;
                }
                list = &list_file;
            }
        }
        std::string line;
        while (list && std::getline(*list, line)) {
            if (!line.empty() && line.back() == '\r') line.pop_back();
            if (line.empty()) continue;
            if (line == "-") {
                ready = Input{line, false, io_error(code::Usage, files_from, "'-' cannot be listed in --files-from")};
                return std::nullopt;
            }
            listed_any = true;
            return line;
        }
        if (list && !listed_any)
            ready = Input{files_from, false,
                          io_error(code::Usage, files_from, "the --files-from list names no file: nothing to read")};
        list = nullptr;
        return std::nullopt;
    }

    std::optional<Input> next() {
        for (;;) {
            if (ready) {
                std::optional<Input> out = std::move(ready);
                ready.reset();
                return out;
            }
            if (archive) {
                if (auto input = archive->next()) return input;
                archive.reset();
            }
            if (folder) {
                auto input = folder->next();
                if (input && !input->error && is_archive_name(input->path)) {
                    archive.emplace(std::move(input->path), options.max_bytes, options.load_members,
                                    std::move(input->relative));
                    continue;
                }
                if (input) return input;
                folder.reset();
            }
            if (next_arg < args.size()) {
                expand(args[next_arg++]);
                continue;
            }
            auto listed = next_listed();
            if (listed) expand(*listed);
            else if (!ready) return std::nullopt;
        }
    }
};

InputStream::InputStream(std::vector<std::string> args, std::string files_from, StreamOptions options)
    : state_(std::make_unique<State>()) {
    state_->args = std::move(args);
    state_->files_from = std::move(files_from);
    state_->options = options;
}
InputStream::InputStream(InputStream&&) noexcept = default;
InputStream::~InputStream() = default;

std::optional<Input> InputStream::next() { return state_->next(); }

std::vector<Input> expand_inputs(const std::vector<std::string>& args, const std::string& files_from,
                                 StreamOptions options) {
    InputStream stream(args, files_from, options);
    std::vector<Input> out;
    while (auto input = stream.next()) out.push_back(std::move(*input));
    return out;
}

namespace {

// The whole content of an input, or why it could not be read.
struct Loaded {
    std::string bytes;
    std::optional<diag::Diagnostic> error;
};

// Closes a file descriptor it owns (never standard input) when it goes.
struct OpenFile {
    int fd = -1;
    bool owned = false;
    ~OpenFile() {
        if (owned && fd >= 0) ::close(fd);
    }
};

// Reads the rest of `fd` after fstat gave `st`, up to max_bytes.
Loaded read_all(const Input& input, int fd, const struct stat& st, bool stat_ok, std::size_t max_bytes) {
    Loaded result;
    result.bytes = input.head;
    auto fail = [&](const diag::Code& code, std::string message) {
        result.bytes.clear();
        result.error = io_error(code, input.path, std::move(message));
        return std::move(result);
    };
    if (stat_ok && S_ISREG(st.st_mode)) {
        if (static_cast<std::size_t>(st.st_size) > max_bytes)
            return fail(code::TooLarge, fmt::format("file is {} bytes, more than the limit of {} (--max-size)",
                                                    st.st_size, max_bytes));
        result.bytes.reserve(static_cast<std::size_t>(st.st_size));
    } else if (stat_ok && S_ISDIR(st.st_mode)) {
        return fail(code::Unreadable, "is a folder");
    }
    if (auto error = read_rest(fd, input.path, max_bytes, result.bytes)) {
        result.bytes.clear();
        result.error = std::move(error);
    }
    return result;
}

// Opens an input (standard input is already open).
std::optional<diag::Diagnostic> open_input(const Input& input, OpenFile& file) {
    file.fd = input.is_stdin ? 0 : ::open(input.path.c_str(), O_RDONLY | O_CLOEXEC);
    file.owned = !input.is_stdin;
    if (file.fd < 0) return io_error(code::Unreadable, input.path, std::string("cannot open: ") + std::strerror(errno));
    return std::nullopt;
}

}  // namespace

std::optional<diag::Diagnostic> read_input(const Input& input, std::size_t max_bytes,
                                           const std::function<void(const Source&)>& each) {
    const std::string name = cli::printable_name(input.path);
    if (input.bytes) {
        each(Source{name, *input.bytes, input.piece.value_or(sgf::Origin{}), input.relative, input.path});
        return std::nullopt;
    }
    OpenFile file;
    if (auto error = open_input(input, file)) return error;
    struct stat st {};
    const bool stat_ok = ::fstat(file.fd, &st) == 0;
    Loaded loaded = read_all(input, file.fd, st, stat_ok, max_bytes);
    if (loaded.error) return loaded.error;
    each(Source{name, loaded.bytes, {}, input.relative, input.path});
    return std::nullopt;
}

}  // namespace kifu::cli
