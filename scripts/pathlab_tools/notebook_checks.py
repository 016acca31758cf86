"""Key-output checks for the course notebooks, keyed by notebook name.

Idea: the stale-output check in run-notebooks.py proves that committed outputs are what
the code produces; these checks prove that what it produces is *right* (a shortest path
has the expected cost, a picture is there). Each check receives the executed notebook
and a helper and raises AssertionError with a message for the reader.

Add one by writing a function and listing it in CHECKS under the notebook's file name
without ".ipynb".
"""

import html
import re

from .toolchain import REPO


def outputs_text(cell):
    """All text a cell showed: streams and text/plain values, joined."""
    parts = []
    for out in cell.get("outputs", []):
        if out.get("output_type") == "stream":
            parts.append(out.get("text", ""))
        elif "data" in out:
            parts.append(out["data"].get("text/plain", ""))
    return "".join(parts)


def has_png(cell):
    return any("image/png" in out.get("data", {}) for out in cell.get("outputs", []))


def check_start_here(nb):
    code = [c for c in nb.cells if c.cell_type == "code"]
    text = "\n".join(outputs_text(c) for c in code)
    assert "Hello from Java" in text, "the first cell should greet"
    assert any(has_png(c) for c in code), "the display(...) cell should show a PNG"
    assert any(o.get("output_type") == "error" for c in code for o in c.get("outputs", [])), (
        "the raises-exception cell should show its exception"
    )


LISTINGS = REPO / "src" / "test" / "resources" / "listings"


def listing(name):
    """A lecture listing as the library prints it; LectureListingsTest pins these files to the
    transcription in ../shared/reference/lecture-examples.md."""
    return (LISTINGS / f"{name}.txt").read_text(encoding="utf-8")


def all_text(nb):
    return "".join(outputs_text(c) for c in nb.cells if c.cell_type == "code")


def check_dijkstra(nb):
    text = all_text(nb)
    assert listing("lecture-1") in text, "Example 1's listing differs from the lecture's"
    assert player_listings(nb)[0] == listing("lecture-1"), "the step player's listing differs from the lecture's"
    assert "right: [1] N: A, O: B(A,3) C(A,5) D(A,9)" in text, "the prediction of [1] should be right"
    assert "[4] N: F: D has the smaller cost-so-far (D: 7, F: 13) (the wrong node chosen" in text, (
        "the first guess at the ladder's [4] should be told the smallest cost-so-far goes first"
    )
    assert svgs(nb) >= 3, "the graph, the initial state and the path should be drawn"
    assert "<table" in all_html(nb), "the steps should be shown as an HTML table"
    assert (
        "[2] N: D: D and B tie on cost-so-far 7, and B arrived on the open list first (the wrong tie order;" in text
    ), "the first guess at the practice graph's [2] should be told the tie order"
    assert "pathlab-sandbox" in all_html(nb), "the sandbox cell should show a search"


def all_html(nb):
    """The HTML the code cells displayed."""
    return "".join(
        out.get("data", {}).get("text/html", "")
        for c in nb.cells
        if c.cell_type == "code"
        for out in c.get("outputs", [])
    )


def printed_text(nb):
    """What the code cells printed, without the text stand-ins of the pictures shown between."""
    return "".join(
        out.get("text", "")
        for c in nb.cells
        if c.cell_type == "code"
        for out in c.get("outputs", [])
        if out.get("output_type") == "stream"
    )


def pngs(nb):
    """How many PNG pictures the notebook shows."""
    return sum(
        "image/png" in out.get("data", {}) for c in nb.cells if c.cell_type == "code" for out in c.get("outputs", [])
    )


def svgs(nb):
    """How many SVG pictures the notebook shows (as HTML images, SvgPicture.html())."""
    return sum(
        out.get("data", {}).get("text/html", "").startswith('<img src="data:image/svg+xml;base64,')
        for c in nb.cells
        if c.cell_type == "code"
        for out in c.get("outputs", [])
    )


PLAYER_LINE = re.compile(r'<span class="pathlab-line" data-iteration="\d+">([^<]*)</span>')


def players(nb):
    """The HTML of every step player shown (StepPlayer), in order."""
    return [
        page
        for c in nb.cells
        if c.cell_type == "code"
        for out in c.get("outputs", [])
        for page in [out.get("data", {}).get("text/html", "")]
        if page.startswith('<div class="pathlab-player"')
    ]


def player_listings(nb):
    """The listing of every step player shown, in order, as plain text."""
    return ["".join(html.unescape(line) for line in PLAYER_LINE.findall(page)) for page in players(nb)]


def has_gif(cell):
    return any("data:image/gif;base64," in out.get("data", {}).get("text/html", "") for out in cell.get("outputs", []))


