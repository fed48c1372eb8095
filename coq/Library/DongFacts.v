(** * Facts for the proofs of Dong et al. (2021)'s readings, for every size

    - products with a diagonal factor ([mmul_diag_l], [mmul_diag_r]);
    - determinants of any order by Laplace expansion along the first row ([det]), as the
      Rust suite computes them ([src/math/rank.rs]: det of a 0 × 0 matrix is 1, the
      1 × 1 and 2 × 2 formulas are the expansion written out), the submatrix on a list of
      rows and a list of columns ([submatrix]), and the fact that a minor of order N of a
      product with inner dimension m < N vanishes ([det_mmul_zero]): det is linear in each
      column and changes sign when two adjacent columns are swapped, so it vanishes when
      two columns are equal; expanding the columns of P Q one after the other over the m
      columns of P leaves determinants whose N columns are columns of P, two of them the
      same (pigeonhole);
    - LayerNorm of a product Z = A B: LN(Z) − 1b_LNᵀ = Σₜ (Aᵢₜ/sᵢ)(gⱼ(Bₜⱼ − mean Bₜ)), again a
      product with inner dimension k ([layer_norm_linear_factored]);
    - the Euclidean norm of a vector ([vnorm2], Norms.v): Cauchy–Schwarz (Lagrange's
      identity), the triangle inequality, ℓ₂ ≤ ℓ₁ ≤ d ℓ₂, an entry is at most ℓ₂, and
      centring does not increase it;
    - LayerNorm's normalisation of a centred token, u ↦ u/√(‖u‖²/d + ε), is 2/m-Lipschitz in
      ℓ₂ for any m below both scales ([normalise_lipschitz]);
    - the induced norms (Norms.v): triangle inequalities, submultiplicativity, and the
      comparisons ‖A‖₁ ≤ n‖A‖_∞, ‖A‖_∞ ≤ d‖A‖₁ for A ∈ ℝⁿˣᵈ.

    Goes in [_CoqProject] after [Library/Cofactors.v] (it needs [San], [Norms], [SumFacts],
    [NormFacts]; the statements of claim-ln-p2's rank readings use its [det] and
    [submatrix] with [Cofactors]' [subsets]).

    Only the standard library's reals are used. *)

From Coq Require Import Reals Lra Lia List.
From Lemmacheck Require Import Sums Matrices Norms SumFacts NormFacts San.
Import ListNotations.
Open Scope R_scope.

(** ** Diagonal factors *)

Lemma sum_single n f k : (k < n)%nat -> (forall i, (i < n)%nat -> i <> k -> f i = 0) -> sum n f = f k.
Proof.
  induction n as [|n IH]; intros Hk H; [lia|]. simpl.
  destruct (Nat.eq_dec k n) as [->|Hne].
  - rewrite (sum_ext n f (fun _ => 0)), sum_zero by (intros i Hi; apply H; lia). ring.
  - rewrite IH by (try lia; intros; apply H; lia). rewrite (H n) by lia. ring.
Qed.

(** (diag(v) M)ᵢⱼ = vᵢ Mᵢⱼ. *)
Lemma mmul_diag_l n v M i j : (i < n)%nat -> mmul n (diag v) M i j = v i * M i j.
Proof.
  intros Hi. unfold mmul. rewrite (sum_single n _ i Hi).
  - unfold diag. rewrite Nat.eqb_refl. reflexivity.
  - intros l _ Hl. unfold diag. destruct (Nat.eqb_spec i l); [lia|]. ring.
Qed.

(** (M diag(v))ᵢⱼ = Mᵢⱼ vⱼ. *)
Lemma mmul_diag_r d M v i j : (j < d)%nat -> mmul d M (diag v) i j = M i j * v j.
Proof.
  intros Hj. unfold mmul. rewrite (sum_single d _ j Hj).
  - unfold diag. rewrite Nat.eqb_refl. reflexivity.
  - intros l _ Hl. unfold diag. destruct (Nat.eqb_spec l j); [lia|]. ring.
Qed.

(** ** Determinants by Laplace expansion along the first row *)

(** Column [b] of the matrix without column [c]. *)
Definition skip (c b : nat) : nat := if Nat.ltb b c then b else S b.

(** The matrix without its first row and its column [c]. *)
Definition minor0 (c : nat) (M : mat) : mat := fun a b => M (S a) (skip c b).

(** det of the [N x N] matrix [M]: Σ_c (−1)^c M₀c det(M without row 0 and column c). *)
Fixpoint det (N : nat) (M : mat) : R :=
  match N with
  | O => 1
  | S N' => sum (S N') (fun c => (-1) ^ c * M O c * det N' (minor0 c M))
  end.

Lemma det_S N M : det (S N) M = sum (S N) (fun c => (-1) ^ c * M O c * det N (minor0 c M)).
Proof. reflexivity. Qed.

(** The submatrix on the rows [rs] and the columns [cs] (in the order listed). *)
Definition submatrix (rs cs : list nat) (M : mat) : mat :=
  fun a b => M (nth a rs O) (nth b cs O).

Lemma det_ext N M M' :
  (forall a b, (a < N)%nat -> (b < N)%nat -> M a b = M' a b) -> det N M = det N M'.
Proof.
  revert M M'. induction N as [|N IH]; intros M M' H; [reflexivity|]. rewrite !det_S.
  apply sum_ext. intros c Hc. rewrite H by lia. f_equal.
  apply IH. intros a b Ha Hb. unfold minor0, skip. apply H; [lia|].
  destruct (Nat.ltb_spec b c); lia.
Qed.

(** Σ over an adjacent transposition of the indices is the same sum. *)
Definition swap_idx (j b : nat) : nat :=
  if Nat.eqb b j then S j else if Nat.eqb b (S j) then j else b.

Lemma sum_swap_idx K j f : (S j < K)%nat -> sum K (fun c => f (swap_idx j c)) = sum K f.
Proof.
  induction K as [|K IH]; intros HK; [lia|].
  destruct (Nat.eq_dec K (S j)) as [->|Hne].
  - simpl. destruct j as [|j'].
    + simpl. unfold swap_idx. simpl. ring.
    + change (sum (S j') (fun c => f (swap_idx (S j') c)) + f (swap_idx (S j') (S j'))
              + f (swap_idx (S j') (S (S j'))) = sum (S j') f + f (S j') + f (S (S j'))).
      rewrite (sum_ext (S j') (fun c => f (swap_idx (S j') c)) f).
      * unfold swap_idx. rewrite Nat.eqb_refl.
        destruct (Nat.eqb_spec (S (S j')) (S j')); [lia|]. rewrite Nat.eqb_refl. ring.
      * intros c Hc. unfold swap_idx.
        destruct (Nat.eqb_spec c (S j')); [lia|]. destruct (Nat.eqb_spec c (S (S j'))); [lia|]. reflexivity.
  - simpl. rewrite IH by lia. unfold swap_idx at 1.
    destruct (Nat.eqb_spec K j); [lia|]. destruct (Nat.eqb_spec K (S j)); [lia|]. reflexivity.
Qed.

(** M with its columns [j] and [j + 1] exchanged. *)
Definition swapc (j : nat) (M : mat) : mat := fun a b => M a (swap_idx j b).

Ltac idx_cases :=
  repeat match goal with
  | |- context [if ?t then _ else _] =>
      lazymatch t with
      | true => fail
      | false => fail
      | context [if _ then _ else _] => fail
      | _ => let E := fresh "E" in destruct t eqn:E; cbv beta iota
      end
  end;
  repeat match goal with
  | H : Nat.ltb _ _ = true |- _ => apply Nat.ltb_lt in H
  | H : Nat.ltb _ _ = false |- _ => apply Nat.ltb_ge in H
  | H : Nat.eqb _ _ = true |- _ => apply Nat.eqb_eq in H
  | H : Nat.eqb _ _ = false |- _ => apply Nat.eqb_neq in H
  end.

Lemma skip_swap_lt c j b : (c < j)%nat -> skip c (swap_idx (j - 1) b) = swap_idx j (skip c b).
Proof. intros H. unfold skip, swap_idx. idx_cases; lia. Qed.

Lemma skip_swap_gt c j b : (S j < c)%nat -> skip c (swap_idx j b) = swap_idx j (skip c b).
Proof. intros H. unfold skip, swap_idx. idx_cases; lia. Qed.

Lemma skip_swap_at j b : skip (S j) b = swap_idx j (skip j b).
Proof. unfold skip, swap_idx. idx_cases; lia. Qed.

Lemma skip_swap_at' j b : skip j b = swap_idx j (skip (S j) b).
Proof. unfold skip, swap_idx. idx_cases; lia. Qed.

Lemma det_swapc N j M : (S j < N)%nat -> det N (swapc j M) = - det N M.
Proof.
  revert j M. induction N as [|N IH]; intros j M Hj; [lia|].
  rewrite !det_S.
  (* each term of the expansion of the swapped matrix is minus the term of M at the
     swapped index *)
  rewrite <- (sum_swap_idx (S N) j (fun c => (-1) ^ c * M O c * det N (minor0 c M))) by exact Hj.
  rewrite <- sum_opp. apply sum_ext. intros c Hc.
  destruct (lt_dec c j) as [Hlt|Hge].
  - (* c < j: the minor has its columns j − 1 and j swapped *)
    assert (Hs : swap_idx j c = c) by (unfold swap_idx; idx_cases; lia).
    replace (det N (minor0 c (swapc j M))) with (det N (swapc (j - 1) (minor0 c M))).
    + rewrite IH by lia. unfold swapc. rewrite Hs. ring.
    + apply det_ext. intros a b _ _. unfold swapc, minor0. rewrite skip_swap_lt by exact Hlt. reflexivity.
  - destruct (Nat.eq_dec c j) as [->|Hne].
    + assert (Hs : swap_idx j j = S j) by (unfold swap_idx; idx_cases; lia).
      replace (det N (minor0 j (swapc j M))) with (det N (minor0 (S j) M)).
      * unfold swapc. rewrite Hs. replace ((-1) ^ S j) with (-1 * (-1) ^ j) by reflexivity. ring.
      * apply det_ext. intros a b _ _. unfold swapc, minor0. rewrite skip_swap_at. reflexivity.
    + destruct (Nat.eq_dec c (S j)) as [->|Hne'].
      * assert (Hs : swap_idx j (S j) = j) by (unfold swap_idx; idx_cases; lia).
        replace (det N (minor0 (S j) (swapc j M))) with (det N (minor0 j M)).
        -- unfold swapc. rewrite Hs. replace ((-1) ^ S j) with (-1 * (-1) ^ j) by reflexivity. ring.
        -- apply det_ext. intros a b _ _. unfold swapc, minor0. rewrite skip_swap_at'. reflexivity.
      * assert (Hs : swap_idx j c = c) by (unfold swap_idx; idx_cases; lia).
        replace (det N (minor0 c (swapc j M))) with (det N (swapc j (minor0 c M))).
        -- rewrite IH by lia. unfold swapc. rewrite Hs. ring.
        -- apply det_ext. intros a b _ _. unfold swapc, minor0. rewrite skip_swap_gt by lia. reflexivity.
Qed.

(** Two equal adjacent columns: swapping them changes nothing and negates det. *)
Lemma det_equal_adjacent N j M :
  (S j < N)%nat -> (forall a, (a < N)%nat -> M a j = M a (S j)) -> det N M = 0.
Proof.
  intros Hj H.
  assert (E : det N (swapc j M) = det N M).
  { apply det_ext. intros a b Ha Hb. unfold swapc, swap_idx. idx_cases; subst; try reflexivity.
    - symmetry. apply H, Ha.
    - apply H, Ha. }
  rewrite det_swapc in E by exact Hj. lra.
Qed.

(** Two equal columns [b < b']: swapping [b' − 1] and [b'] brings them closer. *)
Lemma det_equal_columns N b b' M :
  (b < b')%nat -> (b' < N)%nat -> (forall a, (a < N)%nat -> M a b = M a b') -> det N M = 0.
Proof.
  intros Hb. remember (b' - b)%nat as k eqn:Hk. revert b' M Hb Hk.
  induction k as [|k IH]; intros b' M Hb Hk Hb' H; [lia|].
  destruct k as [|k].
  - replace b' with (S b) in * by lia. apply (det_equal_adjacent N b M Hb' H).
  - (* M' = M with the columns b' − 1 and b' swapped has equal columns b and b' − 1 *)
    destruct b' as [|c]; [lia|].
    assert (E : det N M = - det N (swapc c M)) by (rewrite det_swapc by exact Hb'; ring).
    rewrite E, (IH c (swapc c M)); [ring | lia | lia | lia |].
    intros a Ha. unfold swapc, swap_idx.
    destruct (Nat.eqb_spec b c); [lia|]. destruct (Nat.eqb_spec b (S c)); [lia|].
    rewrite Nat.eqb_refl. apply H, Ha.
Qed.

(** det is linear in column [b]: M's column [b] is x times M1's plus y times M2's, the
    other columns of the three are the same. *)
Lemma det_linear_col N b M M1 M2 x y :
  (b < N)%nat ->
  (forall a c, (a < N)%nat -> (c < N)%nat -> c <> b -> M1 a c = M a c /\ M2 a c = M a c) ->
  (forall a, (a < N)%nat -> M a b = x * M1 a b + y * M2 a b) ->
  det N M = x * det N M1 + y * det N M2.
Proof.
  revert b M M1 M2. induction N as [|N IH]; intros b M M1 M2 Hb Hsame Hcol; [lia|].
  rewrite !det_S, <- !sum_scal_l, <- sum_plus. apply sum_ext. intros c Hc.
  destruct (Nat.eq_dec c b) as [->|Hne].
  - (* the term of column b: its minor is the same in the three matrices *)
    rewrite Hcol by lia.
    rewrite (det_ext N (minor0 b M1) (minor0 b M)), (det_ext N (minor0 b M2) (minor0 b M)).
    + ring.
    + intros a c' Ha Hc'. unfold minor0, skip. apply Hsame; [lia | destruct (Nat.ltb_spec c' b); lia | destruct (Nat.ltb_spec c' b); lia].
    + intros a c' Ha Hc'. unfold minor0, skip. apply Hsame; [lia | destruct (Nat.ltb_spec c' b); lia | destruct (Nat.ltb_spec c' b); lia].
  - (* another term: the minor is linear in the column that was b *)
    destruct (Hsame O c ltac:(lia) Hc Hne) as [E1 E2]. rewrite E1, E2.
    set (b' := if Nat.ltb b c then b else pred b).
    assert (Hskip : skip c b' = b) by (unfold b', skip; idx_cases; lia).
    rewrite (IH b' (minor0 c M) (minor0 c M1) (minor0 c M2)).
    + ring.
    + unfold b'. idx_cases; lia.
    + intros a c' Ha Hc' Hne'. unfold minor0. apply Hsame; [lia | unfold skip; idx_cases; lia |].
      intros E. apply Hne'. rewrite <- Hskip in E. unfold skip in E. revert E. idx_cases; lia.
    + intros a Ha. unfold minor0. rewrite Hskip. apply Hcol. lia.
Qed.

(** A zero column makes det 0. *)
Lemma det_zero_col N b M : (b < N)%nat -> (forall a, (a < N)%nat -> M a b = 0) -> det N M = 0.
Proof.
  intros Hb H. rewrite (det_linear_col N b M M M 0 0); [ring | exact Hb | auto |].
  intros a Ha. rewrite H by exact Ha. ring.
Qed.

(** Column [b] of M is Σₜ coef(t) × column [b] of F(t), the other columns the same. *)
Lemma det_col_sum N b m M (F : nat -> mat) (coef : nat -> R) :
  (b < N)%nat ->
  (forall t a c, (a < N)%nat -> (c < N)%nat -> c <> b -> F t a c = M a c) ->
  (forall a, (a < N)%nat -> M a b = sum m (fun t => coef t * F t a b)) ->
  det N M = sum m (fun t => coef t * det N (F t)).
Proof.
  revert M. induction m as [|m IH]; intros M Hb Hsame Hcol.
  - simpl. apply (det_zero_col N b M Hb). intros a Ha. rewrite Hcol by exact Ha. reflexivity.
  - set (M' := fun a c => if Nat.eqb c b then sum m (fun t => coef t * F t a b) else M a c).
    rewrite (det_linear_col N b M M' (F m) 1 (coef m)).
    + simpl sum. rewrite (IH M'); [ring | exact Hb | |].
      * intros t a c Ha Hc Hne. unfold M'. destruct (Nat.eqb_spec c b); [lia|]. apply Hsame; assumption.
      * intros a Ha. unfold M'. rewrite Nat.eqb_refl. reflexivity.
    + exact Hb.
    + intros a c Ha Hc Hne. unfold M'. destruct (Nat.eqb_spec c b); [lia|]. split; [reflexivity|].
      apply Hsame; assumption.
    + intros a Ha. rewrite Hcol by exact Ha. simpl sum. unfold M'. rewrite Nat.eqb_refl. ring.
Qed.

(** ** Pigeonhole: N indices sent injectively below m need N ≤ m *)

Lemma pigeonhole N m (s : nat -> nat) :
  (forall b, (b < N)%nat -> (s b < m)%nat) ->
  (forall b b', (b < N)%nat -> (b' < N)%nat -> s b = s b' -> b = b') -> (N <= m)%nat.
Proof.
  revert m s. induction N as [|N IH]; intros m s Hs Hinj; [lia|].
  set (v := s N).
  assert (Hv : (v < m)%nat) by (apply Hs; lia).
  set (s' := fun b => if Nat.ltb (s b) v then s b else pred (s b)).
  assert (Hne : forall b, (b < N)%nat -> s b <> v).
  { intros b Hb E. assert (b = N) by (apply Hinj; [lia | lia | exact E]). lia. }
  assert (N <= m - 1)%nat; [|lia].
  apply (IH (m - 1)%nat s').
  - intros b Hb. unfold s'. specialize (Hs b ltac:(lia)). specialize (Hne b Hb).
    destruct (Nat.ltb_spec (s b) v); lia.
  - intros b b' Hb Hb' E. unfold s' in E. apply Hinj; [lia | lia |].
    pose proof (Hne b Hb). pose proof (Hne b' Hb').
    destruct (Nat.ltb_spec (s b) v); destruct (Nat.ltb_spec (s b') v); lia.
Qed.

(** ** A minor of order N of a product with inner dimension m < N vanishes *)

(** The columns before [N − j] are columns [σ b] of P (σ b < m), the others those of P Q:
    expanding the first of the others over the m columns of P, by induction on j. *)
Lemma det_mmul_zero_aux N m P Q : (m < N)%nat ->
  forall j (sigma : nat -> nat) M, (j <= N)%nat ->
  (forall b, (b < N - j)%nat -> (sigma b < m)%nat /\ forall a, (a < N)%nat -> M a b = P a (sigma b)) ->
  (forall b, (N - j <= b)%nat -> (b < N)%nat -> forall a, (a < N)%nat -> M a b = mmul m P Q a b) ->
  det N M = 0.
Proof.
  intros Hm j. induction j as [|j IH]; intros sigma M Hj HP HQ.
  - (* every column is a column of P: two of them are the same one *)
    destruct (Req_dec (det N M) 0) as [E|Hnz]; [exact E|]. exfalso.
    assert (Hinj : forall b b', (b < N)%nat -> (b' < N)%nat -> sigma b = sigma b' -> b = b').
    { intros b b' Hb Hb' E.
      destruct (Nat.lt_total b b') as [Hlt|[Heq|Hgt]]; [|exact Heq|].
      - exfalso. apply Hnz. apply (det_equal_columns N b b' M Hlt Hb').
        intros a Ha. destruct (HP b ltac:(lia)) as [_ E1]. destruct (HP b' ltac:(lia)) as [_ E2].
        rewrite E1, E2, E by exact Ha. reflexivity.
      - exfalso. apply Hnz. apply (det_equal_columns N b' b M Hgt Hb).
        intros a Ha. destruct (HP b ltac:(lia)) as [_ E1]. destruct (HP b' ltac:(lia)) as [_ E2].
        rewrite E1, E2, E by exact Ha. reflexivity. }
    assert (N <= m)%nat; [|lia].
    apply (pigeonhole N m sigma); [|exact Hinj].
    intros b Hb. apply HP. lia.
  - set (k := (N - S j)%nat).
    rewrite (det_col_sum N k m M (fun t a c => if Nat.eqb c k then P a t else M a c) (fun t => Q t k)).
    + rewrite (sum_ext m _ (fun _ => 0)); [apply sum_zero|]. intros t Ht.
      rewrite (IH (fun b => if Nat.eqb b k then t else sigma b)); [ring | lia | |].
      * intros b Hb. destruct (Nat.eqb_spec b k) as [->|Hne].
        -- split; [exact Ht|]. intros a Ha. reflexivity.
        -- destruct (HP b ltac:(unfold k in *; lia)) as [Hs E]. split; [exact Hs|].
           intros a Ha. destruct (Nat.eqb_spec b k); [lia|]. apply E, Ha.
      * intros b Hb Hb' a Ha. destruct (Nat.eqb_spec b k); [unfold k in *; lia|]. apply HQ; unfold k in *; lia.
    + unfold k. lia.
    + intros t a c Ha Hc Hne. destruct (Nat.eqb_spec c k); [lia|]. reflexivity.
    + intros a Ha. rewrite HQ by (unfold k; lia). unfold mmul.
      apply sum_ext. intros t _. rewrite Nat.eqb_refl. ring.
Qed.

Lemma det_mmul_zero N m P Q : (m < N)%nat -> det N (mmul m P Q) = 0.
Proof.
  intros Hm. apply (det_mmul_zero_aux N m P Q Hm N (fun _ => O) (mmul m P Q)); [lia | lia |].
  intros; reflexivity.
Qed.

(** A matrix that agrees with P Q (inner dimension m < N) on the N × N block. *)
Lemma det_factored_zero N m M P Q : (m < N)%nat ->
  (forall a b, (a < N)%nat -> (b < N)%nat -> M a b = sum m (fun t => P a t * Q t b)) -> det N M = 0.
Proof.
  intros Hm H. rewrite (det_ext N M (mmul m P Q)); [apply det_mmul_zero, Hm|]. exact H.
Qed.

(** ** LayerNorm of a product: its part before the shift is a product again *)

(** With Zᵢₗ = (A B)ᵢₗ (l < d): Zᵢⱼ − μ(Zᵢ) = Σₜ Aᵢₜ (Bₜⱼ − (1/d) Σₗ Bₜₗ). *)
Lemma centred_factored d k (A B Z : mat) i j :
  (forall l, (l < d)%nat -> Z i l = mmul k A B i l) -> (j < d)%nat ->
  Z i j - token_average d (row Z i) = sum k (fun t => A i t * (B t j - sum d (fun l => B t l) / INR d)).
Proof.
  intros HZ Hj. unfold token_average, row.
  rewrite (sum_ext d (fun l => Z i l) (fun l => sum k (fun t => A i t * B t l))) by (intros; apply HZ; assumption).
  rewrite sum_swap, HZ by exact Hj. unfold mmul, Rdiv.
  rewrite (sum_ext k (fun t => sum d (fun l => A i t * B t l)) (fun t => A i t * sum d (fun l => B t l)))
    by (intros; apply sum_scal_l).
  rewrite <- sum_scal_r, <- sum_minus. apply sum_ext. intros t _. ring.
Qed.

(** (LN(Z) − 1 b_LNᵀ)ᵢⱼ = Σₜ (Aᵢₜ / sᵢ) (gⱼ (Bₜⱼ − (1/d) Σₗ Bₜₗ)) when Z = A B on row i. *)
Lemma layer_norm_linear_factored d k (A B Z : mat) (g b : vec) eps i j :
  (forall l, (l < d)%nat -> Z i l = mmul k A B i l) -> (j < d)%nat ->
  msub (layer_norm d g b eps Z) (outer ones b) i j
    = sum k (fun t => A i t / token_scale d eps (row Z i) * (g j * (B t j - sum d (fun l => B t l) / INR d))).
Proof.
  intros HZ Hj. unfold msub, layer_norm, outer, ones.
  remember (token_scale d eps (row Z i)) as s eqn:Hs.
  rewrite (sum_ext k _ (fun t => g j / s * (A i t * (B t j - sum d (fun l => B t l) / INR d))))
    by (intros; unfold Rdiv; ring).
  rewrite sum_scal_l, <- (centred_factored d k A B Z i j HZ Hj). unfold Rdiv. ring.
Qed.

(** ** The Euclidean norm of a vector, [vnorm2] (Norms.v) *)

Lemma sum_sq_nonneg d x : 0 <= sum d (fun j => x j * x j).
Proof. apply sum_nonneg. intros. apply Rle_0_sqr. Qed.

Lemma vnorm2_nonneg d x : 0 <= vnorm2 d x.
Proof. apply sqrt_pos. Qed.

Lemma vnorm2_sq d x : vnorm2 d x * vnorm2 d x = sum d (fun j => x j * x j).
Proof. apply sqrt_sqrt, sum_sq_nonneg. Qed.

Lemma vnorm2_ext d x y : (forall j, (j < d)%nat -> x j = y j) -> vnorm2 d x = vnorm2 d y.
Proof. intros H. unfold vnorm2. f_equal. apply sum_ext. intros j Hj. rewrite H by exact Hj. reflexivity. Qed.

(** Two nonnegative numbers compare as their squares. *)
Lemma le_of_sq x y : 0 <= y -> x * x <= y * y -> x <= y.
Proof. intros Hy H. apply Rsqr_incr_0_var; [unfold Rsqr; exact H | exact Hy]. Qed.

(** An entry is at most the ℓ₂ norm. *)
Lemma abs_le_vnorm2 d x j : (j < d)%nat -> Rabs (x j) <= vnorm2 d x.
Proof.
  intros Hj. apply le_of_sq; [apply vnorm2_nonneg|]. rewrite vnorm2_sq.
  rewrite <- Rabs_mult, Rabs_right by (apply Rle_ge, Rle_0_sqr).
  apply (sum_term_le d (fun j => x j * x j) j Hj). intros. apply Rle_0_sqr.
Qed.

(** ℓ₁ ≤ d ℓ₂ (each of the d terms is at most ℓ₂). *)
Lemma abs_sum_le_vnorm2 d x : sum d (fun j => Rabs (x j)) <= INR d * vnorm2 d x.
Proof. apply sum_le_const. intros. apply abs_le_vnorm2. assumption. Qed.

(** ℓ₂ ≤ ℓ₁: Σ xⱼ² ≤ Σ |xⱼ| (Σ |xₗ|). *)
Lemma vnorm2_le_abs_sum d x : vnorm2 d x <= sum d (fun j => Rabs (x j)).
Proof.
  apply le_of_sq; [apply sum_abs_nonneg|]. rewrite vnorm2_sq.
  rewrite <- sum_scal_r. apply sum_le. intros j Hj.
  rewrite <- (Rabs_right (x j * x j)) by (apply Rle_ge, Rle_0_sqr). rewrite Rabs_mult.
  apply Rmult_le_compat_l; [apply Rabs_pos|].
  apply (sum_term_le d (fun j => Rabs (x j)) j Hj). intros. apply Rabs_pos.
Qed.

(** Cauchy–Schwarz, from Lagrange's identity
    Σᵢ Σⱼ (xᵢyⱼ − xⱼyᵢ)² = 2 (Σ x²)(Σ y²) − 2 (Σ xy)². *)
Lemma cauchy_schwarz d x y : sum d (fun j => x j * y j) <= vnorm2 d x * vnorm2 d y.
Proof.
  set (Sxy := sum d (fun j => x j * y j)).
  assert (HL : sum d (fun i => sum d (fun j => (x i * y j - x j * y i) * (x i * y j - x j * y i)))
               = 2 * (sum d (fun i => x i * x i) * sum d (fun j => y j * y j)) - 2 * (Sxy * Sxy)).
  { rewrite (sum_ext d _ (fun i => sum d (fun j => (x i * x i) * (y j * y j))
                                 + sum d (fun j => (y i * y i) * (x j * x j))
                                 - 2 * sum d (fun j => (x i * y i) * (x j * y j)))).
    - rewrite sum_minus, sum_plus, sum_scal_l, !sum_product. unfold Sxy. ring.
    - intros i _. rewrite <- sum_plus, <- sum_scal_l, <- sum_minus. apply sum_ext. intros j _. ring. }
  assert (H0 : 0 <= sum d (fun i => sum d (fun j => (x i * y j - x j * y i) * (x i * y j - x j * y i)))).
  { apply sum_nonneg. intros. apply sum_nonneg. intros. apply Rle_0_sqr. }
  destruct (Rle_or_lt Sxy 0) as [Hn|Hp].
  - pose proof (vnorm2_nonneg d x). pose proof (vnorm2_nonneg d y).
    apply (Rle_trans _ 0); [exact Hn | apply Rmult_le_pos; assumption].
  - apply le_of_sq; [apply Rmult_le_pos; apply vnorm2_nonneg|].
    replace (vnorm2 d x * vnorm2 d y * (vnorm2 d x * vnorm2 d y))
      with ((vnorm2 d x * vnorm2 d x) * (vnorm2 d y * vnorm2 d y)) by ring.
    rewrite !vnorm2_sq. lra.
Qed.

(** The triangle inequality: Σ (x + y)² = Σ x² + 2 Σ xy + Σ y² ≤ (‖x‖ + ‖y‖)². *)
Lemma vnorm2_triangle d x y : vnorm2 d (fun j => x j + y j) <= vnorm2 d x + vnorm2 d y.
Proof.
  pose proof (vnorm2_nonneg d x). pose proof (vnorm2_nonneg d y).
  apply le_of_sq; [lra|]. rewrite vnorm2_sq.
  rewrite (sum_ext d _ (fun j => x j * x j + 2 * (x j * y j) + y j * y j)) by (intros; ring).
  rewrite !sum_plus, sum_scal_l.
  pose proof (cauchy_schwarz d x y). pose proof (vnorm2_sq d x). pose proof (vnorm2_sq d y). nra.
Qed.

Lemma vnorm2_scal d c x : vnorm2 d (fun j => c * x j) = Rabs c * vnorm2 d x.
Proof.
  unfold vnorm2. rewrite (sum_ext d _ (fun j => (c * c) * (x j * x j))) by (intros; ring).
  rewrite sum_scal_l, sqrt_mult by (apply Rle_0_sqr || apply sum_sq_nonneg).
  f_equal. apply sqrt_Rsqr_abs.
Qed.

Lemma vnorm2_sub_sym d x y : vnorm2 d (fun j => x j - y j) = vnorm2 d (fun j => y j - x j).
Proof. unfold vnorm2. f_equal. apply sum_ext. intros. ring. Qed.

(** ‖x‖ − ‖y‖ ≤ ‖x − y‖. *)
Lemma vnorm2_reverse d x y : vnorm2 d x - vnorm2 d y <= vnorm2 d (fun j => x j - y j).
Proof.
  pose proof (vnorm2_triangle d (fun j => x j - y j) y) as H. cbv beta in H.
  rewrite (vnorm2_ext d (fun j => x j - y j + y j) x) in H by (intros; ring). lra.
Qed.

(** Centring does not increase ℓ₂: Σ (wⱼ − m)² = Σ wⱼ² − d m² for m = (1/d) Σ wⱼ. *)
Lemma vnorm2_centre d w : (1 <= d)%nat -> vnorm2 d (fun j => w j - sum d w / INR d) <= vnorm2 d w.
Proof.
  intros Hd. assert (HD : 0 < INR d) by (apply lt_0_INR; lia).
  unfold vnorm2. apply sqrt_le_1_alt.
  set (m := sum d w / INR d).
  rewrite (sum_ext d _ (fun j => w j * w j - 2 * m * w j + m * m)) by (intros; ring).
  rewrite sum_plus, sum_minus, sum_scal_l, sum_const.
  assert (E : sum d w = INR d * m) by (unfold m; field; lra).
  rewrite E. pose proof (Rle_0_sqr m). unfold Rsqr in *. nra.
Qed.

(** ** LayerNorm's normalisation of a centred token is 2/s-Lipschitz in ℓ₂

    For tokens u, v with scales s_u = √(‖u‖²/d + ε) ≥ s_v = √(‖v‖²/d + ε):
    u/s_u − v/s_v = (u − v)/s_u + v (1/s_u − 1/s_v), and ‖v‖ (s_u − s_v) ≤ ‖u − v‖ s_v
    because d (s_u − s_v)(s_u + s_v) = ‖u‖² − ‖v‖² ≤ ‖u − v‖ (‖u‖ + ‖v‖) and
    ‖v‖ (‖u‖ + ‖v‖) ≤ d s_v (s_u + s_v). *)

Lemma scale_gap a b e su sv D eps :
  0 < D -> 0 < eps -> 0 <= a -> 0 <= b -> a - b <= e ->
  su = sqrt (a * a / D + eps) -> sv = sqrt (b * b / D + eps) -> sv <= su ->
  b * (su - sv) <= e * sv.
Proof.
  intros HD He Ha Hb Hab Hsu Hsv Hle.
  assert (Hu2 : su * su = a * a / D + eps).
  { rewrite Hsu. apply sqrt_sqrt. pose proof (Rle_0_sqr a). unfold Rsqr in *.
    apply Rplus_le_le_0_compat; [apply Rmult_le_pos; [lra | left; apply Rinv_0_lt_compat, HD] | lra]. }
  assert (Hv2 : sv * sv = b * b / D + eps).
  { rewrite Hsv. apply sqrt_sqrt. pose proof (Rle_0_sqr b). unfold Rsqr in *.
    apply Rplus_le_le_0_compat; [apply Rmult_le_pos; [lra | left; apply Rinv_0_lt_compat, HD] | lra]. }
  assert (Hsv0 : 0 < sv).
  { rewrite Hsv. apply sqrt_lt_R0. pose proof (Rle_0_sqr b). unfold Rsqr in *.
    apply Rplus_le_lt_0_compat; [apply Rmult_le_pos; [lra | left; apply Rinv_0_lt_compat, HD] | lra]. }
  assert (Hsu0 : 0 < su) by lra.
  (* D su² = a² + D ε, D sv² = b² + D ε *)
  assert (Hu2' : D * (su * su) = a * a + D * eps) by (rewrite Hu2; field; lra).
  assert (Hv2' : D * (sv * sv) = b * b + D * eps) by (rewrite Hv2; field; lra).
  assert (Hba : b <= a).
  { apply le_of_sq; [exact Ha|]. assert (sv * sv <= su * su) by nra. nra. }
  (* a b ≤ D su sv *)
  assert (Hab2 : a * b <= D * su * sv).
  { apply le_of_sq; [apply Rmult_le_pos; [apply Rmult_le_pos|]; lra|].
    assert (a * a <= D * (su * su)) by nra. assert (b * b <= D * (sv * sv)) by nra.
    replace (a * b * (a * b)) with ((a * a) * (b * b)) by ring.
    replace (D * su * sv * (D * su * sv)) with ((D * (su * su)) * (D * (sv * sv))) by ring.
    apply Rmult_le_compat; nra. }
  assert (Hbb : b * b <= D * sv * sv) by nra.
  (* b (su − sv) D (su + sv) = b (a − b)(a + b) ≤ e b (a + b) ≤ e D sv (su + sv) *)
  apply (Rmult_le_reg_r (D * (su + sv))); [apply Rmult_lt_0_compat; lra|].
  replace (b * (su - sv) * (D * (su + sv))) with (b * (a - b) * (a + b)) by nra.
  apply (Rle_trans _ (e * (b * (a + b)))).
  - replace (b * (a - b) * (a + b)) with ((a - b) * (b * (a + b))) by ring.
    apply Rmult_le_compat_r; [nra | exact Hab].
  - assert (0 <= e) by lra.
    replace (e * sv * (D * (su + sv))) with (e * (D * su * sv + D * sv * sv)) by ring.
    apply Rmult_le_compat_l; [exact H | nra].
Qed.

(** The scale of a token from its centred entries. *)
Definition scale_of (d : nat) (eps : R) (u : vec) : R := sqrt (sum d (fun j => u j * u j) / INR d + eps).

Lemma scale_of_vnorm2 d eps u : scale_of d eps u = sqrt (vnorm2 d u * vnorm2 d u / INR d + eps).
Proof. unfold scale_of. rewrite vnorm2_sq. reflexivity. Qed.

Lemma scale_of_pos d eps u : (1 <= d)%nat -> 0 < eps -> 0 < scale_of d eps u.
Proof.
  intros Hd He. apply sqrt_lt_R0. apply Rplus_le_lt_0_compat; [|exact He].
  apply Rmult_le_pos; [apply sum_sq_nonneg | left; apply Rinv_0_lt_compat, lt_0_INR; lia].
Qed.

Lemma normalise_lipschitz_ordered d eps u v :
  (1 <= d)%nat -> 0 < eps -> scale_of d eps v <= scale_of d eps u ->
  vnorm2 d (fun j => u j / scale_of d eps u - v j / scale_of d eps v)
    <= 2 * vnorm2 d (fun j => u j - v j) / scale_of d eps u.
Proof.
  intros Hd He Hle.
  set (su := scale_of d eps u). set (sv := scale_of d eps v).
  assert (Hsu : 0 < su) by (apply scale_of_pos; assumption).
  assert (Hsv : 0 < sv) by (apply scale_of_pos; assumption).
  set (e := vnorm2 d (fun j => u j - v j)).
  rewrite (vnorm2_ext d _ (fun j => / su * (u j - v j) + (/ su - / sv) * v j)) by (intros; unfold Rdiv; ring).
  eapply Rle_trans; [apply vnorm2_triangle|]. rewrite !vnorm2_scal.
  rewrite (Rabs_right (/ su)) by (apply Rle_ge, Rlt_le, Rinv_0_lt_compat, Hsu).
  rewrite Rabs_left1.
  2: { apply Rle_minus. apply Rinv_le_contravar; assumption. }
  fold e.
  pose proof (scale_gap (vnorm2 d u) (vnorm2 d v) e su sv (INR d) eps
                ltac:(apply lt_0_INR; lia) He (vnorm2_nonneg d u) (vnorm2_nonneg d v)
                (vnorm2_reverse d u v) (scale_of_vnorm2 d eps u) (scale_of_vnorm2 d eps v) Hle) as Hgap.
  (* ‖v‖ (1/s_v − 1/s_u) ≤ e/s_u *)
  assert (Hv : - (/ su - / sv) * vnorm2 d v <= / su * e).
  { replace (- (/ su - / sv) * vnorm2 d v) with (vnorm2 d v * (su - sv) / (su * sv)) by (field; lra).
    apply (Rmult_le_reg_r (su * sv)); [apply Rmult_lt_0_compat; assumption|].
    unfold Rdiv. rewrite Rmult_assoc, Rinv_l, Rmult_1_r by (apply Rgt_not_eq, Rmult_lt_0_compat; assumption).
    replace (/ su * e * (su * sv)) with (e * sv) by (field; lra). exact Hgap. }
  unfold Rdiv. lra.
Qed.

(** The bound with any [m] below both scales. *)
Lemma normalise_lipschitz d eps u v m :
  (1 <= d)%nat -> 0 < eps -> 0 < m -> m <= scale_of d eps u -> m <= scale_of d eps v ->
  vnorm2 d (fun j => u j / scale_of d eps u - v j / scale_of d eps v)
    <= 2 * vnorm2 d (fun j => u j - v j) / m.
Proof.
  intros Hd He Hm Hu Hv.
  pose proof (vnorm2_nonneg d (fun j => u j - v j)) as He0.
  destruct (Rle_or_lt (scale_of d eps v) (scale_of d eps u)) as [Hle|Hlt].
  - eapply Rle_trans; [apply normalise_lipschitz_ordered; assumption|].
    unfold Rdiv. apply Rmult_le_compat_l; [lra|]. apply Rinv_le_contravar; assumption.
  - rewrite vnorm2_sub_sym, (vnorm2_sub_sym d u v).
    eapply Rle_trans; [apply normalise_lipschitz_ordered; [assumption | assumption | lra]|].
    rewrite <- (vnorm2_sub_sym d u v).
    unfold Rdiv. apply Rmult_le_compat_l; [lra|]. apply Rinv_le_contravar; assumption.
Qed.

(** ** The induced norms: triangle inequalities, submultiplicativity, comparisons *)

Lemma max_column_sum_triangle n d A B :
  max_column_sum n d (madd A B) <= max_column_sum n d A + max_column_sum n d B.
Proof.
  apply bigmax_le; [pose proof (max_column_sum_nonneg n d A); pose proof (max_column_sum_nonneg n d B); lra|].
  intros j Hj. unfold madd.
  apply (Rle_trans _ (sum n (fun i => Rabs (A i j)) + sum n (fun i => Rabs (B i j)))).
  - rewrite <- sum_plus. apply sum_le. intros. apply Rabs_triang.
  - apply Rplus_le_compat; apply column_sum_le_max, Hj.
Qed.

Lemma max_row_sum_triangle n d A B :
  max_row_sum n d (madd A B) <= max_row_sum n d A + max_row_sum n d B.
Proof.
  apply bigmax_le; [pose proof (max_row_sum_nonneg n d A); pose proof (max_row_sum_nonneg n d B); lra|].
  intros i Hi. unfold madd.
  apply (Rle_trans _ (sum d (fun j => Rabs (A i j)) + sum d (fun j => Rabs (B i j)))).
  - rewrite <- sum_plus. apply sum_le. intros. apply Rabs_triang.
  - apply Rplus_le_compat; apply row_sum_le_max, Hi.
Qed.

(** ‖A‖₁ ≤ n ‖A‖_∞: every entry of a column is at most its row's sum. *)
Lemma max_column_sum_le_rows n d A : max_column_sum n d A <= INR n * max_row_sum n d A.
Proof.
  apply bigmax_le; [apply Rmult_le_pos; [apply pos_INR | apply max_row_sum_nonneg]|].
  intros j Hj. apply sum_le_const. intros i Hi. apply abs_entry_le_max_row_sum; assumption.
Qed.

(** ‖A‖_∞ ≤ d ‖A‖₁: every entry of a row is at most its column's sum. *)
Lemma max_row_sum_le_columns n d A : max_row_sum n d A <= INR d * max_column_sum n d A.
Proof.
  apply bigmax_le; [apply Rmult_le_pos; [apply pos_INR | apply max_column_sum_nonneg]|].
  intros i Hi. apply sum_le_const. intros j Hj.
  eapply Rle_trans; [|apply column_sum_le_max, Hj].
  apply (sum_term_le n (fun r => Rabs (A r j)) i Hi). intros. apply Rabs_pos.
Qed.

Lemma max_column_sum_mmul n k d A B :
  max_column_sum n d (mmul k A B) <= max_column_sum n k A * max_column_sum k d B.
Proof.
  apply bigmax_le; [apply Rmult_le_pos; apply max_column_sum_nonneg|]. intros j Hj.
  apply (Rle_trans _ (sum n (fun i => sum k (fun l => Rabs (A i l) * Rabs (B l j))))).
  { apply sum_le. intros i _. apply mmul_abs_le. }
  rewrite sum_swap.
  apply (Rle_trans _ (sum k (fun l => max_column_sum n k A * Rabs (B l j)))).
  - apply sum_le. intros l Hl. rewrite sum_scal_r.
    apply Rmult_le_compat_r; [apply Rabs_pos | apply column_sum_le_max, Hl].
  - rewrite sum_scal_l. apply Rmult_le_compat_l; [apply max_column_sum_nonneg|].
    apply column_sum_le_max, Hj.
Qed.

Lemma max_row_sum_mmul n k d A B :
  max_row_sum n d (mmul k A B) <= max_row_sum n k A * max_row_sum k d B.
Proof.
  apply bigmax_le; [apply Rmult_le_pos; apply max_row_sum_nonneg|]. intros i Hi.
  apply (Rle_trans _ (sum d (fun j => sum k (fun l => Rabs (A i l) * Rabs (B l j))))).
  { apply sum_le. intros j _. apply mmul_abs_le. }
  rewrite sum_swap.
  apply (Rle_trans _ (sum k (fun l => Rabs (A i l) * max_row_sum k d B))).
  - apply sum_le. intros l Hl. rewrite sum_scal_l.
    apply Rmult_le_compat_l; [apply Rabs_pos | apply row_sum_le_max, Hl].
  - rewrite sum_scal_r. apply Rmult_le_compat_r; [apply max_row_sum_nonneg|].
    apply row_sum_le_max, Hi.
Qed.
