#pragma once
// Counting a run's inputs ahead of it, on a background thread at low priority, for the progress line.

#include <atomic>
#include <cstddef>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace kifu::cli {

// Walks the same inputs as InputStream(args, files_from) without reading any record (archive members
// are counted by their headers), so the progress line can show a total and the time left. Memory is
// an InputStream's: it does not grow with the inputs. Standard input, a list or an archive read from it,
// cannot be counted (the run reads it): the total stays unknown.
class InputCensus {
public:
    InputCensus(std::vector<std::string> args, std::string files_from, std::size_t max_bytes);
    InputCensus(const InputCensus&) = delete;
    InputCensus& operator=(const InputCensus&) = delete;
    // Stops counting (between two inputs) and waits for the thread.
    ~InputCensus();
    // How many inputs the run has, once they are all counted.
    [[nodiscard]] std::optional<std::size_t> total() const;

private:
    std::atomic<bool> stop_ = false;
    std::atomic<bool> done_ = false;
    std::atomic<std::size_t> count_ = 0;
    std::thread thread_;
};

}  // namespace kifu::cli
