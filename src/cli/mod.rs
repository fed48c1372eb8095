//! The command line.
//!
//! ```text
//! lemmacheck [check] [FILTER...]        search claims, print verdicts and minimal failing inputs, write files
//! lemmacheck list [FILTER...]           every reading: id, class, recorded verdict, file
//! lemmacheck show ID[.READING]          one reading's counterexample (or proof, or closest case), pretty-printed
//! lemmacheck verify FILE...             recheck counterexample, tightness and proof files wherever they are
//! lemmacheck bench [FILTER...]          speed per claim (cases per second, time to the first counterexample)
//! lemmacheck sweep [FILTER...]          every claim over K seeds; --shard I/N --json, --merge PARTS...
//! lemmacheck repair [FILTER...]         sup lhs/rhs per dimension for refuted readings
//! lemmacheck prove [FILTER...]          prove readings on their stated domains (branch and bound), write proofs/
//! lemmacheck growth [FILTER...]         the growth study of the repairs: writes growth/ and docs/repairs.md
//! lemmacheck theorem-5.3 | gamma | threshold | curves     the studies
//! lemmacheck weights MODEL.safetensors  a trained checkpoint against the statements' hypotheses
//! lemmacheck coq [FILTER...]            write the Coq refutations and check them with coqc
//! ```
//!
//! Exit codes: 0 when every verdict is the recorded one (and every file checks), 1 when
//! some verdict differs or a check fails (the row is marked) or the output cannot be
//! written, 2 for a usage error (an unknown flag, a filter that matches nothing, a
//! malformed environment variable).

// The commands print through `output`, never panicking on a full disk or a closed pipe:
// these macros shadow std's in this module and in the command modules declared below.
macro_rules! print {
    ($($t:tt)*) => { $crate::cli::output::write($crate::cli::output::Stream::Out, format_args!($($t)*), false) };
}
macro_rules! println {
    () => { $crate::cli::output::write($crate::cli::output::Stream::Out, format_args!(""), true) };
    ($($t:tt)*) => { $crate::cli::output::write($crate::cli::output::Stream::Out, format_args!($($t)*), true) };
}
macro_rules! eprint {
    ($($t:tt)*) => { $crate::cli::output::write($crate::cli::output::Stream::Err, format_args!($($t)*), false) };
}
macro_rules! eprintln {
    () => { $crate::cli::output::write($crate::cli::output::Stream::Err, format_args!(""), true) };
    ($($t:tt)*) => { $crate::cli::output::write($crate::cli::output::Stream::Err, format_args!($($t)*), true) };
}

mod check;
pub mod coq;
pub mod output;
mod progress;
mod prove;
mod show;
mod studies;
mod sweep;
mod weights;

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

use crate::claim::Check;
use crate::claims;

/// The environment variables, for every `--help`.
pub const ENVIRONMENT: &str = "\
Environment variables (a malformed value or an unknown LEMMACHECK_* name is an error):
  LEMMACHECK_SEED          global seed, unsigned 64-bit integer (default 2021)
  LEMMACHECK_CASES         random-phase cases per claim, replacing each claim's budget
  LEMMACHECK_TARGETED      targeted-phase evaluations per claim (0 disables the phase)
  LEMMACHECK_SHRINK_ITERS  shrink steps allowed per counterexample (default 4096)
  LEMMACHECK_SOURCES       folder of the source texts, for the quote checks of `cargo test`
                           (no default: unset, those checks are skipped and say why)
  LEMMACHECK_REQUIRE       external tools whose checks must run, comma-separated (pdflatex,
                           numpy, coqc); unset, a check whose tool is missing is skipped and says why
Committed files are made with the defaults; a run at other settings writes files only with --out DIR
(a folder outside the checkout).
PROPTEST_* and QUICKCHECK_* variables are not honoured and are reported as ignored.

Exit codes: 0 every verdict as recorded, 1 a verdict differs, a check fails or the output cannot be
written, 2 usage error.";

/// Checks the numbered statements of theory papers by property-based testing, with
/// certified minimal counterexamples.
#[derive(Parser, Debug)]
#[command(name = "lemmacheck", version, after_help = ENVIRONMENT)]
pub struct Cli {
    /// The checkout whose files are read and written (default: the current directory or
    /// its nearest ancestor holding counterexamples/ and tightness/).
    #[arg(long, global = true, value_name = "DIR")]
    pub root: Option<PathBuf>,
    #[command(subcommand)]
    pub command: Option<Command>,
    /// `check`'s arguments when no subcommand is named.
    #[command(flatten)]
    pub check: CheckArgs,
}

