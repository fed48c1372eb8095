//! External tools the tests use but the project does not depend on (`LEMMACHECK_REQUIRE`).

use lemmacheck::engine::settings::{missing_tool, Tool};

/// Reports a missing `tool` (`why` says how it was found missing): a failure when
/// `LEMMACHECK_REQUIRE` lists it, else a printed line saying why the check is skipped.
/// Returns `false` (the caller skips).
pub fn missing(tool: Tool, why: &str) -> bool {
    match missing_tool(tool, why, &|name| std::env::var(name).ok()) {
        Ok(skip) => {
            eprintln!("{skip}");
            false
        }
        Err(fail) => panic!("{fail}"),
    }
}
