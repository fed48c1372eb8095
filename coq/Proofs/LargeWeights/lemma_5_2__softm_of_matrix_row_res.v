(** * large-weights, Lemma 5.2 with softm of the matrix itself and the row-wise Res,
      proved for every n and d

    The argument (the paper's, with the row-wise Res: softm(X + A) = softm(X + R_A) by
    Fact 3.2, and R_A is at most ε in every entry):
    - the chain gives ε ≥ 0 and ‖R_A‖_∞ ≤ ε, R_A = Res_rows(A), A = softm(X);
    - row i of B = X + A is row i of X plus c = Aᵢ., and cₗ − cₖ = (R_A)ᵢₗ − (R_A)ᵢₖ (the
      row's midrange cancels), so every |cₗ − cₖ| ≤ 2ε: the perturbation of the row's scores
      has spread at most D = 2ε;
    - each entry of softm(Xᵢ. + c) is then within a factor e^{±D} of softm(Xᵢ.)
      (Lemma B.1's step, [softm_shift_le]/[softm_shift_ge]), so it moves by at most
      1 − e^{−D} ≤ D ([softm_spread_entry], Library/SoftmaxPerturbation.v);
    - hence ‖softm(B) − softm(X)‖_∞ ≤ 2ε ≤ 4(e^{2ε} − 1) = 2g(2ε), by 1 + t ≤ eᵗ.

    Premises not used: [0 <= K] (the module marks it unneeded), [(1 <= n)%nat] and
    [(1 <= d)%nat] (the conclusion's entries are only read at i < n, k < d). *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms Softmax SumFacts NormFacts Res Residuals FinalBound SoftmaxPerturbation.
From Statements Require Import LargeWeights.lemma_5_2__softm_of_matrix_row_res.
Open Scope R_scope.

Theorem lemma_5_2__softm_of_matrix_row_res_holds : lemma_5_2__softm_of_matrix_row_res.
Proof.
  intros n d X K eps _ _ _ H1 H2.
  set (A := softm_rows d X) in *.
  set (M := max_abs_entry n d (Res_rows d A)).
  assert (HM : M <= eps) by (unfold M; lra).
  assert (He : 0 <= eps) by (pose proof (max_abs_entry_nonneg n d (Res_rows d A)); unfold M in HM; lra).
  assert (Hg : 2 * eps <= 2 * g_of (2 * eps))
    by (unfold g_of; pose proof (exp_ineq1_le (2 * eps)); lra).
  apply max_abs_entry_le; [lra|].
  intros i k Hi Hk. unfold msub.
  (* row i of B is row i of X plus row i of A *)
  change (Rabs (softm d (vadd (row X i) (row A i)) k - softm d (row X i) k) <= 2 * g_of (2 * eps)).
  eapply Rle_trans; [apply (softm_spread_entry d (row X i) (row A i) k (2 * eps)); [exact Hk|]|].
  - intros l Hl.
    (* Aᵢₗ − Aᵢₖ = (R_A)ᵢₗ − (R_A)ᵢₖ *)
    replace (row A i l - row A i k) with (Res_rows d A i l - Res_rows d A i k)
      by (unfold Res_rows, transpose, Res, row; ring).
    pose proof (max_abs_entry_ge n d (Res_rows d A) i l Hi Hl) as Hl'.
    pose proof (max_abs_entry_ge n d (Res_rows d A) i k Hi Hk) as Hk'. fold M in Hl', Hk'.
    apply Rabs_le_bounds in Hl'. apply Rabs_le_bounds in Hk'. apply Rabs_le. lra.
  - pose proof (one_minus_exp_neg_le (2 * eps)). lra.
Qed.
