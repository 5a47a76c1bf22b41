#include <kifu/cli/options.hpp>

#include <cstdio>
#include <map>
#include <thread>

#include <kifu/adjudicate/codes.hpp>
#include <kifu/rules/rules.hpp>

namespace kifu::cli {

void add_common_options(CLI::App& app, CommonOptions& o, const std::string& version, bool svg) {
    app.add_option("inputs", o.inputs, "SGF files, folders (searched recursively for *.sgf), or - for standard input");
    app.add_option("--files-from", o.files_from, "read more input paths from FILE, one per line (- for standard input)")
        ->type_name("FILE");
    std::map<std::string, Format> formats{
        {"text", Format::Text}, {"json", Format::Json}, {"jsonl", Format::Jsonl}, {"csv", Format::Csv}};
    if (svg) formats.emplace("svg", Format::Svg);
    app.add_option("--format", o.format,
                   std::string("output format: text, json (one array), jsonl (one object per game), csv") +
                       (svg ? ", svg (an image of the board)" : ""))
        ->transform(CLI::CheckedTransformer(formats, CLI::ignore_case).description(""))
        ->type_name("FORMAT")
        ->default_str("text");
    app.add_option("-j,--jobs", o.jobs, "worker threads; output stays in input order (default: one per core)")
        ->check(CLI::Range(0u, 1024u));
    app.add_flag("-q,--quiet", o.quiet, "print findings only: no clean rows, summary or progress");
    app.add_flag("--no-progress", o.no_progress, "never show the progress bar (shown on a terminal for long runs)");
    app.add_option("--max-size", o.max_size, "refuse inputs larger than BYTES (default 268435456)")
        ->type_name("BYTES")
        ->check(CLI::PositiveNumber);
    app.set_version_flag("--version", app.get_name() + " " + version);
    app.footer("The rules kifu enforces, with the articles it cites: kifu-rules(7) (man -l man/kifu-rules.7).");
}

void add_rules_option(CLI::App& app, std::string& rules, std::string& cycle) {
    std::string names;
    for (auto n : rules::preset_names()) names += (names.empty() ? "" : ", ") + std::string(n);
    app.add_option("--rules", rules, "rules to apply, overriding the record's RU: " + names + " (default: RU, else chinese)")
        ->type_name("NAME")
        ->check([](const std::string& name) {
            return rules::preset(name) ? std::string() : "unknown rules '" + name + "' (see --help)";
        });
    app.add_option("--cycle", cycle,
                   "what a repetition cycle that is not a basic ko means (C-Art 20.3): illegal (chinese default), "
                   "no-result (japanese default), draw or replay")
        ->type_name("RULING")
        ->check([](const std::string& c) {
            return rules::cycle_rule_from_string(c) ? std::string() : "use illegal, no-result, draw or replay";
        });
}

void add_scoring_options(CLI::App& app, ScoringOptions& o, bool referee) {
    adjudicate::Options& a = o.options;
    add_rules_option(app, a.rules.rules, a.rules.cycle);
    app.add_option("--komi", a.komi, "komi in points, overriding KM (default: KM, else the rules' default)");
    app.add_option("--dead", a.dead, "dead stones, as SGF or human points: --dead dd,Q16 (a chain per point)")
        ->type_name("POINTS");
    app.add_flag("--alive-all", a.alive_all, "count every stone as alive (Tromp-Taylor style)");
    app.add_option("--dead-stones", o.dead_policy,
                   "where dead stones come from: auto (markup, else estimate), markup, estimate, or markup,estimate "
                   "(use markup and report where the estimate differs)")
        ->check([](const std::string& s) {
            return adjudicate::parse_dead_policy(s) ? "" : "use auto, markup, estimate or markup,estimate";
        })
        ->default_str("auto");
    app.add_option("--penalty", o.penalties, "penalty stones against a player: --penalty B=1 (repeatable)")
        ->type_name("COLOR=N")
        ->allow_extra_args(false)
        ->check([](const std::string& s) { return adjudicate::parse_penalty(s) ? "" : "use B=N or W=N"; });
    if (referee)
        app.add_option("--warning", o.warnings,
                       "a referee's warning the record cannot show: --warning B:clock (repeatable; C-Art 17.4, 24)")
            ->type_name("COLOR[:REASON]")
            ->allow_extra_args(false)
            ->check([](const std::string& s) {
                return adjudicate::parse_warning(s) ? "" : "use B, W, B:REASON or W:REASON";
            });
    app.add_option("--seed", a.estimate.seed, "seed of the dead-stone estimate (fixed default: reproducible)");
    app.add_option("--playouts", a.estimate.playouts, "random playouts per estimated position")
        ->check(CLI::Range(0, 100000));
    app.add_option("--fail-on", o.fail_on, "also count uncertain estimated groups as findings: uncertain")
        ->check(CLI::IsMember({"uncertain"}));
}

adjudicate::Options ScoringOptions::to_options() const {
    adjudicate::Options a = options;
    a.policy = adjudicate::parse_dead_policy(dead_policy).value_or(adjudicate::DeadPolicy::Auto);
    for (const auto& p : penalties)
        if (auto penalty = adjudicate::parse_penalty(p)) a.penalties[go::index(penalty->first)] += penalty->second;
    for (const auto& w : warnings)
        if (auto warning = adjudicate::parse_warning(w)) a.warnings.push_back(*warning);
    return a;
}

void add_list_codes_option(CLI::App& app, bool& list_codes) {
    app.add_flag("--list-codes", list_codes, "print every diagnostic code with its severity and meaning, then exit");
}

int print_codes() {
    for (const auto& c : adjudicate::all_codes())
        std::cout << c.id << '\t' << diag::to_string(c.severity) << '\t' << c.meaning << '\n';
    return Clean;
}

std::optional<int> require_inputs(const CLI::App& app, const CommonOptions& o) {
    if (!o.inputs.empty() || !o.files_from.empty()) return std::nullopt;
    std::cerr << app.get_name() << ": no inputs: give SGF files, folders, - (standard input) or --files-from\n"
              << "Run with --help for more information.\n";
    return Error;
}

void print_summary(Format format, const std::string& text) {
    if (std::ferror(stdout)) return;  // output went to a closed pipe: end quietly
    (format == Format::Text ? std::cout : std::cerr) << text << std::flush;
}

std::optional<int> parse(CLI::App& app, int argc, char** argv) {
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp&) {
        std::cout << app.help();
        return Clean;
    } catch (const CLI::CallForAllHelp&) {
        std::cout << app.help("", CLI::AppFormatMode::All);
        return Clean;
    } catch (const CLI::CallForVersion&) {
        std::cout << app.version() << '\n';
        return Clean;
    } catch (const CLI::ParseError& e) {
        std::cerr << app.get_name() << ": " << e.what() << "\nRun with --help for more information.\n";
        return Error;
    }
    return std::nullopt;
}

InputStream input_stream(const CommonOptions& o) {
    return InputStream(o.inputs, o.files_from);
}

RunSettings run_settings(const CommonOptions& o, std::string tool) {
    RunSettings s;
    s.format = o.format;
    s.jobs = o.jobs ? o.jobs : std::max(1u, std::thread::hardware_concurrency());
    s.max_bytes = o.max_size;
    s.progress = !o.quiet && !o.no_progress;
    s.tool = std::move(tool);
    return s;
}

}  // namespace kifu::cli
