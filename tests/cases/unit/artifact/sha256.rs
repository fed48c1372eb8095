use lemmacheck::artifact::sha256::{hex, Sha256};

#[test]
fn parts_with_the_same_concatenation_hash_differently() {
    let of = |parts: &[&str]| {
        let mut h = Sha256::new();
        parts.iter().for_each(|p| h.part(p.as_bytes()));
        h.hex()
    };
    assert_ne!(of(&["ab", "c"]), of(&["a", "bc"]));
    assert_eq!(of(&["ab", "c"]), of(&["ab", "c"]));
}

#[test]
fn standard_test_vectors() {
    assert_eq!(hex(b""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    assert_eq!(hex(b"abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    assert_eq!(
        hex(b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    );
    // a million 'a's, fed in uneven pieces
    let mut h = Sha256::new();
    let chunk = vec![b'a'; 999];
    let mut left = 1_000_000;
    while left > 0 {
        let n = left.min(chunk.len());
        h.update(&chunk[..n]);
        left -= n;
    }
    assert_eq!(h.hex(), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}
