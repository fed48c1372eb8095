//! Search settings from the environment.
//!
//! | variable | meaning | default |
//! |---|---|---|
//! | `LEMMACHECK_SEED` | global seed (unsigned 64-bit integer); each claim derives its own from it | `2021` |
//! | `LEMMACHECK_CASES` | random-phase cases per claim (positive integer), replacing each claim's default | the claim's own |
//! | `LEMMACHECK_SHRINK_ITERS` | shrink steps allowed per counterexample (positive integer) | `4096` |
//! | `LEMMACHECK_TARGETED` | targeted-phase evaluations per claim (0 disables the phase), replacing each claim's default | the claim's own |
//! | `LEMMACHECK_SOURCES` | the folder with the source texts, for the quote checks (see [`crate::sources`]) | none: the quote checks are skipped, saying why |
//! | `LEMMACHECK_COQC_SECONDS` | wall-clock limit of one coqc run (positive number of seconds); a run that reaches it is "not checked (time limit)" | `600` |
//! | `LEMMACHECK_COQC_MEMORY` | address-space limit of one coqc run (MiB, Unix); a run that exceeds it is "not checked (memory limit)" | `4096` |
//! | `LEMMACHECK_REQUIRE` | external tools whose checks must run (comma-separated [`Tool`] names): a listed tool that is missing fails its test | none: a check whose tool is missing is skipped, saying why |
//!
//! A malformed value is an error naming the variable (quoting at most the start of the
//! value), never silently ignored; so is a value that is not UTF-8 text, and an
//! unknown `LEMMACHECK_*` name (a typo such as `LEMMACHECK_CASE` would otherwise change
//! nothing) and an unknown tool name in `LEMMACHECK_REQUIRE`. `PROPTEST_*` and `QUICKCHECK_*` variables are not honoured (lemmacheck drives
//! both engines itself, with the budgets above) and are reported as ignored. Committed
//! files are produced with the defaults; tests compare against them only when the four
//! search variables are unset.

/// The default global seed.
pub const DEFAULT_SEED: u64 = 2021;
/// The default shrink budget.
pub const DEFAULT_SHRINK_ITERS: u32 = 4096;
/// The largest shrink budget `LEMMACHECK_SHRINK_ITERS` accepts (each step is a case, so
/// far more than any shrink takes).
pub const MAX_SHRINK_ITERS: u32 = 1_000_000_000;

/// The settings of one search run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Global seed.
    pub seed: u64,
    /// Random-phase cases per claim; `None` means each claim's default.
    pub cases: Option<u32>,
    /// Shrink steps allowed.
    pub shrink_iters: u32,
    /// Targeted-phase evaluations per claim (0 disables the phase); `None` means each
    /// claim's default.
    pub targeted: Option<u64>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings { seed: DEFAULT_SEED, cases: None, shrink_iters: DEFAULT_SHRINK_ITERS, targeted: None }
    }
}

/// The `LEMMACHECK_*` variables the tool reads.
pub const KNOWN: [&str; 8] =
    ["LEMMACHECK_SEED", "LEMMACHECK_CASES", "LEMMACHECK_SHRINK_ITERS", "LEMMACHECK_TARGETED", "LEMMACHECK_SOURCES", REQUIRE, COQC_SECONDS, COQC_MEMORY];

/// The wall-clock limit of one coqc run, in seconds (see [`crate::coq::check::Limits`]).
pub const COQC_SECONDS: &str = "LEMMACHECK_COQC_SECONDS";

/// The address-space limit of one coqc run, in MiB (see [`crate::coq::check::Limits`]).
pub const COQC_MEMORY: &str = "LEMMACHECK_COQC_MEMORY";

/// The variable listing the external tools whose checks must run.
pub const REQUIRE: &str = "LEMMACHECK_REQUIRE";

/// An external tool that some check needs and the project does not depend on. Where the
/// tool is missing its check is skipped and says why, unless the tool is listed in
/// `LEMMACHECK_REQUIRE` (CI lists them all: `.ci/run` installs them); then the check fails.
///
/// Adding a tool: a variant, its name in [`Tool::name`] and [`Tool::ALL`], and what it is
/// for in [`Tool::purpose`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// `pdflatex`: compiles `docs/review.tex`.
    Pdflatex,
    /// `python3` with numpy: runs the output of `lemmacheck cite --format numpy`.
    Numpy,
    /// `coqc` with the Interval library: checks the Coq theorems under `coq/`.
    Coqc,
}

