#pragma once
// Turning command-line inputs (files, folders, "-", --files-from) into a list of records to read.

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <kifu/diag/diagnostic.hpp>
#include <kifu/sgf/tree.hpp>

namespace kifu::cli {

// One input: a file path, standard input, or a path that could not be used (with its error).
struct Input {
    std::string path;                   // as the user named it ("-" for stdin)
    bool is_stdin = false;
    std::optional<diag::Diagnostic> error;  // set when the path is missing, unreadable, a loop…
    std::string relative;  // path relative to the folder or archive it was found in (empty: named directly)
};

// The inputs named on a command line, found one at a time as the run needs them: `args` in order
// (files as given, folders searched recursively for *.sgf, "-" as stdin), then the paths listed in
// `files_from` (one per line, "-" = stdin) when it is not empty. Problems become inputs carrying an
// error, in place. Memory does not grow with the number of inputs.
class InputStream {
public:
    InputStream(std::vector<std::string> args, std::string files_from);
    InputStream(InputStream&&) noexcept;
    ~InputStream();
    // The next input, or nothing at the end.
    [[nodiscard]] std::optional<Input> next();

private:
    struct State;
    std::unique_ptr<State> state_;
};

// Every input of an InputStream, at once.
[[nodiscard]] std::vector<Input> expand_inputs(const std::vector<std::string>& args, const std::string& files_from);

// One input's bytes (all of it, or one game tree of a large collection) and where they start in it.
struct Source {
    const std::string& name;
    std::string_view bytes;
    sgf::Origin origin;
    std::string_view relative{};  // the input's path relative to the folder or archive it was found in
};

// Hands an input to `each` whole or, when it is a regular file larger than `piece_above` bytes and
// all UTF-8, one game tree at a time (memory bounded by its largest game). Returns the I/O
// diagnostic when it cannot be read (I001 unreadable, I004 larger than max_bytes; pieces already
// handed out stay handed out).
[[nodiscard]] std::optional<diag::Diagnostic> read_input(const Input& input, std::size_t max_bytes,
                                                         std::size_t piece_above,
                                                         const std::function<void(const Source&)>& each);

}  // namespace kifu::cli
