#include <kifu/cli/codes.hpp>

#include <array>
#include <utility>

#include <kifu/cli/printable.hpp>

namespace kifu::cli {

std::span<const diag::Code> codes() {
    using namespace code;
    static constexpr std::array table{Unreadable, Usage, SymlinkLoop, TooLarge, CannotWrite, ArchiveDamaged};
    return table;
}

diag::Diagnostic io_error(const diag::Code& code, const std::string& path, std::string message) {
    return {code, {cli::printable_name(path), 0, 0, 0}, std::move(message), std::nullopt};
}

}  // namespace kifu::cli
