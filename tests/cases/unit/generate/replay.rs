//! Replaying a footprint: the engine builds every case with [`Draw::replaying`], which
//! checks the generator's reads against the layout recorded once instead of recording
//! them again. It must build exactly what recording builds, and must notice every read
//! that leaves the footprint.

use lemmacheck::claims::catalogue;
use lemmacheck::engine::case::Subject;
use lemmacheck::engine::choices::random_case;
use lemmacheck::engine::controls::constructed;
use lemmacheck::engine::rng::SplitMix;
use lemmacheck::generate::choice::{Slot, UnitRange, LEVELS};
use lemmacheck::generate::draw::slot_runs;
use lemmacheck::generate::{Dim, Draw};

#[test]
fn replaying_builds_what_recording_builds_for_every_reading_and_control() {
    let mut rng = SplitMix::new(0x5e91a7);
    for claim in catalogue() {
        let claim = claim.as_ref();
        for dropped in std::iter::once(None).chain(constructed(claim).into_iter().map(Some)) {
            let subject = Subject::with_dropped(claim, dropped);
            for k in 0..12 {
                let choices = if k == 0 { vec![0; subject.layout.slots.len()] } else { random_case(&subject.layout.slots, || rng.next_u64()) };
                let mut recording = match dropped {
                    Some(h) => Draw::without(&choices, h),
                    None => Draw::new(&choices),
                };
                let recorded = claim.generate(&mut recording);
                let replayed = subject.build(&choices).unwrap_or_else(|e| panic!("{}: {e}", claim.meta().id));
                let what = format!("{} ({}) without {dropped:?}, choices {choices:?}", claim.meta().id, claim.meta().reading);
                assert!(recorded == replayed.inputs, "{what}: the inputs differ");
                assert_eq!(recording.dims(), replayed.dims.as_slice(), "{what}: the dimensions differ");
                assert_eq!(recording.slots(), subject.layout.slots.as_slice(), "{what}: the recorded footprint differs");
            }
        }
    }
}

/// A generator reading a dimension n ≤ 4, a pick and a block of n × `units` units of
/// `range` (4·`units` choices: a block spans its largest shape), then, when `extra`, one
/// more pick.
fn generator(g: &mut Draw, units: usize, range: UnitRange, extra: bool) {
    let n = g.dim("n", 1, 4);
    g.pick(3);
    let _ = g.units(&[n, Dim::fixed(units)], range, LEVELS);
    if extra {
        g.pick(2);
    }
}

#[test]
fn a_read_outside_the_footprint_is_noticed() {
    let choices = vec![1u32; 40];
    let mut recording = Draw::new(&choices);
    generator(&mut recording, 3, UnitRange::Signed, false);
    // two signed blocks in a row make one run of equal slots
    let _ = recording.units(&[Dim::fixed(2)], UnitRange::Signed, LEVELS);
    let slots: Vec<Slot> = recording.slots().to_vec();
    let runs = slot_runs(&slots);
    let replay = |units: usize, range: UnitRange, extra: bool, second: usize| {
        let mut g = Draw::replaying(&choices, &slots, &runs, None);
        generator(&mut g, units, range, extra);
        let _ = g.units(&[Dim::fixed(second)], UnitRange::Signed, LEVELS);
        g.matches_footprint()
    };
    assert!(replay(3, UnitRange::Signed, false, 2), "the same reads");
    // the run of signed units may be split differently: the slots read are the same
    assert!(replay(2, UnitRange::Signed, false, 6), "the same slots, split differently");
    assert!(!replay(3, UnitRange::Signed, true, 2), "one more read");
    assert!(!replay(3, UnitRange::Signed, false, 1), "one read fewer");
    assert!(!replay(3, UnitRange::Signed, false, 3), "a block longer than the footprint");
    assert!(!replay(3, UnitRange::NonNegative, false, 2), "a block of another range");
    assert!(!replay(5, UnitRange::Signed, false, 0), "a block running past its run");
}

/// Passing over choices when replaying reads on after them, as if they had been read;
/// passing over more than the footprint holds leaves it; recording cannot pass over.
#[test]
fn passing_over_choices_keeps_the_reads_after_them_in_place() {
    let choices: Vec<u32> = (0..12).collect();
    let mut recording = Draw::new(&choices);
    generator(&mut recording, 2, UnitRange::Signed, true);
    let slots: Vec<Slot> = recording.slots().to_vec();
    let runs = slot_runs(&slots);
    // the dimension and the pick read, the block of 4 × 2 units passed over, the last pick read
    let mut g = Draw::replaying(&choices, &slots, &runs, None);
    assert!(g.is_replaying() && !recording.is_replaying());
    let n = g.dim("n", 1, 4);
    assert_eq!((n.get(), g.pick(3)), (1, 1));
    g.pass_over(8);
    assert_eq!((g.read(), g.pick(2)), (10, 0), "choice 10 mod 2");
    assert!(g.matches_footprint());
    let mut past = Draw::replaying(&choices, &slots, &runs, None);
    past.pass_over(slots.len() + 1);
    assert!(!past.matches_footprint(), "past the footprint's end");
    let recording_passes = std::panic::catch_unwind(move || Draw::new(&[0u32; 4]).pass_over(1));
    assert!(recording_passes.is_err(), "recording must read every choice");
}

/// A matrix or vector drawn only if used: `Some` exactly when used, and what
/// [`Draw::matrix`] or [`Draw::vector`] draws; an unused one's choices stay in the
/// footprint (recording reads them, replaying passes over them), so the reads after
/// either stay in place.
#[test]
fn an_unused_matrix_or_vector_is_passed_over_only_when_replaying() {
    use lemmacheck::generate::Entries;
    let e = Entries::signed(3);
    let draw_all = |g: &mut Draw, used: bool| {
        let (n, d) = (g.dim("n", 1, 3), g.dim("d", 1, 4));
        let m = g.matrix_if_used(used, n, d, e);
        let v = g.vector_if_used(used, d, e);
        (m, v, g.pick(5))
    };
    let choices: Vec<u32> = (0..60).map(|i| i * 7 + 1).collect();
    let mut recording = Draw::new(&choices);
    let (m, v, last) = draw_all(&mut recording, true);
    assert!(m.is_some() && v.is_some(), "a used matrix and vector are drawn");
    let mut unused = Draw::new(&choices);
    assert_eq!(draw_all(&mut unused, false), (None, None, last), "recording an unused matrix and vector");
    assert_eq!(unused.slots(), recording.slots(), "the same footprint, used or not");
    let slots: Vec<Slot> = recording.slots().to_vec();
    let runs = slot_runs(&slots);
    for used in [false, true] {
        let mut g = Draw::replaying(&choices, &slots, &runs, None);
        let (m2, v2, last2) = draw_all(&mut g, used);
        assert!(g.matches_footprint(), "used {used}");
        assert_eq!(last2, last, "the read after them, used {used}");
        if used {
            assert_eq!((m2, v2), (m.clone(), v.clone()));
        } else {
            assert!(m2.is_none() && v2.is_none());
        }
    }
}
