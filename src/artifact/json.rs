//! The layout of the project's JSON files: objects one key per line, a matrix one row per
//! line, so that a diff shows which entries changed.
//!
//! An array of numbers is written on one line (a vector, or a matrix row); an array of
//! short strings on one line when it fits in [`INLINE_WIDTH`] characters; anything else
//! one element per line. Numbers use `serde_json`'s shortest round-trip form, so a
//! number read back is the `f64` that was written.

use serde_json::Value as Json;

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

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_matrix_is_one_row_per_line() {
        let text = to_text(&json!({"A": [[1.0, 2.5], [-0.25, 3.0]], "eps": 0.5}));
        assert_eq!(text, "{\n  \"A\": [\n    [1.0, 2.5],\n    [-0.25, 3.0]\n  ],\n  \"eps\": 0.5\n}\n");
        assert_eq!(serde_json::from_str::<Json>(&text).unwrap(), json!({"A": [[1.0, 2.5], [-0.25, 3.0]], "eps": 0.5}));
    }
}
