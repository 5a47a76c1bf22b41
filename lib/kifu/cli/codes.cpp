#include <kifu/cli/codes.hpp>

#include <array>
#include <utility>

namespace kifu::cli {

std::span<const diag::CodeInfo> codes() {
    static constexpr std::array<diag::CodeInfo, 6> table{{
        {code::Unreadable, diag::Severity::Error, "an input is missing or cannot be read"},
        {code::Usage, diag::Severity::Error, "an input cannot be used as given"},
        {code::SymlinkLoop, diag::Severity::Warning, "a folder was reached twice through symbolic links and skipped"},
        {code::TooLarge, diag::Severity::Error, "an input is larger than --max-size"},
        {code::CannotWrite, diag::Severity::Error, "an output file (--svg, --html, --output-dir) cannot be written"},
        {code::ArchiveDamaged, diag::Severity::Error,
         "an archive is damaged or truncated: the members before the damage are read, none after"},
    }};
    return table;
}

diag::Diagnostic io_error(std::string_view code, const std::string& path, std::string message) {
    return {std::string(code), diag::Severity::Error, {path, 0, 0, 0}, std::move(message), std::nullopt};
}

}  // namespace kifu::cli
