//! Reading the checkout's Markdown documents in tests.

/// The lines of `text` outside fenced code blocks (between lines starting with three
/// backticks), each with its number counted from 1: the prose a check reads, where code
/// blocks hold Coq statements and commands.
pub fn prose_lines(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut code = false;
    for (i, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            code = !code;
        } else if !code {
            out.push((i + 1, line));
        }
    }
    out
}
