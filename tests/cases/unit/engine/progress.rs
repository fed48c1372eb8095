use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use lemmacheck::engine::progress::{add, counting, Jobs};

#[test]
fn a_running_job_counts_its_evaluations_up_to_its_budget() {
    let jobs = Jobs::new(vec![10, 5]);
    assert_eq!((jobs.total(), jobs.position()), (15, 0));
    jobs.run(0, || {
        add(4);
        assert_eq!(jobs.position(), 4, "the bar moves while the job runs");
        add(100);
        assert_eq!(jobs.position(), 10, "capped at the budget");
    });
    assert_eq!((jobs.position(), jobs.finished()), (10, 1));
    jobs.run(1, || add(1));
    assert_eq!(jobs.position(), 15, "a finished job counts whole");
    add(7);
    assert_eq!(jobs.position(), 15, "nothing is counted outside a job");
}

#[test]
fn a_search_counts_every_case_it_evaluates() {
    use lemmacheck::engine::{search, search::evaluation_budget, Settings};
    let claim = lemmacheck::claims::resolve("large-weights/fact-3.2").unwrap();
    let settings = Settings { cases: Some(300), targeted: Some(40), ..Settings::default() };
    assert_eq!(evaluation_budget(claim, &settings), 340);
    let counter = Arc::new(AtomicU64::new(0));
    let report = counting(&counter, || search(claim, &settings));
    assert_eq!(report.verdict, lemmacheck::engine::Verdict::NotRefuted);
    let counted = counter.load(Ordering::Relaxed);
    assert!(counted >= report.cases + report.targeted.cases, "{counted} counted, {} + {} run", report.cases, report.targeted.cases);
    assert!(report.cases + report.targeted.cases >= 300, "the budget is used");
}
