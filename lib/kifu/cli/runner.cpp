#include <kifu/cli/runner.hpp>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <cstdio>
#include <deque>
#include <memory>
#include <mutex>
#include <thread>

#include <unistd.h>

#include <fmt/format.h>

namespace kifu::cli {
namespace {

// Rows of one input, filled by a worker and drained by the printer.
struct Slot {
    std::deque<Row> rows;
    bool done = false;
};

// Rows a worker may buffer for an input that is not yet being printed.
constexpr std::size_t max_buffered_rows = 256;

class Printer {
public:
    explicit Printer(const RunSettings& s) : settings_(s) {}

    void begin() {
        if (settings_.format == Format::Json) write_out("[");
        if (settings_.format == Format::Csv) write_out(csv_header(settings_.csv_columns));
    }
    void row(const Row& r) {
        switch (settings_.format) {
            case Format::Text:
            case Format::Svg:
                write_out(r.out);
                write_err(r.err);
                break;
            case Format::Jsonl: write_out(r.data.dump() + "\n"); break;
            case Format::Json: write_out((first_ ? "\n" : ",\n") + r.data.dump()); break;
            case Format::Csv: write_out(csv_line(r.data, settings_.csv_columns)); break;
        }
        bool textual = settings_.format == Format::Text || settings_.format == Format::Svg;
        if (!textual && r.status == 2) write_err(r.err);
        first_ = false;
    }
    void end() {
        if (settings_.format == Format::Json) write_out(first_ ? "]\n" : "\n]\n");
        if (std::fflush(stdout) != 0) broken_ = true;
    }
    [[nodiscard]] bool broken() const { return broken_; }

private:
    void write_out(const std::string& s) {
        if (broken_ || s.empty()) return;
        if (std::fwrite(s.data(), 1, s.size(), stdout) != s.size()) broken_ = true;
    }
    static void write_err(const std::string& s) {
        if (!s.empty()) std::fwrite(s.data(), 1, s.size(), stderr);
    }

    const RunSettings& settings_;
    bool first_ = true;
    bool broken_ = false;
};

class Progress {
public:
    Progress(bool enabled, std::string tool, std::size_t total)
        : enabled_(enabled && ::isatty(2)), tool_(std::move(tool)), total_(total), start_(clock::now()) {}
    void update(std::size_t done) {
        if (!enabled_) return;
        auto now = clock::now();
        if (now - start_ < std::chrono::seconds(1) || now - last_ < std::chrono::milliseconds(200)) return;
        last_ = now;
        double secs = std::chrono::duration<double>(now - start_).count();
        std::fprintf(stderr, "\r%s: %zu/%zu inputs, %.1f s", tool_.c_str(), done, total_, secs);
        shown_ = true;
    }
    ~Progress() {
        if (shown_) std::fprintf(stderr, "\r\033[K");
    }

private:
    using clock = std::chrono::steady_clock;
    bool enabled_;
    std::string tool_;
    std::size_t total_;
    clock::time_point start_, last_{};
    bool shown_ = false;
};

// Loads one input and hands it to the tool, or emits the row for why it could not be read.
void run_one(const Input& input, const RunSettings& settings, const Process& process, const Emit& emit) {
    if (input.error) return emit(error_row(input.path, *input.error));
    Loaded loaded = load(input, settings.max_bytes);
    if (loaded.error) return emit(error_row(input.path, *loaded.error));
    process(input.path, loaded.bytes, emit);
}

}  // namespace

Row error_row(const std::string& path, const diag::Diagnostic& error) {
    Row r;
    r.data = {{"file", path}, {"game", nullptr}, {"ok", false}, {"diagnostics", nlohmann::json::array({diag::to_json(error)})}};
    r.err = diag::format(error) + "\n";
    r.status = 2;
    return r;
}

int run(const std::vector<Input>& inputs, const RunSettings& settings, const Process& process,
        const std::function<void(const Row&)>& on_row) {
    std::signal(SIGPIPE, SIG_IGN);
    Printer printer(settings);
    Progress progress(settings.progress, settings.tool, inputs.size());
    printer.begin();

    const std::size_t n = inputs.size();
    const unsigned jobs = std::max(1u, settings.jobs);
    const std::size_t window = 64 * std::size_t{jobs};
    // A ring of `window` slots: input i may start only once input i - window has been printed.
    std::vector<Slot> slots(window);
    auto slot = [&](std::size_t i) -> Slot& { return slots[i % window]; };
    std::mutex mutex;
    std::condition_variable ready;  // the printer waits for rows of the input it prints
    std::condition_variable space;  // workers wait for room in the window or in their slot
    std::atomic<std::size_t> next{0};
    std::atomic<bool> stop{false};
    std::size_t printing = 0;  // index of the input being printed (guarded by mutex)

    auto work = [&](std::size_t i) {
        auto push = [&](Row&& row) {
            std::unique_lock lock(mutex);
            space.wait(lock, [&] { return stop || i == printing || slot(i).rows.size() < max_buffered_rows; });
            slot(i).rows.push_back(std::move(row));
            if (i == printing) ready.notify_one();
        };
        run_one(inputs[i], settings, process, push);
        std::lock_guard lock(mutex);
        slot(i).done = true;
        if (i == printing) ready.notify_one();
    };

    auto worker = [&] {
        for (;;) {
            std::size_t i = next.fetch_add(1);
            if (i >= n) return;
            {
                std::unique_lock lock(mutex);
                space.wait(lock, [&] { return stop || i < printing + window; });
                if (stop) return;
            }
            work(i);
        }
    };

    int status = 0;
    auto print = [&](const Row& row) {
        status = std::max(status, row.status);
        printer.row(row);
        if (on_row) on_row(row);
    };

    if (jobs == 1) {
        // One thread: rows are printed as they are made, so one huge file streams.
        for (std::size_t i = 0; i < n && !printer.broken(); ++i) {
            run_one(inputs[i], settings, process, [&](Row&& row) {
                if (!printer.broken()) print(row);
            });
            progress.update(i + 1);
        }
        if (!printer.broken()) printer.end();
        return status;
    }

    std::vector<std::thread> threads;
    for (unsigned t = 0; t < jobs; ++t) threads.emplace_back(worker);

    for (std::size_t i = 0; i < n && !printer.broken(); ++i) {
        // Take every row the worker has made so far at once, print them outside the lock.
        std::deque<Row> batch;
        for (;;) {
            std::unique_lock lock(mutex);
            ready.wait(lock, [&] { return !slot(i).rows.empty() || slot(i).done; });
            const bool done = slot(i).done;
            const bool was_full = slot(i).rows.size() >= max_buffered_rows;
            batch.swap(slot(i).rows);
            lock.unlock();
            if (was_full) space.notify_all();
            for (const Row& row : batch) {
                print(row);
                if (printer.broken()) break;
            }
            batch.clear();
            if (done || printer.broken()) break;
        }
        {
            std::lock_guard lock(mutex);
            printing = i + 1;
            slot(i) = Slot{};
        }
        space.notify_all();
        progress.update(i + 1);
    }
    {
        std::lock_guard lock(mutex);
        stop = true;
        space.notify_all();
    }
    for (auto& t : threads) t.join();
    if (!printer.broken()) printer.end();
    return status;
}

}  // namespace kifu::cli
