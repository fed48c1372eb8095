//! Short excerpts of bad values for error messages: a value read from a file, the
//! environment or the command line may be megabytes long, and an error quotes at most its
//! first [`EXCERPT_CHARS`] characters.

/// The most characters of a bad value an error message quotes.
pub const EXCERPT_CHARS: usize = 60;

/// `text` itself when it has at most [`EXCERPT_CHARS`] characters, else its first
/// [`EXCERPT_CHARS`] followed by `…` and the total length.
pub fn excerpt(text: &str) -> String {
    let total = text.chars().count();
    if total <= EXCERPT_CHARS {
        text.to_string()
    } else {
        format!("{}… ({total} characters)", text.chars().take(EXCERPT_CHARS).collect::<String>())
    }
}

/// [`excerpt`] of `text` in Rust's debug quoting (`"…"`, escapes shown).
pub fn quoted(text: &str) -> String {
    let total = text.chars().count();
    if total <= EXCERPT_CHARS {
        format!("{text:?}")
    } else {
        format!("{:?}… ({total} characters)", text.chars().take(EXCERPT_CHARS).collect::<String>())
    }
}

/// `text` with every word (a run without whitespace) longer than four excerpts cut to its
/// [`excerpt`]: for messages made by another library that quote a value whole.
pub fn shorten_words(text: &str) -> String {
    let mut out = String::with_capacity(text.len().min(4096));
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        if word.chars().count() > 4 * EXCERPT_CHARS {
            out.push_str(&excerpt(word));
        } else {
            out.push_str(word);
        }
        word.clear();
    };
    for c in text.chars() {
        if c.is_whitespace() {
            flush(&mut word, &mut out);
            out.push(c);
        } else {
            word.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
