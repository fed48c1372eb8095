use lemmacheck::artifact::figures::{path, stale_measurements, FOLDER};
use lemmacheck::claims;

#[test]
fn a_measurement_names_the_readings_it_misses_and_those_it_has_wrong() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let all: Vec<&lemmacheck::claim::Meta> = claims::catalogue().iter().map(|c| c.meta()).collect();
    let (left_out, redecided) = (all[0], all[1]);
    let mut table = String::from("| claim | reading | verdict |\n|---|---|---|\n");
    for m in &all[1..] {
        let verdict = if std::ptr::eq(*m, redecided) { "inconclusive-by-hand" } else { m.expected.name() };
        table.push_str(&format!("| `{}` | {} | {verdict} |\n", m.id, m.reading));
    }
    std::fs::create_dir_all(dir.path().join(FOLDER)).expect("the folder");
    std::fs::write(path(dir.path(), "optimisers"), table).expect("the table");
    let problems = stale_measurements(dir.path());
    let speed = problems.iter().find(|p| p.starts_with(&format!("{FOLDER}/optimisers.md"))).expect("optimisers.md is stale");
    let missing = format!("missing: {} {} ({})", left_out.id, left_out.reading, left_out.expected.name());
    let extra = format!("re-decided: {} {} (inconclusive-by-hand)", redecided.id, redecided.reading);
    assert!(speed.contains(&missing) && speed.contains(&extra), "{speed}");
    assert!(problems.iter().any(|p| p == &format!("{FOLDER}/sweep.md is missing; run `lemmacheck sweep --write`")), "{problems:?}");
}

#[test]
fn a_kept_speed_row_of_another_verdict_gives_way_to_not_yet_measured() {
    use lemmacheck::artifact::figures::merge;
    use lemmacheck::tools::bench::not_yet_measured;
    let all: Vec<&lemmacheck::claim::Meta> = claims::catalogue().iter().map(|c| c.meta()).collect();
    let (current, stale) = (all[0], all[1]);
    let row = |m: &lemmacheck::claim::Meta, verdict: &str| format!("| `{}` | {} | {verdict} | 0.10 | measured |", m.id, m.reading);
    let old = format!("| claim | reading | verdict | raw | measured |\n|---|---|---|---|---|\n{}\n{}\n", row(current, current.expected.name()), row(stale, "re-decided-since"));
    let placeholder: &dyn Fn(&lemmacheck::claim::Meta) -> String = &not_yet_measured;
    let merged = merge(Some(&old), &old, &[], Some(placeholder), None);
    assert!(merged.contains(&row(current, current.expected.name())), "a row of the recorded verdict is kept: {merged}");
    assert!(!merged.contains("re-decided-since") && merged.contains(&not_yet_measured(stale)), "{merged}");
    // without a placeholder (the deterministic tables, whose check names the stale row) the row stays
    assert!(merge(Some(&old), &old, &[], None, None).contains("re-decided-since"));
}

