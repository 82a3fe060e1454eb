//! scripts/twogtp_results (gogui-twogtp's result files summed up for one
//! engine) on result files that scripts/test_twogtp_results.py writes in
//! gogui-twogtp 1.6.0's format: wins by slot across swapped colours, each
//! program's own times, games over a clock's limit.

mod common;

use std::path::Path;
use std::process::Command;

#[test]
fn twogtp_results_sums_up_swapped_streams() {
    let Some(python) = common::require("python3") else {
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Command::new(python)
        .arg(root.join("scripts/test_twogtp_results.py"))
        .output()
        .expect("python3 scripts/test_twogtp_results.py");
    assert!(
        out.status.success(),
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}
