#pragma once
// Handing a run's large collections to the workers one game tree at a time, so the games of one file
// (a KataGo .sgfs, an archive's yearly collection) are processed in parallel.

#include <cstddef>
#include <memory>
#include <optional>

#include <kifu/cli/inputs.hpp>

namespace kifu::cli {

// A run's inputs, in order, as `next` hands them out, except that a regular file or an archive member
// larger than `split_above` bytes (and no larger than `max_bytes`) that is all UTF-8 becomes one input
// per game tree (Input::piece; cut as GamePieces cuts, so its rows are the rows of the whole file),
// read as the run takes them: memory holds one piece ahead. A file that cannot be opened is handed on
// as it is (its error comes when it is read); a read error partway becomes an input carrying the error
// after the pieces already handed out.
class SplitInputs {
public:
    SplitInputs(NextInput next, std::size_t split_above, std::size_t max_bytes);
    SplitInputs(SplitInputs&&) noexcept;
    ~SplitInputs();
    // The next input or piece, or nothing at the end.
    [[nodiscard]] std::optional<Input> next();

private:
    struct State;
    std::unique_ptr<State> state_;
};

}  // namespace kifu::cli
