//! scripts/peer_suites (Fuego's regression suites against an engine) on
//! a small suite in Fuego's style that scripts/test_peer_suites.py
//! writes itself: the counts per suite, the not-applicable and
//! unsupported tests, the translated and dropped setup lines.

mod common;

#[test]
fn peer_suites_counts_a_fuego_style_suite() {
    common::python_tests(
        "scripts/test_peer_suites.py",
        &[("TENGEN", env!("CARGO_BIN_EXE_tengen"))],
    );
}
