use lemmacheck::artifact::exact::exact_decimal;

#[test]
fn dyadic_values_are_short_and_exact() {
    assert_eq!(exact_decimal(0.375), "0.375");
    assert_eq!(exact_decimal(-3.0), "-3");
    assert_eq!(exact_decimal(1024.0), "1024");
    assert_eq!(exact_decimal(0.0), "0");
    assert_eq!(exact_decimal(2f64.powi(-3)), "0.125");
}

#[test]
fn non_dyadic_decimals_show_the_binary_value() {
    assert_eq!(exact_decimal(0.1), "0.1000000000000000055511151231257827021181583404541015625");
    assert_eq!(exact_decimal(0.8), "0.8000000000000000444089209850062616169452667236328125");
    assert_eq!(exact_decimal(1e22), "10000000000000000000000");
    assert!(exact_decimal(f64::MIN_POSITIVE / 4.0).starts_with("0.0000"));
}
