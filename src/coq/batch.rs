//! The text of a batch: many Coq files checked by one coqc run ([`super::check::Build::batch`]).
//!
//! Each file of a batch sits in a module of its own, so that its names (`A`, `B`, its
//! redefinition of `lc_inputs`) do not meet another file's. Inside a module, every `Import`
//! runs again even when the same library was imported by the module before: importing
//! `Refute` (which exports the reals and the library) costs about 40 ms of the 50 to 500 ms
//! that a typical file takes, and most files of a batch start with the same imports.
//!
//! So the files are laid out as a tree. Files whose *leading* import sentences (the
//! `From … Require Import …`, `Require Import …` and `Import …` sentences before anything
//! else) start with the same sentence share a module `Lc_group_<n>` that runs that sentence
//! once, and holds their modules, grouped again by their next leading sentence. A file's
//! module then starts where its own text continues. Every file therefore runs its own
//! import sentences, in its own order, before its first other command: the names and
//! notations each command sees are the ones it sees when its leading sentences run in the
//! file's own module. Only `Import` sentences are shared. An `Export` would change what a
//! module exports, so an `Export` ends a file's leading sentences, and so does any other
//! command (`Open Scope`, `Set`).
//!
//! The tree changes only the order in which the files' modules run. The batch as a whole
//! already differs from compiling each file on its own: a `Require` inside a module stays
//! in effect after it ends (see [`super::check::Build::batch`]).

/// One file of a batch: its module's name, its leading import sentences (without their
/// final period, white space collapsed) and the rest of its text.
#[derive(Clone, Debug, PartialEq)]
pub struct Item {
    pub name: String,
    pub lead: Vec<String>,
    pub rest: String,
}

/// The file `code` (comments removed) as a module `name` of a batch:
/// its leading import sentences and the rest of its text, with each sentence that
/// `replaced` gives commands for replaced by them (in the rest, joined by periods).
pub fn item(name: &str, code: &str, replaced: impl Fn(&str) -> Option<Vec<String>>) -> Item {
    let mut lead = Vec::new();
    let mut rest = String::new();
    let mut leading = true;
    let mut at = 0;
    for range in super::check::sentences(code) {
        let sentence = &code[range.clone()];
        let commands = replaced(sentence);
        if leading {
            let own = commands.clone().unwrap_or_else(|| vec![sentence.to_string()]);
            if own.iter().all(|c| shareable(c)) {
                lead.extend(own.iter().map(|c| normal(c)));
                at = range.end + 1;
                continue;
            }
            leading = false;
        }
        if let Some(commands) = commands {
            let indent = sentence.len() - sentence.trim_start().len();
            rest.push_str(&code[at..range.start + indent]);
            rest.push_str(&commands.join(". "));
            at = range.end;
        }
    }
    rest.push_str(&code[at..]);
    Item { name: name.to_string(), lead, rest }
}

/// Whether `sentence` (without its period) is an import that a group may run for the
/// files it holds: `From <path> Require Import …`, `Require Import …` or `Import …`.
pub fn shareable(sentence: &str) -> bool {
    let words: Vec<&str> = sentence.split_whitespace().collect();
    matches!(
        words.as_slice(),
        ["From", _, "Require", "Import", _, ..] | ["Require", "Import", _, ..] | ["Import", _, ..]
    )
}

/// `sentence` with its white space collapsed: the form in which two files' sentences are
/// compared.
pub fn normal(sentence: &str) -> String {
    sentence.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The modules of `items` laid out as a tree (see the module documentation), appended to
/// `out`; `groups` numbers the group modules (`Lc_group_<n>`, unique in the batch) and
/// `paths` receives, for each item, its name and its module's path (`Lc_group_0.Lc_group_2.
/// <name>`). Items keep their order within a group; a group comes where its first item was.
pub fn lay_out(items: Vec<Item>, prefix: &str, groups: &mut usize, out: &mut String, paths: &mut Vec<(String, String)>) {
    let mut by_first: Vec<(Option<String>, Vec<Item>)> = Vec::new();
    for item in items {
        let first = item.lead.first().cloned();
        match by_first.iter_mut().find(|(k, _)| first.is_some() && *k == first) {
            Some((_, members)) => members.push(item),
            None => by_first.push((first, vec![item])),
        }
    }
    for (first, members) in by_first {
        match first {
            Some(sentence) if members.len() > 1 => {
                let g = format!("Lc_group_{}", *groups);
                *groups += 1;
                out.push_str(&format!("Module {g}.\n{sentence}.\n"));
                let inner = members.into_iter().map(|mut m| {
                    m.lead.remove(0);
                    m
                });
                lay_out(inner.collect(), &format!("{prefix}{g}."), groups, out, paths);
                out.push_str(&format!("End {g}.\n"));
            }
            _ => {
                for m in members {
                    out.push_str(&format!("Module {}.\n", m.name));
                    for s in &m.lead {
                        out.push_str(&format!("{s}.\n"));
                    }
                    let rest = m.rest.trim();
                    if !rest.is_empty() {
                        out.push_str(rest);
                        out.push('\n');
                    }
                    out.push_str(&format!("End {}.\n", m.name));
                    paths.push((m.name.clone(), format!("{prefix}{}", m.name)));
                }
            }
        }
    }
}