/// The subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Search claims (the default): print the verdicts and each refuted reading's minimal
    /// failing input; at default settings, write their files and bring the generated
    /// README and docs sections up to date (they are made from the committed files).
    #[command(after_help = ENVIRONMENT)]
    Check(CheckArgs),
    /// List every reading: id, reading, class, recorded verdict and its file.
    #[command(after_help = ENVIRONMENT)]
    List(ListArgs),
    /// Show one reading's counterexample (or proof, or closest case): statement, inputs as
    /// matrices, both sides, the certified enclosure and the file's path.
    #[command(after_help = ENVIRONMENT)]
    Show(ShowArgs),
    /// Recheck counterexample, tightness and proof files, wherever they are: every field
    /// is recomputed from the inputs. Exit 0 only if every file checks.
    #[command(after_help = ENVIRONMENT)]
    Verify(VerifyArgs),
    /// Measure speed per claim: cases per second and time to the first counterexample.
    #[command(after_help = ENVIRONMENT)]
    Bench(BenchArgs),
    /// Print a paragraph citing a refuted reading's counterexample, for a review: the
    /// statement's words, the inputs typeset, both sides with the certified enclosure, the
    /// failing proof step, the repair, and the file with its SHA-256 (or, with
    /// `--format numpy`, the inputs as numpy arrays with exact decimal literals).
    #[command(after_help = ENVIRONMENT)]
    Cite(CiteArgs),
    /// Write the review (docs/review.md, docs/review.tex) and the proof-dependency graphs
    /// (docs/graphs/*.svg, *.dot) from the catalogue and the committed files.
    #[command(after_help = ENVIRONMENT)]
    Report,
    /// Search every claim over many seeds and check each recorded verdict on every seed.
    #[command(after_help = ENVIRONMENT)]
    Sweep(SweepArgs),
    /// The repair study: sup lhs/rhs per dimension for the refuted readings.
    #[command(after_help = ENVIRONMENT)]
    Repair(RepairArgs),
    /// Prove readings on the domains their modules state (interval branch and bound);
    /// write each proved reading's certificate under proofs/.
    #[command(after_help = ENVIRONMENT)]
    Prove(ProveArgs),
    /// The growth study of the repaired readings: the best lhs/rhs at each value of each
    /// dimension, fitted; writes growth/<paper>/<reading>.json and docs/repairs.md.
    #[command(after_help = ENVIRONMENT)]
    Growth(GrowthArgs),
    /// Write the Coq refutations (coq/Refutations/, one theorem per counterexample file)
    /// and check them with coqc when it is installed: every theorem compiles and rests only
    /// on the allowed axioms. Prints each file's Coq file, whether Coq checked it, and the
    /// compile time.
    #[command(after_help = ENVIRONMENT)]
    Coq(CoqArgs),
    /// large-weights Theorem 5.3: the one-layer witnesses study.
    #[command(name = "theorem-5.3", after_help = ENVIRONMENT)]
    Theorem53(WriteArgs),
    /// Dong et al. Theorem 2.2: the smallest gamma the cases need.
    #[command(after_help = ENVIRONMENT)]
    Gamma(WriteArgs),
    /// Dong et al. Lemma A.3: the largest threshold on max (E_ij - E_ij') that survives.
    #[command(after_help = ENVIRONMENT)]
    Threshold(WriteArgs),
    /// Dong et al. depth curves: writes curves/depth_curves.{csv,svg} under the checkout.
    #[command(after_help = ENVIRONMENT)]
    Curves,
    /// A trained BERT-family checkpoint against the statements' hypotheses: per layer and
    /// head, eta, Dong et al.'s beta, each hypothesis met or missed and by what factor,
    /// Theorem 5.3's two constants and depth curves with the real weights; writes
    /// docs/weights/ (or --out DIR).
    #[command(after_help = ENVIRONMENT)]
    Weights(weights::WeightsArgs),
}

/// Arguments of `check`.
#[derive(Args, Debug, Default)]
pub struct CheckArgs {
    /// Claims whose id, or `id.reading`, contains any FILTER (every claim when none),
    /// e.g. `lemma-5.1`, `dong2021/`, `lemma-d.5-p1.times-d`.
    #[arg(value_name = "FILTER")]
    pub filters: Vec<String>,
    /// Print the results as JSON (one object per reading) instead of the table.
    #[arg(long)]
    pub json: bool,
    /// Write this run's files under DIR (same layout as the checkout) instead of the
    /// checkout; the only way to keep the files of a run at non-default settings, and then
    /// a folder outside the checkout.
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
}