/// A reading's default-seed files, written under a scratch root: its tightness file with
/// `inputs`, `search` and a note.
fn scratch_tightness(root: &std::path::Path, meta: &lemmacheck::claim::Meta, inputs: &str, cases: u64, note: &str) {
    let p = lemmacheck::artifact::tightest_path(root, meta);
    std::fs::create_dir_all(p.parent().unwrap()).unwrap();
    std::fs::write(p, format!(r#"{{"reading_note": "{note}", "inputs": {inputs}, "search": {{"seed": 2021, "random_cases": {cases}}}}}"#)).unwrap();
}

/// The digest moves with what the search decides (the case, the counts) and with a file
/// appearing or going, and not with prose; it reads the committed files only.
#[test]
fn the_search_digest_follows_the_search_and_not_the_prose() {
    use lemmacheck::artifact::digest::{search_digest, DIGITS};
    let dir = tempfile::tempdir().unwrap();
    let meta = claims::catalogue()[0].meta();
    let none = search_digest(dir.path(), meta);
    scratch_tightness(dir.path(), meta, r#"{"x": 1.0}"#, 158, "a note");
    let first = search_digest(dir.path(), meta);
    assert_eq!(first.len(), DIGITS);
    assert_ne!(first, none, "a file appearing changes the digest");
    scratch_tightness(dir.path(), meta, r#"{"x": 1.0}"#, 158, "the note reworded");
    assert_eq!(search_digest(dir.path(), meta), first, "prose is not the search's");
    scratch_tightness(dir.path(), meta, r#"{"x": 1.5}"#, 158, "a note");
    assert_ne!(search_digest(dir.path(), meta), first, "another case");
    scratch_tightness(dir.path(), meta, r#"{"x": 1.0}"#, 159, "a note");
    assert_ne!(search_digest(dir.path(), meta), first, "another count");
    std::fs::write(lemmacheck::artifact::tightest_path(dir.path(), meta), "{ not json").unwrap();
    assert_ne!(search_digest(dir.path(), meta), none, "a broken file is not an absent one");
}

/// A sweep row whose digest is not the committed files' is named with the command that
/// refreshes it; a speed row in that state gives way to "not yet measured".
#[test]
fn a_row_measured_on_other_default_seed_files_is_stale() {
    use lemmacheck::artifact::digest::{search_digest, COLUMN};
    use lemmacheck::artifact::figures::{merge, stale_digests};
    use lemmacheck::tools::bench::not_yet_measured;
    let dir = tempfile::tempdir().unwrap();
    let all: Vec<&lemmacheck::claim::Meta> = claims::catalogue().iter().map(|c| c.meta()).collect();
    let (kept, changed) = (all[0], all[1]);
    for m in [kept, changed] {
        scratch_tightness(dir.path(), m, r#"{"x": 1.0}"#, 10, "");
    }
    let row = |m: &lemmacheck::claim::Meta, digest: &str| format!("| `{}` | {} | {} | 0.10 | {digest} |", m.id, m.reading, m.expected.name());
    let table = format!(
        "| claim | reading | verdict | raw | {COLUMN} |\n|---|---|---|---|---|\n{}\n{}\n",
        row(kept, &search_digest(dir.path(), kept)),
        row(changed, &search_digest(dir.path(), changed))
    );
    assert_eq!(stale_digests(dir.path(), "sweep", "lemmacheck sweep --write", &table), None);
    // the search of `changed` moves: its default-seed case is another one
    scratch_tightness(dir.path(), changed, r#"{"x": 2.0}"#, 10, "");
    let problem = stale_digests(dir.path(), "sweep", "lemmacheck sweep --write", &table).expect("one stale row");
    let key = changed.reading_key();
    assert!(problem.contains(&format!("run `lemmacheck sweep --write {key}`")) && !problem.contains(&kept.reading_key()), "{problem}");
    let placeholder: &dyn Fn(&lemmacheck::claim::Meta) -> String = &not_yet_measured;
    let digest = |m: &lemmacheck::claim::Meta| search_digest(dir.path(), m);
    let merged = merge(Some(&table), &table, &[], Some(placeholder), Some(&digest));
    assert!(merged.contains(&row(kept, &search_digest(dir.path(), kept))), "{merged}");
    assert!(merged.contains(&not_yet_measured(changed)), "{merged}");
}

/// The repair study's sup of a refuted reading reaches its counterexample's lhs/rhs: the
/// study includes the reading's own search, so a sup below it (below 1 for a refuted
/// reading) would be a study that missed what the search found.
#[test]
fn the_repair_study_reaches_every_counterexample_it_lists() {
    let root = lemmacheck::root::for_tests();
    let text = std::fs::read_to_string(path(&root, "repair-study")).unwrap();
    let mut compared = 0;
    for row in text.lines().filter(|l| l.starts_with("| `")) {
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        let (Ok(sup), Ok(counterexample)) = (cells[4].parse::<f64>(), cells[5].parse::<f64>()) else { continue };
        // both are printed to four decimals
        assert!(sup >= counterexample - 5e-5, "the study's sup {sup} is below the counterexample's {counterexample}: {row}");
        assert!(sup >= 1.0, "a refuted reading's sup is below 1: {row}");
        compared += 1;
    }
    assert!(compared > 40, "{compared} rows compared");
}

/// The README's speed sentence finds its cells by the speed table's column names, skips
/// rows not yet measured, and counts which part bounds each reading.
#[test]
fn the_speed_sentence_reads_the_table_by_its_column_names() {
    use lemmacheck::tools::bench::{not_yet_measured, summary, COLUMNS, EVALUATIONS};
    let row = |id: &str, ratio: &str, largest: &str, evaluations: &str| {
        let mut cells: Vec<String> = COLUMNS.iter().map(|_| "0.10".to_string()).collect();
        let set = |cells: &mut Vec<String>, name: &str, value: &str| {
            let k = COLUMNS.iter().position(|c| *c == name).expect("a column");
            cells[k] = value.to_string();
        };
        set(&mut cells, "claim", &format!("`{id}`"));
        set(&mut cells, "reading", "as-written");
        set(&mut cells, "engine / raw", ratio);
        set(&mut cells, "largest part", largest);
        set(&mut cells, EVALUATIONS, evaluations);
        set(&mut cells, "measured", "2026-12-06 (UTC), a CPU, 2 cores");
        format!("| {} |", cells.join(" | "))
    };
    let meta = claims::catalogue()[0].meta();
    let unmeasured = not_yet_measured(meta);
    assert_eq!(unmeasured.matches('|').count(), COLUMNS.len() + 1, "{unmeasured}");
    let body = [
        format!("| {} |", COLUMNS.join(" | ")),
        format!("|{}", "---|".repeat(COLUMNS.len())),
        row("x/a", "2.0", "drawing", "—"),
        row("x/b", "9.5", "building", "7 / 20"),
        row("x/c", "4.0", "building", "3 / 9"),
        unmeasured,
    ]
    .join("\n");
    let sentence = summary(&body, "docs/").expect("a sentence");
    assert!(sentence.contains("](docs/figures/speed.md)"), "the README's link: {sentence}");
    assert!(summary(&body, "").expect("a sentence").contains("](figures/speed.md)"), "the catalogue's link");
    for part in [
        "a median 4.0 times",
        "over 3 readings",
        "at most 9.5, `x/b as-written`",
        "building the inputs in 2 readings, drawing the choices in 1",
        "a median of 3 evaluations",
        "measured 2026-12-06 (UTC), a CPU, 2 cores",
    ] {
        assert!(sentence.contains(part), "{part:?} is not in {sentence}");
    }
    // a table without the columns gives no sentence rather than one read from other cells
    assert_eq!(summary("| claim | reading | verdict |\n|---|---|---|\n| `x/a` | as-written | refuted |", "docs/"), None);
}

/// A cell may hold an escaped `\|` (the repair study's `\|lhs − rhs\|`): it does not split.
#[test]
fn table_cells_split_at_unescaped_bars_only() {
    use lemmacheck::artifact::figures::{cell, cells, column};
    let row = r"| `id` | \|lhs − rhs\| = 0.1 | a\\ | 61e7d4089af6 |";
    assert_eq!(cells(row), ["", "`id`", r"\|lhs − rhs\| = 0.1", r"a\\", "61e7d4089af6", ""]);
    assert_eq!(cell(row, 4), Some("61e7d4089af6"));
    assert_eq!(column("| claim | ratio | x | files |\n|---|---|---|---|", "files"), Some(4));
}
