use proptest::strategy::ValueTree;

use lemmacheck::engine::case::Layout;
use lemmacheck::engine::choices::{delete_index, random_case, simpler_units, ChoiceStrategy, ChoiceTree, EXTRA_ROUNDS};
use lemmacheck::generate::choice::{unit_code, unit_value};
use lemmacheck::generate::{Axis, Block, Slot, UnitRange};

#[test]
fn about_half_the_random_cases_are_corner_cases_and_dimensions_stay_random() {
    // one dimension and 60 structure choices of 7 values: a plain case has about 60/7
    // zeros, a corner case about 30 or 52
    let slots: Vec<Slot> = std::iter::once(Slot::Dim { lo: 1, hi: 32 }).chain((0..60).map(|_| Slot::Pick { n: 7 })).collect();
    let mut rng = lemmacheck::engine::rng::SplitMix::new(3);
    let (mut corners, mut dims, mut smallest) = (0, std::collections::BTreeSet::new(), 0);
    for _ in 0..400 {
        let case = random_case(&slots, || rng.next_u64());
        dims.insert(case[0]);
        smallest += usize::from(case[0] == 0);
        if case[1..].iter().filter(|&&r| r == 0).count() >= 22 {
            corners += 1;
        }
    }
    assert!((140..=260).contains(&corners), "{corners} corner cases of 400");
    assert!(dims.len() >= 25, "the dimension is not reset: {} of 32 values drawn", dims.len());
    // 1 case in 32 at the smallest value, as for any value; reset, it would be 1 in 3
    assert!(smallest < 40, "the dimension is at its smallest value in {smallest} of 400 cases");
}

/// Drives a tree the way proptest's runner does, with `fails` as the test.
fn shrink(tree: &mut ChoiceTree, fails: impl Fn(&[u32]) -> bool) -> Vec<u32> {
    assert!(fails(&tree.current().0));
    if tree.simplify() {
        loop {
            let more = if fails(&tree.current().0) { tree.simplify() } else { tree.complicate() };
            if !more {
                break;
            }
        }
    }
    tree.current().0
}

fn layout() -> Layout {
    // position 0: a dimension n in 1..=3; positions 1..=3: a vector of length n
    let unit = Slot::Unit(UnitRange::Signed, 20);
    Layout {
        slots: vec![Slot::Dim { lo: 1, hi: 3 }, unit, unit, unit],
        blocks: vec![Block { start: 1, axes: vec![Axis { len: 3, dim_slot: Some(0) }] }],
        constructed: vec![],
    }
}

#[test]
fn deleting_an_index_moves_later_entries_down() {
    assert_eq!(delete_index(&layout(), &[2, 10, 20, 30], 0, 0), vec![1, 20, 30, 0]);
    assert_eq!(delete_index(&layout(), &[2, 10, 20, 30], 0, 1), vec![1, 10, 30, 0]);
}

#[test]
fn simpler_units_round_toward_coarse_grids() {
    let slot = Slot::Unit(UnitRange::Signed, 20);
    let raw = unit_code(UnitRange::Signed, 20, -0.138427734375);
    let values: Vec<f64> = simpler_units(slot, raw).into_iter().map(|c| unit_value(UnitRange::Signed, c)).collect();
    assert_eq!(&values[..3], &[0.0, -0.25, -0.125]);
}

#[test]
fn the_shrinker_stops_after_its_extra_rounds() {
    // eight entries that may become 0 only after the next one has: each round zeroes one
    // more, so 1 + EXTRA_ROUNDS rounds zero exactly that many, however many would follow
    let unit = Slot::Unit(UnitRange::Signed, 20);
    let mut slots = vec![Slot::Dim { lo: 8, hi: 8 }];
    slots.extend([unit; 8]);
    let layout = Layout { slots, blocks: vec![Block { start: 1, axes: vec![Axis { len: 8, dim_slot: Some(0) }] }], constructed: vec![] };
    let strategy = ChoiceStrategy::new(&layout);
    let v = unit_code(UnitRange::Signed, 20, 0.7);
    let mut tree = ChoiceTree::new(strategy.plan.clone(), [vec![0], vec![v; 8]].concat(), u32::MAX);
    let zero = |c: u32| unit_value(UnitRange::Signed, c) == 0.0;
    let fails = |c: &[u32]| (1..8).all(|k| !zero(c[k]) || zero(c[k + 1]));
    let result = shrink(&mut tree, fails);
    let zeros = result[1..].iter().filter(|&&c| zero(c)).count();
    assert_eq!(zeros, 1 + EXTRA_ROUNDS as usize, "{result:?}");
}

