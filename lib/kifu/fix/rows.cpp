#include <kifu/fix/rows.hpp>

#include <algorithm>

#include <fmt/format.h>

#include <kifu/cli/codes.hpp>
#include <kifu/cli/printable.hpp>
#include <kifu/fix/codes.hpp>
#include <kifu/fix/fix.hpp>
#include <kifu/fix/output.hpp>
#include <kifu/report/fields.hpp>
#include <kifu/report/json.hpp>
#include <kifu/report/summary.hpp>
#include <kifu/report/text.hpp>
#include <kifu/util/number.hpp>

namespace kifu::fix {
namespace {

nlohmann::json diagnostics_json(const diag::Diagnostics& ds) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& d : ds) out.push_back(report::to_json(d));
    return out;
}

}  // namespace

void fix_input(const FixOptions& options, const cli::Source& source, const std::optional<std::string>& output,
               const cli::Emit& emit) {
    const std::string_view name = source.relative.empty() ? source.path : source.relative;
    FixResult fixed = fix(source.bytes, source.name, layout_for(name, source.bytes));
    diag::drop_filtered(options.filter, fixed.changes);
    diag::drop_filtered(options.filter, fixed.remaining);
    const auto worst = diag::worst(fixed.remaining);
    const bool ok = !worst || *worst < diag::Severity::Error;
    cli::Row row;
    using namespace report;
    row.data = {{field::File, source.name},
                {field::Game, nullptr},
                {field::Games, fixed.games},
                {field::Ok, ok},
                {field::Diagnostics, diagnostics_json(fixed.remaining)},
                {field::Info, fixed.games > 0 ? info_json(fixed.info) : nullptr},
                {field::Changed, fixed.changed},
                {field::Changes, diagnostics_json(fixed.changes)},
                {field::ChangeCodes, diag::distinct_codes(fixed.changes)},
                {field::Charset, fixed.charset},
                {field::Output, nullptr}};
    std::string text = report::format_lines(fixed.changes, diag::Severity::Info) +
                       report::format_lines(fixed.remaining, diag::Severity::Warning);
    std::string written;
    // Standard output holds the fixed record (or nothing, when there is none): the messages go to standard error.
    const bool record_on_stdout = !options.dry_run && output && *output == "-";
    if (!options.dry_run && output && fixed.games > 0) {
        if (record_on_stdout) {
            row.out = fixed.output;
            row.data[report::field::Output] = "-";
            written = "standard output";
        } else if (std::string why = write_file(*output, fixed.output); why.empty()) {
            written = cli::printable_name(*output);
            row.data[report::field::Output] = written;
        } else {
            const diag::Diagnostic error = cli::io_error(cli::code::CannotWrite, *output, why);
            row.data[report::field::Diagnostics].push_back(report::to_json(error));
            text += diag::format(error) + "\n";
            row.status = 2;
        }
    }
    const std::size_t kept = fixed.remaining.size();
    std::string line = fmt::format(
        "{}: {}", source.name,
        fixed.changed ? fmt::format("{} change(s)", fixed.changes.size()) : std::string("nothing to change"));
    if (fixed.games == 0)
        line += ", no game tree: nothing written";
    else if (options.dry_run)
        line += fixed.changed ? " (dry run: not written)" : "";
    else if (!written.empty())
        line += " -> " + written;
    if (kept > 0) line += fmt::format("; {} finding(s) kept", kept);
    text += line + "\n";
    if (row.status == 0) row.status = (!ok || (options.dry_run && fixed.changed)) ? 1 : 0;
    const bool clean = !fixed.changed && kept == 0 && row.status == 0;
    if (!record_on_stdout) {
        row.clean = clean;  // under --quiet the runner leaves a clean row out
        row.out += text;
    } else if (!(options.quiet && clean)) {
        row.err += text;  // the fixed record itself is the output
    }
    emit(std::move(row));
}

void FixSummary::add(const cli::Row& row) {
    using namespace report;
    Tally& folder = per_folder[folder_of(row)];
    if (row.status == 2 && row.data.value(field::Changes, nlohmann::json()).is_null()) {
        const auto& ds = row.data[field::Diagnostics];
        const bool refused = !ds.empty() && ds[0].value(field::Code, "") == cli::code::CannotWrite.id;
        for (Tally* t : {&all, &folder}) ++(refused ? t->output_refused : t->unreadable);
        return;
    }
    for (Tally* t : {&all, &folder}) {
        ++t->files;
        t->games += row.data.value(field::Games, 0);
        if (row.data.value(field::Changed, false)) ++t->changed;
        if (!row.data[field::Output].is_null()) ++t->written;
        if (!row.data.value(field::Ok, true)) ++t->with_findings;
    }
    for (const auto& d : row.data[field::Changes]) ++per_code[d[field::Code].get<std::string>()];
}

std::string FixSummary::to_text() const {
    int changes = 0;
    for (const auto& [code, count] : per_code) changes += count;
    const char* verb = dry_run ? "to change" : "changed";
    std::string out = fmt::format("kifu-fix: {}, {}, {} {} ({}), {} written", util::count_of(all.files, "file"),
                                  util::count_of(all.games, "game"), all.changed, verb,
                                  util::count_of(changes, "change"), all.written);
    if (all.with_findings) out += fmt::format(", {} with findings kept", all.with_findings);
    if (all.unreadable) out += fmt::format(", {} unreadable", util::count_of(all.unreadable, "input"));
    if (all.output_refused) out += fmt::format(", {} refused (I005)", util::count_of(all.output_refused, "output"));
    out += "\n";
    const auto table = codes();
    for (const auto& [code, count] : per_code) {
        const std::string_view name = code;
        auto info = std::find_if(table.begin(), table.end(), [name](const diag::Code& c) { return c.id == name; });
        out += fmt::format("  {:<5} {:>7}  {}\n", code, count, info != table.end() ? info->meaning : "");
    }
    if (per_folder.size() > 1)
        for (const auto& [folder, t] : per_folder)
            out += fmt::format(
                "  {}: {}, {} {}, {} written{}{}\n", folder, util::count_of(t.files, "file"), t.changed, verb,
                t.written, t.unreadable ? fmt::format(", {} unreadable", t.unreadable) : "",
                t.output_refused ? fmt::format(", {} refused", util::count_of(t.output_refused, "output")) : "");
    return out;
}

nlohmann::json FixSummary::to_json() const {
    using namespace report;
    auto tally = [](const Tally& t) {
        return nlohmann::json{{field::Files, t.files},
                              {field::Games, t.games},
                              {field::Changed, t.changed},
                              {field::Written, t.written},
                              {field::Unreadable, t.unreadable},
                              {field::OutputRefused, t.output_refused},
                              {field::WithFindings, t.with_findings}};
    };
    nlohmann::json j = summary_json("kifu-fix", all, per_folder, codes_json(per_code, codes()), tally);
    j[field::DryRun] = dry_run;
    return j;
}

nlohmann::json fix_unknown_fields() {
    using namespace report::field;
    nlohmann::json j = nlohmann::json::object();
    for (const char* f : {Games, Changed, Changes, ChangeCodes, Charset, Output}) j[f] = nullptr;
    return j;
}

std::vector<std::string> fix_csv_columns() {
    using namespace report::field;
    std::vector<std::string> columns;
    for (const char* f : {File, Games, Ok, Changed, ChangeCodes, Charset, Output})
        columns.push_back(std::string("/") + f);
    for (auto& c : report::info_columns()) columns.push_back(std::move(c));
    return columns;
}

}  // namespace kifu::fix
