//! Search settings from the environment.
//!
//! | variable | meaning | default |
//! |---|---|---|
//! | `LEMMACHECK_SEED` | global seed (unsigned 64-bit integer); each claim derives its own from it | `2021` |
//! | `LEMMACHECK_CASES` | random-phase cases per claim (positive integer), replacing each claim's default | the claim's own |
//! | `LEMMACHECK_SHRINK_ITERS` | shrink steps allowed per counterexample (positive integer) | `4096` |
//! | `LEMMACHECK_TARGETED` | targeted-phase evaluations per claim (0 disables the phase), replacing each claim's default | the claim's own |
//! | `LEMMACHECK_SOURCES` | the folder with the source texts (development only, see [`crate::sources`]) | `../shared/seeds` |
//! | `LEMMACHECK_REQUIRE` | external tools whose absence fails the checks that need them, comma-separated from [`TOOLS`] (CI sets it; elsewhere those checks are skipped and say why) | none |
//!
//! A malformed value is an error naming the variable, never silently ignored; so is an
//! unknown `LEMMACHECK_*` name (a typo such as `LEMMACHECK_CASE` would otherwise change
//! nothing). `PROPTEST_*` and `QUICKCHECK_*` variables are not honoured (lemmacheck drives
//! both engines itself, with the budgets above) and are reported as ignored. Committed
//! files are produced with the defaults; tests compare against them only when the four
//! search variables are unset.

/// The default global seed.
pub const DEFAULT_SEED: u64 = 2021;
/// The default shrink budget.
pub const DEFAULT_SHRINK_ITERS: u32 = 4096;

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
pub const KNOWN: [&str; 6] =
    ["LEMMACHECK_SEED", "LEMMACHECK_CASES", "LEMMACHECK_SHRINK_ITERS", "LEMMACHECK_TARGETED", "LEMMACHECK_SOURCES", "LEMMACHECK_REQUIRE"];

/// The external tools `LEMMACHECK_REQUIRE` may name.
pub const TOOLS: [&str; 1] = ["coqc"];

/// The tools named by `LEMMACHECK_REQUIRE` in `value` (comma-separated, blanks ignored);
/// an error names an unknown tool.
pub fn parse_required(value: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    for t in value.split(',').map(str::trim).filter(|t| !t.is_empty()) {
        if !TOOLS.contains(&t) {
            return Err(format!("environment variable LEMMACHECK_REQUIRE names an unknown tool {t:?} (known: {})", TOOLS.join(", ")));
        }
        out.push(t.to_string());
    }
    Ok(out)
}

/// Whether `LEMMACHECK_REQUIRE` names `tool` (a malformed value is an error).
pub fn required(tool: &str) -> Result<bool, String> {
    match std::env::var("LEMMACHECK_REQUIRE") {
        Ok(v) => Ok(parse_required(&v)?.iter().any(|t| t == tool)),
        Err(_) => Ok(false),
    }
}

/// Parses an unsigned integer variable: `None` if unset; an error naming the variable if
/// it is not a non-negative integer, is above `max` ("too large"), or below `min`.
fn parse_count(name: &str, read: &dyn Fn(&str) -> Option<String>, min: u64, max: u64) -> Result<Option<u64>, String> {
    let Some(text) = read(name) else { return Ok(None) };
    let t = text.trim();
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
        let what = if min > 0 { "a positive integer" } else { "a non-negative integer" };
        return Err(format!("environment variable {name}={text:?} is not {what}"));
    }
    match t.parse::<u64>() {
        Ok(v) if v > max => Err(format!("environment variable {name}={text:?} is too large (at most {max})")),
        Ok(v) if v < min => Err(format!("environment variable {name}={text:?} is too small (at least {min})")),
        Ok(v) => Ok(Some(v)),
        Err(_) => Err(format!("environment variable {name}={text:?} is too large (at most {max})")),
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

impl Settings {
    /// Settings from the process environment; an error names the malformed or unknown
    /// variable (the command line prints the warnings of [`check_names`] itself).
    pub fn from_env() -> Result<Settings, String> {
        let names: Vec<String> = std::env::vars_os().filter_map(|(k, _)| k.into_string().ok()).collect();
        check_names(names.iter().map(String::as_str))?;
        Settings::from_lookup(&|name| std::env::var(name).ok())
    }

    /// Settings from any variable lookup (the environment, or a map in tests).
    pub fn from_lookup(read: &dyn Fn(&str) -> Option<String>) -> Result<Settings, String> {
        let seed = parse_count("LEMMACHECK_SEED", read, 0, u64::MAX)?;
        let cases = parse_count("LEMMACHECK_CASES", read, 1, u64::from(u32::MAX))?;
        let shrink = parse_count("LEMMACHECK_SHRINK_ITERS", read, 1, u64::from(u32::MAX))?;
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn lookup(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let map: HashMap<String, String> = pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        move |k| map.get(k).cloned()
    }

    #[test]
    fn seed_bytes_are_splitmix64() {
        // the first four outputs of splitmix64 from state 0 (Vigna's reference generator)
        let want: Vec<u8> = [0xe220_a839_7b1d_cdaf_u64, 0x6e78_9e6a_a1b9_65f4, 0x06c4_5d18_8009_454f, 0xf88b_b8a8_724c_81ec]
            .iter()
            .flat_map(|x| x.to_le_bytes())
            .collect();
        assert_eq!(seed_bytes(0).to_vec(), want);
    }

    #[test]
    fn unset_variables_give_the_defaults() {
        assert_eq!(Settings::from_lookup(&lookup(&[])).unwrap(), Settings::default());
    }

    #[test]
    fn malformed_values_are_rejected_with_the_variable_name() {
        for (var, bad) in [("LEMMACHECK_SEED", "-3"), ("LEMMACHECK_CASES", "0"), ("LEMMACHECK_CASES", "many"), ("LEMMACHECK_SHRINK_ITERS", "1e3"), ("LEMMACHECK_TARGETED", "-1")] {
            let err = Settings::from_lookup(&lookup(&[(var, bad)])).unwrap_err();
            assert!(err.contains(var) && err.contains(bad), "{err}");
        }
    }

    #[test]
    fn out_of_range_values_say_too_large() {
        let err = Settings::from_lookup(&lookup(&[("LEMMACHECK_CASES", "4294967296")])).unwrap_err();
        assert!(err.contains("too large") && err.contains("LEMMACHECK_CASES"), "{err}");
        let err = Settings::from_lookup(&lookup(&[("LEMMACHECK_SEED", "18446744073709551616")])).unwrap_err();
        assert!(err.contains("too large"), "{err}");
    }

    #[test]
    fn unknown_lemmacheck_names_are_errors_and_foreign_engine_names_warnings() {
        let err = check_names(["PATH", "LEMMACHECK_CASE"]).unwrap_err();
        assert!(err.contains("LEMMACHECK_CASE") && err.contains("LEMMACHECK_CASES"), "{err}");
        let warnings = check_names(["PROPTEST_CASES", "QUICKCHECK_TESTS", "LEMMACHECK_SEED"]).unwrap();
        assert_eq!(warnings.len(), 2);
        assert!(warnings[0].contains("PROPTEST_CASES") && warnings[0].contains("ignored"));
    }

    #[test]
    fn well_formed_values_are_used() {
        let s = Settings::from_lookup(&lookup(&[("LEMMACHECK_SEED", "7"), ("LEMMACHECK_CASES", " 50 ")])).unwrap();
        assert_eq!((s.seed, s.cases), (7, Some(50)));
        assert!(!s.is_default());
    }
}
