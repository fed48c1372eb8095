use lemmacheck::excerpt::{excerpt, quoted, shorten_words, EXCERPT_CHARS};

#[test]
fn long_words_of_a_message_are_cut() {
    let long = "y".repeat(100_000);
    let message = format!("error: invalid value '{long}' for '--shard <I/N>'\n");
    let short = shorten_words(&message);
    assert!(short.starts_with("error: invalid value 'yyyy") && short.ends_with(" for '--shard <I/N>'\n"), "{short}");
    assert!(short.len() < 200, "{short}");
    assert_eq!(shorten_words("a b\tc\n"), "a b\tc\n");
}

#[test]
fn short_values_are_quoted_whole_and_long_ones_cut() {
    assert_eq!(excerpt("abc"), "abc");
    assert_eq!(quoted("a\"b"), "\"a\\\"b\"");
    let long = "x".repeat(4_000_000);
    let e = excerpt(&long);
    assert!(e.starts_with(&"x".repeat(EXCERPT_CHARS)) && e.ends_with("… (4000000 characters)"), "{e}");
    assert!(e.chars().count() < EXCERPT_CHARS + 30);
    assert!(quoted(&long).chars().count() < EXCERPT_CHARS + 32);
}
