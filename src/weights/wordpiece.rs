//! WordPiece tokenisation of ASCII text with an uncased BERT vocabulary (`vocab.txt`).
//!
//! The steps of BERT's `BasicTokenizer` and `WordpieceTokenizer` (Devlin et al. 2019, the
//! reference implementation's `tokenization.py`), for ASCII text:
//!
//! 1. control characters are removed, except space, tab, line feed and carriage return,
//!    which separate words;
//! 2. the text is lowercased (`do_lower_case`; accents cannot occur in ASCII);
//! 3. it is split on whitespace, and every ASCII punctuation character (codes 33–47,
//!    58–64, 91–96, 123–126) becomes a word of its own;
//! 4. each word is cut greedily into the longest pieces in the vocabulary, left to right,
//!    pieces after the first prefixed by `##`; a word with no such cut, or longer than
//!    100 characters, becomes `[UNK]`;
//! 5. the pieces are framed as `[CLS] … [SEP]`.
//!
//! The vocabulary's line k (from 0), stripped of surrounding whitespace, is the token with
//! id k; a token on several lines has the id of its last line. Both as the reference's
//! `load_vocab` reads it: `token = token.strip(); vocab[token] = index` line by line, so a
//! later line overwrites an earlier one. Text with a non-ASCII
//! character is refused (with the character and its position): uncased BERT strips
//! accents after a Unicode NFD decomposition and splits on every Unicode punctuation
//! class, which this tokeniser does not implement.

use std::collections::HashMap;
use std::path::Path;

/// The largest vocabulary file read (BERT's has about 30,000 lines, some 230 kB).
pub const MAX_BYTES: u64 = 64 << 20;

/// The longest word WordPiece cuts; longer words become `[UNK]`.
pub const MAX_WORD_CHARS: usize = 100;

/// A vocabulary: token → id.
#[derive(Clone, Debug)]
pub struct Vocabulary {
    ids: HashMap<String, usize>,
    tokens: Vec<String>,
}

impl Vocabulary {
    /// The vocabulary whose line k is token k (a token on several lines: its last line);
    /// an error if a special token is missing.
    pub fn from_lines(text: &str) -> Result<Vocabulary, String> {
        // Python's `str.strip()`: Unicode whitespace and the separators U+001C..U+001F
        let space = |c: char| c.is_whitespace() || ('\u{1c}'..='\u{1f}').contains(&c);
        let tokens: Vec<String> = text.lines().map(|l| l.trim_matches(space).to_string()).collect();
        let mut ids = HashMap::with_capacity(tokens.len());
        for (k, t) in tokens.iter().enumerate() {
            ids.insert(t.clone(), k);
        }
        let v = Vocabulary { ids, tokens };
        for special in ["[CLS]", "[SEP]", "[UNK]"] {
            if v.id(special).is_none() {
                return Err(format!("the vocabulary has no token {special}"));
            }
        }
        Ok(v)
    }

    /// Reads `vocab.txt`.
    pub fn read(path: &Path) -> Result<Vocabulary, String> {
        let text = crate::files::read_text_limited(path, MAX_BYTES).map_err(|e| format!("{}: cannot read the vocabulary: {e}", path.display()))?;
        Vocabulary::from_lines(&text).map_err(|e| format!("{}: {e}", path.display()))
    }

    /// The id of `token`, if it is in the vocabulary.
    pub fn id(&self, token: &str) -> Option<usize> {
        self.ids.get(token).copied()
    }

    /// The token with id `id`.
    pub fn token(&self, id: usize) -> &str {
        &self.tokens[id]
    }

    /// Number of tokens.
    pub fn len(&self) -> usize {
        self.tokens.len()
    }

    /// Whether the vocabulary is empty (never, once built).
    pub fn is_empty(&self) -> bool {
        self.tokens.is_empty()
    }
}

/// Steps 1–3: the words of `text` (lowercased, punctuation split off).
pub fn basic_words(text: &str) -> Result<Vec<String>, String> {
    if let Some((at, c)) = text.char_indices().find(|(_, c)| !c.is_ascii()) {
        return Err(format!(
            "the text has the non-ASCII character {c:?} at byte {at}; the built-in tokeniser handles ASCII text only (no Unicode accent stripping)"
        ));
    }
    let mut words = Vec::new();
    let mut current = String::new();
    for c in text.chars() {
        if matches!(c, ' ' | '\t' | '\n' | '\r') {
            words.extend((!current.is_empty()).then(|| std::mem::take(&mut current)));
        } else if c.is_ascii_control() {
            continue;
        } else if c.is_ascii_punctuation() {
            words.extend((!current.is_empty()).then(|| std::mem::take(&mut current)));
            words.push(c.to_string());
        } else {
            current.push(c.to_ascii_lowercase());
        }
    }
    words.extend((!current.is_empty()).then_some(current));
    Ok(words)
}

/// Step 4: the pieces of one word, greedy longest match first.
pub fn word_pieces(word: &str, vocab: &Vocabulary) -> Vec<String> {
    let chars: Vec<char> = word.chars().collect();
    if chars.len() > MAX_WORD_CHARS {
        return vec!["[UNK]".into()];
    }
    let mut pieces = Vec::new();
    let mut start = 0;
    while start < chars.len() {
        let found = (start + 1..=chars.len()).rev().find_map(|end| {
            let body: String = chars[start..end].iter().collect();
            let piece = if start > 0 { format!("##{body}") } else { body };
            vocab.id(&piece).map(|_| (end, piece))
        });
        match found {
            Some((end, piece)) => {
                pieces.push(piece);
                start = end;
            }
            None => return vec!["[UNK]".into()],
        }
    }
    pieces
}

/// Steps 1–5: the tokens of `text`, framed by `[CLS]` and `[SEP]`.
pub fn tokenize(text: &str, vocab: &Vocabulary) -> Result<Vec<String>, String> {
    let mut tokens = vec!["[CLS]".to_string()];
    for w in basic_words(text)? {
        tokens.extend(word_pieces(&w, vocab));
    }
    tokens.push("[SEP]".into());
    Ok(tokens)
}

/// The ids of [`tokenize`]'s tokens.
pub fn encode(text: &str, vocab: &Vocabulary) -> Result<Vec<usize>, String> {
    Ok(tokenize(text, vocab)?.iter().map(|t| vocab.id(t).expect("every token comes from the vocabulary")).collect())
}
