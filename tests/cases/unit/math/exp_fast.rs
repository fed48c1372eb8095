//! The fixed-point exp against dashu's correctly rounded one: on random arguments (either
//! sign, significands of 1 bit to the precision, magnitudes from 2^-(p + 30) to just below 2²⁰,
//! near multiples of ln 2 and near 0), wherever the fixed-point path answers, its answer is
//! the `Repr` dashu computes, rounding down and up, at every precision certificates use
//! (64, 256, 1024 bits) and at 53 and 65. It must answer almost always: a path that gave up
//! everywhere would pass the comparison and save nothing.

use dashu_float::round::mode::{Down, Up};
use dashu_float::{Context, Repr};
use dashu_int::{IBig, UBig};

use lemmacheck::engine::rng::SplitMix;
use lemmacheck::math::exp_fast::{exp, exp_r, exp_r_words};

fn dashu_exp(x: &Repr<2>, p: usize, up: bool) -> Repr<2> {
    if up {
        Context::<Up>::new(p).exp(x, None).expect("finite").value().into_repr()
    } else {
        Context::<Down>::new(p).exp(x, None).expect("finite").value().into_repr()
    }
}

/// A random argument with a significand of at most `p` bits.
fn argument(rng: &mut SplitMix, p: usize) -> Repr<2> {
    let r = rng.next_u64();
    let bits = 1 + (r as usize % p.min(192));
    let mut s = IBig::ZERO;
    for _ in 0..bits.div_ceil(64) {
        s = (s << 64) + IBig::from(rng.next_u64());
    }
    let s = (s >> (bits.div_ceil(64) * 64 - bits)) | IBig::ONE;
    let s = if (r >> 20) & 1 == 1 { -s } else { s };
    // magnitude 2^m with m in [-(p + 30), 20), the range the fixed-point path takes
    let m = ((r >> 24) % (p as u64 + 50)) as isize - (p as isize + 30);
    let x = Repr::new(s, m - bits as isize);
    match (r >> 40) % 8 {
        // near a multiple of ln 2: the reduction's remainder near 0
        0 => {
            let k = ((r >> 44) % 41) as i64 - 20;
            let ln2 = Context::<Down>::new(p + 8).ln(&Repr::new(IBig::from(2), 0), None).expect("ln 2").value();
            let near = Context::<Down>::new(p).mul((ln2 * IBig::from(k)).repr(), &Repr::one()).expect("finite").value();
            if k == 0 { x } else { near.into_repr() }
        }
        _ => x,
    }
}

#[test]
fn the_fixed_point_exp_is_what_dashu_computes() {
    let mut rng = SplitMix::new(20261205);
    for (p, draws) in [(53, 3000), (64, 6000), (65, 2000), (256, 1500), (1024, 100)] {
        let (mut answered, mut asked) = (0, 0);
        for _ in 0..draws {
            let x = argument(&mut rng, p);
            for up in [false, true] {
                asked += 1;
                if let Some(fast) = exp(&x, p, up) {
                    answered += 1;
                    assert_eq!(fast, dashu_exp(&x, p, up), "exp({x:?}) at {p} bits, {}", if up { "up" } else { "down" });
                }
            }
        }
        assert!(answered * 100 >= asked * 99, "at {p} bits the fixed-point exp answered {answered} of {asked}");
    }
}

#[test]
fn arguments_out_of_its_range_are_left_to_dashu() {
    let two = |e: isize| Repr::new(IBig::ONE, e);
    assert_eq!(exp(&Repr::zero(), 64, false), None);
    assert_eq!(exp(&two(20), 64, true), None);
    assert_eq!(exp(&-two(20), 64, true), None);
    assert_eq!(exp(&two(-200), 64, false), None);
    // just inside: decided, and dashu's answer
    let x = Repr::new(IBig::from((1i64 << 20) - 1), 0);
    assert_eq!(exp(&x, 64, true), Some(dashu_exp(&x, 64, true)));
}

#[test]
fn the_machine_word_steps_give_the_numbers_of_the_general_ones() {
    let mut rng = SplitMix::new(5);
    for f in [61, 96, 104, 105, 120, 125] {
        for _ in 0..2000 {
            // r < 2^(f − 8) (r′·2⁸ < 1, as the reduction leaves it: at most ln 2 and a
            // little); small ones too
            let r = (u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64())) >> (128 - (f - 8)) >> (rng.next_u64() % 40);
            for up in [false, true] {
                assert_eq!(UBig::from(exp_r_words(r, f, up)), exp_r(&UBig::from(r), f, up), "r = {r}, f = {f}, up = {up}");
            }
        }
    }
}
