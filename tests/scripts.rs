//! The match and regression scripts' own Python tests, so that the one
//! test command runs them too: scripts/test_match.py (the referee's
//! board, illegal moves, superko, time losses, crashes and the rules, with
//! fake engines and GNU Go), scripts/test_regress.py (the `.tst`
//! runner against GNU Go and fake engines) and scripts/test_build_book.py
//! (the opening book's builder against a fake engine).

mod common;

#[test]
fn the_match_referee_passes_its_own_tests() {
    common::python_tests("scripts/test_match.py", &[]);
}

#[test]
fn the_regression_runner_passes_its_own_tests() {
    common::python_tests("scripts/test_regress.py", &[]);
}

#[test]
fn the_book_builder_passes_its_own_tests() {
    common::python_tests("scripts/test_build_book.py", &[]);
}
