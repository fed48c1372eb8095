use lemmacheck::generate::choice::{exponent_value, unit_code, unit_value, Slot, UnitRange, LEVELS};

#[test]
fn simple_raw_values_are_simple_numbers() {
    let first: Vec<f64> = (0..9).map(|r| unit_value(UnitRange::Signed, r)).collect();
    assert_eq!(first, vec![0.0, 1.0, -1.0, 0.5, -0.5, 0.25, -0.25, 0.75, -0.75]);
    assert_eq!(unit_value(UnitRange::Positive, 0), 1.0);
    assert_eq!((0..5).map(exponent_value).collect::<Vec<_>>(), vec![0, -1, 1, -2, 2]);
}

/// The decoding, written without branches, is bit for bit the definition as the module
/// states it (with branches), on every raw value of every range and a few past it.
#[test]
fn every_raw_value_decodes_as_defined() {
    let magnitude = |r: u32| -> f64 {
        if r == 0 {
            1.0
        } else {
            let j = 32 - r.leading_zeros();
            f64::from(2 * (r - (1 << (j - 1))) + 1) / 2f64.powi(j as i32)
        }
    };
    let defined = |range: UnitRange, raw: u32| -> f64 {
        match (range, raw) {
            (UnitRange::Positive, _) => magnitude(raw),
            (_, 0) => 0.0,
            (UnitRange::NonNegative, _) => magnitude(raw - 1),
            (UnitRange::Signed, _) if (raw - 1) % 2 == 1 => -magnitude((raw - 1) / 2),
            (UnitRange::Signed, _) => magnitude((raw - 1) / 2),
        }
    };
    for range in [UnitRange::Signed, UnitRange::NonNegative, UnitRange::Positive] {
        let modulus = Slot::Unit(range, LEVELS).modulus();
        for raw in (0..modulus + 64).chain([u32::MAX / 2, u32::MAX / 2 + 1]) {
            assert_eq!(unit_value(range, raw).to_bits(), defined(range, raw).to_bits(), "{range:?} raw {raw}");
        }
    }
}

#[test]
fn codes_invert_values_over_each_range() {
    for range in [UnitRange::Signed, UnitRange::NonNegative, UnitRange::Positive] {
        for levels in [4, LEVELS] {
            let modulus = Slot::Unit(range, levels).modulus();
            for raw in (0..modulus).step_by(997).chain(0..9).chain(modulus - 3..modulus) {
                let x = unit_value(range, raw);
                assert!((-1.0..=1.0).contains(&x));
                assert_eq!(x * (1u64 << levels) as f64 % 1.0, 0.0, "{x} is not a multiple of 2^-{levels}");
                assert_eq!(unit_code(range, levels, x), raw, "{range:?} raw {raw} value {x}");
            }
        }
    }
}

#[test]
fn a_block_decoded_when_read_is_the_block_decoded_at_once() {
    use lemmacheck::generate::Draw;
    // raw choices past each modulus (reduced) and past the end of the choices (read as 0)
    let choices: Vec<u32> = (0..40u32).map(|k| k.wrapping_mul(2_654_435_761)).collect();
    for range in [UnitRange::Signed, UnitRange::NonNegative, UnitRange::Positive] {
        let (mut eager, mut lazy) = (Draw::new(&choices), Draw::new(&choices));
        let (de, dl) = (eager.dim("n", 3, 7), lazy.dim("n", 3, 7));
        let values = eager.block(&[de, de], range, LEVELS);
        let units = lazy.units(&[dl, dl], range, LEVELS);
        assert_eq!(units.len(), values.len());
        assert_eq!((0..units.len()).map(|k| units.get(k)).collect::<Vec<_>>(), values, "{range:?}");
        // the same footprint: slots and blocks recorded alike
        assert_eq!(eager.slots(), lazy.slots());
        assert_eq!(format!("{:?}", eager.blocks()), format!("{:?}", lazy.blocks()));
    }
}
