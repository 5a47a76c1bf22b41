#include <kifu/cli/inputs.hpp>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <utility>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fmt/format.h>

#include <kifu/cli/codes.hpp>

namespace kifu::cli {
namespace {

namespace fs = std::filesystem;

diag::Diagnostic io_error(std::string_view code, const std::string& path, std::string message) {
    return {std::string(code), diag::Severity::Error, {path, 0, 0, 0}, std::move(message), std::nullopt};
}

bool is_sgf_name(const fs::path& p) {
    std::string ext = p.extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return std::tolower(c); });
    return ext == ".sgf";
}

using DirId = std::pair<dev_t, ino_t>;

// Depth-first walk with an explicit stack; directories are identified by device and inode so a
// symlink loop is visited once and reported.
void expand_folder(const std::string& root, std::vector<Input>& out) {
    std::set<DirId> seen;
    std::vector<std::string> stack{root};
    while (!stack.empty()) {
        std::string dir = std::move(stack.back());
        stack.pop_back();
        struct stat st {};
        if (::stat(dir.c_str(), &st) != 0) {
            out.push_back({dir, false, io_error(code::Unreadable, dir, std::strerror(errno))});
            continue;
        }
        if (!seen.insert({st.st_dev, st.st_ino}).second) {
            out.push_back({dir, false, io_error(code::SymlinkLoop, dir, "folder already visited (symbolic link loop); skipped")});
            continue;
        }
        std::error_code ec;
        fs::directory_iterator it(dir, ec);
        if (ec) {
            out.push_back({dir, false, io_error(code::Unreadable, dir, "cannot read folder: " + ec.message())});
            continue;
        }
        std::vector<std::string> files, dirs;
        for (; it != fs::directory_iterator(); it.increment(ec)) {
            if (ec) break;
            const fs::path& p = it->path();
            std::error_code type_ec;
            if (it->is_directory(type_ec))
                dirs.push_back(p.string());
            else if (is_sgf_name(p) && it->is_regular_file(type_ec))
                files.push_back(p.string());
            else if (is_sgf_name(p))
                out.push_back({p.string(), false,
                               io_error(code::Usage, p.string(), "not a regular file (a FIFO, device or socket): skipped")});
        }
        if (ec) out.push_back({dir, false, io_error(code::Unreadable, dir, "cannot read folder: " + ec.message())});
        std::sort(files.begin(), files.end());
        std::sort(dirs.begin(), dirs.end());
        // Files of this folder first, then its subfolders in name order.
        for (auto& f : files) out.push_back({std::move(f), false, std::nullopt});
        for (auto d = dirs.rbegin(); d != dirs.rend(); ++d) stack.push_back(std::move(*d));
    }
}

void expand_one(const std::string& arg, std::vector<Input>& out) {
    if (arg == "-") {
        out.push_back({"-", true, std::nullopt});
        return;
    }
    std::error_code ec;
    auto status = fs::status(arg, ec);
    if (ec || !fs::exists(status)) {
        out.push_back({arg, false, io_error(code::Unreadable, arg, "no such file or folder")});
    } else if (fs::is_directory(status)) {
        expand_folder(arg, out);
    } else {
        out.push_back({arg, false, std::nullopt});
    }
}

}  // namespace

std::vector<Input> expand_inputs(const std::vector<std::string>& args, const std::string& files_from) {
    std::vector<Input> out;
    for (const auto& a : args) expand_one(a, out);
    if (files_from.empty()) return out;
    std::ifstream file;
    std::istream* in = &std::cin;
    if (files_from != "-") {
        file.open(files_from);
        if (!file) {
            out.push_back({files_from, false, io_error(code::Unreadable, files_from, "cannot read the --files-from list")});
            return out;
        }
        in = &file;
    }
    std::string line;
    while (std::getline(*in, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty()) continue;
        if (line == "-") {
            out.push_back({line, false, io_error(code::Usage, files_from, "'-' cannot be listed in --files-from")});
            continue;
        }
        expand_one(line, out);
    }
    return out;
}

Loaded load(const Input& input, std::size_t max_bytes) {
    Loaded result;
    auto fail = [&](std::string_view code, std::string message) {
        result.bytes.clear();
        result.error = io_error(code, input.path, std::move(message));
        return std::move(result);
    };
    int fd = input.is_stdin ? 0 : ::open(input.path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return fail(code::Unreadable, std::string("cannot open: ") + std::strerror(errno));
    struct stat st {};
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) {
        if (static_cast<std::size_t>(st.st_size) > max_bytes) {
            if (!input.is_stdin) ::close(fd);
            return fail(code::TooLarge, fmt::format("file is {} bytes, more than the limit of {} (--max-size)",
                                                    st.st_size, max_bytes));
        }
        result.bytes.reserve(static_cast<std::size_t>(st.st_size));
    } else if (::fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
        if (!input.is_stdin) ::close(fd);
        return fail(code::Unreadable, "is a folder");
    }
    char buffer[1 << 16];
    for (;;) {
        ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n == 0) break;
        if (n < 0) {
            if (errno == EINTR) continue;
            int err = errno;
            if (!input.is_stdin) ::close(fd);
            return fail(code::Unreadable, std::string("cannot read: ") + std::strerror(err));
        }
        if (result.bytes.size() + static_cast<std::size_t>(n) > max_bytes) {
            if (!input.is_stdin) ::close(fd);
            return fail(code::TooLarge, fmt::format("input is larger than the limit of {} bytes (--max-size)", max_bytes));
        }
        result.bytes.append(buffer, static_cast<std::size_t>(n));
    }
    if (!input.is_stdin) ::close(fd);
    return result;
}

}  // namespace kifu::cli
