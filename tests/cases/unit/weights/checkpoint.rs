use safetensors::tensor::Dtype;

use lemmacheck::weights::checkpoint::{half_to_f64, multi_index, widen};

#[test]
fn half_precision_values() {
    assert_eq!(half_to_f64(0x3c00), 1.0);
    assert_eq!(half_to_f64(0xc000), -2.0);
    assert_eq!(half_to_f64(0x3555), 0.333251953125);
    assert_eq!(half_to_f64(0x0001), 2f64.powi(-24));
    assert_eq!(half_to_f64(0x7bff), 65504.0);
    assert_eq!(half_to_f64(0x7c00), f64::INFINITY);
}

#[test]
fn positions_are_row_major() {
    assert_eq!(multi_index(0, &[2, 3]), [0, 0]);
    assert_eq!(multi_index(5, &[2, 3]), [1, 2]);
    assert_eq!(multi_index(4, &[5]), [4]);
}

#[test]
fn brain_float_values() {
    // bf16 is the upper half of an f32
    let v = widen(Dtype::BF16, &[0x80, 0x3f, 0x00, 0xc0]).unwrap();
    assert_eq!(v, vec![1.0, -2.0]);
}
