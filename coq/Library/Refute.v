(** * Proof automation for the generated refutations

    A generated refutation proves [~ S] for a statement [S] of the form
    [forall sizes inputs, H₁ -> ... -> Hₖ -> C] by specialising [S] at a counterexample
    file's sizes and exact inputs and calling [lc_refute_instance idx] on the goal
    [(H₁ -> ... -> Hₖ -> C) -> False]:

    - each hypothesis [Hᵢ] is proved by [lc_prove]: conjunctions are split, a
      quantifier [forall i : nat, (i < k)%nat -> ...] over a bounded index is proved for
      each of the [k] values, a comparison of two real numbers is decided by
      [le_by_encl] / [lt_by_encl] (enclosures computed by [enc], compared by [vm_compute]),
      a definition is unfolded;
    - the conclusion [C] is refuted by [lc_refute idx]: the leading quantifiers over
      indices are instantiated with the indices [idx] of the instance the counterexample
      file's certificate names (e.g. [[1; 0]] for "entry, i = 2, j = 1"), a conjunction is
      refuted by refuting one of its parts, a comparison is shown to fail by enclosures.

    [enc p] proves goals [encl p t ?X], [encl_mat p m k t ?M] ... for a term [t] built
    from the library's operations, by one lemma of [Enclosures] per operation; the
    interval [?X] it builds is then evaluated by [vm_compute]. A term with no rule is
    unfolded one definition at a time (statement-level definitions, [sum] over a
    numeral). Comparisons are tried at 64, 200 and 1000 bits of precision, stopping as soon
    as the enclosures show the comparison fails.

    Inputs: a refutation file defines each input as a constant with a lemma enclosing it
    (for every size) and redefines [lc_inputs] to use those lemmas, so that a matrix of
    a thousand entries is enclosed once, not at every occurrence. *)

From Coq Require Export Reals.
From Coq Require Import ZArith Lia Lra List.
From Lemmacheck Require Export Sums Matrices Norms Softmax Extrema Res Balance Attention LayerCollapse Residuals Networks San Bounded FinalBound Cofactors Enclosures.
Export ListNotations.
Open Scope R_scope.

(** Redefined by each refutation file ([Ltac lc_inputs p t ::= ...]): proves [encl ...] of
    the input constant [t], or fails. *)
Ltac lc_inputs p t := fail.

Ltac lc_head t := match t with ?f _ => lc_head f | _ => t end.

Ltac lc_is_lambda f := lazymatch f with (fun _ => _) => idtac | _ => fail end.

(** Unfolds the head constant of [t] in the goal (and reduces what that exposes). *)
Ltac lc_unfold_head t :=
  let h := lc_head t in
  first [ is_const h | fail 1 "lemmacheck: no rule for" t ];
  first [ progress (unfold h) | fail 1 "lemmacheck: cannot unfold" h ];
  cbv beta iota zeta.

(** The same in the hypothesis [H]. *)
Ltac lc_unfold_head_in H t :=
  let h := lc_head t in
  first [ is_const h | fail 1 "lemmacheck: no rule for" t ];
  first [ progress (unfold h in H) | fail 1 "lemmacheck: cannot unfold" h ];
  cbv beta iota zeta in H.

(** ** Enclosures *)

Ltac enc p :=
  lazymatch goal with
  | |- encl _ ?t _ => enc_r p t
  | |- encl_vec _ _ ?t _ => enc_v p t
  | |- encl_mat _ _ _ ?t _ => enc_m p t
  | |- encl_mats _ _ _ _ ?t _ => enc_ms p t
  | |- encl_grid _ _ _ _ _ ?t _ => enc_g p t
  | |- Forall2 _ [] _ => apply Forall2_nil
  | |- Forall2 _ (_ :: _) _ => eapply Forall2_cons; enc p
  | |- (_ <= _)%nat => cbn; lia
  | |- (_ < _)%nat => cbn; lia
  | |- _ = true => vm_compute; reflexivity
  | |- ?g => fail "lemmacheck: no enclosure rule for the goal" g
  end

