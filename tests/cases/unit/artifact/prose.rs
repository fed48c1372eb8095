use lemmacheck::artifact::prose::{counts, hand_written_part, wrong_verdicts};
use lemmacheck::claim::{Check, Expected};
use lemmacheck::claims;

#[test]
fn generated_sections_are_not_prose() {
    let text = "a\n<!-- headline:begin (generated) -->\n25 of 39 printed statements\n<!-- headline:end -->\nb\n";
    assert_eq!(hand_written_part(text), "a\nb\n");
    assert!(counts(&hand_written_part(text)).is_empty());
}

#[test]
fn counts_of_results_are_found() {
    assert_eq!(counts("So **27 are refuted** and 3 of 40 printed ones."), vec!["27 are refuted and", "3 of 40 printed"]);
    assert_eq!(counts("we searched 113 readings").len(), 1);
    assert!(!counts("26 of 39 printed statements").is_empty());
    assert!(counts("Lemma 4.4 holds for n = 2 and 3 of its cases; 50 seeds").is_empty());
}

#[test]
fn a_verdict_in_prose_must_be_the_recorded_one() {
    let all: Vec<&dyn Check> = claims::catalogue().iter().map(|c| c.as_ref()).collect();
    let refuted = all.iter().map(|c| c.meta()).find(|m| m.expected == Expected::Refuted && m.reading == "as-written").unwrap();
    let not_refuted = all.iter().map(|c| c.meta()).find(|m| m.expected == Expected::NotRefuted && m.reading == "as-written").unwrap();
    assert!(wrong_verdicts(&format!("`{}` is refuted.", refuted.id), &all).is_empty());
    assert_eq!(wrong_verdicts(&format!("`{}` is refuted.", not_refuted.id), &all).len(), 1);
    assert_eq!(wrong_verdicts(&format!("`{}` is not refuted.", refuted.id), &all).len(), 1);
    assert_eq!(wrong_verdicts("`large-weights/lemma-9.9` is refuted.", &all).len(), 1);
    assert!(wrong_verdicts("`cargo test` is refuted", &all).is_empty());
}
