//! The shared search tree. Statistics are atomics updated without locks
//! by every search thread; a node's children are created once, by the
//! first thread that needs them (`OnceLock`), and never change after.
//!
//! Virtual loss comes for free from the update order: a thread counts
//! its visit on the way down and adds the result on the way up, so until
//! then the visit counts as a loss and other threads look elsewhere.

use std::sync::OnceLock;
use std::sync::atomic::{AtomicU32, AtomicU64, AtomicUsize, Ordering};

use crate::board::Point;

/// The point value used for a pass in the tree (0 is always off-board).
pub const PASS: u16 = 0;

/// Wins are counted in half points so a jigo is exact.
pub const WIN: u64 = 2;
pub const DRAW: u64 = 1;

/// Virtual visits at the root's mean margin that [`Node::score_utility`]
/// starts every node with: a playout's margin spreads over a dozen points
/// or more, so a node's mean means little before tens of playouts.
const SCORE_PSEUDO_VISITS: f64 = 10.0;

/// One move in the tree, with its statistics from the view of the player
/// who made the move.
///
/// A node is one 64-byte cache line, aligned to it, with 32-bit win sums
/// and 16-bit priors: more nodes fit under the memory cap, and a write by
/// one thread never touches a neighbour's line (figures in
/// docs/benchmarks.md).
#[derive(Debug, Default)]
#[repr(align(64))]
pub struct Node {
    pub mv: u16,
    /// Prior knowledge as virtual visits and half wins (fixed at creation
    /// but on a reused root, before its search starts; a few hundred at
    /// most, see [`Node::new`]).
    prior_visits: u16,
    prior_wins: u16,
    visits: AtomicU32,
    /// Sum of results in half wins: 32 bits hold two billion playouts
    /// through one node, far beyond any search.
    wins: AtomicU32,
    rave_visits: AtomicU32,
    rave_wins: AtomicU32,
    /// Sum of final score margins (Black's view, ×2 for half points).
    score_sum: AtomicU64,
    /// Sum of the squares of the same doubled margins, for the spread of
    /// the scores (`scoreStdev`). A square is at most 4·(625 + komi)² on
    /// 25×25, so 64 bits hold trillions of playouts. The node had 8
    /// bytes of padding left; this field fills them.
    score_sq_sum: AtomicU64,
    children: OnceLock<Box<[Node]>>,
}

/// A candidate child with its prior, before expansion.
#[derive(Clone, Copy, Debug)]
pub struct Candidate {
    pub mv: u16,
    pub prior_visits: u32,
    pub prior_wins: u32,
}

impl Node {
    pub fn new(mv: u16, prior_visits: u32, prior_wins: u32) -> Node {
        let (prior_visits, prior_wins) = stored_prior(prior_visits, prior_wins);
        Node {
            mv,
            prior_visits,
            prior_wins,
            ..Node::default()
        }
    }

    pub fn root() -> Node {
        Node::new(PASS, 0, 0)
    }

    #[inline]
    pub fn visits(&self) -> u32 {
        self.visits.load(Ordering::Relaxed)
    }

    /// Mean result of real playouts through this node, in [0, 1].
    pub fn winrate(&self) -> f64 {
        let v = self.visits();
        if v == 0 {
            0.5
        } else {
            self.wins.load(Ordering::Relaxed) as f64 / (WIN as f64 * v as f64)
        }
    }

    /// Mean score margin from Black's view over the playouts through here.
    pub fn mean_score(&self) -> f64 {
        let v = self.visits();
        if v == 0 {
            0.0
        } else {
            (self.score_sum.load(Ordering::Relaxed) as i64) as f64 / (2.0 * v as f64)
        }
    }

    /// Standard deviation of the score margins of the playouts through
    /// here, in points (the same from either side's view).
    pub fn score_stdev(&self) -> f64 {
        let v = self.visits();
        if v == 0 {
            return 0.0;
        }
        let n = v as f64;
        let mean = self.mean_score();
        let mean_sq = self.score_sq_sum.load(Ordering::Relaxed) as f64 / (4.0 * n);
        (mean_sq - mean * mean).max(0.0).sqrt()
    }

    pub fn rave_visits(&self) -> u32 {
        self.rave_visits.load(Ordering::Relaxed)
    }

    pub fn prior(&self) -> (u32, u32) {
        (self.prior_visits as u32, self.prior_wins as u32)
    }

    pub fn children(&self) -> Option<&[Node]> {
        self.children.get().map(|c| &**c)
    }