impl Tool {
    /// Every tool, in the order the error message lists them.
    pub const ALL: [Tool; 3] = [Tool::Pdflatex, Tool::Numpy, Tool::Coqc];

    /// The tool's name in `LEMMACHECK_REQUIRE`.
    pub fn name(self) -> &'static str {
        match self {
            Tool::Pdflatex => "pdflatex",
            Tool::Numpy => "numpy",
            Tool::Coqc => "coqc",
        }
    }

    /// What the tool is for, and what provides it.
    pub fn purpose(self) -> &'static str {
        match self {
            Tool::Pdflatex => "pdflatex (Debian: texlive-latex-base, texlive-latex-recommended) compiles docs/review.tex",
            Tool::Numpy => "python3 with numpy runs the output of `lemmacheck cite --format numpy`",
            Tool::Coqc => "coqc with Interval (Debian: coq, libcoq-interval, libcoq-coquelicot) checks the Coq theorems under coq/",
        }
    }

    /// The tool named `name`, if any.
    pub fn from_name(name: &str) -> Option<Tool> {
        Tool::ALL.into_iter().find(|t| t.name() == name)
    }
}

/// The tools `LEMMACHECK_REQUIRE` lists (empty when unset or empty); an error names the
/// variable and the unknown tool, with the known names.
pub fn required_tools(read: &dyn Fn(&str) -> Option<String>) -> Result<Vec<Tool>, String> {
    let Some(text) = read(REQUIRE) else { return Ok(Vec::new()) };
    let mut out = Vec::new();
    for name in text.split(',').map(str::trim).filter(|n| !n.is_empty()) {
        match Tool::from_name(name) {
            Some(t) if !out.contains(&t) => out.push(t),
            Some(_) => {}
            None => {
                let known: Vec<&str> = Tool::ALL.iter().map(|t| t.name()).collect();
                return Err(format!("environment variable {REQUIRE}={text:?} names an unknown tool {name:?} (known tools: {})", known.join(", ")));
            }
        }
    }
    Ok(out)
}

/// Whether the process environment's `LEMMACHECK_REQUIRE` lists `tool` (a malformed value
/// is an error).
pub fn required(tool: Tool) -> Result<bool, String> {
    Ok(required_tools(&|name| std::env::var(name).ok())?.contains(&tool))
}

/// What a check does when `tool` is missing (`why` says how it was found missing):
/// `Err` with a failure message when `LEMMACHECK_REQUIRE` lists the tool (or is
/// malformed), else `Ok` with the line that says why the check is skipped.
pub fn missing_tool(tool: Tool, why: &str, read: &dyn Fn(&str) -> Option<String>) -> Result<String, String> {
    let required = required_tools(read)?;
    if required.contains(&tool) {
        Err(format!("{} is missing ({why}), and {REQUIRE} lists {}: {}", tool.name(), tool.name(), tool.purpose()))
    } else {
        Ok(format!("skipped: {} is missing ({why}); {}. Set {REQUIRE}={} to make this a failure", tool.name(), tool.purpose(), tool.name()))
    }
}

/// Parses an unsigned integer variable: `None` if unset; an error naming the variable if
/// it is not a non-negative integer, is above `max` ("too large"), or below `min`.
fn parse_count(name: &str, read: &dyn Fn(&str) -> Option<String>, min: u64, max: u64) -> Result<Option<u64>, String> {
    let Some(text) = read(name) else { return Ok(None) };
    let t = text.trim();
    let shown = crate::excerpt::quoted(&text);
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
        let what = if min > 0 { "a positive integer" } else { "a non-negative integer" };
        return Err(format!("environment variable {name}={shown} is not {what}"));
    }
    match t.parse::<u64>() {
        Ok(v) if v > max => Err(format!("environment variable {name}={shown} is too large (at most {max})")),
        Ok(v) if v < min => Err(format!("environment variable {name}={shown} is too small (at least {min})")),
        Ok(v) => Ok(Some(v)),
        Err(_) => Err(format!("environment variable {name}={shown} is too large (at most {max})")),
    }
}

/// Checks the names of the environment's variables: an unknown `LEMMACHECK_*` name is an
/// error (with the known names); `PROPTEST_*` and `QUICKCHECK_*` names are returned as
/// warnings (not honoured).
pub fn check_names<'a>(names: impl IntoIterator<Item = &'a str>) -> Result<Vec<String>, String> {
    let mut warnings = Vec::new();
    for name in names {
        if name.starts_with("LEMMACHECK_") && !KNOWN.contains(&name) {
            return Err(format!("unknown environment variable {name} (lemmacheck reads {})", KNOWN.join(", ")));
        }
        if name.starts_with("PROPTEST_") || name.starts_with("QUICKCHECK_") {
            warnings.push(format!(
                "environment variable {name} is ignored: lemmacheck drives proptest and quickcheck itself (set LEMMACHECK_CASES, LEMMACHECK_SEED, LEMMACHECK_SHRINK_ITERS or LEMMACHECK_TARGETED instead)"
            ));
        }
    }
    Ok(warnings)
}

