#include <kifu/cli/runner.hpp>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <mutex>
#include <optional>
#include <set>
#include <thread>

#include <kifu/cli/archive.hpp>
#include <kifu/cli/codes.hpp>
#include <kifu/cli/progress.hpp>
#include <kifu/cli/split_inputs.hpp>

#include <unistd.h>

#include <kifu/cli/printable.hpp>
#include <kifu/report/json.hpp>

namespace kifu::cli {
namespace {

// Consecutive inputs handled by one worker, and the rows made for them but not yet printed.
struct Batch {
    std::vector<Row> rows;
    std::size_t inputs = 0;
    bool done = false;
};

// A batch lasts about this long, so threads meet rarely whether an input takes microseconds or seconds.
constexpr auto batch_duration = std::chrono::milliseconds(4);
constexpr std::size_t max_batch_inputs = 64;
// A worker hands its rows over at least this often (so one huge file streams) ...
constexpr std::size_t hand_over_rows = 64;
// ... and waits while this many rows of its batch wait to be printed (the printer may be slower).
constexpr std::size_t max_buffered_rows = 256;

// Puts what a row prints into row.out (machine formats render `data`; text rows already hold
// theirs), so workers do the rendering and the printing thread only writes.
void render(Row& row, const RunSettings& settings) {
    switch (settings.format) {
        case Format::Text:
        case Format::Svg: break;
        case Format::Jsonl: row.out = dump(row.data) + "\n"; break;
        case Format::Json: row.out = dump(row.data); break;
        case Format::Csv: row.out = csv_line(row.data, settings.csv_columns); break;
    }
}

class Printer {
public:
    Printer(const RunSettings& s, Progress& progress) : settings_(s), progress_(progress), stdout_tty_(::isatty(1)) {}

    void begin() {
        if (settings_.format == Format::Json) write_out("[");
        if (settings_.format == Format::Csv) write_out(csv_header(settings_.csv_columns));
    }
    // Writes a rendered row (see render), or its file under output_dir; returns the row's status
    // (2 when its file cannot be written).
    int row(const Row& r) {
        if (settings_.quiet && r.clean && (settings_.output_dir.empty() || r.output_name.empty())) return r.status;
        const bool textual = settings_.format == Format::Text || settings_.format == Format::Svg;
        if (settings_.format == Format::Json) write_out(first_ ? "\n" : ",\n");
        first_ = false;
        if (textual || r.status == 2) write_err(r.err);
        if (settings_.output_dir.empty() || r.output_name.empty()) {
            write_out(r.out);
            return r.status;
        }
        return write_file(r);
    }
    void end() {
        progress_.clear();
        if (settings_.format == Format::Json) write_out(first_ ? "]\n" : "\n]\n");
        if (std::fflush(stdout) != 0) fail();
    }
    [[nodiscard]] bool broken() const { return broken_; }

private:
    void write_out(const std::string& s) {
        if (broken_ || s.empty()) return;
        if (stdout_tty_) progress_.clear();
        if (std::fwrite(s.data(), 1, s.size(), stdout) != s.size()) fail();
    }
    // Standard output cannot be written (a closed pipe, a full disk): the run stops; finish_stdout says why.
    void fail() {
        note_stdout_error(errno);
        broken_ = true;
    }
    // Rows already written go out first: with both streams on one file (`> log 2>&1`) a record's messages never land
    // in the middle of an earlier row.
    void write_err(const std::string& s) {
        if (s.empty()) return;
        progress_.clear();
        if (!broken_ && std::fflush(stdout) != 0) fail();
        std::fwrite(s.data(), 1, s.size(), stderr);
    }
    // Writes r.out to output_dir/r.output_name and names the file on stdout.
    int write_file(const Row& r) {
        const std::filesystem::path path = std::filesystem::path(settings_.output_dir) / r.output_name;
        auto fail = [&](std::string message) {
            write_err(diag::format(io_error(code::CannotWrite, path.string(), std::move(message))) + "\n");
            return 2;
        };
        if (!written_.insert(path.string()).second)
            return fail("written already for an earlier record of this run (two inputs of the same name)");
        std::error_code ec;
        std::filesystem::create_directories(path.parent_path(), ec);
        if (ec) return fail("cannot create its folder: " + ec.message());
        std::ofstream file(path, std::ios::binary | std::ios::trunc);
        if (file) file.write(r.out.data(), static_cast<std::streamsize>(r.out.size()));
        file.close();
        if (!file) return fail("cannot write the file");
        write_out(cli::printable_name(path.string()) + "\n");
        return r.status;
    }

