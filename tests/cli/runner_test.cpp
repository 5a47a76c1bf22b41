#include <catch2/catch.hpp>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <thread>

#include <fcntl.h>
#include <unistd.h>

#include <atomic>

#include <kifu/cli/runner.hpp>

namespace fs = std::filesystem;
using namespace kifu::cli;

namespace {

// Runs `n` inputs (files holding their own index) through a processor that sleeps longer for
// early inputs, capturing stdout, so any reordering would show.
std::string run_numbers(int n, unsigned jobs, Format format, int rows_per_file, int* status) {
    auto dir = fs::temp_directory_path() / ("kifu-runner-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    std::vector<Input> inputs;
    for (int i = 0; i < n; ++i) {
        auto p = dir / (std::to_string(i) + ".sgf");
        std::ofstream(p) << i;
        inputs.push_back({p.string(), false, std::nullopt, {}});
    }
    inputs.push_back({(dir / "missing.sgf").string(), false, std::nullopt, {}});
    RunSettings s;
    s.format = format;
    s.jobs = jobs;
    s.max_bytes = 1000;
    s.csv_columns = {"/n", "/k"};
    auto process = [&](const Source& source, const Emit& emit) {
        const std::string_view bytes = source.bytes;
        int v = std::stoi(std::string(bytes));
        std::this_thread::sleep_for(std::chrono::microseconds(200 * ((n - v) % 7)));
        for (int k = 0; k < rows_per_file; ++k) {
            Row r;
            r.data = {{"n", v}, {"k", k}};
            r.out = std::to_string(v) + "." + std::to_string(k) + "\n";
            r.status = v == 3 ? 1 : 0;
            emit(std::move(r));
        }
    };
    std::fflush(stdout);
    char tmpl[] = "/tmp/kifu-out-XXXXXX";
    int fd = ::mkstemp(tmpl);
    int saved = ::dup(1);
    ::dup2(fd, 1);
    std::vector<int> seen;
    std::size_t next = 0;
    auto next_input = [&]() -> std::optional<Input> {
        if (next == inputs.size()) return std::nullopt;
        return inputs[next++];
    };
    *status = run(next_input, s, process, [&](const Row& r) {
        if (r.data.contains("n")) seen.push_back(r.data["n"].get<int>());
    });
    std::fflush(stdout);
    ::dup2(saved, 1);
    ::close(saved);
    ::close(fd);
    std::ifstream in(tmpl);
    std::string out((std::istreambuf_iterator<char>(in)), {});
    ::unlink(tmpl);
    fs::remove_all(dir);
    return out;
}

}  // namespace

TEST_CASE("rows come out in input order whatever the number of jobs", "[cli]") {
    int status = 0;
    std::string want;
    for (int i = 0; i < 40; ++i) want += std::to_string(i) + ".0\n" + std::to_string(i) + ".1\n";
    auto jobs = GENERATE(1u, 2u, 4u);
    CHECK(run_numbers(40, jobs, Format::Text, 2, &status) == want);
    CHECK(status == 2);  // the missing input outranks the finding in input 3
}

TEST_CASE("a file with many rows streams past the buffer bound", "[cli]") {
    int status = 0;
    auto out = run_numbers(3, 2, Format::Jsonl, 1000, &status);
    CHECK(std::count(out.begin(), out.end(), '\n') == 3 * 1000 + 1);  // + the error row
}

TEST_CASE("json output is one array, csv has a header", "[cli]") {
    int status = 0;
    auto json_out = run_numbers(2, 2, Format::Json, 1, &status);
    auto parsed = nlohmann::json::parse(json_out);
    REQUIRE(parsed.is_array());
    CHECK(parsed.size() == 3);
    CHECK(parsed[2]["ok"] == false);
    CHECK(parsed[2]["diagnostics"][0]["code"] == "I001");
    auto csv = run_numbers(2, 1, Format::Csv, 1, &status);
    CHECK(csv.rfind("n,k\n0,0\n1,0\n", 0) == 0);
}

TEST_CASE("archive members' bytes in flight stay within the budget, rows in input order", "[cli]") {
    constexpr int n = 40;
    constexpr std::size_t member = std::size_t{1} << 20;
    RunSettings s;
    s.format = Format::Jsonl;
    s.jobs = 2;
    s.max_bytes = member + 1;
    s.max_bytes_in_flight = 2 * member + 1;
    std::atomic<int> handed = 0, finished = 0, most = 0;
    int next = 0;
    auto next_input = [&]() -> std::optional<Input> {
        if (next == n) return std::nullopt;
        Input input{"a.tar!/" + std::to_string(next++) + ".sgf", false, std::nullopt};
        input.bytes = std::string(member, 'x');
        const int now = ++handed - finished;
        most = std::max(most.load(), now);
        return input;
    };
    std::vector<std::string> seen;
    auto process = [&](const Source& source, const Emit& emit) {
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
        Row r;
        r.data = {{"file", source.name}};
        emit(std::move(r));
        ++finished;
    };
    std::fflush(stdout);
    const int saved = ::dup(1);
    const int null = ::open("/dev/null", O_WRONLY);
    ::dup2(null, 1);
    run(next_input, s, process, [&](const Row& r) { seen.push_back(r.data["file"].get<std::string>()); });
    std::fflush(stdout);
    ::dup2(saved, 1);
    ::close(saved);
    ::close(null);
    REQUIRE(seen.size() == n);
    for (int i = 0; i < n; ++i) CHECK(seen[i] == "a.tar!/" + std::to_string(i) + ".sgf");
    // Below the budget one more member is let in: at most three of 1 MiB with a budget of 2 MiB.
    CHECK(most <= 3);
}
