#include <kifu/score/dead_stones.hpp>

namespace kifu::score {

std::string_view to_string(DeadSource s) {
    switch (s) {
        case DeadSource::List: return "list";
        case DeadSource::AliveAll: return "alive-all";
        case DeadSource::Markup: return "markup";
        case DeadSource::Estimated: return "estimated";
        case DeadSource::NoneByResult: return "none-by-re";
        case DeadSource::Unknown: break;
    }
    return "unknown";
}

}  // namespace kifu::score
