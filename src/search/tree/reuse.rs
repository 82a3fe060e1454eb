//! Tree reuse between searches: the tree of the last search is kept with
//! the game it belongs to, and a later search of a position reached from
//! there by the moves actually played starts from the subtree under those
//! moves, statistics and all.
//!
//! A kept tree is trusted only when the game still starts the same way:
//! same size, rules and komi, the same superko keys for every position
//! up to the tree's root, the same moves, and moves since then that
//! alternate colours from the tree's side to move. Anything else
//! discards it.

use super::node::{Node, PASS};
use super::run::free_tree;
use crate::board::{Color, Move};
use crate::game::{Game, MoveRecord};
use crate::rules::Rules;
use crate::with_board;

/// A search tree with the game position its root stands for.
pub struct KeptTree {
    root: Node,
    /// Nodes in the tree (as the search counted them), for freeing.
    nodes: usize,
    /// The side to move at the root.
    color: Color,
    size: usize,
    rules: Rules,
    komi: f64,
    /// The game's moves and superko keys up to the root.
    moves: Vec<(Color, Move)>,
    keys: Vec<u64>,
}

/// Why a kept tree was not used, for the log.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Miss {
    /// The game is not a continuation of the tree's position.
    OtherGame,
    /// A move since the root was never searched, or colours do not
    /// alternate as the tree's do.
    NotInTree,
}

impl KeptTree {
    /// Keeps `root`, the tree of a search of `game`'s current position
    /// for `color`.
    pub fn new(game: &Game, color: Color, root: Node, nodes: usize) -> KeptTree {
        KeptTree {
            root,
            nodes,
            color,
            size: game.size(),
            rules: *game.rules(),
            komi: game.komi(),
            moves: game.moves().iter().map(|m| (m.color, m.mv)).collect(),
            keys: game.position_keys().to_vec(),
        }
    }

    #[cfg(test)]
    pub fn root(&self) -> &Node {
        &self.root
    }

    /// The subtree for `color` to move in `game`'s current position, or
    /// why there is none. The rest of the tree is freed (off-thread when
    /// large) either way.
    pub fn descend(self, game: &Game, color: Color) -> Result<Node, Miss> {
        let n = self.moves.len();
        let same_game = self.size == game.size()
            && self.rules == *game.rules()
            && self.komi == game.komi()
            && game.moves().len() >= n
            && game.position_keys().get(..=n) == Some(&self.keys[..])
            && same_moves(&game.moves()[..n], &self.moves);
        let KeptTree {
            mut root, nodes, ..
        } = self;
        if !same_game {
            free_tree(root, nodes);
            return Err(Miss::OtherGame);
        }
        let mut expected = self.color;
        for m in &game.moves()[n..] {
            let child = if m.color == expected {
                root.take_child(tree_move(game, m.mv))
            } else {
                None
            };
            let Some(child) = child else {
                free_tree(root, nodes);
                return Err(Miss::NotInTree);
            };
            free_tree(std::mem::replace(&mut root, child), nodes);
            expected = expected.opponent();
        }
        if expected != color {
            free_tree(root, nodes);
            return Err(Miss::NotInTree);
        }
        Ok(root)
    }

    /// Frees the tree (off-thread when large).
    pub fn discard(self) {
        free_tree(self.root, self.nodes);
    }
}

fn same_moves(records: &[MoveRecord], moves: &[(Color, Move)]) -> bool {
    records.len() == moves.len()
        && records
            .iter()
            .zip(moves)
            .all(|(r, &(c, m))| r.color == c && r.mv == m)
}

