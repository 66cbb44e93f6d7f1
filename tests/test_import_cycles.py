"""No import circles: the modules of each checked package import one another one way only.

The graph holds every import of ``companion/`` read with ``ast``: at module level, inside
functions and under ``if TYPE_CHECKING:`` alike (a deferred import, or one for the type checker
only, still ties the two modules together: two modules that need each other are one concept, or
a third is missing). An edge goes to the module
named, or to the submodule for ``from package import submodule``; a package's ``__init__`` is
not implied by importing one of its modules.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHECKED = ("companion.printing", "companion.rules", "companion.ui", "companion.library", "companion.cli")
"""The packages kept free of cycles (a cycle is reported if one of its modules is in one of
them); ``("companion",)`` checks everything."""

Graph = dict[str, set[str]]


def module_names(root: Path, package: str) -> dict[str, Path]:
    """Every module of ``package`` (a folder under ``root``) by dotted name."""
    names = {}
    for path in sorted((root / package.replace(".", "/")).rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names[".".join(parts)] = path
    return names


def _imports(nodes: Iterable[ast.AST]) -> Iterator[ast.Import | ast.ImportFrom]:
    """The import statements in ``nodes`` and under them, wherever they are."""
    for node in nodes:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        else:
            yield from _imports(ast.iter_child_nodes(node))


def imported(module: str, path: Path, known: set[str]) -> set[str]:
    """The modules of ``known`` that ``module`` (its source at ``path``) imports."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    targets: set[str] = set()
    for node in _imports(tree.body):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
            continue
        base = node.module or ""
        if node.level:
            anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
            base = ".".join(anchor + ([base] if base else []))
        for alias in node.names:
            submodule = f"{base}.{alias.name}"
            targets.add(submodule if submodule in known else base)
    return {target for target in targets if target in known and target != module}


def import_graph(root: Path, package: str) -> Graph:
    """Module -> the modules of ``package`` it imports."""
    modules = module_names(root, package)
    known = set(modules)
    return {name: imported(name, path, known) for name, path in modules.items()}


def tangles(graph: Graph) -> list[list[str]]:
    """The groups of modules tied by import circles (the strongly connected components of more
    than one module, Tarjan's algorithm), each sorted, smallest first: a module is on a circle
    exactly when it is in one of them."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        work = [(root, iter(sorted(graph[root])))]
        while work:
            node, targets = work[-1]
            for target in targets:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph[target]))))
                    break
                if target in on_stack:
                    low[node] = min(low[node], index[target])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.append(member)
                        if member == node:
                            break
                    if len(group) > 1:
                        found.append(sorted(group))
    return sorted(found)


def circle(graph: Graph, group: list[str]) -> list[str]:
    """One shortest import circle through the first module of ``group`` (a tangle), to show."""
    start, members = group[0], set(group)
    paths = {start: [start]}
    queue = [start]
    for node in queue:
        for target in sorted(graph[node] & members):
            if target == start:
                return paths[node]
            if target not in paths:
                paths[target] = paths[node] + [target]
                queue.append(target)
    raise AssertionError(f"{group} is not a tangle")


def in_checked(module: str, packages: tuple[str, ...]) -> bool:
    return any(module == p or module.startswith(p + ".") for p in packages)


def test_no_import_cycles() -> None:
    graph = import_graph(ROOT, "companion")
    for package in CHECKED:
        assert any(in_checked(module, (package,)) for module in graph), f"no module in {package}"
    found = [group for group in tangles(graph) if any(in_checked(m, CHECKED) for m in group)]
    assert not found, "import cycles:\n" + "\n".join(
        " -> ".join(circle(graph, group) + [group[0]]) + f" (tied with: {', '.join(group)})" for group in found)


def test_the_graph_sees_deferred_relative_from_and_type_checking_imports(
        tmp_path: Path) -> None:
    folder = tmp_path / "pkg"
    (folder / "sub").mkdir(parents=True)
    (folder / "__init__.py").write_text("")
    (folder / "sub" / "__init__.py").write_text("")
    (folder / "a.py").write_text("def f():\n    from pkg import b\n")
    (folder / "b.py").write_text("from .sub.c import thing\n")
    (folder / "sub" / "c.py").write_text("from ..a import f\nimport json\n")
    (folder / "d.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg import e\n"
        "else:\n    import pkg.sub\n")
    (folder / "e.py").write_text("import pkg.d\n")
    graph = import_graph(tmp_path, "pkg")
    assert graph == {"pkg": set(), "pkg.sub": set(), "pkg.a": {"pkg.b"}, "pkg.b": {"pkg.sub.c"},
                     "pkg.sub.c": {"pkg.a"}, "pkg.d": {"pkg.e", "pkg.sub"}, "pkg.e": {"pkg.d"}}
    assert tangles(graph) == [["pkg.a", "pkg.b", "pkg.sub.c"], ["pkg.d", "pkg.e"]]
    assert circle(graph, ["pkg.a", "pkg.b", "pkg.sub.c"]) == ["pkg.a", "pkg.b", "pkg.sub.c"]
    two = {"w": {"x"}, "x": {"y", "z"}, "y": {"x", "z"}, "z": {"x"}, "u": {"v"}, "v": {"u", "w"}}
    assert tangles(two) == [["u", "v"], ["x", "y", "z"]]
    assert circle(two, ["x", "y", "z"]) == ["x", "y"]