with enc_r p t :=
  first [ lc_inputs p t
        | lazymatch t with
          | Rdiv (IZR _) (IZR _) => apply encl_Q
          | sum _ ?f => first [ lc_is_lambda f; lc_unfold_head t; enc p | eapply encl_vsum; enc p ]
          | bigmax _ ?f => first [ lc_is_lambda f; lc_unfold_head t; enc p | eapply encl_vbigmax; enc p ]
          | maximum _ ?f => first [ lc_is_lambda f; lc_unfold_head t; enc p | eapply encl_vmaximum; enc p ]
          | minimum _ ?f => first [ lc_is_lambda f; lc_unfold_head t; enc p | eapply encl_vminimum; enc p ]
          | _ =>
            let h := lc_head t in
            lazymatch h with
            | Rplus => eapply encl_add; enc p
            | Rminus => eapply encl_sub; enc p
            | Rmult => eapply encl_mul; enc p
            | Rdiv => eapply encl_div; enc p
            | Ropp => eapply encl_opp; enc p
            | Rinv => eapply encl_inv; enc p
            | exp => eapply encl_exp; enc p
            | ln => eapply encl_ln; enc p
            | sqrt => eapply encl_sqrt; enc p
            | Rabs => eapply encl_abs; enc p
            | pow => eapply encl_pow; enc p
            | Rmax => eapply encl_max; enc p
            | Rmin => eapply encl_min; enc p
            | IZR => apply encl_IZR
            | R0 => apply encl_R0
            | R1 => apply encl_R1
            | INR => apply encl_INR
            | max_abs_entry => eapply encl_max_abs_entry; enc p
            | abs_entry_sum => eapply encl_abs_entry_sum; enc p
            | max_column_sum => eapply encl_max_column_sum; enc p
            | max_row_sum => eapply encl_max_row_sum; enc p
            | vmax_abs => eapply encl_vmax_abs; enc p
            | vabs_sum => eapply encl_vabs_sum; enc p
            | vnorm2 => eapply encl_vnorm2; enc p
            | minimum_distance => eapply encl_minimum_distance; enc p
            | det3 => eapply encl_det3; enc p
            | token_average => eapply encl_token_average; enc p
            | token_scale => eapply encl_token_scale; enc p
            | _ => first [ enc_entry p t | enc_ventry p t | lc_unfold_head t; enc p ]
            end
          end ]

(** [A i j] for a matrix [A] (rows [<= i], columns [<= j] are computed). *)
with enc_entry p t :=
  lazymatch t with
  | ?A ?i ?j =>
      let _ := constr:(A : mat) in
      eapply (encl_entry p (S i) (S j) A); [enc p | cbn; lia | cbn; lia]
  end

(** [x i] for a vector [x]. *)
with enc_ventry p t :=
  lazymatch t with
  | ?x ?i =>
      let _ := constr:(x : vec) in
      eapply (encl_ventry p (S i) x); [enc p | cbn; lia]
  end

with enc_v p t :=
  first [ lc_inputs p t
        | let h := lc_head t in
          lazymatch h with
          | vec_of => eapply encl_vec_of; enc p
          | ones => apply encl_ones
          | vadd => eapply encl_vadd; enc p
          | vsub => eapply encl_vsub; enc p
          | vscale => eapply encl_vscale; enc p
          | vmap => lazymatch t with vmap exp _ => eapply encl_vexp; enc p end
          | softm => eapply encl_softm; enc p
          | row => lazymatch t with row _ ?i => eapply (encl_row p (S i)); enc p end
          | col => lazymatch t with col _ ?j => eapply (encl_col p _ (S j)); enc p end
          | midrange => eapply encl_midrange; enc p
          | token_mean => eapply encl_token_mean; enc p
          | balance_diagonal => eapply encl_balance_diagonal; enc p
          | cofactor4 => eapply encl_cofactor4; enc p
          | _ => lc_unfold_head t; enc p
          end ]

