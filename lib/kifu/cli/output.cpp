#include <kifu/cli/output.hpp>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>

#include <kifu/cli/codes.hpp>

namespace kifu::cli {
namespace {

std::string quote(std::string_view s) {
    bool needs = s.find_first_of(",\"\r\n") != std::string_view::npos || (!s.empty() && (s.front() == ' ' || s.back() == ' '));
    if (!needs) return std::string(s);
    std::string q = "\"";
    for (char c : s) {
        if (c == '"') q += '"';
        q += c;
    }
    q += '"';
    return q;
}

std::atomic<int> stdout_errno{0};  // why standard output failed first, 0 while it has not
std::atomic<bool> stdout_reported{false};

}  // namespace

void note_stdout_error(int err) {
    int none = 0;
    stdout_errno.compare_exchange_strong(none, err == 0 ? EIO : err);
}

int finish_stdout(int status) {
    std::cout.flush();
    if (std::fflush(stdout) != 0) note_stdout_error(errno);
    if (!std::ferror(stdout) && stdout_errno.load() == 0) return status;
    const int err = stdout_errno.load() == 0 ? EIO : stdout_errno.load();
    if (err == EPIPE) return status;  // output went to a closed pipe: end quietly
    if (!stdout_reported.exchange(true)) {
        const auto error =
            io_error(code::CannotWrite, "standard output", std::string("cannot write: ") + std::strerror(err));
        std::cerr << diag::format(error) << '\n' << std::flush;
    }
    return 2;
}

std::string dump(const nlohmann::json& value) {
    return value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string csv_field(const nlohmann::json& value) {
    if (value.is_null()) return {};
    if (value.is_string()) return quote(value.get_ref<const std::string&>());
    if (value.is_array() && std::all_of(value.begin(), value.end(), [](const auto& v) { return v.is_primitive(); })) {
        std::string joined;
        for (const auto& v : value) {
            if (!joined.empty()) joined += ' ';
            joined += v.is_string() ? v.get<std::string>() : dump(v);
        }
        return quote(joined);
    }
    if (value.is_primitive()) return dump(value);
    return quote(dump(value));
}

std::string csv_line(const nlohmann::json& data, const std::vector<std::string>& columns) {
    std::string line;
    for (std::size_t i = 0; i < columns.size(); ++i) {
        if (i) line += ',';
        nlohmann::json::json_pointer ptr(columns[i]);
        if (data.contains(ptr)) line += csv_field(data.at(ptr));
    }
    line += '\n';
    return line;
}

std::string csv_header(const std::vector<std::string>& columns) {
    std::string line;
    for (std::size_t i = 0; i < columns.size(); ++i) {
        if (i) line += ',';
        std::string name = columns[i].substr(1);
        std::replace(name.begin(), name.end(), '/', '.');
        line += quote(name);
    }
    line += '\n';
    return line;
}

}  // namespace kifu::cli
