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
