#include <kifu/cli/progress.hpp>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <utility>

#include <unistd.h>

#include <fmt/format.h>

#include <kifu/cli/output.hpp>

namespace kifu::cli {

std::string say_duration(double seconds) {
    const auto s = static_cast<long long>(std::llround(std::max(0.0, seconds)));
    if (s < 60) return fmt::format("{} s", s);
    if (s < 3600) return fmt::format("{} min {:02} s", s / 60, s % 60);
    return fmt::format("{} h {:02} min", s / 3600, s % 3600 / 60);
}

Progress::Progress(bool enabled, std::string tool, std::function<std::optional<std::size_t>()> total)
    : enabled_(enabled && ::isatty(2)), tool_(std::move(tool)), total_(std::move(total)), start_(clock::now()) {}

Progress::~Progress() { clear(); }

void Progress::update(std::size_t done) {
    if (!enabled_) return;
    const auto now = clock::now();
    if (now - start_ < std::chrono::seconds(1) || now - last_ < std::chrono::milliseconds(200)) return;
    last_ = now;
    const double seconds = std::chrono::duration<double>(now - start_).count();
    const double rate = static_cast<double>(done) / seconds;
    std::string line = tool_ + ": ";
    const std::optional<std::size_t> total = total_ ? total_() : std::nullopt;
    if (total) {
        const std::size_t all = std::max(*total, done);
        line += fmt::format("{}/{} inputs ({:.1f}%), {:.0f} inputs/s", done, all,
                            all ? 100.0 * static_cast<double>(done) / static_cast<double>(all) : 100.0, rate);
        if (rate > 0) line += ", " + say_duration(static_cast<double>(all - done) / rate) + " left";
    } else {
        line += fmt::format("{} inputs, {:.0f} inputs/s", done, rate);
    }
    if (std::fflush(stdout) != 0) note_stdout_error(errno);  // rows already written come before the line
    std::fprintf(stderr, "\r%s\033[K", line.c_str());
    shown_ = true;
}

void Progress::clear() {
    if (!shown_) return;
    std::fputs("\r\033[K", stderr);
    shown_ = false;
}

}  // namespace kifu::cli