    const RunSettings& settings_;
    Progress& progress_;
    bool stdout_tty_;  // stdout shares the terminal with the progress line
    bool first_ = true;
    bool broken_ = false;
    std::set<std::string> written_;  // files written under output_dir
};

// The archive member bytes an input holds.
std::size_t held_bytes(const Input& input) { return input.bytes ? input.bytes->capacity() : 0; }

// Reads one input and hands it to the tool, or emits the row for why it could not be read.
void run_one(const Input& input, const RunSettings& settings, const Process& process, const Emit& emit) {
    if (input.error) return emit(error_row(input.path, *input.error, settings.error_fields));
    auto error = read_input(input, settings.max_bytes, [&](const Source& source) { process(source, emit); });
    if (error) emit(error_row(input.path, *error, settings.error_fields));
}

// The ordered parallel run: workers take batches of consecutive inputs from `next_input` and
// process them; the calling thread prints each batch's rows in order through `print`.
class ParallelRun {
public:
    ParallelRun(const NextInput& next_input, const RunSettings& settings, const Process& process, unsigned jobs)
        : next_input_(next_input), settings_(settings), process_(process), ring_(4 * std::size_t{jobs}) {
        for (unsigned t = 0; t < jobs; ++t) threads_.emplace_back([this] { work(); });
    }
    ParallelRun(const ParallelRun&) = delete;
    ParallelRun& operator=(const ParallelRun&) = delete;
    ~ParallelRun() { finish(); }

    // Prints every row in input order; `print` returns false to stop (stdout closed); `printed`
    // is told how many inputs are done after each batch.
    void print_all(const std::function<bool(const Row&)>& print, const std::function<void(std::size_t)>& printed) {
        std::size_t inputs_done = 0;
        std::vector<Row> rows;
        bool done = false;
        for (std::size_t seq = 0; take_rows(seq, rows, done);) {
            space_.notify_all();
            for (const Row& row : rows)
                if (!print(row)) return finish();
            rows.clear();
            if (!done) continue;
            {
                std::lock_guard lock(mutex_);
                Batch& batch = ring_[seq % ring_.size()];
                inputs_done += batch.inputs;
                batch = Batch{};
                printing_ = ++seq;
            }
            space_.notify_all();
            printed(inputs_done);
        }
        finish();
    }

private:
    // Waits for rows of batch `seq` and swaps them into `rows` (`done`: the batch is complete);
    // false when the run has no batch `seq`.
    bool take_rows(std::size_t seq, std::vector<Row>& rows, bool& done) {
        std::unique_lock lock(mutex_);
        Batch& batch = ring_[seq % ring_.size()];
        ready_.wait(lock, [&] { return !batch.rows.empty() || batch.done || (total_ && seq >= *total_); });
        if (total_ && seq >= *total_) return false;
        rows.swap(batch.rows);
        done = batch.done;
        return true;
    }

    // Stops the workers and waits for them (again: nothing to do).
    void finish() {
        {
            std::lock_guard lock(mutex_);
            stop_ = true;
        }
        space_.notify_all();
        for (auto& t : threads_)
            if (t.joinable()) t.join();
    }

    void work() {
        std::size_t batch_size = 1;
        for (;;) {
            std::vector<Input> inputs;
            std::size_t seq = 0;
            {
                std::lock_guard taking(input_mutex_);
                {
                    std::unique_lock lock(mutex_);
                    space_.wait(lock, [&] { return stop_ || total_ || taken_ < printing_ + ring_.size(); });
                    if (stop_ || total_) return;
                    seq = taken_;
                }
                while (inputs.size() < batch_size) {
                    if (in_flight_bytes_ >= settings_.max_bytes_in_flight) {
                        if (!inputs.empty()) break;
                        std::unique_lock lock(mutex_);
                        space_.wait(lock, [&] { return stop_ || in_flight_bytes_ < settings_.max_bytes_in_flight; });
                        if (stop_) return;
                    }
                    auto input = next_input_();
                    if (!input) break;
                    in_flight_bytes_ += held_bytes(*input);
                    inputs.push_back(std::move(*input));
                }
                std::lock_guard lock(mutex_);
                if (inputs.empty()) {
                    total_ = seq;
                    ready_.notify_one();
                    space_.notify_all();
                    return;
                }
                taken_ = seq + 1;
                ring_[seq % ring_.size()].inputs = static_cast<std::size_t>(
                    std::count_if(inputs.begin(), inputs.end(), [](const Input& i) { return i.last_piece; }));
            }
            const auto start = std::chrono::steady_clock::now();
            process_batch(seq, inputs);
            // Size the next batch to last about batch_duration at the pace of this one.
            const auto took = std::chrono::steady_clock::now() - start;
            const double per_input = std::chrono::duration<double>(took).count() / static_cast<double>(inputs.size());
            const double fits = std::chrono::duration<double>(batch_duration).count() / std::max(per_input, 1e-9);
            batch_size = std::clamp<std::size_t>(static_cast<std::size_t>(fits), 1, max_batch_inputs);
        }
    }

