#include <kifu/cli/options.hpp>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <filesystem>
#include <limits>
#include <map>
#include <memory>
#include <thread>

#include <unistd.h>

#include <kifu/adjudicate/codes.hpp>
#include <kifu/cli/archive.hpp>
#include <kifu/cli/census.hpp>
#include <kifu/cli/option_checks.hpp>
#include <kifu/rules/katago.hpp>
#include <kifu/rules/rules.hpp>

namespace kifu::cli {

void add_common_options(CLI::App& app, CommonOptions& o, const std::string& version, bool svg) {
    app.add_option("inputs", o.inputs,
                   "SGF files (KataGo's *.sgfs too), archives (.tar, .tar.gz, .tgz, .tar.bz2, .tar.xz, .zip, .7z: "
                   "their *.sgf and *.sgfs members, named ARCHIVE!/MEMBER), folders (searched recursively for both), "
                   "or - for standard input");
    app.add_option("--files-from", o.files_from, "read more input paths from FILE, one per line (- for standard input)")
        ->type_name("FILE");
    std::vector<std::string> names{"text", "json", "jsonl", "csv"};
    if (svg) names.emplace_back("svg");
    app.add_option_function<std::string>(
           "--format",
           [&o](const std::string& name) {
               static const std::map<std::string, Format> formats{{"text", Format::Text},
                                                                  {"json", Format::Json},
                                                                  {"jsonl", Format::Jsonl},
                                                                  {"csv", Format::Csv},
                                                                  {"svg", Format::Svg}};
               o.format = formats.at(CLI::detail::to_lower(name));
           },
           std::string("output format: text, json (one array), jsonl (one object per game), csv") +
               (svg ? ", svg (an image of the board: one record to standard output, or one file each with --output-dir)"
                    : ""))
        ->check(one_of(names, true))
        ->type_name("FORMAT")
        ->default_str("text");
    app.add_option("-j,--jobs", o.jobs,
                   "worker threads, 0 to 1024; output stays in input order (default: one per core)")
        ->check(whole_number(0, 1024))
        ->type_name("N");
    app.add_flag("-q,--quiet", o.quiet, "print findings only: no clean rows, summary or progress");
    auto known_code = [&o](const std::string& prefix) {
        std::vector<diag::Code> codes = adjudicate::all_codes();
        codes.insert(codes.end(), o.own_codes.begin(), o.own_codes.end());
        return diag::check_code_prefix(prefix, codes);
    };
    app.add_option("--ignore", o.filter.ignore,
                   "leave out findings whose code starts with one of these (--ignore S3,M106): neither printed nor "
                   "counted in the exit status")
        ->delimiter(',')
        ->allow_extra_args(false)
        ->type_name("CODE,...")
        ->check(known_code);
    app.add_option("--only", o.filter.only,
                   "report only findings whose code starts with one of these (--only M1,K): the others are neither "
                   "printed nor counted in the exit status")
        ->delimiter(',')
        ->allow_extra_args(false)
        ->type_name("CODE,...")
        ->check(known_code);
    app.add_flag("--no-progress", o.no_progress,
                 "never show the progress line (shown on a terminal, on standard error, for runs over a second)");
    app.add_option("--max-size", o.max_size,
                   "refuse inputs (and archive members, uncompressed) larger than BYTES (default 268435456)")
        ->type_name("BYTES")
        ->check(whole_number(1, std::numeric_limits<std::size_t>::max()));
    app.set_version_flag("--version", app.get_name() + " " + version);
    app.footer("The rules kifu enforces, with the articles it cites: kifu-rules(7) (man -l man/kifu-rules.7).");
}

void add_rules_option(CLI::App& app, std::string& rules, std::string& cycle) {
    std::vector<std::string> names;
    for (auto n : rules::preset_names()) names.emplace_back(n);
    names.emplace_back("a KataGo rules string (koPOSITIONALscoreAREAtaxNONEsui1)");
    app.add_option("--rules", rules,
                   "rules to apply, overriding the record's RU: " + say_list(names) +
                       " (default: RU, else inferred from the record: A003, else chinese: A001)")
        ->type_name("NAME")
        ->check([names](const std::string& name) {
            return rules::preset(name) || rules::from_katago(name)
                       ? std::string()
                       : "unknown rules '" + name + "': use " + say_list(names);
        });
    app.add_option("--cycle", cycle,
                   "what a repetition cycle that is not a basic ko means (C-Art 20.3): illegal (chinese default; "
                   "only under rules with superko, A019 otherwise), no-result (japanese default), draw or replay")
        ->type_name("RULING")
        ->check([](const std::string& c) {
            return rules::cycle_rule_from_string(c)
                       ? std::string()
                       : "'" + c + "' is not a valid value: use illegal, no-result, draw or replay";
        });
    app.footer(
        "The rules kifu enforces, with the articles it cites, and what each --rules preset models: kifu-rules(7) "
        "(man -l man/kifu-rules.7).");
}

void add_scoring_options(CLI::App& app, ScoringOptions& o, bool referee) {
    adjudicate::Options& a = o.options;
    add_rules_option(app, a.rules.rules, a.rules.cycle);
    app.add_option("--komi", a.komi,
                   "komi in points, overriding KM (default: KM, else assumed: the komi of the year DT names, or the "
                   "rules' default; K111)")
        ->check(decimal_number());
    app.add_option("--dead", a.dead, "dead stones, as SGF or human points: --dead dd,Q16 (a chain per point)")
        ->type_name("POINTS");
    app.add_flag("--alive-all", a.alive_all, "count every stone as alive (Tromp-Taylor style)");
    app.add_option("--dead-stones", o.dead_policy,
                   "where dead stones come from: auto (markup, else estimate), markup, estimate, or markup,estimate "
                   "(use markup and report where the estimate differs)")
        ->check([](const std::string& s) {
            return adjudicate::parse_dead_policy(s)
                       ? ""
                       : "'" + s + "' is not a valid value: use auto, markup, estimate or markup,estimate";
        })
        ->default_str("auto");
    app.add_flag("--as-it-stands", a.as_it_stands,
                 "count a record that stops before the end as it stands, without playing it out");
    app.add_option("--penalty", o.penalties, "penalty stones against a player: --penalty B=1 (repeatable)")
        ->type_name("COLOR=N")
        ->allow_extra_args(false)
        ->check([](const std::string& s) {
            return adjudicate::parse_penalty(s) ? ""
                                                : "'" + s + "' is not a valid value: use B=N or W=N, N from 0 to 1000";
        });
    if (referee)
        app.add_option("--warning", o.warnings,
                       "a referee's warning the record cannot show: --warning B:clock (repeatable; C-Art 17.4, 24)")
            ->type_name("COLOR[:REASON]")
            ->allow_extra_args(false)
            ->check([](const std::string& s) {
                return adjudicate::parse_warning(s)
                           ? ""
                           : "'" + s + "' is not a valid value: use B, W, B:REASON or W:REASON";
            });
    app.add_option("--seed", a.estimate.seed, "seed of the dead-stone estimate (fixed default: reproducible)")
        ->check(whole_number(0, std::numeric_limits<std::uint64_t>::max()));
    app.add_option("--playouts", a.estimate.playouts, "random playouts per estimated position, 0 to 100000")
        ->check(whole_number(0, 100000));
    app.add_option("--fail-on", o.fail_on,
                   "also count as findings estimated groups and results less sure than the line: uncertain")
        ->check(one_of({"uncertain"}));
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

int print_codes(std::span<const diag::Code> extra) {
    std::vector<diag::Code> codes = adjudicate::all_codes();
    codes.insert(codes.end(), extra.begin(), extra.end());
    std::sort(codes.begin(), codes.end(), [](const auto& a, const auto& b) { return a.id < b.id; });
    errno = 0;
    for (const auto& c : codes) std::cout << c.id << '\t' << diag::to_string(c.severity) << '\t' << c.meaning << '\n';
    if (std::ferror(stdout)) note_stdout_error(errno);
    return finish_stdout(Clean);
}

int usage_error(const CLI::App& app, std::string_view why) {
    std::cerr << app.get_name() << ": " << why << "\nRun with --help for more information.\n";
    return Error;
}

bool names_one_file(const CommonOptions& o) {
    if (o.inputs.size() != 1 || !o.files_from.empty()) return false;
    const std::string& name = o.inputs.front();
    if (name == "-") return true;
    std::error_code ec;
    return !std::filesystem::is_directory(name, ec) && !is_archive_name(name) &&
           (is_sgf_name(name) || !starts_like_archive(name));
}

std::optional<int> require_inputs(const CLI::App& app, const CommonOptions& o) {
    auto refuse = [&](std::string_view why) { return usage_error(app, why); };
    if (o.inputs.empty() && o.files_from.empty())
        return refuse("no inputs: give SGF files, archives, folders, - (standard input) or --files-from");
    const auto stdin_inputs = std::count(o.inputs.begin(), o.inputs.end(), "-");
    if (stdin_inputs > 1) return refuse("- (standard input) is given twice: it can be read only once");
    if (stdin_inputs == 1 && o.files_from == "-")
        return refuse("- (standard input) is both an input and the --files-from list: it can be read only once");
    return std::nullopt;
}

void print_summary(Format format, const std::string& text, const nlohmann::json& json) {
    if (std::ferror(stdout)) return;  // output failed (a closed pipe ends quietly): finish_stdout says why
    errno = 0;
    std::cout << std::flush;
    if (format == Format::Json || format == Format::Jsonl)
        std::cerr << dump(json) << '\n' << std::flush;
    else
        (format == Format::Text ? std::cout : std::cerr) << text << std::flush;
    if (std::ferror(stdout)) note_stdout_error(errno);
}

namespace {

// CLI11's message for a usage error, in kifu's words where CLI11's are not plain.
std::string usage_message(const CLI::ParseError& e) {
    std::string what = e.what();
    const std::string option = what.substr(0, what.find(": "));
    if (dynamic_cast<const CLI::ArgumentMismatch*>(&e)) {
        if (what.find("missing") != std::string::npos) return option + ": a value is missing";
        if (what.find("At Most") != std::string::npos) return option + ": given more than once";
    }
    if (dynamic_cast<const CLI::ExtrasError*>(&e)) {
        const std::string prefix = "The following argument was not expected: ";
        const std::string prefixes = "The following arguments were not expected: ";
        if (what.rfind(prefix, 0) == 0) return "unknown option or argument: " + what.substr(prefix.size());
        if (what.rfind(prefixes, 0) == 0) return "unknown options or arguments: " + what.substr(prefixes.size());
    }
    return what;
}

}  // namespace

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
        std::cerr << app.get_name() << ": " << usage_message(e) << "\nRun with --help for more information.\n";
        return Error;
    }
    return std::nullopt;
}

InputStream input_stream(const CommonOptions& o) { return InputStream(o.inputs, o.files_from, {o.max_size, true}); }

RunSettings run_settings(const CommonOptions& o, std::string tool) {
    RunSettings s;
    s.format = o.format;
    s.jobs = o.jobs ? o.jobs : std::max(1u, std::thread::hardware_concurrency());
    s.max_bytes = o.max_size;
    s.progress = !o.quiet && !o.no_progress;
    s.quiet = o.quiet;
    if (s.progress && ::isatty(2)) {
        auto census = std::make_shared<InputCensus>(o.inputs, o.files_from, o.max_size);
        s.total_inputs = [census] { return census->total(); };
    }
    s.tool = std::move(tool);
    return s;
}

}  // namespace kifu::cli