/// Checks that every `LEMMACHECK_*` variable's name and value are UTF-8 text: one that is
/// not would read as unset (`std::env::var` fails on it), so it is an error naming the
/// variable.
pub fn check_unicode(vars: impl IntoIterator<Item = (std::ffi::OsString, std::ffi::OsString)>) -> Result<(), String> {
    for (name, value) in vars {
        let shown = name.to_string_lossy();
        if !shown.starts_with("LEMMACHECK_") {
            continue;
        }
        if name.to_str().is_none() {
            return Err(format!("environment variable {shown}: its name is not UTF-8 text"));
        }
        if value.to_str().is_none() {
            return Err(format!(
                "environment variable {shown}={} is not UTF-8 text",
                crate::excerpt::quoted(&value.to_string_lossy())
            ));
        }
    }
    Ok(())
}

impl Settings {
    /// Settings from the process environment; an error names the malformed, non-UTF-8 or
    /// unknown variable (the command line prints the warnings of [`check_names`] itself).
    pub fn from_env() -> Result<Settings, String> {
        check_unicode(std::env::vars_os())?;
        let names: Vec<String> = std::env::vars_os().filter_map(|(k, _)| k.into_string().ok()).collect();
        check_names(names.iter().map(String::as_str))?;
        required_tools(&|name| std::env::var(name).ok())?;
        Settings::from_lookup(&|name| std::env::var(name).ok())
    }

    /// Settings from any variable lookup (the environment, or a map in tests).
    pub fn from_lookup(read: &dyn Fn(&str) -> Option<String>) -> Result<Settings, String> {
        let seed = parse_count("LEMMACHECK_SEED", read, 0, u64::MAX)?;
        let cases = parse_count("LEMMACHECK_CASES", read, 1, u64::from(u32::MAX))?;
        let shrink = parse_count("LEMMACHECK_SHRINK_ITERS", read, 1, u64::from(MAX_SHRINK_ITERS))?;
        let targeted = parse_count("LEMMACHECK_TARGETED", read, 0, u64::MAX)?;
        Ok(Settings {
            seed: seed.unwrap_or(DEFAULT_SEED),
            cases: cases.map(|c| c as u32),
            shrink_iters: shrink.map_or(DEFAULT_SHRINK_ITERS, |c| c as u32),
            targeted,
        })
    }

    /// The settings that differ from the defaults, as `NAME=value` pairs.
    pub fn describe(&self) -> String {
        let d = Settings::default();
        let mut parts = Vec::new();
        if self.seed != d.seed {
            parts.push(format!("LEMMACHECK_SEED={}", self.seed));
        }
        if let Some(c) = self.cases {
            parts.push(format!("LEMMACHECK_CASES={c}"));
        }
        if self.shrink_iters != d.shrink_iters {
            parts.push(format!("LEMMACHECK_SHRINK_ITERS={}", self.shrink_iters));
        }
        if let Some(t) = self.targeted {
            parts.push(format!("LEMMACHECK_TARGETED={t}"));
        }
        if parts.is_empty() {
            "defaults".into()
        } else {
            parts.join(" ")
        }
    }

    /// Whether these are the settings the committed files were made with.
    pub fn is_default(&self) -> bool {
        *self == Settings::default()
    }

    /// The seed of one claim in one reading: a stable hash of the global seed and the
    /// claim's file key, so adding or reordering claims changes no other claim's search.
    pub fn claim_seed(&self, file_key: &str) -> u64 {
        // FNV-1a, 64-bit: stable across platforms and Rust versions (unlike std's hasher).
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in self.seed.to_le_bytes().iter().chain(file_key.as_bytes()) {
            h ^= u64::from(*b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        h
    }
}

/// 32 seed bytes for a ChaCha generator, expanded from one `u64` (splitmix64).
pub fn seed_bytes(seed: u64) -> [u8; 32] {
    let mut state = seed;
    let mut out = [0u8; 32];
    for chunk in out.chunks_mut(8) {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^= z >> 31;
        chunk.copy_from_slice(&z.to_le_bytes());
    }
    out
}
