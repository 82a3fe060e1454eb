//! The layer map of src/lib.rs, checked on the source: `board` → `rules`
//! → `game` → `sgf` → `search` → `gtp`, each layer using only the ones
//! before it (`bench` measures them from the command line; main.rs is a
//! separate crate and may use everything). And no import cycle among the
//! modules inside src/search/.
//!
//! Only non-test code counts: files named `tests.rs` and what follows a
//! `#[cfg(test)]` line are left out (unit tests may reach higher, e.g.
//! game's tests play random games with search's light playouts). Comments
//! are left out too.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The layers, lowest first, with the ones each may use besides itself.
const LAYERS: &[(&str, &[&str])] = &[
    ("board", &[]),
    ("rules", &["board"]),
    ("game", &["board", "rules"]),
    ("sgf", &["board", "rules", "game"]),
    // search does not read SGF, and must not.
    ("search", &["board", "rules", "game"]),
    ("gtp", &["board", "rules", "game", "sgf", "search"]),
    // bench::search builds a Game (game, rules) to hand to the search.
    ("bench", &["board", "rules", "game", "search"]),
];

/// Cycles among src/search/'s modules known today, each as the sorted
/// module paths in it (none since the search was split into rooms).
const KNOWN_SEARCH_CYCLES: &[&[&str]] = &[];

/// Crate-root items that belong to a layer (`#[macro_export]` macros).
const ROOT_ITEMS: &[(&str, &str)] = &[("with_board", "board")];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read src/") {
        let path = entry.expect("directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|x| x == "rs")
            && path.file_name().is_some_and(|n| n != "tests.rs")
        {
            out.push(path);
        }
    }
    out.sort();
}

/// The code of a file without test modules and comments.
fn code(path: &Path) -> String {
    let text = std::fs::read_to_string(path).expect("read a source file");
    let mut out = String::new();
    for line in text.lines() {
        if line.trim() == "#[cfg(test)]" {
            break;
        }
        let line = match line.find("//") {
            Some(i) => &line[..i],
            None => line,
        };
        out.push_str(line);
        out.push('\n');
    }
    out
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The first segment after each `crate::` (including `$crate::`).
fn crate_roots(code: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (n, line) in code.lines().enumerate() {
        let mut rest = line;
        while let Some(i) = rest.find("crate::") {
            let before = rest[..i].chars().last();
            rest = &rest[i + "crate::".len()..];
            if before.is_some_and(|c| is_ident(c) && c != '$') {
                continue;
            }
            let name: String = rest.chars().take_while(|&c| is_ident(c)).collect();
            if !name.is_empty() {
                found.push((n + 1, name));
            }
        }
    }
    found
}

#[test]
fn each_layer_uses_only_the_layers_before_it() {
    let root = src();
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    let mut bad = Vec::new();
    let mut checked = 0;
    for path in &files {
        let rel = path.strip_prefix(&root).unwrap();
        let first = rel
            .components()
            .next()
            .unwrap()
            .as_os_str()
            .to_string_lossy();
        let layer = first.trim_end_matches(".rs");
        if layer == "main" || layer == "lib" {
            continue;
        }
        let Some((_, allowed)) = LAYERS.iter().find(|(l, _)| *l == layer) else {
            bad.push(format!(
                "src/{}: module `{layer}` is not in the layer map (tests/layers.rs)",
                rel.display()
            ));
            continue;
        };
        checked += 1;
        for (line, name) in crate_roots(&code(path)) {
            let target = ROOT_ITEMS
                .iter()
                .find(|(item, _)| *item == name)
                .map_or(name.as_str(), |(_, l)| l);
            if target != layer && !allowed.contains(&target) {
                bad.push(format!(
                    "src/{}:{line}: `{layer}` uses crate::{name} ({target}); it may use only {allowed:?}",
                    rel.display()
                ));
            }
        }
    }
    assert!(checked > 20, "only {checked} files checked");
    assert!(bad.is_empty(), "layer map broken:\n{}", bad.join("\n"));
}

/// The module path of a file under src/: `search/run.rs` → `search::run`,
/// `search/mod.rs` → `search`.
fn module_of(rel: &Path) -> String {
    let mut parts: Vec<String> = rel
        .with_extension("")
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts.join("::")
}

/// The paths named by the `use` declarations of `code`, braces expanded:
/// `use super::{a::X, b};` → `super::a::X`, `super::b`.
fn use_paths(code: &str) -> Vec<String> {
    let mut paths = Vec::new();
    let mut rest = code;
    while let Some(i) = rest.find("use ") {
        let before = rest[..i].chars().last();
        rest = &rest[i + 4..];
        if before.is_some_and(is_ident) {
            continue;
        }
        let Some(end) = rest.find(';') else { break };
        let tree: String = rest[..end].chars().filter(|c| !c.is_whitespace()).collect();
        expand("", &tree, &mut paths);
        rest = &rest[end..];
    }
    paths
}

fn expand(prefix: &str, tree: &str, out: &mut Vec<String>) {
    match tree.find('{') {
        Some(open) if tree.ends_with('}') => {
            let head = format!("{prefix}{}", &tree[..open]);
            let inner = &tree[open + 1..tree.len() - 1];
            let mut depth = 0;
            let mut start = 0;
            for (i, c) in inner.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        expand(&head, &inner[start..i], out);
                        start = i + 1;
                    }
                    _ => {}
                }
            }
            expand(&head, &inner[start..], out);
        }
        _ if tree.is_empty() => {}
        _ => out.push(format!("{prefix}{tree}")),
    }
}

