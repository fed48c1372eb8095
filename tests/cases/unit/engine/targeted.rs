use lemmacheck::engine::case::Layout;
use lemmacheck::engine::rng::SplitMix;
use lemmacheck::engine::targeted::{mutate, Moves};
use lemmacheck::generate::{Axis, Block, Slot, UnitRange};

#[test]
fn the_few_scalars_and_the_dimensions_move_often_among_many_entries() {
    // position 0: a dimension; 1: a scalar unit (a bound's fraction); 2..=201: a block
    // of 200 entries; 202..=301: 100 structure choices
    let unit = Slot::Unit(UnitRange::Positive, 20);
    let slots: Vec<Slot> = [Slot::Dim { lo: 1, hi: 8 }, unit]
        .into_iter()
        .chain(std::iter::repeat(Slot::Unit(UnitRange::Signed, 20)).take(200))
        .chain(std::iter::repeat(Slot::Pick { n: 7 }).take(100))
        .collect();
    let layout = Layout { slots, blocks: vec![Block { start: 2, axes: vec![Axis { len: 200, dim_slot: None }] }], constructed: vec![] };
    let base: Vec<u32> = vec![3; layout.slots.len()];
    let mut rng = SplitMix::new(5);
    let (mut scalar, mut dim) = (0, 0);
    for _ in 0..2000 {
        let m = mutate(&layout, &Moves::new(&layout, true), &base, 0.25, &mut rng);
        scalar += usize::from(m[1] != base[1]);
        dim += usize::from(m[0] != base[0]);
    }
    // without the shares: the scalar about 1 in 100 entry moves, the dimension about 1
    // in 100 discrete moves
    assert!(scalar > 400, "the scalar moved in {scalar} of 2000 steps");
    assert!(dim > 100, "the dimension moved in {dim} of 2000 steps");
}