#[test]
fn shrinks_to_the_failing_entry_alone_with_a_simple_value() {
    let strategy = ChoiceStrategy::new(&layout());
    let v = unit_code(UnitRange::Signed, 20, 0.7);
    let mut tree = ChoiceTree::new(strategy.plan.clone(), vec![2, 5, v, 9], u32::MAX);
    // fails while some entry of the vector exceeds 1/2
    let fails = |c: &[u32]| (0..=c[0] as usize).any(|i| unit_value(UnitRange::Signed, c[1 + i]) > 0.5);
    let result = shrink(&mut tree, fails);
    assert_eq!(result[0], 0, "the vector shrinks to length 1");
    assert_eq!(unit_value(UnitRange::Signed, result[1]), 1.0, "its entry to the simplest value above 1/2");
}

#[test]
fn the_tree_proposes_no_more_candidates_than_its_shrink_budget() {
    let strategy = ChoiceStrategy::new(&layout()).with_shrink_budget(3);
    let v = unit_code(UnitRange::Signed, 20, 0.7);
    let mut tree = strategy.tree_for(vec![2, 5, v, 9]);
    let tried = std::cell::Cell::new(0);
    let fails = |c: &[u32]| {
        tried.set(tried.get() + 1);
        (0..=c[0] as usize).any(|i| unit_value(UnitRange::Signed, c[1 + i]) > 0.5)
    };
    let result = shrink(&mut tree, fails);
    // the starting case, then exactly three candidates
    assert_eq!(tried.get(), 1 + 3);
    assert!(fails(&result), "the tree ends at its last failing case");
}

#[test]
fn the_remainder_by_one_multiplication_is_the_remainder() {
    use lemmacheck::engine::choices::Remainder;
    use lemmacheck::engine::rng::SplitMix;
    let mut rng = SplitMix::new(11);
    let mut divisors = vec![1u32, 2, 3, 5, 7, 8, 9, 10, 17, 255, 256, 257, 65_535, 65_536, 65_537, (1 << 31) - 1, 1 << 31, u32::MAX - 1, u32::MAX];
    divisors.extend((0..200).map(|_| (rng.next_u64() as u32).max(1)));
    divisors.extend((0..200).map(|_| (rng.next_u64() as u32 % 1000).max(1)));
    for d in divisors {
        let r = Remainder::new(d);
        let mut numbers = vec![0u32, 1, d - 1, d, d.wrapping_add(1), d.wrapping_mul(2), u32::MAX - 1, u32::MAX, u32::MAX - d];
        numbers.extend((0..500).map(|_| rng.next_u64() as u32));
        for n in numbers {
            assert_eq!(r.of(n), n % d, "{n} mod {d}");
        }
    }
}

