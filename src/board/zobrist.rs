//! Zobrist keys, generated at compile time from a fixed seed so hashes are
//! identical across runs and threads.

use super::bits::Bits;

/// Slots for the largest board layout (25×25 uses 704 point indices).
pub const SLOTS: usize = Bits::<11>::CAPACITY;

const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

const fn generate() -> [[u64; SLOTS]; 2] {
    let mut keys = [[0u64; SLOTS]; 2];
    let mut state = 0x7465_6E67_656E_u64; // "tengen"
    let mut c = 0;
    while c < 2 {
        let mut p = 0;
        while p < SLOTS {
            let (s, k) = splitmix(state);
            state = s;
            keys[c][p] = k;
            p += 1;
        }
        c += 1;
    }
    keys
}

/// `STONE[colour][point]`: the key of a stone of that colour on that point.
pub static STONE: [[u64; SLOTS]; 2] = generate();

/// Mixed into the hash when White is to move, for situational superko.
pub const WHITE_TO_MOVE: u64 = 0x5A17_0D1E_C0FF_EE11;
