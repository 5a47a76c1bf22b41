#include <kifu/cli/census.hpp>

#include <algorithm>
#include <utility>

#include <sys/resource.h>
#include <unistd.h>

#include <kifu/cli/inputs.hpp>

namespace kifu::cli {

InputCensus::InputCensus(std::vector<std::string> args, std::string files_from, std::size_t max_bytes) {
    if (files_from == "-" || std::find(args.begin(), args.end(), "-") != args.end()) return;
    thread_ = std::thread([this, args = std::move(args), files_from = std::move(files_from), max_bytes] {
        // The count only serves the progress line: it yields to the run's own threads.
        ::setpriority(PRIO_PROCESS, static_cast<id_t>(::gettid()), 10);
        InputStream stream(args, files_from, {max_bytes, false});
        while (!stop_) {
            if (!stream.next()) {
                done_ = true;
                return;
            }
            ++count_;
        }
    });
}

InputCensus::~InputCensus() {
    stop_ = true;
    if (thread_.joinable()) thread_.join();
}

std::optional<std::size_t> InputCensus::total() const {
    if (!done_) return std::nullopt;
    return count_.load();
}

}  // namespace kifu::cli
