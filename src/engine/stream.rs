//! The random phase's words: the stream proptest's `TestRunner` hands a strategy when its
//! generator is a ChaCha `TestRng`, computed without going through the runner.
//!
//! Before each case it generates, the runner draws a fresh 32-byte seed from its
//! generator and replaces the generator by `ChaCha20Rng::from_seed(seed)`; the strategy
//! then reads the case's words from that new generator, from its first word. A seed's
//! byte i is the low byte of the i-th of 32 successive 32-bit words (rand's
//! `random::<[u8; 32]>()`). So with K₀ the search's seed and Kⱼ₊₁ made of the 32 words of
//! Kⱼ's keystream that follow the words case j read:
//!
//! ```text
//! K₁ from words 0‥31 of ChaCha(K₀);  case j = 1, 2, … reads words 0‥2W−1 of ChaCha(Kⱼ)
//!                                     (W 64-bit words), and Kⱼ₊₁ is made of its words 2W‥2W+31
//! ```
//!
//! (every case of a strategy takes the same W: its layout's [`super::choices::DrawTable::words`]).
//! [`CaseStream`] computes exactly this chain, each key's words in one pass of
//! [`super::chacha::keystream`] (16 blocks at a time where the processor can). A strategy
//! that draws from it ([`super::choices::ChoiceStrategy::drawing_from`]) ignores the
//! runner's generator and draws the cases a `ChaCha` runner seeded with K₀ would give it,
//! in the same order: a unit test runs both side by side through proptest's own runner,
//! rejections included (`tests/cases/unit/engine/stream.rs`).

use super::chacha::{keystream, BLOCK};

/// The chain of per-case ChaCha keys of a proptest runner (see the module documentation).
#[derive(Clone, Debug)]
pub struct CaseStream {
    /// The key of the next case's generator.
    next_key: [u8; 32],
    /// The last keystream computed (kept to reuse its allocation).
    words: Vec<u32>,
}

/// Words of a key's keystream that make the next key.
const SEED_WORDS: usize = 32;

impl CaseStream {
    /// The stream of a runner whose generator is `TestRng::from_seed(RngAlgorithm::ChaCha,
    /// seed)`.
    pub fn new(seed: &[u8; 32]) -> Self {
        let mut words = vec![0; SEED_WORDS];
        keystream(seed, &mut words);
        CaseStream { next_key: low_bytes(&words), words }
    }

    /// The next case's `count` random 64-bit words, handed to `read` as the 2·`count`
    /// 32-bit words of the keystream they are made of: word i is words 2i (its low half)
    /// and 2i + 1, as the runner's generator makes a 64-bit word of two 32-bit ones
    /// ([`pairs`]).
    pub fn case<T>(&mut self, count: usize, read: impl FnOnce(&[u32]) -> T) -> T {
        let used = 2 * count;
        self.words.resize((used + SEED_WORDS).div_ceil(BLOCK) * BLOCK, 0);
        keystream(&self.next_key, &mut self.words);
        let value = read(&self.words[..used]);
        self.next_key = low_bytes(&self.words[used..used + SEED_WORDS]);
        value
    }
}

/// The 64-bit words made of successive pairs of 32-bit `words`, the first of each pair the
/// low half.
pub fn pairs(words: &[u32]) -> impl Iterator<Item = u64> + '_ {
    words.chunks_exact(2).map(|p| u64::from(p[0]) | u64::from(p[1]) << 32)
}

/// The seed rand makes of 32 successive words: the low byte of each.
fn low_bytes(words: &[u32]) -> [u8; 32] {
    std::array::from_fn(|i| words[i] as u8)
}
