use std::cell::RefCell;

use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestRng, TestRunner};

use lemmacheck::engine::case::Layout;
use lemmacheck::engine::chacha::{by_the_crate, keystream, wide_available};
use lemmacheck::engine::choices::ChoiceStrategy;
use lemmacheck::engine::rng::SplitMix;
use lemmacheck::engine::stream::CaseStream;
use lemmacheck::generate::{Slot, UnitRange};

#[test]
fn the_keystream_is_the_words_chacha20rng_gives() {
    if !wide_available() {
        eprintln!("this processor has no AVX-512: keystream asks chacha20 itself, and only that path is compared");
    }
    let mut rng = SplitMix::new(11);
    // every length up to 40 blocks (a short part of a group of 8 and of 16 blocks, whole
    // groups, several groups), then some long ones
    let lengths = (0..=640).chain([1024, 1040, 4096 + 5, 16 * 777]);
    for len in lengths {
        let key: [u8; 32] = std::array::from_fn(|_| rng.next_u64() as u8);
        let (mut got, mut expected) = (vec![0u32; len], vec![0u32; len]);
        keystream(&key, &mut got);
        by_the_crate(&key, &mut expected);
        assert!(got == expected, "{len} words of key {key:?}");
    }
    // the counter's high word is not reached by a case, but a flipped key bit is
    let key = [0u8; 32];
    let mut flipped = key;
    flipped[31] ^= 0x80;
    let (mut a, mut b) = (vec![0u32; 256], vec![0u32; 256]);
    keystream(&key, &mut a);
    keystream(&flipped, &mut b);
    let mut reference = vec![0u32; 256];
    by_the_crate(&flipped, &mut reference);
    assert!(a != b && b == reference);
}

/// Every case a strategy over `slots` is given in a run of `cases` cases (every third
/// rejected), by a runner whose generator is ChaCha from `seed`, or, with `own`, by a cheap
/// runner to a strategy drawing from its own [`CaseStream`].
fn cases_given(slots: &[Slot], seed: [u8; 32], cases: u32, own: bool) -> Vec<Vec<u32>> {
    let layout = Layout { slots: slots.to_vec(), blocks: vec![], constructed: vec![] };
    let config = Config { cases, max_global_rejects: 10 * cases, failure_persistence: None, ..Config::default() };
    let (strategy, rng) = if own {
        (ChoiceStrategy::new(&layout).drawing_from(CaseStream::new(&seed)), TestRng::deterministic_rng(RngAlgorithm::XorShift))
    } else {
        (ChoiceStrategy::new(&layout), TestRng::from_seed(RngAlgorithm::ChaCha, &seed))
    };
    let mut runner = TestRunner::new_with_rng(config, rng);
    let given = RefCell::new(Vec::new());
    runner
        .run(&strategy, |choices| {
            given.borrow_mut().push(choices.0.clone());
            if given.borrow().len() % 3 == 0 {
                Err(TestCaseError::reject("every third case"))
            } else {
                Ok(())
            }
        })
        .expect("no case fails");
    given.into_inner()
}

#[test]
fn a_strategy_drawing_from_its_own_stream_is_given_the_cases_a_chacha_runner_gives() {
    let unit = Slot::Unit(UnitRange::Signed, 20);
    // cases of 1 + k random 64-bit words: straddling the 16-word blocks, the groups of 8
    // and 16 blocks, and the 32 words of the next seed
    for k in [0usize, 1, 6, 7, 8, 15, 16, 55, 56, 63, 64, 100, 120, 127, 128, 300, 1000] {
        let slots: Vec<Slot> = std::iter::once(Slot::Dim { lo: 1, hi: 9 }).chain((1..k).map(|i| if i % 5 == 0 { Slot::Pick { n: 7 } } else { unit })).collect();
        for seed in [[0u8; 32], [7u8; 32], std::array::from_fn(|i| (i * 37) as u8)] {
            let by_runner = cases_given(&slots, seed, 40, false);
            let by_stream = cases_given(&slots, seed, 40, true);
            assert_eq!(by_runner.len(), 59, "40 cases passed and 19 were rejected");
            assert!(by_stream == by_runner, "{k} slots, seed {seed:?}: the cases differ");
        }
    }
}