with enc_m p t :=
  first [ lc_inputs p t
        | let h := lc_head t in
          lazymatch h with
          | mat_of => eapply encl_mat_of; enc p
          | madd => eapply encl_madd; enc p
          | msub => eapply encl_msub; enc p
          | mscale => eapply encl_mscale; enc p
          | transpose => eapply encl_transpose; enc p
          | mmul => eapply encl_mmul; enc p
          | outer => eapply encl_outer; enc p
          | diag => eapply encl_diag; enc p
          | column => eapply encl_column; enc p
          | zero_mat => apply encl_zero_mat
          | mmap => lazymatch t with
                    | mmap relu _ => eapply encl_mrelu; enc p
                    | mmap exp _ => eapply encl_mexp; enc p
                    end
          | softm_rows => eapply encl_softm_rows; enc p
          | Res => eapply encl_Res; enc p
          | Res_with => eapply encl_Res_with; enc p
          | attention_matrix => eapply encl_attention_matrix; enc p
          | softmv => eapply encl_softmv; enc p
          | multi_head => eapply encl_multi_head; enc p
          | residual_layer => eapply encl_residual_layer; enc p
          | residual_network => eapply encl_residual_network; enc p
          | attention_network => eapply encl_attention_network; enc p
          | hybrid_printed => eapply encl_hybrid_printed; enc p
          | hybrid_removed => eapply encl_hybrid_removed; enc p
          | mlp_plain => eapply encl_mlp_plain_rows; enc p
          | mlp_network => eapply encl_mlp_network; enc p
          | san_attention => eapply encl_san_attention; enc p
          | san_head => eapply encl_san_head; enc p
          | self_attention => eapply encl_self_attention; enc p
          | san => eapply encl_san; enc p
          | mlp => eapply encl_mlp_rows; enc p
          | mlp_blocks => eapply encl_mlp_blocks; enc p
          | layer_norm => eapply encl_layer_norm; enc p
          | san_heads => eapply encl_san_heads; enc p
          | drop_row => eapply encl_drop_row; enc p
          | select_rows => eapply encl_select_rows; enc p
          | augment_ones => eapply encl_augment_ones; enc p
          | _ =>
              lazymatch t with
              | ?As ?h =>
                  first [ let _ := constr:(As : nat -> mat) in
                          eapply (encl_mat_of_mats p (S h)); [enc p | cbn; lia]
                        | lc_unfold_head t; enc p ]
              | _ => lc_unfold_head t; enc p
              end
          end ]

with enc_ms p t :=
  first [ lc_inputs p t
        | lazymatch t with
          | mats_of _ => eapply encl_mats_of; enc p
          | ?G ?l =>
              first [ let _ := constr:(G : nat -> nat -> mat) in
                      eapply (encl_mats_of_grid p (S l)); [enc p | cbn; lia]
                    | lc_unfold_head t; enc p ]
          | _ => lc_unfold_head t; enc p
          end ]

with enc_g p t :=
  first [ lc_inputs p t
        | lazymatch t with
          | grid_of _ => eapply encl_grid_of; enc p
          | _ => lc_unfold_head t; enc p
          end ].

(** [Forall ... dyadic_ok] of an input's literal (every exponent non-negative), by one
    computation on the whole literal (or, for another shape, on each row). *)
Ltac lc_exponents :=
  first [ lazymatch goal with
          | |- Forall (Forall (Forall (Forall dyadic_ok))) _ => apply dyadic_ok_lists4
          | |- Forall (Forall (Forall dyadic_ok)) _ => apply dyadic_ok_lists3
          | |- Forall (Forall dyadic_ok) _ => apply dyadic_ok_lists
          | |- Forall dyadic_ok _ => apply dyadic_ok_list
          end; vm_compute; reflexivity
        | repeat (first [ apply dyadic_ok_list; vm_compute; reflexivity | apply Forall_nil | apply Forall_cons
                        | apply Z.leb_le; reflexivity ]) ].

(** ** Comparisons at increasing precision *)

(** The last step of a comparison at a precision: its boolean check ([le_check p X Y =
    true], ...) evaluated by the VM, which fails when the check is [false], so that the
    next precision is tried. [Qed] evaluates the same check again (the kernel trusts no
    tactic). *)
Ltac lc_check := vm_compute; reflexivity.

(** Marks, in the context, a branch that [lc_refute] tries: the refutation of one part of a
    conjunction. *)
