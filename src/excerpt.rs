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