def check_astar(nb):
    text = all_text(nb)
    assert listing("lecture-2") in text, "Example 2's listing differs from the lecture's"
    assert player_listings(nb)[:3] == [listing("lecture-2"), listing("lecture-3"), listing("lecture-3")], (
        "the step players of Examples 2 and 3 (the second at [6]) differ from the lecture's listings"
    )
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert svgs(nb) >= 1, "the graph with the heuristic should be drawn"
    assert sum(has_gif(c) for c in code) >= 2, "the grid race and the fill patterns should be animated"
    assert "stop at the goal: A C D E F (cost 15, 5 iterations)" in text
    assert "same steps as Dijkstra's Example 1: true" in text
    assert "[2] N: C: C and B tie on estimated-total-cost 11" in text and "(the wrong tie order;" in text, (
        "the first guess at Example 2's [2] should be told the tie order"
    )
    assert (
        "[6] C(A,5,16): the connection from B gives C the cheaper cost-so-far 4" in text
        and "(a closed node not reopened;" in text
    ), "the first guess at Example 3's [6] should be told to reopen C"
    assert "[2] N: B: D has the smaller estimated-total-cost (D: 13, B: 16) (the wrong node chosen;" in text, (
        "the first guess at the practice graph's [2] should be told the smallest estimated-total-cost goes first"
    )
    assert "pathlab-sandbox" in all_html(nb), "the sandbox cell should show a search"
    graph = [c for c in code if "LiveGraph.of(lecture)" in c.source]
    assert graph and has_png(graph[0]) and "Widget(live graph of maps/lecture.graph" in outputs_text(graph[0]), (
        "the live graph should open on the lecture's graph, saved as its still picture"
    )
    race = [c for c in code if 'beside("zero")' in c.source]
    assert race and has_png(race[0]) and "Widget(live grid of map outdoor" in outputs_text(race[0]), (
        "Dijkstra beside A* should be live on the outdoor map, saved as its still picture"
    )


def check_grids_and_heuristics(nb):
    code = [c for c in nb.cells if c.cell_type == "code"]
    text = all_text(nb)
    assert sum(has_png(c) for c in code) >= 4, "the fill pictures should be shown"
    live = [c for c in code if "LiveGrid.of(indoorMap)" in c.source]
    assert live and has_png(live[0]) and "Widget(live grid of map indoor" in outputs_text(live[0]), (
        "the live map should open on the indoor map, saved as its still picture"
    )
    fills = player_listings(nb)
    assert len(fills) == 3 and all("Final path: " in f for f in fills), (
        "the indoor and the Dragon Age fills and the jump point search should be shown in step players,"
        " each ending with its path"
    )
    assert all(len(page.encode()) < 2_000_000 for page in players(nb)), "a step player should stay below 2 MB"
    assert any("\n  C: (" in f for f in fills) and any("\n  closed: " in f for f in fills), (
        "the grid players should name the cells of a short closed list and give a long one's size"
    )
    assert any(
        (row.get("heuristic"), row.get("cost"), row.get("optimal")) == ("manhattan", "168.936", "false")
        for rows in html_tables(nb).values()
        for row in rows
    ), "Manhattan with diagonals should miss the optimum once"
    assert "octile, 5 goals: admissible" in text and "manhattan, 5 goals: overestimates" in text, (
        "the checker should find octile admissible and Manhattan not"
    )
    assert "No path (0 iterations)" in text, "the component early exit should expand nothing"
    assert "the same cost: true" in text, "jump point search should find A*'s cost on the Dragon Age query"
    assert " ms" not in text and " µs" not in text, "times vary from run to run: notebooks leave them out"
    closed = {}
    for line in text.splitlines():
        if " closed " in line and " cells (" in line:
            closed[line[:17].strip()] = int(line.rsplit("(", 1)[1].rstrip("%)"))
    assert closed["indoor  euclidean"] > 2 * closed["outdoor euclidean"], (
        f"the Euclidean fill should be far larger indoors than outdoors: {closed}"
    )


def check_cluster_heuristic(nb):
    code = [c for c in nb.cells if c.cell_type == "code"]
    text = all_text(nb)
    assert listing("cluster-example-lecture") in text, (
        "the lecture's rule on the worked example differs from its pinned listing"
    )
    assert listing("cluster-example-euclidean") in text, "the Euclidean trace differs from its pinned listing"
    assert svgs(nb) >= 1, "the worked example's level should be drawn"
    assert sum(has_png(c) for c in code) >= 3, "the cluster and fill pictures should be shown"
    assert len(players(nb)) == 1, "the cluster heuristic's fill should be shown in a step player"
    assert "admissible, not consistent" in text, "the checker should find the heuristic admissible"
    assert " ms" not in text, "times vary from run to run: notebooks leave them out"
    ratios = {}
    for rows in html_tables(nb).values():
        for row in rows:
            if "expanded ratio" in row and row.get("heuristic") in ("cluster:rooms", "cluster-lecture:rooms"):
                ratios.setdefault((row["map"], row["heuristic"]), float(row["expanded ratio"]))
    assert ratios.get(("indoor", "cluster:rooms"), 1) < 0.75, (
        f"rooms should save expansions on the indoor map: {ratios}"
    )
    assert ratios.get(("indoor", "cluster-lecture:rooms"), 1) < 1, (
        f"the lecture's rule should save expansions indoors: {ratios}"
    )


