//! The global allocator: every block it gives has the layout's alignment, zeroed blocks
//! are zero, and reallocation keeps the contents, for word-aligned layouts (mimalloc's
//! plain entry points) and larger alignments (its aligned ones).

use std::alloc::{GlobalAlloc, Layout};

use lemmacheck::allocator::{Allocator, WORD};

/// Sizes from 1 byte to past mimalloc's small and medium pages, and the alignments from 1
/// to 4096 bytes.
fn layouts() -> Vec<Layout> {
    let sizes = [1usize, 2, 3, 7, 8, 9, 15, 16, 17, 24, 40, 100, 1000, 1024, 1025, 4096, 70_000, 1 << 20];
    let aligns = (0..=12).map(|k| 1usize << k);
    aligns.flat_map(|a| sizes.iter().map(move |&s| Layout::from_size_align(s, a).expect("a valid layout"))).collect()
}

#[test]
fn every_block_has_its_layouts_alignment_and_keeps_its_contents() {
    let a = Allocator;
    assert!(WORD >= std::mem::align_of::<f64>() && WORD >= std::mem::align_of::<usize>());
    for layout in layouts() {
        // several blocks of the layout at once, so that they are not all the first of a page
        let blocks: Vec<*mut u8> = (0..5).map(|_| unsafe { a.alloc(layout) }).collect();
        for (k, &p) in blocks.iter().enumerate() {
            assert!(!p.is_null() && p as usize % layout.align() == 0, "{layout:?}: block {k} at {p:p}");
            unsafe {
                for i in 0..layout.size() {
                    p.add(i).write((i % 251) as u8);
                }
            }
        }
        for p in blocks {
            // grown to more than twice the size: moved, with the contents and the alignment kept
            let grown = unsafe { a.realloc(p, layout, 2 * layout.size() + 3) };
            assert!(!grown.is_null() && grown as usize % layout.align() == 0, "{layout:?} grown");
            for i in 0..layout.size() {
                assert_eq!(unsafe { grown.add(i).read() }, (i % 251) as u8, "{layout:?} grown: byte {i}");
            }
            let grown_layout = Layout::from_size_align(2 * layout.size() + 3, layout.align()).expect("a valid layout");
            unsafe { a.dealloc(grown, grown_layout) };
        }
        let zeroed = unsafe { a.alloc_zeroed(layout) };
        assert!(!zeroed.is_null() && zeroed as usize % layout.align() == 0, "{layout:?} zeroed");
        assert!((0..layout.size()).all(|i| unsafe { zeroed.add(i).read() } == 0), "{layout:?}: a zeroed block is zero");
        unsafe { a.dealloc(zeroed, layout) };
    }
}
