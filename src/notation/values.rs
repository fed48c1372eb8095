//! Values on the terminal: numbers inline, vectors in brackets, matrices as aligned rows,
//! lists of matrices (per head, per layer) one after the other.

use serde_json::Value as Json;

fn number(x: &Json) -> String {
    x.as_f64().map_or_else(|| x.to_string(), |v| format!("{v}"))
}

/// A matrix (JSON array of rows) as aligned rows, indented by `indent`.
fn matrix_lines(rows: &[Json], indent: usize) -> Vec<String> {
    let cells: Vec<Vec<String>> = rows.iter().map(|r| r.as_array().map_or_else(Vec::new, |r| r.iter().map(number).collect())).collect();
    let width = cells.iter().flatten().map(String::len).max().unwrap_or(1);
    cells
        .iter()
        .map(|r| format!("{}[ {} ]", " ".repeat(indent), r.iter().map(|c| format!("{c:>width$}")).collect::<Vec<_>>().join("  ")))
        .collect()
}

/// One named value pretty-printed, indented by two spaces.
pub fn lines(name: &str, value: &Json) -> Vec<String> {
    let is_matrix = |v: &Json| v.as_array().is_some_and(|rows| !rows.is_empty() && rows.iter().all(|r| r.as_array().is_some_and(|r| r.iter().all(Json::is_number))));
    match value {
        Json::Array(items) if is_matrix(value) => {
            let mut out = vec![format!("  {name} =")];
            out.extend(matrix_lines(items, 4));
            out
        }
        Json::Array(items) if items.iter().all(Json::is_number) => {
            vec![format!("  {name} = [{}]", items.iter().map(number).collect::<Vec<_>>().join(", "))]
        }
        Json::Array(items) => {
            let mut out = Vec::new();
            for (i, item) in items.iter().enumerate() {
                out.extend(lines(&format!("{name}[{}]", i + 1), item));
            }
            out
        }
        other => vec![format!("  {name} = {}", number(other))],
    }
}
