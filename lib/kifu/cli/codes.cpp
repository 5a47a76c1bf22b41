#include <kifu/cli/codes.hpp>

#include <array>
#include <utility>

namespace kifu::cli {

std::span<const diag::CodeInfo> codes() {
    static constexpr std::array<diag::CodeInfo, 5> table{{
        {code::Unreadable, diag::Severity::Error, "an input is missing or cannot be read"},
        {code::Usage, diag::Severity::Error, "an input cannot be used as given"},
        {code::SymlinkLoop, diag::Severity::Warning, "a folder was reached twice through symbolic links and skipped"},
        {code::TooLarge, diag::Severity::Error, "an input is larger than --max-size"},
        {code::CannotWrite, diag::Severity::Error, "an output file (--svg, --html) cannot be written"},
    }};
    return table;
}

diag::Diagnostic io_error(std::string_view code, const std::string& path, std::string message) {
    return {std::string(code), diag::Severity::Error, {path, 0, 0, 0}, std::move(message), std::nullopt};
}

}  // namespace kifu::cli
