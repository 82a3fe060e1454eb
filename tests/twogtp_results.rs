//! scripts/twogtp_results (gogui-twogtp's result files summed up for one
//! engine) on result files that scripts/test_twogtp_results.py writes in
//! gogui-twogtp 1.6.0's format: wins by slot across swapped colours, each
//! program's own times, games over a clock's limit.

mod common;

#[test]
fn twogtp_results_sums_up_swapped_streams() {
    common::python_tests("scripts/test_twogtp_results.py", &[]);
}
