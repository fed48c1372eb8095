use std::collections::HashMap;

use lemmacheck::engine::settings::{check_names, check_unicode, missing_tool, required_tools, seed_bytes, Settings, Tool, KNOWN, REQUIRE};

fn lookup(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
    let map: HashMap<String, String> = pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    move |k| map.get(k).cloned()
}

#[test]
fn seed_bytes_are_splitmix64() {
    // the first four outputs of splitmix64 from state 0 (Vigna's reference generator)
    let want: Vec<u8> = [0xe220_a839_7b1d_cdaf_u64, 0x6e78_9e6a_a1b9_65f4, 0x06c4_5d18_8009_454f, 0xf88b_b8a8_724c_81ec]
        .iter()
        .flat_map(|x| x.to_le_bytes())
        .collect();
    assert_eq!(seed_bytes(0).to_vec(), want);
}

#[test]
fn unset_variables_give_the_defaults() {
    assert_eq!(Settings::from_lookup(&lookup(&[])).unwrap(), Settings::default());
}

#[test]
fn malformed_values_are_rejected_with_the_variable_name() {
    for (var, bad) in [("LEMMACHECK_SEED", "-3"), ("LEMMACHECK_CASES", "0"), ("LEMMACHECK_CASES", "many"), ("LEMMACHECK_SHRINK_ITERS", "1e3"), ("LEMMACHECK_TARGETED", "-1")] {
        let err = Settings::from_lookup(&lookup(&[(var, bad)])).unwrap_err();
        assert!(err.contains(var) && err.contains(bad), "{err}");
    }
}

#[test]
fn out_of_range_values_say_too_large() {
    let err = Settings::from_lookup(&lookup(&[("LEMMACHECK_CASES", "4294967296")])).unwrap_err();
    assert!(err.contains("too large") && err.contains("LEMMACHECK_CASES"), "{err}");
    let err = Settings::from_lookup(&lookup(&[("LEMMACHECK_SEED", "18446744073709551616")])).unwrap_err();
    assert!(err.contains("too large"), "{err}");
}

#[test]
fn unknown_lemmacheck_names_are_errors_and_foreign_engine_names_warnings() {
    let err = check_names(["PATH", "LEMMACHECK_CASE"]).unwrap_err();
    assert!(err.contains("LEMMACHECK_CASE") && err.contains("LEMMACHECK_CASES"), "{err}");
    let warnings = check_names(["PROPTEST_CASES", "QUICKCHECK_TESTS", "LEMMACHECK_SEED"]).unwrap();
    assert_eq!(warnings.len(), 2);
    assert!(warnings[0].contains("PROPTEST_CASES") && warnings[0].contains("ignored"));
}

#[test]
fn a_long_malformed_value_is_quoted_by_its_start_only() {
    let long = format!("9{}", "x".repeat(4_000_000));
    let err = Settings::from_lookup(&lookup(&[("LEMMACHECK_CASES", &long)])).unwrap_err();
    assert!(err.contains("LEMMACHECK_CASES") && err.contains("not a positive integer"), "{err}");
    assert!(err.len() < 200, "the error quotes an excerpt, not the 4 MB value: {} bytes", err.len());
}

#[cfg(unix)]
#[test]
fn a_value_that_is_not_utf8_is_an_error_naming_the_variable() {
    use std::ffi::OsString;
    use std::os::unix::ffi::OsStringExt;
    let bad = || (OsString::from("LEMMACHECK_SEED"), OsString::from_vec(vec![b'7', 0xff]));
    let err = check_unicode([(OsString::from("PATH"), OsString::from_vec(vec![0xff])), bad()]).unwrap_err();
    assert!(err.contains("LEMMACHECK_SEED") && err.contains("not UTF-8"), "{err}");
    let err = check_unicode([(OsString::from_vec(b"LEMMACHECK_\xff".to_vec()), OsString::from("1"))]).unwrap_err();
    assert!(err.contains("name is not UTF-8"), "{err}");
    assert!(check_unicode([(OsString::from("LEMMACHECK_SEED"), OsString::from("7"))]).is_ok());
}

#[test]
fn required_tools_are_named_and_validated() {
    assert_eq!(required_tools(&lookup(&[])).unwrap(), Vec::<Tool>::new());
    assert_eq!(required_tools(&lookup(&[(REQUIRE, "")])).unwrap(), Vec::<Tool>::new());
    assert_eq!(required_tools(&lookup(&[(REQUIRE, " pdflatex, numpy ,pdflatex")])).unwrap(), vec![Tool::Pdflatex, Tool::Numpy]);
    let err = required_tools(&lookup(&[(REQUIRE, "pdflatex,pdftex")])).unwrap_err();
    assert!(err.contains(REQUIRE) && err.contains("\"pdftex\"") && err.contains("pdflatex, numpy"), "{err}");
    assert!(KNOWN.contains(&REQUIRE));
}

#[test]
fn a_missing_tool_skips_unless_required() {
    let skip = missing_tool(Tool::Numpy, "no python3", &lookup(&[(REQUIRE, "pdflatex")])).unwrap();
    assert!(skip.starts_with("skipped: numpy is missing (no python3)") && skip.contains("LEMMACHECK_REQUIRE=numpy"), "{skip}");
    let fail = missing_tool(Tool::Numpy, "no python3", &lookup(&[(REQUIRE, "pdflatex,numpy")])).unwrap_err();
    assert!(fail.contains("numpy is missing (no python3)") && fail.contains(REQUIRE), "{fail}");
    assert!(missing_tool(Tool::Pdflatex, "x", &lookup(&[(REQUIRE, "latex")])).is_err());
}

#[test]
fn well_formed_values_are_used() {
    let s = Settings::from_lookup(&lookup(&[("LEMMACHECK_SEED", "7"), ("LEMMACHECK_CASES", " 50 ")])).unwrap();
    assert_eq!((s.seed, s.cases), (7, Some(50)));
    assert!(!s.is_default());
}
