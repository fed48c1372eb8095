//! The layout of the project's JSON files: objects one key per line, a matrix one row per
//! line, so that a diff shows which entries changed; and [`parse`], the strict reader of
//! every JSON file the tool is given.
//!
//! An array of numbers is written on one line (a vector, or a matrix row); an array of
//! short strings on one line when it fits in [`INLINE_WIDTH`] characters; anything else
//! one element per line. Numbers use `serde_json`'s shortest round-trip form, so a
//! number read back is the `f64` that was written.

use std::cell::RefCell;

use serde::de::{self, DeserializeSeed, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value as Json};

/// The longest array of strings kept on one line.
pub const INLINE_WIDTH: usize = 100;

fn scalar(v: &Json) -> String {
    serde_json::to_string(v).expect("JSON scalars serialise")
}

fn write(v: &Json, indent: usize, out: &mut String) {
    let pad = "  ".repeat(indent + 1);
    let close = "  ".repeat(indent);
    match v {
        Json::Object(map) if !map.is_empty() => {
            out.push_str("{\n");
            for (i, (k, x)) in map.iter().enumerate() {
                out.push_str(&pad);
                out.push_str(&scalar(&Json::String(k.clone())));
                out.push_str(": ");
                write(x, indent + 1, out);
                if i + 1 < map.len() {
                    out.push(',');
                }
                out.push('\n');
            }
            out.push_str(&close);
            out.push('}');
        }
        Json::Array(items) if !items.is_empty() => {
            let all_numbers = items.iter().all(|x| x.is_number() || x.is_null());
            let all_scalars = items.iter().all(|x| !x.is_array() && !x.is_object());
            let inline = items.iter().map(scalar).collect::<Vec<_>>().join(", ");
            if all_numbers || (all_scalars && inline.len() <= INLINE_WIDTH) {
                out.push('[');
                out.push_str(&inline);
                out.push(']');
            } else {
                out.push_str("[\n");
                for (i, x) in items.iter().enumerate() {
                    out.push_str(&pad);
                    write(x, indent + 1, out);
                    if i + 1 < items.len() {
                        out.push(',');
                    }
                    out.push('\n');
                }
                out.push_str(&close);
                out.push(']');
            }
        }
        other => out.push_str(&scalar(other)),
    }
}

/// `value` in the project's layout, with a final newline.
pub fn to_text(value: &Json) -> String {
    let mut out = String::new();
    write(value, 0, &mut out);
    out.push('\n');
    out
}

/// Parses JSON text strictly, with errors that name the field (`certificate.lhs[1]`):
///
/// * a key that appears twice in one object is an error (`serde_json` alone keeps the last
///   silently, while other readers keep the first: a file could verify here and say
///   something else elsewhere);
/// * a number beyond the range of `f64` (`1e999`), and `NaN` or `Infinity` (which some
///   writers produce but JSON does not have), are errors: every number must be finite;
/// * a text that starts with a byte-order mark (U+FEFF, which some editors write at the
///   start of UTF-8 files and JSON does not allow) is an error that says so;
/// * anything else that is not JSON is an error with its line and column.
pub fn parse(text: &str) -> Result<Json, String> {
    if text.starts_with('\u{feff}') {
        return Err("the text starts with a byte-order mark (U+FEFF), which JSON does not allow: save the file as UTF-8 without a BOM".into());
    }
    let path = RefCell::new(Vec::new());
    let mut reader = serde_json::Deserializer::from_str(text);
    let parsed = Node { path: &path }.deserialize(&mut reader).and_then(|v| reader.end().map(|()| v));
    parsed.map_err(|e| {
        let path = path.into_inner();
        let field = if path.is_empty() { String::new() } else { format!("field `{}`: ", field_name(&path)) };
        let at = format!("at line {} column {}", e.line(), e.column());
        let message = e.to_string();
        if message.starts_with(DUPLICATE) {
            format!("{field}appears twice in its object ({at}); a key may appear once")
        } else if message.starts_with("number out of range") {
            format!("{field}a number beyond the range of f64 ({at}); every number must be finite")
        } else if non_finite_word_at(text, e.line(), e.column()) {
            format!("{field}NaN and Infinity are not JSON numbers ({at}); every number must be finite")
        } else {
            format!("{field}not valid JSON: {e}")
        }
    })
}

const DUPLICATE: &str = "duplicate key";

/// One step of the path to a value: a key of an object or an index of an array.
enum Step {
    Key(String),
    Index(usize),
}

fn field_name(path: &[Step]) -> String {
    let mut out = String::new();
    for step in path {
        match step {
            Step::Key(k) if out.is_empty() => out.push_str(k),
            Step::Key(k) => {
                out.push('.');
                out.push_str(k);
            }
            Step::Index(i) => out.push_str(&format!("[{i}]")),
        }
    }
    out
}

/// Whether `NaN`, `Infinity` or `-Infinity` starts at the 1-based `line` and `column`
/// (serde_json reports the column of the character it stopped at, or the one before).
fn non_finite_word_at(text: &str, line: usize, column: usize) -> bool {
    let Some(row) = text.lines().nth(line.saturating_sub(1)) else { return false };
    let start = row.char_indices().nth(column.saturating_sub(2)).map_or(row.len(), |(i, _)| i);
    let rest = row[start..].trim_start_matches(|c: char| c == ':' || c == ',' || c == '[' || c.is_whitespace());
    ["NaN", "Infinity", "-Infinity", "+Infinity", "-NaN", "inf", "-inf", "nan"].iter().any(|w| rest.starts_with(w))
}

/// A value being read, with the path from the root to it (kept where an error stops).
struct Node<'a> {
    path: &'a RefCell<Vec<Step>>,
}

impl<'de> DeserializeSeed<'de> for Node<'_> {
    type Value = Json;

    fn deserialize<D: de::Deserializer<'de>>(self, d: D) -> Result<Json, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Node<'_> {
    type Value = Json;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_bool<E>(self, v: bool) -> Result<Json, E> {
        Ok(Json::Bool(v))
    }

    fn visit_i64<E>(self, v: i64) -> Result<Json, E> {
        Ok(Json::from(v))
    }

    fn visit_u64<E>(self, v: u64) -> Result<Json, E> {
        Ok(Json::from(v))
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Json, E> {
        serde_json::Number::from_f64(v).map(Json::Number).ok_or_else(|| E::custom("number out of range"))
    }

    fn visit_str<E>(self, v: &str) -> Result<Json, E> {
        Ok(Json::String(v.to_string()))
    }

    fn visit_string<E>(self, v: String) -> Result<Json, E> {
        Ok(Json::String(v))
    }

    fn visit_unit<E>(self) -> Result<Json, E> {
        Ok(Json::Null)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Json, A::Error> {
        let mut items = Vec::new();
        loop {
            self.path.borrow_mut().push(Step::Index(items.len()));
            match seq.next_element_seed(Node { path: self.path })? {
                Some(v) => items.push(v),
                None => {
                    self.path.borrow_mut().pop();
                    return Ok(Json::Array(items));
                }
            }
            self.path.borrow_mut().pop();
        }
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Json, A::Error> {
        let mut out = Map::new();
        while let Some(key) = map.next_key::<String>()? {
            let duplicate = out.contains_key(&key);
            self.path.borrow_mut().push(Step::Key(key.clone()));
            if duplicate {
                return Err(de::Error::custom(DUPLICATE));
            }
            let value = map.next_value_seed(Node { path: self.path })?;
            self.path.borrow_mut().pop();
            out.insert(key, value);
        }
        Ok(Json::Object(out))
    }
}