/// Arguments of `coq`.
#[derive(Args, Debug)]
pub struct CoqArgs {
    /// Only check counterexample files whose `id.reading` contains any FILTER.
    #[arg(value_name = "FILTER")]
    pub filters: Vec<String>,
    /// Only write the generated files; do not run coqc.
    #[arg(long)]
    pub write_only: bool,
}

/// Arguments of `list`.
#[derive(Args, Debug)]
pub struct ListArgs {
    /// Only readings whose id or `id.reading` contains any FILTER.
    #[arg(value_name = "FILTER")]
    pub filters: Vec<String>,
    /// Print JSON instead of a table.
    #[arg(long)]
    pub json: bool,
}

/// Arguments of `show`.
#[derive(Args, Debug)]
pub struct ShowArgs {
    /// A claim id (`large-weights/lemma-5.1`, or just `lemma-5.1`) for its as-written
    /// reading, or `id.reading` for another reading.
    #[arg(value_name = "ID[.READING]")]
    pub id: String,
}

/// Arguments of `cite`.
#[derive(Args, Debug)]
pub struct CiteArgs {
    /// A claim id (`large-weights/lemma-5.1`, or `lemma-5.1`) for its as-written reading, or
    /// `id.reading`.
    #[arg(value_name = "ID[.READING]")]
    pub id: String,
    /// The paragraph's format.
    #[arg(long, value_enum, default_value_t = CiteFormat::Markdown)]
    pub format: CiteFormat,
}

/// `cite`'s formats.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum CiteFormat {
    /// Markdown with $…$ mathematics.
    Markdown,
    /// A LaTeX fragment (amsmath's bmatrix).
    Latex,
    /// Plain text for the terminal: formulas in Unicode, matrices as rows.
    Text,
    /// The counterexample's inputs as Python with numpy, exact decimal literals, named as in
    /// the statement, to paste into one's own code.
    Numpy,
}

/// Arguments of `verify`.
#[derive(Args, Debug)]
pub struct VerifyArgs {
    /// The files to check.
    #[arg(value_name = "FILE", required = true)]
    pub files: Vec<PathBuf>,
    /// Do not ask coqc to check the theorem generated from a counterexample file (the
    /// recomputation of every field still runs); for scripts that check many files, since
    /// the first Coq check in a checkout compiles its Coq library.
    #[arg(long)]
    pub no_coq: bool,
}

/// Arguments of `bench`.
#[derive(Args, Debug)]
pub struct BenchArgs {
    /// Only claims whose id or `id.reading` contains any FILTER.
    #[arg(value_name = "FILTER")]
    pub filters: Vec<String>,
    /// Compare the targeted phase's optimisers (hill climbing, annealing) instead.
    #[arg(long)]
    pub optimisers: bool,
    /// Also write the rows of the readings selected to docs/figures/ (speed.md, or
    /// optimisers.md), keeping the other readings' rows.
    #[arg(long)]
    pub write: bool,
}

/// Arguments of `repair`.
#[derive(Args, Debug)]
pub struct RepairArgs {
    /// Only claims whose id or `id.reading` contains any FILTER.
    #[arg(value_name = "FILTER")]
    pub filters: Vec<String>,
    /// Also write the rows of the readings selected to docs/figures/repair-study.md,
    /// keeping the other readings' rows.
    #[arg(long)]
    pub write: bool,
}

/// Arguments of a study.
#[derive(Args, Debug)]
pub struct WriteArgs {
    /// Also write the report to docs/figures/ under the checkout (checked by `cargo test`).
    #[arg(long)]
    pub write: bool,
}

/// Arguments of `sweep`.
#[derive(Args, Debug)]
pub struct SweepArgs {
    /// Only claims whose id or `id.reading` contains any FILTER.
    #[arg(value_name = "FILTER", conflicts_with = "merge")]
    pub filters: Vec<String>,
    /// Seeds 1..=K.
    #[arg(long, default_value_t = 50, value_name = "K", value_parser = clap::value_parser!(u64).range(1..=100_000))]
    pub seeds: u64,
    /// Run only part I of N of the (claim, seed) jobs, e.g. `--shard 2/8` on the second of
    /// eight machines; use with --json and combine the parts with --merge.
    #[arg(long, value_name = "I/N", value_parser = parse_shard)]
    pub shard: Option<(u64, u64)>,
    /// Print the raw job results as JSON (the input of --merge).
    #[arg(long)]
    pub json: bool,
    /// Combine the JSON outputs of the shards into the table.
    #[arg(long, value_name = "PART", num_args = 1..)]
    pub merge: Vec<PathBuf>,
    /// Also write the rows of the readings selected (or, with --merge, of the readings the
    /// parts swept) to docs/figures/sweep.md, keeping the other readings' rows (50 seeds,
    /// no --shard).
    #[arg(long)]
    pub write: bool,
}

