//! The WordPiece tokeniser against published tokenisations: the examples of the reference
//! implementation's `tokenization_test.py` (google-research/bert), with its test
//! vocabulary.

use lemmacheck::weights::wordpiece::{basic_words, encode, tokenize, word_pieces, Vocabulary};

/// The vocabulary of `tokenization_test.py`'s `test_wordpiece_tokenizer`.
const VOCAB: &str = "[UNK]\n[CLS]\n[SEP]\nwant\n##want\n##ed\nwa\nun\nrunn\n##ing\n,\n";

fn vocab() -> Vocabulary {
    Vocabulary::from_lines(VOCAB).unwrap()
}

#[test]
fn basic_tokenizer_lowercases_and_splits_punctuation() {
    // test_basic_tokenizer_lower: " \tHeLLo!how  \n Are yoU?  "
    assert_eq!(basic_words(" \tHeLLo!how  \n Are yoU?  ").unwrap(), ["hello", "!", "how", "are", "you", "?"]);
    // control characters are dropped; punctuation includes $, ^ and `
    assert_eq!(basic_words("a\u{7}b $5^`x").unwrap(), ["ab", "$", "5", "^", "`", "x"]);
}

#[test]
fn wordpiece_is_greedy_longest_match_first() {
    let v = vocab();
    // test_wordpiece_tokenizer
    assert_eq!(word_pieces("unwanted", &v), ["un", "##want", "##ed"]);
    assert_eq!(word_pieces("running", &v), ["runn", "##ing"]);
    assert_eq!(word_pieces("unwantedx", &v), ["[UNK]"]);
    assert!(word_pieces("", &v).is_empty());
    // test_full_tokenizer's text without its accent: "UNwanted,running"
    assert_eq!(tokenize("UNwanted,running", &v).unwrap(), ["[CLS]", "un", "##want", "##ed", ",", "runn", "##ing", "[SEP]"]);
    assert_eq!(encode("UNwanted,running", &v).unwrap(), [1, 7, 4, 5, 10, 8, 9, 2]);
    // a word of 100 characters is cut, a longer one is unknown
    assert_eq!(word_pieces(&"want".repeat(25), &v).len(), 25);
    assert_eq!(word_pieces(&"want".repeat(26), &v), ["[UNK]"]);
}

#[test]
fn a_token_on_two_lines_has_the_id_of_the_last_as_in_the_reference() {
    // load_vocab: `token = token.strip(); vocab[token] = index`, line by line
    let v = Vocabulary::from_lines("[UNK]\n[CLS]\n[SEP]\nwant\n  want \nun\n").unwrap();
    assert_eq!(v.id("want"), Some(4));
    assert_eq!(v.len(), 6, "every line is an id");
    assert_eq!(encode("want", &v).unwrap(), [1, 4, 2]);
}

#[test]
fn non_ascii_text_and_missing_special_tokens_are_refused() {
    let message = tokenize("UNwant\u{e9}d", &vocab()).unwrap_err();
    assert!(message.contains("non-ASCII character 'é' at byte 6"), "{message}");
    let message = Vocabulary::from_lines("[UNK]\n[CLS]\nword\n").unwrap_err();
    assert_eq!(message, "the vocabulary has no token [SEP]");
}
