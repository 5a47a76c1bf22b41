#include <kifu/cli/folder_walk.hpp>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <string_view>

#include <sys/stat.h>

#include <kifu/cli/archive.hpp>
#include <kifu/cli/codes.hpp>
#include <kifu/util/text.hpp>

namespace kifu::cli {
namespace {

namespace fs = std::filesystem;

bool is_input_name(const std::string& name) { return is_sgf_name(name) || is_archive_name(name); }

Input problem(const diag::Code& code, const std::string& path, std::string message) {
    return {path, false, io_error(code, path, std::move(message))};
}

}  // namespace

FolderWalk::FolderWalk(std::string root)
    : prefix_(root.ends_with('/') ? root.size() : root.size() + 1), root_(root), stack_{std::move(root)} {}

std::optional<Input> FolderWalk::next() {
    for (;;) {
        if (next_problem_ < problems_.size()) {
            yielded_ = true;
            return std::move(problems_[next_problem_++]);
        }
        if (next_name_ < starts_.size()) {
            yielded_ = true;
            const char* name = names_.data() + starts_[next_name_++];
            Input input{(fs::path(folder_) / name).string(), false, std::nullopt};
            input.relative = input.path.substr(std::min(prefix_, input.path.size()));
            return input;
        }
        if (!open_next_folder()) {
            if (yielded_) return std::nullopt;
            yielded_ = true;
            return problem(code::Usage, root_,
                           "no SGF file (.sgf, .sgfs) or archive in this folder or below it: nothing to read");
        }
    }
}

bool FolderWalk::open_next_folder() {
    problems_.clear();
    names_.clear();
    starts_.clear();
    next_problem_ = next_name_ = 0;
    if (stack_.empty()) return false;
    folder_ = std::move(stack_.back());
    stack_.pop_back();
    struct stat st {};
    if (::stat(folder_.c_str(), &st) != 0) {
        problems_.push_back(problem(code::Unreadable, folder_, std::strerror(errno)));
        return true;
    }
    if (!seen_.insert({st.st_dev, st.st_ino}).second) {
        problems_.push_back(problem(code::SymlinkLoop, folder_, "folder already visited (symbolic link loop); skipped"));
        return true;
    }
    std::error_code ec;
    fs::directory_iterator it(folder_, ec);
    if (ec) {
        problems_.push_back(problem(code::Unreadable, folder_, "cannot read folder: " + ec.message()));
        return true;
    }
    std::vector<std::string> subfolders;
    for (; it != fs::directory_iterator(); it.increment(ec)) {
        if (ec) break;
        const fs::path& p = it->path();
        std::error_code type_ec;
        if (it->is_directory(type_ec)) {
            subfolders.push_back(p.string());
            continue;
        }
        std::string name = p.filename().string();
        if (!is_input_name(name)) continue;
        if (it->is_regular_file(type_ec)) {
            starts_.push_back(static_cast<std::uint32_t>(names_.size()));
            names_ += name;
            names_ += '\0';
        } else if (it->is_symlink(type_ec) && !fs::exists(p, type_ec)) {
            problems_.push_back(problem(code::Unreadable, p.string(), "a symbolic link to nothing (no such file)"));
        } else {
            problems_.push_back(problem(code::Usage, p.string(), "not a regular file (a FIFO, device or socket): skipped"));
        }
    }
    if (ec) problems_.push_back(problem(code::Unreadable, folder_, "cannot read folder: " + ec.message()));
    std::sort(starts_.begin(), starts_.end(), [&](std::uint32_t a, std::uint32_t b) {
        return std::strcmp(names_.data() + a, names_.data() + b) < 0;
    });
    std::sort(subfolders.begin(), subfolders.end());
    for (auto d = subfolders.rbegin(); d != subfolders.rend(); ++d) stack_.push_back(std::move(*d));
    return true;
}

}  // namespace kifu::cli