/// Arguments of `prove`.
#[derive(Args, Debug)]
pub struct ProveArgs {
    /// Only domains of readings whose id or `id.reading` contains any FILTER.
    #[arg(value_name = "FILTER")]
    pub filters: Vec<String>,
    /// Boxes examined at most per domain (at least 1), instead of each domain's recorded
    /// budget.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub boxes: Option<u64>,
    /// Wall time at most per domain, in seconds: a positive number up to a year (the
    /// outcome then depends on the machine: nothing is written).
    #[arg(long, value_name = "S", value_parser = parse_seconds)]
    pub seconds: Option<f64>,
    /// Instead of the recorded domains, the domain family of each selected reading at
    /// this size (its main dimension, e.g. n, at most 1024), where the module states one;
    /// repeatable. Nothing is written.
    #[arg(long, value_name = "N", value_parser = parse_size)]
    pub size: Vec<usize>,
    /// Also write the table (time to proof, boxes per second) to docs/figures/prove.md;
    /// needs every domain at its recorded budget (no FILTER, --boxes, --seconds, --size).
    #[arg(long)]
    pub write: bool,
}

/// Arguments naming claims by filter.
#[derive(Args, Debug)]
pub struct FilterArgs {
    /// Only claims whose id or `id.reading` contains any FILTER.
    #[arg(value_name = "FILTER")]
    pub filters: Vec<String>,
}

/// Arguments of `growth`.
#[derive(Args, Debug)]
pub struct GrowthArgs {
    /// Only repaired readings whose id or `id.reading` contains any FILTER.
    #[arg(value_name = "FILTER")]
    pub filters: Vec<String>,
    /// Study every selected reading, whatever its class, and only print the profiles
    /// (nothing is written).
    #[arg(long)]
    pub print_only: bool,
}

/// The longest `prove --seconds` accepted: a year.
pub const MAX_SECONDS: f64 = 365.0 * 24.0 * 3600.0;
/// The largest `prove --size` accepted (a domain has a few parameters per unit of size).
pub const MAX_SIZE: usize = 1024;

fn parse_seconds(text: &str) -> Result<f64, String> {
    let shown = crate::excerpt::excerpt(text);
    let s: f64 = text.trim().parse().map_err(|_| format!("'{shown}' is not a number of seconds"))?;
    if !(s > 0.0 && s <= MAX_SECONDS) {
        return Err(format!("'{shown}': the time must be a positive number of seconds, at most {MAX_SECONDS} (a year)"));
    }
    Ok(s)
}

fn parse_size(text: &str) -> Result<usize, String> {
    let shown = crate::excerpt::excerpt(text);
    match text.trim().parse::<usize>() {
        Ok(n) if (1..=MAX_SIZE).contains(&n) => Ok(n),
        _ => Err(format!("'{shown}' is not a size between 1 and {MAX_SIZE}")),
    }
}

fn parse_shard(text: &str) -> Result<(u64, u64), String> {
    use crate::excerpt::excerpt;
    let (i, n) = text.split_once('/').ok_or_else(|| format!("'{}' is not I/N (e.g. 2/8)", excerpt(text)))?;
    let i: u64 = i.trim().parse().map_err(|_| format!("'{}' is not a positive integer", excerpt(i)))?;
    let n: u64 = n.trim().parse().map_err(|_| format!("'{}' is not a positive integer", excerpt(n)))?;
    if n == 0 || i == 0 || i > n {
        return Err(format!("shard {i}/{n}: I must be between 1 and N"));
    }
    Ok((i, n))
}

/// The readings matching any of `filters` (every reading for none); an error naming a
/// filter that matches nothing.
pub fn select(filters: &[String]) -> Result<Vec<&'static dyn Check>, String> {
    if filters.is_empty() {
        return Ok(claims::catalogue().iter().map(|c| c.as_ref()).collect());
    }
    for f in filters {
        if claims::matching(f).is_empty() {
            return Err(format!("no claim matches '{}' (try `lemmacheck list`)", crate::excerpt::excerpt(f)));
        }
    }
    Ok(claims::catalogue()
        .iter()
        .map(|c| c.as_ref())
        .filter(|c| filters.iter().any(|f| claims::matches(*c, f)))
        .collect())
}