/// A move as the tree stores it on `game`'s board.
fn tree_move(game: &Game, mv: Move) -> u16 {
    match mv {
        Move::Pass => PASS,
        Move::Play(v) => with_board!(game.board(), b => b.point(v) as u16),
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use super::*;
    use crate::board::Vertex;
    use crate::rules::Rules;
    use crate::search::tree::run::search_tree;
    use crate::search::{Budget, Hooks};

    fn budget(playouts: u64) -> Budget {
        Budget {
            playouts: Some(playouts),
            seed: Some(7),
            ..Budget::unlimited(1, 1 << 20)
        }
    }

    fn v(s: &str) -> Move {
        Move::Play(Vertex::parse_gtp(s, 9).unwrap())
    }

    /// A searched tree of the game's position for the side to move.
    fn searched(game: &Game) -> KeptTree {
        let never = AtomicBool::new(false);
        let (report, root) = search_tree(
            game,
            game.to_move(),
            &budget(3000),
            &never,
            Hooks::default(),
            Node::root(),
        );
        KeptTree::new(game, game.to_move(), root, report.nodes)
    }

    /// The most visited reply to the most visited first move.
    fn main_line(tree: &KeptTree) -> (u16, u16, u32) {
        let best = |n: &Node| {
            n.children()
                .unwrap()
                .iter()
                .max_by_key(|c| c.visits())
                .map(|c| c.mv)
                .unwrap()
        };
        let first = best(tree.root());
        let node = tree
            .root()
            .children()
            .unwrap()
            .iter()
            .find(|c| c.mv == first)
            .unwrap();
        let second = best(node);
        let visits = node
            .children()
            .unwrap()
            .iter()
            .find(|c| c.mv == second)
            .unwrap()
            .visits();
        (first, second, visits)
    }

    fn to_gtp(game: &Game, mv: u16) -> Move {
        with_board!(game.board(), b => if mv == PASS {
            Move::Pass
        } else {
            Move::Play(b.vertex(mv as crate::board::Point))
        })
    }

    #[test]
    fn descending_by_the_played_moves_keeps_their_visits() {
        let mut game = Game::new(9, Rules::chinese());
        let tree = searched(&game);
        let (a, b, visits) = main_line(&tree);
        assert!(visits > 0);
        let (ma, mb) = (to_gtp(&game, a), to_gtp(&game, b));
        game.play(Color::Black, ma).unwrap();
        game.play(Color::White, mb).unwrap();
        let root = tree.descend(&game, Color::Black).expect("subtree");
        assert_eq!(root.visits(), visits);
        // The next search starts from it and adds to it.
        let never = AtomicBool::new(false);
        let (report, root) = search_tree(
            &game,
            Color::Black,
            &budget(500),
            &never,
            Hooks::default(),
            root,
        );
        assert_eq!(report.playouts, 500);
        assert_eq!(root.visits(), visits + 500);
        assert_eq!(report.nodes, root.count());
    }

    #[test]
    fn the_same_position_reuses_the_whole_tree() {
        let game = Game::new(9, Rules::chinese());
        let tree = searched(&game);
        let visits = tree.root().visits();
        let root = tree.descend(&game, Color::Black).expect("same position");
        assert_eq!(root.visits(), visits);
        // But not for the other colour.
        let tree = searched(&game);
        assert_eq!(
            tree.descend(&game, Color::White).err(),
            Some(Miss::NotInTree)
        );
    }

    #[test]
    fn a_different_game_discards_the_tree() {
        let mut game = Game::new(9, Rules::chinese());
        game.play(Color::Black, v("E5")).unwrap();
        let tree = searched(&game);
        // Undo and another first move: the prefix no longer matches.
        let mut other = Game::new(9, Rules::chinese());
        other.play(Color::Black, v("C3")).unwrap();
        other.play(Color::White, v("E5")).unwrap();
        assert_eq!(
            tree.descend(&other, Color::Black).err(),
            Some(Miss::OtherGame)
        );
        // Another komi discards it too.
        let tree = searched(&game);
        let mut komi = game.clone();
        komi.set_komi(0.5);
        assert_eq!(
            tree.descend(&komi, Color::Black).err(),
            Some(Miss::OtherGame)
        );
        // Two moves of one colour are not a line of the tree.
        let tree = searched(&game);
        let mut twice = game.clone();
        twice.play(Color::White, v("C3")).unwrap();
        twice.play(Color::White, v("G7")).unwrap();
        assert_eq!(
            tree.descend(&twice, Color::White).err(),
            Some(Miss::NotInTree)
        );
    }

    #[test]
    fn a_reused_root_drops_the_moves_it_may_not_search() {
        let game = Game::new(9, Rules::chinese());
        let tree = searched(&game);
        let best = to_gtp(&game, main_line(&tree).0);
        let root = tree.descend(&game, Color::Black).unwrap();
        let hooks = Hooks {
            observer: None,
            filter: crate::search::RootFilter {
                allow: None,
                avoid: vec![best],
            },
        };
        let never = AtomicBool::new(false);
        let (report, root) = search_tree(&game, Color::Black, &budget(200), &never, hooks, root);
        assert!(report.moves.iter().all(|m| m.mv != best));
        assert_ne!(report.best_move, best);
        assert_eq!(report.nodes, root.count());
    }

    #[test]
    fn a_reused_root_never_offers_an_illegal_move() {
        use crate::search::tree::Candidate;
        use std::sync::atomic::AtomicUsize;
        let mut game = Game::new(9, Rules::chinese());
        game.play(Color::Black, v("E5")).unwrap();
        game.play(Color::White, v("C3")).unwrap();
        let point = |m: Move| tree_move(&game, m);
        // A root made elsewhere, as an inner node's children are: without
        // the game's legality check (here E5 is even occupied).
        let made = |moves: &[Move]| {
            let root = Node::root();
            let kids: Vec<Candidate> = moves
                .iter()
                .map(|&m| Candidate {
                    mv: point(m),
                    prior_visits: 1000,
                    prior_wins: 2000,
                })
                .collect();
            assert!(root.expand(|| kids, &AtomicUsize::new(0), usize::MAX));
            root
        };
        let never = AtomicBool::new(false);
        let root = made(&[v("E5"), v("G7")]);
        let (report, _) = search_tree(
            &game,
            Color::Black,
            &budget(100),
            &never,
            Hooks::default(),
            root,
        );
        let moves: Vec<Move> = report.moves.iter().map(|m| m.mv).collect();
        assert_eq!(moves, [v("G7")]);
        // With nothing legal left the root is expanded afresh.
        let root = made(&[v("E5"), v("C3")]);
        let (report, _) = search_tree(
            &game,
            Color::Black,
            &budget(100),
            &never,
            Hooks::default(),
            root,
        );
        assert!(report.moves.len() > 70);
        assert!(
            report
                .moves
                .iter()
                .all(|m| game.is_legal(Color::Black, m.mv))
        );
    }
}
