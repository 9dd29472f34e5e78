//! The hasher of the walk's tables ([`kernel::fast_hash`]). (Moved from
//! the library's unit tests, `src/fast_hash.rs`.)

use kernel::fast_hash::hash_of;

#[test]
fn every_byte_and_its_place_changes_the_hash() {
    let base = [1u8, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
    let h = hash_of(&base[..]);
    for i in 0..base.len() {
        let mut other = base;
        other[i] ^= 1;
        assert_ne!(hash_of(&other[..]), h, "byte {i}");
    }
    // A shorter input with the same leading bytes differs too.
    assert_ne!(hash_of(&base[..10]), h);
    assert_ne!(hash_of(&[0u8; 3][..]), hash_of(&[0u8; 4][..]));
}
