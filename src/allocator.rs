//! The global allocator: mimalloc, called for what each request needs.
//!
//! A search allocates and frees small vectors and matrices for every case, and mimalloc
//! makes a case cheaper than glibc's malloc does (docs/DESIGN.md, *Dependencies*). The
//! `mimalloc` crate's own allocator asks mimalloc for every block through its aligned entry
//! points (`mi_malloc_aligned`, whatever the alignment), which check the alignment and
//! fall back to a generic path whenever the size's page has no free block. Almost every
//! block a search asks for has the alignment of an `f64` or a `usize`. This allocator
//! sends those to the plain entry points (`mi_malloc`, `mi_zalloc`, `mi_realloc`) and the
//! rest to the aligned ones, as the `mimalloc` crate does.
//!
//! **Why the plain entry points suffice.** mimalloc's block sizes are whole numbers of
//! machine words and the first block of every page is aligned to 16 bytes, so every block
//! `mi_malloc` returns is aligned to a word: to [`WORD`] bytes, which covers every layout
//! whose alignment is at most that. A unit test allocates layouts of every alignment up to
//! 4096 and many sizes, and checks each pointer's alignment, the zeroed blocks, and that
//! reallocation keeps the contents.
//!
//! The files a search writes do not depend on the allocator (they are byte for byte the
//! same under glibc's malloc, the `mimalloc` crate's allocator and this one).

use std::alloc::{GlobalAlloc, Layout};
use std::ffi::c_void;

use libmimalloc_sys::{mi_free, mi_malloc, mi_malloc_aligned, mi_realloc, mi_realloc_aligned, mi_zalloc, mi_zalloc_aligned};

/// The alignment every block of mimalloc's plain entry points has: one machine word.
pub const WORD: usize = std::mem::size_of::<usize>();

/// mimalloc, through its plain entry points for word-aligned layouts (see the module
/// documentation).
pub struct Allocator;

// SAFETY: every method forwards to mimalloc, which returns null or a block of at least the
// requested size; a layout with an alignment above WORD goes to an aligned entry point
// with that alignment, and a block of any entry point is freed and reallocated by mimalloc
// (mi_free and mi_realloc accept blocks of the aligned entry points too; a block of an
// aligned layout is reallocated with its alignment).
unsafe impl GlobalAlloc for Allocator {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if layout.align() <= WORD {
            mi_malloc(layout.size()).cast()
        } else {
            mi_malloc_aligned(layout.size(), layout.align()).cast()
        }
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if layout.align() <= WORD {
            mi_zalloc(layout.size()).cast()
        } else {
            mi_zalloc_aligned(layout.size(), layout.align()).cast()
        }
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, _layout: Layout) {
        mi_free(ptr.cast::<c_void>());
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if layout.align() <= WORD {
            mi_realloc(ptr.cast::<c_void>(), new_size).cast()
        } else {
            mi_realloc_aligned(ptr.cast::<c_void>(), new_size, layout.align()).cast()
        }
    }
}
