//! A case's choices made of its random words eight slots at a time, with AVX-512: the
//! choices [`super::choices::DrawTable::case`] makes one slot at a time.
//!
//! For slot i, with r its 64-bit word, the choice is
//!
//! ```text
//! (bits mod m) masked,   bits = r >> 32,   m = the slot's simple modulus if r mod 4 = 0, else its modulus,
//! masked to 0 unless ((r >> 20) mod 8) + bonus ≥ the case's threshold
//! ```
//!
//! and n mod m is ⌊(c·n mod 2⁶⁴)·m / 2⁶⁴⌋ with c = ⌈2⁶⁴/m⌉
//! ([`super::choices::Remainder`]). Here each step is one instruction on eight 64-bit
//! lanes, one slot per lane: c·n mod 2⁶⁴ is `vpmullq`, and the high half of the 96-bit
//! product (c·n mod 2⁶⁴)·m, written l = 2³²·h + g, is ⌊(h·m + ⌊g·m / 2³²⌋) / 2³²⌋ (h·m and
//! g·m by `vpmuludq`; the sum stays below 2⁶⁴). The words are the case's 32-bit keystream
//! words read in place: on a little-endian processor, 64-bit word i of the case is the
//! pair of 32-bit words 2i, 2i + 1 read as one ([`super::stream::pairs`]).
//!
//! Against one slot at a time, a whole random case (drawn, built and screened) of a Lemma
//! 5.1 proof step (279 slots) costs 6% less, one of Lemma D.5's (422) 8%, and one of the
//! 8336-word reading of Dong et al.'s ‖·‖₁,∞ claim 17% (one 2-core AMD EPYC,
//! 2026-12-06). A unit test compares the two for every claim's layout and for tables of
//! every kind of slot and modulus size (`tests/cases/unit/engine/choices.rs`).

use super::choices::Remainder;

/// The slots of a table as columns, eight lanes' worth loaded at a time.
#[derive(Clone, Debug, Default)]
pub struct Columns {
    modulus_c: Vec<u64>,
    modulus_d: Vec<u64>,
    simple_c: Vec<u64>,
    simple_d: Vec<u64>,
    bonus: Vec<u64>,
}

impl Columns {
    /// The columns of the slots whose remainders and keep bonuses `slots` lists.
    pub fn new(slots: impl Iterator<Item = (Remainder, Remainder, u32)>) -> Self {
        let mut columns = Columns::default();
        for (modulus, simple, bonus) in slots {
            columns.modulus_c.push(modulus.multiplier());
            columns.modulus_d.push(u64::from(modulus.divisor()));
            columns.simple_c.push(simple.multiplier());
            columns.simple_d.push(u64::from(simple.divisor()));
            columns.bonus.push(u64::from(bonus));
        }
        columns
    }
}

/// Whether [`choices`] runs on this processor (AVX-512 F and DQ).
pub fn available() -> bool {
    #[cfg(target_arch = "x86_64")]
    return std::arch::is_x86_feature_detected!("avx512f") && std::arch::is_x86_feature_detected!("avx512dq");
    #[cfg(not(target_arch = "x86_64"))]
    false
}

/// Writes the choices of the first slots, eight at a time, into `out`, and returns how
/// many it wrote (a multiple of 8; the rest are the caller's). `words` are the case's
/// 32-bit words, its 64-bit words as pairs, the first of which is the case's own and the
/// next one per slot; `zero_below` is the case's threshold. Callers check [`available`].
#[cfg(target_arch = "x86_64")]
pub fn choices(columns: &Columns, words: &[u32], zero_below: u32, out: &mut [u32]) -> usize {
    let slots = columns.bonus.len().min(out.len()).min((words.len() / 2).saturating_sub(1));
    let whole = slots / 8 * 8;
    if whole > 0 {
        // SAFETY: `available` found avx512f and avx512dq (the callers' contract), and the
        // kernel reads and writes only the first `whole` slots, which every slice holds
        unsafe { wide::choices(columns, words, zero_below, out, whole) };
    }
    whole
}

/// Without AVX-512 no slot is done here.
#[cfg(not(target_arch = "x86_64"))]
pub fn choices(_: &Columns, _: &[u32], _: u32, _: &mut [u32]) -> usize {
    0
}

#[cfg(target_arch = "x86_64")]
mod wide {
    use std::arch::x86_64::*;

    use super::Columns;

    /// The choices of slots 0‥`whole` (a multiple of 8, at most every slice's length in
    /// slots).
    #[target_feature(enable = "avx512f,avx512dq")]
    pub fn choices(columns: &Columns, words: &[u32], zero_below: u32, out: &mut [u32], whole: usize) {
        assert!(whole.is_multiple_of(8) && whole <= columns.bonus.len() && whole <= out.len() && 2 * (whole + 1) <= words.len());
        let (three, seven, threshold) = (_mm512_set1_epi64(3), _mm512_set1_epi64(7), _mm512_set1_epi64(i64::from(zero_below)));
        // the slots' words follow the case's own
        let slot_words = words[2..2 * (whole + 1)].as_ptr();
        for i in (0..whole).step_by(8) {
            // SAFETY: each load reads eight 64-bit values from index i of a slice holding
            // `whole` of them (16 32-bit words for the words), and the store writes eight
            // 32-bit values from index i of `out`, which holds `whole`
            unsafe {
                let r = _mm512_loadu_si512(slot_words.add(2 * i).cast());
                let load = |column: &Vec<u64>| _mm512_loadu_si512(column.as_ptr().add(i).cast());
                // the simple remainder where the coin's two low bits are 0
                let simple = _mm512_testn_epi64_mask(r, three);
                let c = _mm512_mask_blend_epi64(simple, load(&columns.modulus_c), load(&columns.simple_c));
                let d = _mm512_mask_blend_epi64(simple, load(&columns.modulus_d), load(&columns.simple_d));
                let low = _mm512_mullo_epi64(c, _mm512_srli_epi64::<32>(r));
                let high = _mm512_add_epi64(_mm512_mul_epu32(_mm512_srli_epi64::<32>(low), d), _mm512_srli_epi64::<32>(_mm512_mul_epu32(low, d)));
                let choice = _mm512_srli_epi64::<32>(high);
                let level = _mm512_add_epi64(_mm512_and_si512(_mm512_srli_epi64::<20>(r), seven), load(&columns.bonus));
                let keep = _mm512_cmpge_epu64_mask(level, threshold);
                _mm256_storeu_si256(out.as_mut_ptr().add(i).cast(), _mm512_cvtepi64_epi32(_mm512_maskz_mov_epi64(keep, choice)));
            }
        }
    }
}