/// The table draws, from the same words, the case that a slot-by-slot use of
/// `random_choice` draws (the definition the table precomputes), on every layout of the
/// catalogue.
#[test]
fn the_draw_table_makes_the_choices_random_choice_makes() {
    use lemmacheck::engine::case::Subject;
    use lemmacheck::engine::choices::{random_choice, DrawTable};
    use lemmacheck::engine::rng::SplitMix;
    let by_definition = |slots: &[Slot], words: &[u64]| -> Vec<u32> {
        let zero_below = if words[0] % 2 != 0 { 0 } else if (words[0] >> 8) % 2 == 0 { 4 } else { 7 };
        slots
            .iter()
            .zip(&words[1..])
            .map(|(&s, &r)| {
                let raw = random_choice(s, (r >> 32) as u32, r as u32);
                if matches!(s, Slot::Dim { .. }) || ((r >> 20) & 7) >= zero_below {
                    raw
                } else {
                    0
                }
            })
            .collect()
    };
    let mut rng = SplitMix::new(5);
    let mut compared = 0;
    for claim in lemmacheck::claims::catalogue() {
        let slots = Subject::new(claim.as_ref()).layout.slots.clone();
        let table = DrawTable::new(&slots);
        assert_eq!(table.words(), slots.len() + 1);
        for _ in 0..8 {
            let words: Vec<u64> = (0..table.words()).map(|_| rng.next_u64()).collect();
            let mut next = words.iter().copied();
            assert_eq!(table.case(|| next.next().expect("a word")), by_definition(&slots, &words), "{}", claim.meta().id);
            assert_eq!(random_case(&slots, { let mut n = words.iter().copied(); move || n.next().expect("a word") }), by_definition(&slots, &words));
            compared += 1;
        }
    }
    assert!(compared > 1000, "{compared} cases compared");
}

/// A case's choices made of its 32-bit keystream words (eight slots at a time where the
/// processor has AVX-512, `engine::decode`) are the choices `DrawTable::case` makes one
/// slot at a time from the same words as 64-bit pairs: for every claim's layout, and for
/// layouts of every kind of slot with moduli from 1 to 2³² − 1, lengths that leave every
/// remainder of 8, every threshold, and words whose coin picks the simple remainder.
#[test]
fn choices_made_eight_at_a_time_are_the_choices_made_one_by_one() {
    use lemmacheck::engine::choices::DrawTable;
    use lemmacheck::engine::rng::SplitMix;
    use lemmacheck::engine::stream::pairs;
    let mut rng = SplitMix::new(11);
    let mut compare = |slots: &[Slot], rng: &mut SplitMix| {
        let table = DrawTable::new(slots);
        for case in 0..12u64 {
            let mut words: Vec<u32> = (0..2 * table.words()).map(|_| rng.next_u64() as u32).collect();
            // the case's own word: plain (odd), or a corner case of threshold 4 or 7 (bit 8)
            words[0] = [1, 0, 0x100][(case % 3) as usize];
            // a simple remainder (coin ≡ 0 mod 4) for every other slot, in some cases
            if case % 4 == 1 {
                for w in words.iter_mut().skip(2).step_by(4) {
                    *w &= !3;
                }
            }
            let mut by_pairs = pairs(&words);
            let one_by_one = table.case(|| by_pairs.next().expect("a word"));
            assert_eq!(table.case_of_words(&words), one_by_one, "slots {slots:?}, words {words:?}");
        }
    };
    for claim in lemmacheck::claims::catalogue() {
        compare(&lemmacheck::engine::case::Subject::new(claim.as_ref()).layout.slots, &mut rng);
    }
    let extremes = [1usize, 2, 3, 7, 8, 9, 1 << 16, (1 << 31) - 1, 1 << 31, (u32::MAX - 1) as usize, u32::MAX as usize];
    for length in 0..40 {
        let slots: Vec<Slot> = (0..length)
            .map(|_| match rng.next_u64() % 6 {
                0 => Slot::Dim { lo: 1, hi: 1 + (rng.next_u64() % 9) as usize },
                1 => Slot::Pick { n: extremes[(rng.next_u64() % extremes.len() as u64) as usize] },
                2 => Slot::Exponent { max: (rng.next_u64() % (1 << 31)) as u32 },
                3 => Slot::Unit(UnitRange::Signed, (rng.next_u64() % 21) as u32),
                4 => Slot::Unit(UnitRange::NonNegative, (rng.next_u64() % 21) as u32),
                _ => Slot::Unit(UnitRange::Positive, (rng.next_u64() % 21) as u32),
            })
            .collect();
        compare(&slots, &mut rng);
    }
}