/// Runs `f` with the checkout when `needed` (an error when there is none), else without.
fn with_root(needed: bool, f: impl FnOnce(Option<&std::path::Path>) -> i32) -> i32 {
    if !needed {
        return f(None);
    }
    let explicit = Cli::try_parse().ok().and_then(|c| c.root);
    match crate::root::resolve(explicit.as_deref()) {
        Ok(r) => f(Some(&r)),
        Err(e) => {
            eprintln!("lemmacheck: {e}");
            2
        }
    }
}

/// Runs the command line; returns the process's exit code (at least 1 when the output
/// could not be written, see [`output::finish`]).
pub fn run() -> i32 {
    output::finish(run_command())
}

fn run_command() -> i32 {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if e.use_stderr() => {
            // clap quotes a bad value whole: a value of megabytes is cut to its start
            eprint!("{}", crate::excerpt::shorten_words(&e.render().to_string()));
            return 2;
        }
        Err(e) => {
            // --help, --version
            if let Err(err) = e.print() {
                eprintln!("lemmacheck: cannot write to standard output: {err}");
                return 1;
            }
            return 0;
        }
    };
    let usage = |e: String| {
        eprintln!("lemmacheck: {e}");
        2
    };
    // Every command reads the environment's names: a mistyped LEMMACHECK_* (or one whose
    // value is not UTF-8 text) is an error whatever the command.
    if let Err(e) = crate::engine::settings::check_unicode(std::env::vars_os()) {
        return usage(e);
    }
    let names: Vec<String> = std::env::vars_os().filter_map(|(k, _)| k.into_string().ok()).collect();
    match crate::engine::settings::check_names(names.iter().map(String::as_str)) {
        Ok(warnings) => warnings.iter().for_each(|w| eprintln!("lemmacheck: {w}")),
        Err(e) => return usage(e),
    }
    if let Err(e) = crate::engine::settings::required_tools(&|name| std::env::var(name).ok()) {
        return usage(e);
    }
    let root = || crate::root::resolve(cli.root.as_deref());
    match cli.command {
        None => match root() {
            Ok(r) => check::run(&r, &cli.check),
            Err(e) => usage(e),
        },
        Some(Command::Check(ref a)) => match root() {
            Ok(r) => check::run(&r, a),
            Err(e) => usage(e),
        },
        Some(Command::List(ref a)) => match root() {
            Ok(r) => show::list(&r, a),
            Err(e) => usage(e),
        },
        Some(Command::Show(ref a)) => match root() {
            Ok(r) => show::show(&r, &a.id),
            Err(e) => usage(e),
        },
        // the Coq check uses the trusted checkout (--root, or the one around the current
        // directory), never one near the file; without one, the recomputation still runs
        Some(Command::Verify(ref a)) => match (cli.root.as_deref(), root()) {
            (Some(_), Err(e)) => usage(e),
            (_, r) => show::verify(r.ok().as_deref(), &a.files, !a.no_coq),
        },
        Some(Command::Cite(ref a)) => match root() {
            Ok(r) => show::cite(&r, &a.id, a.format),
            Err(e) => usage(e),
        },
        Some(Command::Report) => match root() {
            Ok(r) => show::report(&r),
            Err(e) => usage(e),
        },
        Some(Command::Bench(ref a)) => with_root(a.write, |r| studies::bench(r, a)),
        Some(Command::Sweep(ref a)) => with_root(a.write, |r| sweep::run(r, a)),
        Some(Command::Repair(ref a)) => with_root(a.write, |r| studies::repair(r, &a.filters, a.write)),
        Some(Command::Prove(ref a)) => match root() {
            Ok(r) => prove::run(&r, a),
            Err(e) => usage(e),
        },
        Some(Command::Growth(ref a)) => match root() {
            Ok(r) => studies::growth(&r, a),
            Err(e) => usage(e),
        },
        Some(Command::Theorem53(ref a)) => with_root(a.write, |r| studies::study(r, "theorem-5.3", a.write)),
        Some(Command::Gamma(ref a)) => with_root(a.write, |r| studies::study(r, "gamma", a.write)),
        Some(Command::Threshold(ref a)) => with_root(a.write, |r| studies::study(r, "threshold", a.write)),
        Some(Command::Curves) => match root() {
            Ok(r) => studies::curves(&r),
            Err(e) => usage(e),
        },
        Some(Command::Weights(ref a)) => weights::run(a, root()),
        Some(Command::Coq(ref a)) => match root() {
            Ok(r) => coq::run(&r, &a.filters, a.write_only),
            Err(e) => usage(e),
        },
    }
}