    /// Creates the children once; a thread that loses the race uses the
    /// winner's. Returns false when the memory cap forbids growing.
    pub fn expand(
        &self,
        make: impl FnOnce() -> Vec<Candidate>,
        nodes: &AtomicUsize,
        cap: usize,
    ) -> bool {
        if self.children.get().is_some() {
            return true;
        }
        if nodes.load(Ordering::Relaxed) >= cap {
            return false;
        }
        self.children.get_or_init(|| {
            let kids: Box<[Node]> = make()
                .into_iter()
                .map(|c| Node::new(c.mv, c.prior_visits, c.prior_wins))
                .collect();
            nodes.fetch_add(kids.len(), Ordering::Relaxed);
            kids
        });
        true
    }

    /// Counts a visit on the way down (the virtual loss).
    #[inline]
    pub fn add_visit(&self) {
        self.visits.fetch_add(1, Ordering::Relaxed);
    }

    /// Adds a playout result (in half wins) on the way up.
    #[inline]
    pub fn add_result(&self, half_wins: u64, score_x2: i64) {
        self.wins.fetch_add(half_wins as u32, Ordering::Relaxed);
        self.score_sum.fetch_add(score_x2 as u64, Ordering::Relaxed);
        // On the cache line the two adds above already own.
        self.score_sq_sum
            .fetch_add((score_x2 * score_x2) as u64, Ordering::Relaxed);
    }

    /// Adds an AMAF result `weight` times. Unlike the other statistics
    /// this is a plain load and store, not an atomic add, so two threads
    /// updating the same node at once can lose one update (as Pachi's
    /// counters can). Every playout updates about half the children of
    /// each node on its path, mostly the same nodes near the root in every
    /// thread, and locked adds there stall a core until the other gives
    /// the cache line back: on a 2-core AMD EPYC they took 40 % of a
    /// 2-thread 19×19 search (`perf record`), which then ran only
    /// 1.24–1.43× the 1-thread rate. Plain stores wait in the store buffer
    /// instead. One thread gets exactly the same numbers either way.
    #[inline]
    pub fn add_rave(&self, half_wins: u64, weight: u64) {
        let visits = self.rave_visits.load(Ordering::Relaxed);
        self.rave_visits
            .store(visits.saturating_add(weight as u32), Ordering::Relaxed);
        let wins = self.rave_wins.load(Ordering::Relaxed);
        self.rave_wins.store(
            wins.saturating_add((half_wins * weight) as u32),
            Ordering::Relaxed,
        );
    }

    /// Visits with the prior's virtual ones.
    #[inline]
    pub fn total_visits(&self) -> f64 {
        self.visits() as f64 + self.prior_visits as f64
    }

    /// The selection value: RAVE blended into the mean (Silver's schedule)
    /// with priors counted in both.
    #[inline]
    pub fn urgency(&self, rave_equiv: f64) -> f64 {
        let n = self.total_visits();
        let w =
            self.wins.load(Ordering::Relaxed) as f64 / WIN as f64 + self.prior_wins as f64 / 2.0;
        let rn = self.rave_visits() as f64 + self.prior_visits as f64;
        let rw = self.rave_wins.load(Ordering::Relaxed) as f64 / WIN as f64
            + self.prior_wins as f64 / 2.0;
        let q = if n > 0.0 { w / n } else { 0.5 };
        let rq = if rn > 0.0 { rw / rn } else { 0.5 };
        let beta = if rn > 0.0 {
            rn / (rn + n + rn * n / rave_equiv)
        } else {
            0.0
        };
        (1.0 - beta) * q + beta * rq
    }

    /// The score term of selection for the player who made this move:
    /// how far the mean margin of its playouts lies above `center`
    /// (Black's mean margin at the root, in points), from the mover's side
    /// (`sign` +1 for Black, −1 for White), over `scale` points, squashed
    /// into (−1, 1) by x / (1 + |x|). That is the shape of KataGo's
    /// (2/π)·atan score utility at the cost of a division rather than an
    /// `atan` for every child at every step down. The mean is shrunk
    /// toward the centre by [`SCORE_PSEUDO_VISITS`] virtual visits, so
    /// that the few noisy playouts of a young node cannot swing it (and
    /// an unvisited node counts as even with the root).
    #[inline]
    pub fn score_utility(&self, center: f64, sign: f64, inv_scale: f64) -> f64 {
        let n = self.visits() as f64;
        let sum = (self.score_sum.load(Ordering::Relaxed) as i64) as f64 * 0.5;
        let x = sign * (sum - n * center) * inv_scale / (n + SCORE_PSEUDO_VISITS);
        x / (1.0 + x.abs())
    }

    /// Takes a child subtree out of this node, for tree reuse.
    pub fn take_child(&mut self, mv: u16) -> Option<Node> {
        let kids = self.children.get_mut()?;
        let child = kids.iter_mut().find(|c| c.mv == mv)?;
        Some(std::mem::take(child))
    }

