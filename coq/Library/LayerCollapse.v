(** * The layer parameters of large-weights: ε_ℓ (Definition A.2) and C (proof of Theorem 5.3)

    "For each layer ℓ ∈ [L], we define a parameter ε_ℓ := 2ηφ₀(1 + Hη)^ℓ" (Definition A.2),
    and C = max_ℓ 3η(ε_ℓ² + 1), recalled in Remark D.2 from the proof of Theorem 5.3. The
    maximum runs over the layers ℓ ∈ [L] = {1, ..., L}, L ≥ 1, with no floor (unlike
    [bigmax], whose floor 0 would change a maximum of negative terms); see
    [src/math/layer_collapse.rs]. *)

From Coq Require Import Reals Lra Lia.
Open Scope R_scope.

(** ε_ℓ := 2ηφ₀(1 + Hη)^ℓ. *)
Definition epsilon_l (eta phi0 : R) (H l : nat) : R := 2 * eta * phi0 * (1 + INR H * eta) ^ l.

(** max_{ℓ∈[L]} f(ℓ) = max(f(1), ..., f(L)) for L ≥ 1 (f(0) for L = 0, never used: the
    search has L ≥ 1). *)
Fixpoint layer_max (L : nat) (f : nat -> R) : R :=
  match L with
  | O => f O
  | S L' => match L' with
            | O => f 1%nat
            | _ => Rmax (layer_max L' f) (f L)
            end
  end.

(** C = max_{ℓ∈[L]} 3η(ε_ℓ² + 1). *)
Definition lipschitz_constant (eta phi0 : R) (H L : nat) : R :=
  layer_max L (fun l => let e := epsilon_l eta phi0 H l in 3 * eta * (e * e + 1)).

Lemma layer_max_le L f c :
  (1 <= L)%nat -> (forall l, (1 <= l <= L)%nat -> f l <= c) -> layer_max L f <= c.
Proof.
  induction L as [|L IH]; intros HL H; [lia|].
  destruct L as [|L'].
  - simpl. apply H. lia.
  - change (Rmax (layer_max (S L') f) (f (S (S L'))) <= c).
    apply Rmax_lub; [apply IH; [lia | intros; apply H; lia] | apply H; lia].
Qed.

Lemma layer_max_ge L f l : (1 <= l <= L)%nat -> f l <= layer_max L f.
Proof.
  induction L as [|L IH]; intros Hl; [lia|].
  destruct L as [|L'].
  - replace l with 1%nat by lia. simpl. lra.
  - change (f l <= Rmax (layer_max (S L') f) (f (S (S L')))).
    destruct (Nat.eq_dec l (S (S L'))) as [->|Hne]; [apply Rmax_r|].
    eapply Rle_trans; [apply IH; lia | apply Rmax_l].
Qed.
