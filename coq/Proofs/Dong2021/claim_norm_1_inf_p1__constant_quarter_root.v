(** * Dong et al. (2021), ‖·‖_{1,∞} satisfies the triangle inequality up to κ(n, d), proved for every size

    The module's argument (claim_norm.rs, Argument for constant-quarter-root), with the
    Kantorovich step written for two terms. Let a₁, b₁ be the largest column and row sums
    of A, a₂, b₂ those of B, xᵢ = √(aᵢbᵢ) (so the right-hand side is κ(x₁ + x₂)),
    p = √(nd) = q² and κ = (q + 1/q)/2.
    - The triangle inequalities of the two induced norms: ‖A + B‖₁ ≤ a₁ + a₂ and
      ‖A + B‖_∞ ≤ b₁ + b₂, so lhs² ≤ T = (a₁ + a₂)(b₁ + b₂) = x₁² + x₂² + X + Y with
      X = a₁b₂, Y = a₂b₁.
    - An entry is at most its row's sum and at most its column's sum: aᵢ ≤ n bᵢ and
      bᵢ ≤ d aᵢ ([max_column_sum_le_rows], [max_row_sum_le_columns]). Hence X ≤ p²Y and
      Y ≤ p²X, so (X − p²Y)(p²X − Y) ≤ 0, i.e. p²(X² + Y²) ≤ (1 + p⁴)XY, and
      p²(X + Y)² ≤ (p² + 1)² XY = (p² + 1)² x₁²x₂²: p(X + Y) ≤ (p² + 1) x₁x₂ (the ratio
      uᵢ = √(aᵢ/bᵢ) of the module lies in [1/√d, √n], which is what this uses).
    - 4pT ≤ 4p(x₁² + x₂²) + 4(p² + 1)x₁x₂ = (p + 1)²(x₁ + x₂)² − (p − 1)²(x₁ − x₂)², and
      (p + 1)²/(4p) = κ², so T ≤ κ²(x₁ + x₂)² and lhs ≤ κ(x₁ + x₂).
    Premises used: n ≥ 1 and d ≥ 1 (p > 0). *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms SumFacts NormFacts DongFacts.
From Statements Require Import Dong2021.claim_norm_1_inf_p1__constant_quarter_root.
Open Scope R_scope.

Theorem claim_norm_1_inf_p1__constant_quarter_root_holds : claim_norm_1_inf_p1__constant_quarter_root.
Proof.
  intros n d A B Hn Hd.
  assert (HN : 1 <= INR n) by (apply (le_INR 1); lia).
  assert (HD : 1 <= INR d) by (apply (le_INR 1); lia).
  set (q := sqrt (sqrt (INR (n * d)))).
  set (P := q * q).
  assert (HP : P = sqrt (INR (n * d))) by (apply sqrt_sqrt, sqrt_pos).
  assert (HPP : P * P = INR n * INR d) by (rewrite HP, sqrt_sqrt, mult_INR; [reflexivity | apply pos_INR]).
  assert (HP1 : 1 <= P).
  { apply le_of_sq; [rewrite HP; apply sqrt_pos|]. rewrite HPP. nra. }
  assert (Hq : 0 < q).
  { unfold q. apply sqrt_lt_R0. apply sqrt_lt_R0. rewrite mult_INR. nra. }
  set (a1 := max_column_sum n d A). set (b1 := max_row_sum n d A).
  set (a2 := max_column_sum n d B). set (b2 := max_row_sum n d B).
  assert (Ha1 : 0 <= a1) by apply max_column_sum_nonneg. assert (Hb1 : 0 <= b1) by apply max_row_sum_nonneg.
  assert (Ha2 : 0 <= a2) by apply max_column_sum_nonneg. assert (Hb2 : 0 <= b2) by apply max_row_sum_nonneg.
  unfold composite_1_inf. fold a1 b1 a2 b2.
  set (x1 := sqrt (a1 * b1)). set (x2 := sqrt (a2 * b2)).
  assert (Hx1 : x1 * x1 = a1 * b1) by (apply sqrt_sqrt, Rmult_le_pos; assumption).
  assert (Hx2 : x2 * x2 = a2 * b2) by (apply sqrt_sqrt, Rmult_le_pos; assumption).
  assert (Hx10 : 0 <= x1) by apply sqrt_pos. assert (Hx20 : 0 <= x2) by apply sqrt_pos.
  set (T := (a1 + a2) * (b1 + b2)).
  (* the triangle inequalities of the induced norms *)
  assert (Hlhs : sqrt (max_column_sum n d (madd A B) * max_row_sum n d (madd A B)) <= sqrt T).
  { apply sqrt_le_1_alt. apply Rmult_le_compat; [apply max_column_sum_nonneg | apply max_row_sum_nonneg | |].
    - apply max_column_sum_triangle.
    - apply max_row_sum_triangle. }
  (* aᵢ ≤ n bᵢ, bᵢ ≤ d aᵢ *)
  pose proof (max_column_sum_le_rows n d A) as Hab1. pose proof (max_row_sum_le_columns n d A) as Hba1.
  pose proof (max_column_sum_le_rows n d B) as Hab2. pose proof (max_row_sum_le_columns n d B) as Hba2.
  fold a1 b1 in Hab1, Hba1. fold a2 b2 in Hab2, Hba2.
  set (X := a1 * b2). set (Y := a2 * b1).
  assert (HX0 : 0 <= X) by (apply Rmult_le_pos; assumption).
  assert (HY0 : 0 <= Y) by (apply Rmult_le_pos; assumption).
  assert (HXY : X <= P * P * Y).
  { rewrite HPP. unfold X, Y.
    replace (INR n * INR d * (a2 * b1)) with ((INR n * b1) * (INR d * a2)) by ring.
    apply Rmult_le_compat; assumption. }
  assert (HYX : Y <= P * P * X).
  { rewrite HPP. unfold X, Y.
    replace (INR n * INR d * (a1 * b2)) with ((INR n * b2) * (INR d * a1)) by ring.
    apply Rmult_le_compat; assumption. }
  (* P (X + Y) ≤ (P² + 1) x₁ x₂ *)
  assert (Hkey : P * (X + Y) <= (P * P + 1) * (x1 * x2)).
  { apply le_of_sq; [apply Rmult_le_pos; [nra | apply Rmult_le_pos; assumption]|].
    assert (Hprod : (X - P * P * Y) * (P * P * X - Y) <= 0).
    { assert (X - P * P * Y <= 0) by lra. assert (0 <= P * P * X - Y) by lra. nra. }
    replace ((P * P + 1) * (x1 * x2) * ((P * P + 1) * (x1 * x2)))
      with ((P * P + 1) * (P * P + 1) * ((x1 * x1) * (x2 * x2))) by ring.
    rewrite Hx1, Hx2.
    replace (a1 * b1 * (a2 * b2)) with (X * Y) by (unfold X, Y; ring).
    nra. }
  (* 4 P T ≤ (P + 1)² (x₁ + x₂)² *)
  assert (HT : 4 * P * T <= (P + 1) * (P + 1) * ((x1 + x2) * (x1 + x2))).
  { assert (ET : T = x1 * x1 + x2 * x2 + X + Y) by (rewrite Hx1, Hx2; unfold T, X, Y; ring).
    rewrite ET.
    assert (0 <= (P - 1) * (P - 1) * ((x1 - x2) * (x1 - x2))) by (apply Rmult_le_pos; apply Rle_0_sqr).
    nra. }
  eapply Rle_trans; [exact Hlhs|].
  assert (Hk : (q + 1 / q) / 2 = (P + 1) / (2 * q)) by (unfold P; field; lra).
  rewrite Hk. fold x1 x2.
  assert (H0 : 0 <= (P + 1) / (2 * q) * (x1 + x2)).
  { apply Rmult_le_pos; [|lra]. unfold Rdiv. apply Rmult_le_pos; [lra|]. left. apply Rinv_0_lt_compat. lra. }
  rewrite <- (sqrt_square ((P + 1) / (2 * q) * (x1 + x2))) by exact H0.
  apply sqrt_le_1_alt.
  replace ((P + 1) / (2 * q) * (x1 + x2) * ((P + 1) / (2 * q) * (x1 + x2)))
    with ((P + 1) * (P + 1) * ((x1 + x2) * (x1 + x2)) / (4 * P)) by (unfold P; field; lra).
  apply (Rmult_le_reg_l (4 * P)); [lra|].
  replace (4 * P * ((P + 1) * (P + 1) * ((x1 + x2) * (x1 + x2)) / (4 * P)))
    with ((P + 1) * (P + 1) * ((x1 + x2) * (x1 + x2))) by (field; lra).
  exact HT.
Qed.
