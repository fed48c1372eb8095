//! ChaCha20 keystream words: the generator behind proptest's `TestRng` with
//! `RngAlgorithm::ChaCha`, the `chacha20` crate's `ChaCha20Rng` (20 rounds, the original
//! variant: a 64-bit block counter from 0 and a zero 64-bit nonce).
//!
//! [`keystream`] gives the first words of a key's keystream, the words
//! `ChaCha20Rng::from_seed(key)` gives one by one with `next_u32`. Block b is the state
//!
//! ```text
//! c₀ c₁ c₂ c₃ | k₀ … k₇ | b mod 2³² | ⌊b / 2³²⌋ | 0 0
//! ```
//!
//! (cᵢ the constant "expand 32-byte k", kᵢ the key's little-endian words) after ten double
//! rounds, added word by word to the state itself: 16 words.
//!
//! `ChaCha20Rng` computes four blocks per call (with AVX2 where the processor has it).
//! On a processor with AVX-512, [`keystream`] computes 16 blocks at a time instead: one
//! 512-bit register per state word, lane i holding block i, so that each step of a quarter
//! round is one instruction for 16 blocks (a rotation too: `vprold`), and no shuffles are
//! needed between rounds. Per 1024 bytes that took 201 ns against `ChaCha20Rng`'s 540 (one
//! 2-core Intel Xeon, 2026-12-06), and the random phase reads several hundred words per
//! case ([`super::stream`]). Without AVX-512 the words come from `ChaCha20Rng` itself. A unit
//! test compares the two for many keys and lengths (`tests/cases/unit/engine/stream.rs`).

use chacha20::rand_core::{Rng, SeedableRng};

/// Words of one block.
pub const BLOCK: usize = 16;

/// Fills `out` with the first `out.len()` words of the keystream of `key`: the words
/// `ChaCha20Rng::from_seed(key)` gives by `next_u32`, in order.
pub fn keystream(key: &[u8; 32], out: &mut [u32]) {
    #[cfg(target_arch = "x86_64")]
    if wide::available() {
        wide::keystream(key, out);
        return;
    }
    by_the_crate(key, out);
}

/// [`keystream`] as `ChaCha20Rng` computes it, whatever the processor (the reference the
/// wide computation is tested against).
pub fn by_the_crate(key: &[u8; 32], out: &mut [u32]) {
    let mut rng = chacha20::ChaCha20Rng::from_seed(*key);
    out.iter_mut().for_each(|w| *w = rng.next_u32());
}

/// Whether [`keystream`] computes 16 blocks at a time on this processor (AVX-512).
pub fn wide_available() -> bool {
    #[cfg(target_arch = "x86_64")]
    return wide::available();
    #[cfg(not(target_arch = "x86_64"))]
    false
}

#[cfg(target_arch = "x86_64")]
mod wide {
    use std::arch::x86_64::*;

    use super::BLOCK;

    /// "expand 32-byte k" as four little-endian words.
    const CONSTANT: [u32; 4] = [0x6170_7865, 0x3320_646e, 0x7962_2d32, 0x6b20_6574];

    pub fn available() -> bool {
        std::arch::is_x86_feature_detected!("avx512f") && std::arch::is_x86_feature_detected!("avx512vl")
    }

    /// One quarter round on state words a, b, c, d of every lane.
    macro_rules! quarter_round {
        ($v:ident, $a:expr, $b:expr, $c:expr, $d:expr, $add:ident, $xor:ident, $rol:ident) => {
            $v[$a] = $add($v[$a], $v[$b]);
            $v[$d] = $rol::<16>($xor($v[$d], $v[$a]));
            $v[$c] = $add($v[$c], $v[$d]);
            $v[$b] = $rol::<12>($xor($v[$b], $v[$c]));
            $v[$a] = $add($v[$a], $v[$b]);
            $v[$d] = $rol::<8>($xor($v[$d], $v[$a]));
            $v[$c] = $add($v[$c], $v[$d]);
            $v[$b] = $rol::<7>($xor($v[$b], $v[$c]));
        };
    }

