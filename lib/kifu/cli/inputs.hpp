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

// One input: a file path, standard input, an archive member, or a path that could not be used (with
// its error).
struct Input {
    std::string path;                   // as the user named it ("-" for stdin); a member: ARCHIVE!/MEMBER
    bool is_stdin = false;
    std::optional<diag::Diagnostic> error;  // set when the path is missing, unreadable, a loop…
    // The path relative to the folder or archive the input was found in (a file named directly or
    // listed: its file name; standard input: empty); never absolute, never with "..".
    std::string relative = {};
    std::optional<std::string> bytes = {};  // an archive member's content, read by the input side
    // Set on one game tree of a split input (SplitInputs): `bytes` are that tree, starting here in the file.
    std::optional<sgf::Origin> piece = {};
    bool last_piece = true;  // false on every piece of a split input but its last (progress counts inputs)
    std::string head = {};   // standard input: its first bytes, read already to tell an archive (they come first)
};

// Hands out a run's inputs one at a time, in order; nothing at the end.
using NextInput = std::function<std::optional<Input>()>;

// What the input side reads itself (archives) and how.
struct StreamOptions {
    std::size_t max_bytes = std::size_t(-1);  // --max-size, applied to each archive member's uncompressed size
    bool load_members = true;                 // read members' bytes (false: only count them)
};

// The inputs named on a command line, found one at a time as the run needs them: `args` in order
// (files as given, folders searched recursively for *.sgf and archives, "-" as stdin), then the paths
// listed in `files_from` (one per line, "-" = stdin) when it is not empty. An archive (by its name,
// see is_archive_name, or for a file named directly that does not end in .sgf and for standard input,
// by its first bytes) stands for its *.sgf members (ArchiveMembers). Problems become inputs carrying an
// error, in place; a list that names no path is one (I002), like an empty folder. Without
// StreamOptions::load_members standard input is not read: it is one input.
// Memory does not grow with the number of inputs or members.
class InputStream {
public:
    InputStream(std::vector<std::string> args, std::string files_from, StreamOptions options = {});
    InputStream(InputStream&&) noexcept;
    ~InputStream();
    // The next input, or nothing at the end.
    [[nodiscard]] std::optional<Input> next();

private:
    struct State;
    std::unique_ptr<State> state_;
};

// Every input of an InputStream, at once.
[[nodiscard]] std::vector<Input> expand_inputs(const std::vector<std::string>& args, const std::string& files_from,
                                               StreamOptions options = {});

// Appends what is left to read of `fd` to `bytes`, up to `max_bytes` in all; the diagnostic for the input `name` when
// it cannot (I001 a read error, I004 more than max_bytes).
[[nodiscard]] std::optional<diag::Diagnostic> read_rest(int fd, const std::string& name, std::size_t max_bytes,
                                                        std::string& bytes);

// One input's bytes (all of it, or one game tree of a large collection) and where they start in it.
struct Source {
    const std::string& name;  // Input::path as printed (cli::printable_name): the `file` of rows and locations
    std::string_view bytes;
    sgf::Origin origin;
    std::string_view relative = {};  // Input::relative
    std::string_view path = {};      // Input::path as named (the bytes of the file name)
};

// Hands an input to `each` whole (a piece of a split input, see SplitInputs: as its piece of the file). Returns the
// I/O diagnostic when it cannot be read (I001 unreadable, I004 larger than max_bytes).
[[nodiscard]] std::optional<diag::Diagnostic> read_input(const Input& input, std::size_t max_bytes,
                                                         const std::function<void(const Source&)>& each);

}  // namespace kifu::cli
