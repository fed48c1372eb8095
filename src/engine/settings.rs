//! Search settings from the environment.
//!
//! | variable | meaning | default |
//! |---|---|---|
//! | `LEMMACHECK_SEED` | global seed (unsigned 64-bit integer); each claim derives its own from it | `2021` |
//! | `LEMMACHECK_CASES` | random-phase cases per claim (positive integer), replacing each claim's default | the claim's own |
//! | `LEMMACHECK_SHRINK_ITERS` | shrink steps allowed per counterexample (positive integer) | `4096` |
//! | `LEMMACHECK_TARGETED` | targeted-phase evaluations per claim (0 disables the phase), replacing each claim's default | the claim's own |
//!
//! A malformed value is an error naming the variable, never silently ignored. Committed
//! files under `counterexamples/` are produced with the defaults; tests compare against
//! them only when all three variables are unset.

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

fn parse_var<T: std::str::FromStr>(
    name: &str,
    read: &dyn Fn(&str) -> Option<String>,
    what: &str,
    valid: impl Fn(&T) -> bool,
) -> Result<Option<T>, String> {
    match read(name) {
        None => Ok(None),
        Some(text) => match text.trim().parse::<T>() {
            Ok(v) if valid(&v) => Ok(Some(v)),
            _ => Err(format!("environment variable {name}={text:?} is not {what}")),
        },
    }
}

impl Settings {
    /// Settings from the process environment; an error names the malformed variable.
    pub fn from_env() -> Result<Settings, String> {
        Settings::from_lookup(&|name| std::env::var(name).ok())
    }

    /// Settings from any variable lookup (the environment, or a map in tests).
    pub fn from_lookup(read: &dyn Fn(&str) -> Option<String>) -> Result<Settings, String> {
        let seed = parse_var::<u64>("LEMMACHECK_SEED", read, "an unsigned 64-bit integer", |_| true)?;
        let cases = parse_var::<u32>("LEMMACHECK_CASES", read, "a positive integer", |&c| c > 0)?;
        let shrink = parse_var::<u32>("LEMMACHECK_SHRINK_ITERS", read, "a positive integer", |&c| c > 0)?;
        let targeted = parse_var::<u64>("LEMMACHECK_TARGETED", read, "a non-negative integer", |_| true)?;
        Ok(Settings {
            seed: seed.unwrap_or(DEFAULT_SEED),
            cases,
            shrink_iters: shrink.unwrap_or(DEFAULT_SHRINK_ITERS),
            targeted,
        })
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
    fn well_formed_values_are_used() {
        let s = Settings::from_lookup(&lookup(&[("LEMMACHECK_SEED", "7"), ("LEMMACHECK_CASES", " 50 ")])).unwrap();
        assert_eq!((s.seed, s.cases), (7, Some(50)));
        assert!(!s.is_default());
    }
}