    /// `$lanes` blocks from block `first`, block after block into `out`
    /// (`$lanes`·16 words), with registers of `$lanes` 32-bit lanes.
    macro_rules! blocks {
        ($name:ident, $lanes:expr, $reg:ty, $features:literal, $set1:ident, $load:ident, $store:ident, $add:ident, $xor:ident, $rol:ident) => {
            #[target_feature(enable = $features)]
            fn $name(key: &[u32; 8], first: u64, out: &mut [u32]) {
                let out = &mut out[..$lanes * BLOCK];
                let (mut low, mut high) = ([0u32; $lanes], [0u32; $lanes]);
                for (i, (l, h)) in low.iter_mut().zip(&mut high).enumerate() {
                    let b = first.wrapping_add(i as u64);
                    (*l, *h) = (b as u32, (b >> 32) as u32);
                }
                let word = |w: u32| $set1(w as i32);
                // SAFETY: each load reads $lanes words of an array of $lanes words
                let counter = unsafe { [$load(low.as_ptr().cast()), $load(high.as_ptr().cast())] };
                let state: [$reg; BLOCK] = [
                    word(CONSTANT[0]), word(CONSTANT[1]), word(CONSTANT[2]), word(CONSTANT[3]),
                    word(key[0]), word(key[1]), word(key[2]), word(key[3]),
                    word(key[4]), word(key[5]), word(key[6]), word(key[7]),
                    counter[0], counter[1], word(0), word(0),
                ];
                let mut v = state;
                for _ in 0..10 {
                    quarter_round!(v, 0, 4, 8, 12, $add, $xor, $rol);
                    quarter_round!(v, 1, 5, 9, 13, $add, $xor, $rol);
                    quarter_round!(v, 2, 6, 10, 14, $add, $xor, $rol);
                    quarter_round!(v, 3, 7, 11, 15, $add, $xor, $rol);
                    quarter_round!(v, 0, 5, 10, 15, $add, $xor, $rol);
                    quarter_round!(v, 1, 6, 11, 12, $add, $xor, $rol);
                    quarter_round!(v, 2, 7, 8, 13, $add, $xor, $rol);
                    quarter_round!(v, 3, 4, 9, 14, $add, $xor, $rol);
                }
                // word w of every block, then block b's words gathered from them
                let mut words = [[0u32; $lanes]; BLOCK];
                for (w, lanes) in words.iter_mut().enumerate() {
                    // SAFETY: each store writes $lanes words into an array of $lanes words
                    unsafe { $store(lanes.as_mut_ptr().cast(), $add(v[w], state[w])) };
                }
                for (b, block) in out.chunks_exact_mut(BLOCK).enumerate() {
                    for (w, x) in block.iter_mut().enumerate() {
                        *x = words[w][b];
                    }
                }
            }
        };
    }

    blocks!(blocks_16, 16, __m512i, "avx512f", _mm512_set1_epi32, _mm512_loadu_si512, _mm512_storeu_si512, _mm512_add_epi32, _mm512_xor_si512, _mm512_rol_epi32);
    blocks!(blocks_8, 8, __m256i, "avx512f,avx512vl", _mm256_set1_epi32, _mm256_loadu_si256, _mm256_storeu_si256, _mm256_add_epi32, _mm256_xor_si256, _mm256_rol_epi32);

    /// [`super::keystream`] 16 blocks at a time (8 for a short last part). Callers check
    /// [`available`] first.
    pub fn keystream(key: &[u8; 32], out: &mut [u32]) {
        let key: [u32; 8] = std::array::from_fn(|i| u32::from_le_bytes(key[4 * i..4 * i + 4].try_into().expect("4 bytes")));
        let mut block = 0u64;
        let mut spare = [0u32; 16 * BLOCK];
        for part in out.chunks_mut(16 * BLOCK) {
            let blocks = part.len().div_ceil(BLOCK);
            // SAFETY: `available` found avx512f and avx512vl on this processor
            let compute = |target: &mut [u32]| unsafe {
                if blocks <= 8 {
                    blocks_8(&key, block, target);
                } else {
                    blocks_16(&key, block, target);
                }
            };
            if part.len() == 16 * BLOCK || part.len() == 8 * BLOCK {
                compute(part);
            } else {
                // a part shorter than its group of blocks is copied from a whole group
                compute(&mut spare);
                let n = part.len();
                part.copy_from_slice(&spare[..n]);
            }
            block += blocks as u64;
        }
    }
}
