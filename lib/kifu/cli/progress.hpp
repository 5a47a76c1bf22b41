#pragma once
// The progress line a long run shows on a terminal: inputs done, the total, the rate, the time left.

#include <chrono>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>

namespace kifu::cli {

// "kifu-check: 1234/15606 inputs (7.9%), 3210 inputs/s, 4 s left" on standard error, redrawn at
// most five times a second from the run's first second on; without a total (not yet counted, or
// uncountable): "kifu-check: 1234 inputs, 3210 inputs/s". Only when `enabled` and standard error is
// a terminal. The line is erased by clear(), which the printer calls before any other output, and
// at the end.
class Progress {
public:
    Progress(bool enabled, std::string tool, std::function<std::optional<std::size_t>()> total);
    Progress(const Progress&) = delete;
    Progress& operator=(const Progress&) = delete;
    ~Progress();
    // Tells the line `done` inputs are finished; redraws it when it is time.
    void update(std::size_t done);
    // Erases the line if it is shown.
    void clear();

private:
    using clock = std::chrono::steady_clock;
    bool enabled_;
    std::string tool_;
    std::function<std::optional<std::size_t>()> total_;
    clock::time_point start_, last_{};
    bool shown_ = false;
};

// "4 s", "2 min 05 s", "1 h 07 min": a duration as the progress line says it.
[[nodiscard]] std::string say_duration(double seconds);

}  // namespace kifu::cli
