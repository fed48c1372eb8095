use lemmacheck::coq::statement::{parse, CoqType};

#[test]
fn binders_are_read_in_order_with_their_types() {
    let text = "(* a (* nested *) comment, forall (x : R), *)\nDefinition s : Prop :=\n  forall (n d : nat) (A B : mat) (eps : R) (W : nat -> nat -> mat) (R_ : mat),\n    0 < eps -> True.";
    let s = parse("s", text).unwrap();
    let names: Vec<&str> = s.binders.iter().map(|b| b.name.as_str()).collect();
    assert_eq!(names, ["n", "d", "A", "B", "eps", "W", "R_"]);
    assert_eq!(s.binders[5].ty, CoqType::Grid);
    assert_eq!(s.binders[6].symbol(), "R");
    assert!(!s.checked);
}

#[test]
fn a_type_the_generator_cannot_fill_is_named() {
    let e = parse("s", "Definition s : Prop := forall (f : R -> R), True.").unwrap_err();
    assert!(e.contains("R -> R"), "{e}");
    assert!(parse("s", "Definition t : Prop := forall (x : R), True.").is_err());
}

#[test]
fn a_checked_form_needs_its_lemma() {
    let base = "Definition s : Prop := forall (x : R), True.\nDefinition s_checked : Prop := forall (y : R), True.\n";
    assert!(parse("s", base).is_err());
    let s = parse("s", &format!("{base}Lemma s_checked_of : s -> s_checked. Qed.")).unwrap();
    assert!(s.checked);
    assert_eq!(s.binders[0].name, "y");
}