    /// Keeps only the children whose move `keep` accepts and returns the
    /// others (to be freed wherever the caller likes). Used on a reused
    /// root, whose children were made without the root's superko check.
    pub fn retain_children(&mut self, mut keep: impl FnMut(u16) -> bool) -> Vec<Node> {
        let Some(kids) = self.children.take() else {
            return Vec::new();
        };
        let (kept, dropped): (Vec<Node>, Vec<Node>) =
            kids.into_vec().into_iter().partition(|k| keep(k.mv));
        if !kept.is_empty() {
            let _ = self.children.set(kept.into_boxed_slice());
        }
        dropped
    }

    /// Gives the child playing `mv`, if there is one, a new prior. Used
    /// on a reused root, whose children got their priors as inner nodes.
    pub fn set_child_prior(&mut self, mv: u16, prior_visits: u32, prior_wins: u32) {
        let Some(kid) = self
            .children
            .get_mut()
            .and_then(|kids| kids.iter_mut().find(|k| k.mv == mv))
        else {
            return;
        };
        (kid.prior_visits, kid.prior_wins) = stored_prior(prior_visits, prior_wins);
    }

    /// Nodes in this subtree, for the memory count after reuse.
    pub fn count(&self) -> usize {
        1 + self
            .children()
            .map_or(0, |kids| kids.iter().map(Node::count).sum())
    }
}

/// A prior as a node stores it. Priors are a few hundred visits at most;
/// clamp rather than wrap.
fn stored_prior(prior_visits: u32, prior_wins: u32) -> (u16, u16) {
    let prior_visits = prior_visits.min(u16::MAX as u32 / 2);
    let prior_wins = prior_wins.min(2 * prior_visits);
    (prior_visits as u16, prior_wins as u16)
}

/// Whether a tree move is a pass.
#[inline]
pub fn is_pass(mv: u16) -> bool {
    mv == PASS
}

/// A tree move as a board point.
#[inline]
pub fn point(mv: u16) -> Point {
    mv as Point
}

/// Bytes of one node, reported by the search benchmark.
pub const NODE_BYTES: usize = std::mem::size_of::<Node>();
const _: () = assert!(NODE_BYTES == 64, "a node is one cache line");

#[cfg(test)]
mod tests {
    use super::*;

    /// A node through which `n` playouts ended at `margin` (Black's view).
    fn node_with(n: u32, margin: f64) -> Node {
        let node = Node::new(1, 0, 0);
        for _ in 0..n {
            node.add_visit();
            node.add_result(WIN, (margin * 2.0) as i64);
        }
        node
    }

    #[test]
    fn a_kept_roots_child_takes_a_new_prior() {
        let mut root = Node::root();
        let kids = [(PASS, 10, 2), (40, 30, 50)].map(|(mv, prior_visits, prior_wins)| Candidate {
            mv,
            prior_visits,
            prior_wins,
        });
        assert!(root.expand(|| kids.to_vec(), &AtomicUsize::new(0), usize::MAX));
        root.set_child_prior(PASS, 10, 20);
        root.set_child_prior(7, 1, 1);
        let priors: Vec<_> = root
            .children()
            .unwrap()
            .iter()
            .map(|k| (k.mv, k.prior()))
            .collect();
        assert_eq!(priors, [(PASS, (10, 20)), (40, (30, 50))]);
    }

    #[test]
    fn the_score_utility_is_the_movers_shrunk_lead_over_the_centre_squashed() {
        // Ten playouts 5 points up on a centre of 0, shrunk by ten virtual
        // visits at the centre to 2.5, over a scale of 5: x = 0.5.
        let node = node_with(10, 5.0);
        let third = 0.5 / 1.5;
        assert!((node.score_utility(0.0, 1.0, 0.2) - third).abs() < 1e-12);
        assert!((node.score_utility(0.0, -1.0, 0.2) + third).abs() < 1e-12);
        // Only the distance from the centre counts.
        assert!(node.score_utility(5.0, 1.0, 0.2).abs() < 1e-12);
        // An untried node is as good as the centre, whatever it is.
        assert_eq!(node_with(0, 0.0).score_utility(-12.0, 1.0, 0.2), 0.0);
        // Bounded, and growing with the lead.
        let far = node_with(1000, 400.0).score_utility(0.0, 1.0, 0.2);
        assert!(far < 1.0 && far > 0.98, "{far}");
        assert!(
            node_with(100, 3.0).score_utility(0.0, 1.0, 0.2)
                > node_with(100, 2.0).score_utility(0.0, 1.0, 0.2)
        );
    }
}
