#include <kifu/report/summary.hpp>

#include <fmt/format.h>

#include <kifu/adjudicate/codes.hpp>
#include <kifu/report/fields.hpp>

namespace kifu::report {

void CheckTotals::add(const adjudicate::Checked& c, bool ok) {
    std::lock_guard lock(mutex_);
    if (c.record.game_index == 0) ++inputs_;
    ++games_;
    if (!ok) ++games_with_findings_;
    for (const auto& d : c.diagnostics) ++per_code_[d.code.id];
}

void CheckTotals::add_row(const cli::Row& row) {
    std::lock_guard lock(mutex_);
    if (row.status == 2 && row.data[field::Game].is_null()) ++unreadable_;
}

std::string CheckTotals::to_text() const {
    std::lock_guard lock(mutex_);
    std::string out =
        fmt::format("kifu-check: {} files, {} games, {} with findings", inputs_, games_, games_with_findings_);
    if (unreadable_) out += fmt::format(", {} inputs unreadable", unreadable_);
    out += "\n";
    for (const auto& [id, count] : per_code_) {
        auto code = adjudicate::find_code(id);
        out += fmt::format("  {:<5} {:>7}  {:<7}  {}\n", id, count, code ? diag::to_string(code->severity) : "",
                           code ? code->meaning : "");
    }
    return out;
}

void ScoreTotals::add(const adjudicate::Outcome& o) {
    std::lock_guard lock(mutex_);
    ++games_;
    if (o.usage_error) {
        ++refused_;
        return;
    }
    if (adjudicate::counted(o)) ++counted_;
    const std::string agreement(score::to_string(o.comparison.agreement));
    ++agreement_[agreement];
    ++per_rules_[o.rules.rules.name][agreement];
    ++dead_sources_[std::string(o.dead ? score::to_string(o.dead->source) : "unknown")];
}

void ScoreTotals::add_row(const cli::Row& row) {
    std::lock_guard lock(mutex_);
    if (row.status == 2 && row.data[field::Game].is_null()) ++unreadable_;
}

std::string ScoreTotals::to_text() const {
    std::lock_guard lock(mutex_);
    std::string out = fmt::format("kifu-score: {} games, {} counted", games_, counted_);
    if (refused_) out += fmt::format(", {} refused (an option cannot apply)", refused_);
    if (unreadable_) out += fmt::format(", {} inputs unreadable", unreadable_);
    out += "\n  agreement with RE:";
    for (const auto& [a, n] : agreement_) out += fmt::format(" {} {}", a, n);
    out += "\n  dead stones from:";
    for (const auto& [s, n] : dead_sources_) out += fmt::format(" {} {}", s, n);
    out += "\n";
    for (const auto& [r, m] : per_rules_) {
        out += fmt::format("  {}:", r);
        for (const auto& [a, n] : m) out += fmt::format(" {} {}", a, n);
        out += "\n";
    }
    return out;
}

}  // namespace kifu::report