/// The module inside `modules` that `path`, used in module `from`,
/// refers to: the longest known module prefix of the resolved path.
fn resolve(from: &str, path: &str, modules: &BTreeSet<String>) -> Option<String> {
    let mut base: Vec<&str> = from.split("::").collect();
    let mut segments = path.split("::").peekable();
    match segments.peek().copied() {
        Some("crate") => {
            base.clear();
            segments.next();
        }
        Some("self") => {
            segments.next();
        }
        Some("super") => {
            while segments.peek() == Some(&"super") {
                base.pop();
                segments.next();
            }
        }
        // A child module named directly (2018 paths) or an outside crate.
        Some(first) if modules.contains(&format!("{from}::{first}")) => {}
        _ => return None,
    }
    let mut full: Vec<&str> = base;
    for s in segments {
        let s = s.split(" as ").next().unwrap();
        if s == "self" || s == "*" {
            continue;
        }
        full.push(s);
    }
    (1..=full.len())
        .rev()
        .map(|n| full[..n].join("::"))
        .find(|m| modules.contains(m))
}

/// Every elementary cycle's node set in `graph`, found from each node
/// by a depth-first walk (small graphs only).
fn cycles(graph: &BTreeMap<String, BTreeSet<String>>) -> BTreeSet<Vec<String>> {
    fn walk(
        graph: &BTreeMap<String, BTreeSet<String>>,
        start: &str,
        node: &str,
        path: &mut Vec<String>,
        found: &mut BTreeSet<Vec<String>>,
    ) {
        for next in graph.get(node).into_iter().flatten() {
            if next == start {
                let mut cycle = path.clone();
                cycle.sort();
                found.insert(cycle);
            } else if !path.contains(next) && next.as_str() > start {
                path.push(next.clone());
                walk(graph, start, next, path, found);
                path.pop();
            }
        }
    }
    let mut found = BTreeSet::new();
    for start in graph.keys() {
        walk(graph, start, start, &mut vec![start.clone()], &mut found);
    }
    found
}

#[test]
fn no_import_cycle_inside_search() {
    let root = src();
    let mut files = Vec::new();
    rust_files(&root.join("search"), &mut files);
    let modules: BTreeMap<String, PathBuf> = files
        .iter()
        .map(|p| (module_of(p.strip_prefix(&root).unwrap()), p.clone()))
        .collect();
    assert!(
        modules.contains_key("search::tree::run"),
        "{:?}",
        modules.keys()
    );
    let names: BTreeSet<String> = modules.keys().cloned().collect();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut why: BTreeMap<(String, String), String> = BTreeMap::new();
    for (module, path) in &modules {
        for used in use_paths(&code(path)) {
            if let Some(target) = resolve(module, &used, &names)
                && &target != module
            {
                graph
                    .entry(module.clone())
                    .or_default()
                    .insert(target.clone());
                why.entry((module.clone(), target)).or_insert(used);
            }
        }
    }
    let found = cycles(&graph);
    let known: BTreeSet<Vec<String>> = KNOWN_SEARCH_CYCLES
        .iter()
        .map(|c| c.iter().map(|m| m.to_string()).collect())
        .collect();
    let describe = |cycle: &Vec<String>| {
        let edges: Vec<String> = why
            .iter()
            .filter(|((a, b), _)| cycle.contains(a) && cycle.contains(b))
            .map(|((a, _), used)| format!("{a} uses {used}"))
            .collect();
        format!("{} ({})", cycle.join(" ↔ "), edges.join("; "))
    };
    let new: Vec<String> = found.difference(&known).map(describe).collect();
    assert!(
        new.is_empty(),
        "import cycles in src/search/:\n{}",
        new.join("\n")
    );
    let gone: Vec<_> = known.difference(&found).collect();
    if !gone.is_empty() {
        eprintln!("known cycles no longer present, remove them from KNOWN_SEARCH_CYCLES: {gone:?}");
    }
}

#[test]
fn the_cycle_check_finds_cycles() {
    let modules: BTreeSet<String> = ["s", "s::a", "s::b", "s::c", "s::d"]
        .iter()
        .map(|m| m.to_string())
        .collect();
    let paths = use_paths("use super::{b::X, c};\nuse crate::s::d::{self, Y};\nuse std::fmt;");
    assert_eq!(
        paths,
        [
            "super::b::X",
            "super::c",
            "crate::s::d::self",
            "crate::s::d::Y",
            "std::fmt"
        ]
    );
    let targets: Vec<_> = paths
        .iter()
        .filter_map(|p| resolve("s::a", p, &modules))
        .collect();
    assert_eq!(targets, ["s::b", "s::c", "s::d", "s::d"]);
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (a, b) in [
        ("s::a", "s::b"),
        ("s::b", "s::c"),
        ("s::c", "s::a"),
        ("s::a", "s::d"),
    ] {
        graph.entry(a.into()).or_default().insert(b.into());
    }
    let found = cycles(&graph);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found.contains(&vec!["s::a".to_string(), "s::b".into(), "s::c".into()]));
}