Inductive lc_choice : Prop := lc_choosing.

(** What a batch of refutations (one coqc run for many files, [Build::refutation_batch] in
    [src/coq/check.rs]) redefines [lc_check] as, in each file's module. A check is left to
    the kernel ([vm_cast_no_check]), so that it is evaluated once, at [Qed], instead of
    twice, except inside a branch that [lc_refute] tries (marked by [lc_choice] in the
    context), where it is evaluated as by [lc_check].

    Why the batch's acceptance implies each file's: [lc_check] and this tactic behave
    alike on a check that is [true] (both succeed), so the two runs of a file's script take
    the same steps up to the first check that is [false]. No run abandons a check that
    succeeded: a check is the last step of the alternative that meets it ([lc_le_at],
    [lc_lt_at], [lc_neq_at] in a ladder), [first] commits to the first alternative that
    succeeds, and these tactics choose goals by [lazymatch], which does not backtrack. So
    every check the batch's run left to the kernel is in the proof the kernel checks. If
    the kernel accepts every theorem of the batch, those checks were all [true], the
    file's own script meets exactly them, and it succeeds with the same proof.

    Why [lc_choice]: a conjunction is refuted by the first part whose refutation
    succeeds, so there a false check is expected, and must fail at once for the script to
    try the other part. Everywhere else a false check ends the proof in both runs (the
    ladders [lc_le], [lc_lt], [lc_neq] then try a higher precision, which this tactic never
    reaches), so the batch fails and is compiled file by file, with [lc_check]. *)
Ltac lc_check_deferred :=
  lazymatch goal with
  | _ : lc_choice |- _ => vm_compute; reflexivity
  | |- _ => vm_cast_no_check (eq_refl true)
  end.

Ltac lc_le_at p := eapply (le_by_encl p); [enc p | enc p | lc_check].
Ltac lc_lt_at p := eapply (lt_by_encl p); [enc p | enc p | lc_check].
Ltac lc_neq_at p := eapply (neq_by_encl p); [enc p | enc p | lc_check].

(** A comparison that the enclosures at [p] bits already decide the other way ([b < a] for
    the goal [a <= b], [b <= a] for [a < b]) is false, and no precision can prove it: the
    search stops there instead of trying 200 and 1000 bits, which is what makes a
    refutation of a case that does not violate its statement fail in a second rather than in
    half a minute. This only shortens a failure: a success is proved by [le_by_encl] or
    [lt_by_encl] as before. *)
Ltac lc_le_fails_at p := lazymatch goal with |- ?a <= ?b => assert (b < a) by lc_lt_at p end.
Ltac lc_lt_fails_at p := lazymatch goal with |- ?a < ?b => assert (b <= a) by lc_le_at p end.

Ltac lc_le :=
  first [ lc_le_at 64%Z | lc_le_fails_at 64%Z; fail 1 "lemmacheck: the enclosures show that the comparison fails"
        | lc_le_at 200%Z | lc_le_fails_at 200%Z; fail 1 "lemmacheck: the enclosures show that the comparison fails"
        | lc_le_at 1000%Z ].
Ltac lc_lt :=
  first [ lc_lt_at 64%Z | lc_lt_fails_at 64%Z; fail 1 "lemmacheck: the enclosures show that the comparison fails"
        | lc_lt_at 200%Z | lc_lt_fails_at 200%Z; fail 1 "lemmacheck: the enclosures show that the comparison fails"
        | lc_lt_at 1000%Z ].
Ltac lc_neq := first [ lc_neq_at 64%Z | lc_neq_at 200%Z | lc_neq_at 1000%Z ].

(** ** Hypotheses *)

(** Replaces the goal by one goal for each value of the index [i] below its bound. *)
Ltac lc_enumerate i Hi :=
  let T := type of Hi in
  let T' := eval cbn in T in
  change T' in Hi;
  lazymatch T' with
  | (_ < O)%nat => exfalso; exact (Nat.nlt_0_r _ Hi)
  | (_ < S _)%nat => destruct i as [|i]; [clear Hi | apply (proj2 (Nat.succ_lt_mono _ _)) in Hi; lc_enumerate i Hi]
  end.