def check_open_lists(nb):
    code = [c for c in nb.cells if c.cell_type == "code"]
    text = "\n".join(outputs_text(c) for c in code)
    for line in (
        "swap with parent 4:    10 30 20 17 38 30 24 34",
        "swap with lower child: 17 30 20 34 38 30 24",
        "position 4 has no children: stop.",
    ):
        assert line in text, "the heap walk-through should show: " + line
    assert text.count("same listing as the lecture: true") == 8, (
        "every open list (the seven of the article's ladder and heap-on-top) should give the lecture's listing"
    )
    assert "article (LIFO): [3] N: F" in text, "LIFO ties should take F at [3] of Example 3"
    assert "Closing note." in text, "the benchmark's closing note should be shown"
    assert any(has_png(c) for c in code), "the benchmark chart should be shown"


def html_tables(nb):
    """Every table a notebook showed with HtmlTable: {caption: [row, ...]}, each row {column: text}."""
    tables = {}
    for c in nb.cells:
        for out in c.get("outputs", []):
            page = out.get("data", {}).get("text/html", "")
            for table in re.findall(r"<table.*?</table>", page, re.S):
                caption = re.search(r"<caption[^>]*>(.*?)</caption>", table, re.S)
                head = [html.unescape(h) for h in re.findall(r"<th(?:\s[^>]*)?>(.*?)</th>", table, re.S)]
                rows = [
                    [html.unescape(d) for d in re.findall(r"<td(?:\s[^>]*)?>(.*?)</td>", row, re.S)]
                    for row in re.findall(r"<tr>(.*?)</tr>", table.split("</thead>")[-1], re.S)
                ]
                tables[html.unescape(caption.group(1)) if caption else ""] = [dict(zip(head, r)) for r in rows]
    return tables


def check_landmarks(nb):
    code = [c for c in nb.cells if c.cell_type == "code"]
    text = all_text(nb)
    tables = html_tables(nb)
    assert "lower bound |cost(L,Z) - cost(L,A)| = 9.0711" in text, "the triangle's bound on the small map"
    assert sum(has_png(c) for c in code) >= 4, "goals helped, light and dark, sites, scatter: four pictures"
    placement = next(
        (rows for caption, rows in tables.items() if caption.startswith("mean expanded, and paths of optimal")), None
    )
    assert placement, "the placements should be compared in a table"
    queries = int(
        re.search(r"over (\d+) long queries", next(c for c in tables if c.startswith("mean expanded, and"))).group(1)
    )
    for row in placement:
        for k in (4, 16):
            assert int(row[f"k={k} optimal"]) == queries, f"every landmark path must be optimal: {row}"
    overestimates = [int(row["overestimates"]) for row in tables.get("memory vs expansions", [])]
    assert overestimates and all(o == 0 for o in overestimates), (
        f"compact tables must not overestimate: {overestimates}"
    )
    stale = re.search(r"(\d+) not shortest with stale tables", text)
    assert stale and int(stale.group(1)) > 0, "a broken wall with stale tables should give non-shortest paths"
    assert sum(player_count(c) for c in code) >= 1, "the sandbox should show its step player"
    if "den520d" in text:
        ratio = re.search(r"octile / landmarks = ([\d.]+), landmarks / perfect = ([\d.]+)", text)
        assert float(ratio.group(1)) >= 15 and float(ratio.group(2)) <= 2, f"den520d targets: {ratio.group(0)}"


def player_count(cell):
    """How many step players a cell showed, on their own or inside a sandbox's output."""
    return sum(
        out.get("data", {}).get("text/html", "").count('<div class="pathlab-player"') for out in cell.get("outputs", [])
    )


def check_coursework(nb):
    text = all_text(nb)
    assert "first difference at line 7:" in text and "≠  O: B(A,3) C(A,5) D(A,9)" in text, (
        "the listing comparison should show line 7 beside the lecture's"
    )
    assert "nothing implementing DijkstraSearch was handed in" in text and "score 0/7" in text, (
        "the visible tests should run and say that nothing was handed in"
    )


CHECKS = {
    "00-start-here": check_start_here,
    "01-dijkstra": check_dijkstra,
    "02-astar": check_astar,
    "03-open-lists": check_open_lists,
    "04-grids-and-heuristics": check_grids_and_heuristics,
    "05-cluster-heuristic": check_cluster_heuristic,
    "06-landmarks": check_landmarks,
    "07-how-coursework-is-checked": check_coursework,
}