    void process_batch(std::size_t seq, std::vector<Input>& inputs) {
        Batch& batch = ring_[seq % ring_.size()];
        std::vector<Row> pending;
        auto hand_over = [&](bool last) {
            std::unique_lock lock(mutex_);
            space_.wait(lock, [&] { return stop_ || batch.rows.size() < max_buffered_rows; });
            if (!stop_) std::move(pending.begin(), pending.end(), std::back_inserter(batch.rows));  // else nobody prints them
            pending.clear();
            batch.done = last;
            const bool printing_now = seq == printing_;
            lock.unlock();
            if (printing_now) ready_.notify_one();
        };
        const Emit emit = [&](Row&& row) {
            render(row, settings_);
            pending.push_back(std::move(row));
            if (pending.size() >= hand_over_rows) hand_over(false);
        };
        for (Input& input : inputs) {
            if (!stop_) run_one(input, settings_, process_, emit);
            release(input);
        }
        hand_over(true);
    }

    // Frees an input's bytes and lets a worker waiting for room in the byte budget go on.
    void release(Input& input) {
        const std::size_t held = held_bytes(input);
        if (held == 0) return;
        input.bytes.reset();
        std::lock_guard lock(mutex_);
        in_flight_bytes_ -= held;
        space_.notify_all();
    }

    const NextInput& next_input_;
    const RunSettings& settings_;
    const Process& process_;
    std::mutex input_mutex_;            // held while a batch takes its inputs, so batches are in order
    std::mutex mutex_;                  // guards everything below
    std::condition_variable ready_;     // the printer waits for rows of the batch it prints
    std::condition_variable space_;     // workers wait for room in the ring or in their batch
    std::vector<Batch> ring_;           // batch `seq` lives at seq % size, once seq - size is printed
    std::size_t taken_ = 0;             // batches handed to workers
    std::size_t printing_ = 0;          // the batch being printed
    std::optional<std::size_t> total_;  // the number of batches, once the inputs are exhausted
    std::atomic<bool> stop_ = false;   // set under mutex_, read without it between inputs
    std::atomic<std::size_t> in_flight_bytes_ = 0;  // held_bytes of the inputs taken, not yet processed
    std::vector<std::thread> threads_;
};

}  // namespace

void for_each_game(const Source& source, const game::ReadOptions& options,
                   const std::function<void(game::Record&&)>& each) {
    game::ReadOptions read = options;
    read.tree_per_line = one_game_a_line(source.relative, source.name);
    game::read_games(source.bytes, source.name, read, each, source.origin);
}

Row error_row(const std::string& path, const diag::Diagnostic& error, const nlohmann::json& fields) {
    Row r;
    r.data = report::error_row(cli::printable_name(path), error, fields);
    r.err = diag::format(error) + "\n";
    r.status = 2;
    return r;
}

int run(const NextInput& next_input, const RunSettings& settings, const Process& process,
        const std::function<void(const Row&)>& on_row) {
    std::signal(SIGPIPE, SIG_IGN);
    Progress progress(settings.progress, settings.tool, settings.total_inputs);
    Printer printer(settings, progress);
    printer.begin();
    int status = 0;
    auto print = [&](const Row& row) {
        if (printer.broken()) return false;
        status = std::max(status, printer.row(row));
        if (on_row) on_row(row);
        return !printer.broken();
    };

    auto split = std::make_shared<SplitInputs>(next_input, settings.split_above, settings.max_bytes);
    const NextInput next_piece = [split] { return split->next(); };
    if (settings.jobs <= 1) {
        // One thread: rows are printed as they are made, so one huge file streams.
        std::size_t done = 0;
        while (!printer.broken()) {
            auto input = next_piece();
            if (!input) break;
            run_one(*input, settings, process, [&](Row&& row) {
                render(row, settings);
                print(row);
            });
            if (input->last_piece) progress.update(++done);
        }
    } else {
        ParallelRun(next_piece, settings, process, settings.jobs).print_all(print, [&](std::size_t done) {
            progress.update(done);
        });
    }
    if (!printer.broken()) printer.end();
    return status;
}

}  // namespace kifu::cli