Ltac lc_prove :=
  try (progress cbv zeta);
  lazymatch goal with
  | |- True => exact I
  | |- _ /\ _ => split; lc_prove
  | |- forall _ : nat, _ => intro; lc_prove
  | |- (?x < _)%nat -> _ =>
      let Hx := fresh "Hx" in intro Hx; first [ is_var x; lc_enumerate x Hx | idtac ]; lc_prove
  | |- (?a <= ?x <= ?b)%nat -> _ =>
      let Hx := fresh "Hx" in let Hb := fresh "Hb" in
      intros [Hx Hb];
      first [ is_var x; assert (Hb' : (x < S b)%nat) by lia; clear Hb; lc_enumerate x Hb'
            | idtac ];
      first [ exfalso; cbn in Hx; lia | lc_prove ]
  | |- (_ < _)%nat => cbn; lia
  | |- (_ <= _)%nat => cbn; lia
  | |- @eq nat _ _ => cbn; lia
  | |- ~ (@eq nat _ _) => cbn; lia
  | |- ?a <= ?b => lc_le
  | |- ?a < ?b => lc_lt
  | |- ?a >= ?b => apply Rle_ge; lc_le
  | |- ?a > ?b => apply Rlt_gt; lc_lt
  | |- @eq R ?a ?b => first [ reflexivity | apply Rle_antisym; lc_le ]
  | |- ~ (@eq R ?a ?b) => lc_neq
  | |- minimises _ _ _ _ => apply minimises_of_le; [cbn; lia | lc_prove]
  | |- ?P -> ?Q => let H := fresh "H" in intro H; first [ exfalso; cbn in H; lia | lc_prove ]
  | |- ?P => lc_unfold_head P; lc_prove
  end.

(** ** The conclusion *)

Lemma not_impl (P Q : Prop) : P -> ~ Q -> ~ (P -> Q).
Proof. intros HP HQ H. exact (HQ (H HP)). Qed.


Ltac lc_refute idx :=
  try (progress cbv zeta);
  lazymatch goal with
  | |- (forall _ : nat, _) -> False =>
      lazymatch idx with
      | cons ?i ?rest => let H := fresh "H" in intro H; specialize (H i); revert H; lc_refute rest
      | nil => fail "lemmacheck: the conclusion quantifies over more indices than the certificate names"
      end
  | |- ((_ < _)%nat -> _) -> False => let H := fresh "H" in intro H; specialize (H ltac:(cbn; lia)); revert H; lc_refute idx
  | |- ((_ <= _)%nat -> _) -> False => let H := fresh "H" in intro H; specialize (H ltac:(cbn; lia)); revert H; lc_refute idx
  | |- ((_ <= _ <= _)%nat -> _) -> False => let H := fresh "H" in intro H; specialize (H ltac:(cbn; lia)); revert H; lc_refute idx
  | |- (?P -> ?Q) -> False => apply not_impl; [lc_prove | unfold not; lc_refute idx]
  | |- (_ /\ _) -> False =>
      first [ let M := fresh "Lc_choice" in pose proof lc_choosing as M;
              let H := fresh "H" in intros [H _]; revert H; lc_refute idx
            | let M := fresh "Lc_choice" in pose proof lc_choosing as M;
              let H := fresh "H" in intros [_ H]; revert H; lc_refute idx ]
  | |- (?a <= ?b) -> False => apply Rlt_not_le; lc_lt
  | |- (?a < ?b) -> False => apply Rle_not_lt; lc_le
  | |- (@eq R ?a ?b) -> False => lc_neq
  | |- ?P -> False => let H := fresh "H" in intro H; lc_unfold_head_in H P; revert H; lc_refute idx
  end.

(** The goal [(H₁ -> ... -> Hₖ -> C) -> False]: prove each [Hᵢ], refute [C] at [idx]. *)
Ltac lc_refute_instance idx :=
  lazymatch goal with
  | |- (?P -> ?Q) -> False => apply not_impl; [lc_prove | unfold not; lc_refute_instance idx]
  | |- ?C -> False => lc_refute idx
  end.
