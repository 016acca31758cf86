#!/usr/bin/env python3
"""Warthog's A*, the C++ peer, on the queries of `pathlab bench astar`.

Warthog (the Shortest Path Lab's C++ library for grid pathfinding,
github.com/ShortestPathLab/warthog-core) is not a Java library, so the bench cannot run it in its
JVMs: this script runs Warthog's own command (`warthog --alg astar`) on the same 100 queries of each
of the four maps as `pathlab bench astar` (every scenario with a path, taken at even steps through
the file), 2 untimed rounds then 5 timed ones, and reports the sum over the queries of each query's
fastest round, in milliseconds, as the bench does. Warthog times each search itself (wall-clock
time, from the search's start to its end, not building the path); the bench times ours in thread CPU
time and includes building the result, so on an idle machine this comparison does not favour ours.
Every query's cost is checked against the scenario's.

  git clone https://github.com/ShortestPathLab/warthog-core /tmp/warthog-core
  git -C /tmp/warthog-core checkout f379ef2          # the commit of bench/README.md's figures
  cmake -S /tmp/warthog-core -B /tmp/warthog-core/build -DCMAKE_BUILD_TYPE=Release
  cmake --build /tmp/warthog-core/build -j
  python3 bench/warthog.py /tmp/warthog-core/build/warthog [--maps ../shared/maps]

Compare its figures with `./pathlab bench astar` run just before or after it (bench/README.md).
"""

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

MAPS = {"den520d": "dao", "brc202d": "dao", "maze512-1-0": "maze", "random512-25-0": "random"}  # the bench's four
WARMUPS, REPEATS, QUERIES = 2, 5, 100  # as `pathlab bench astar` by default


def scenarios(scen):
    """The scenario file's queries, read as the bench reads them (blank lines and a first line
    `version ...` skipped, nine tab-separated fields): (line, start, goal, optimal cost) each."""
    queries = []
    for number, line in enumerate(scen.read_text().splitlines(), 1):
        line = line.strip()
        if not line or (number == 1 and line.startswith("version")):
            continue
        fields = line.split("\t")
        try:
            if len(fields) != 9:
                raise ValueError(f"expected 9 tab-separated fields, found {len(fields)}")
            start, goal = (int(fields[4]), int(fields[5])), (int(fields[6]), int(fields[7]))
            queries.append((line, start, goal, float(fields[8])))
        except ValueError as e:
            sys.exit(f"warthog.py: {scen}:{number}: {e}")
    return queries


def chosen(queries, count):
    """The bench's choice: the queries with a path, taken at even steps through the file."""
    with_path = [q for q in queries if not (q[3] == 0 and q[1] != q[2])]
    n = min(count, len(with_path))
    return [with_path[i * len(with_path) // n] for i in range(n)]


def time_map(warthog, map_file, queries):
    """(milliseconds, expansions, queries whose cost differs from the scenario's) for one map."""
    rounds = WARMUPS + REPEATS
    with tempfile.NamedTemporaryFile("w", suffix=".scen") as scen:
        scen.write("version 1\n" + "\n".join(q[0] for q in queries * rounds) + "\n")
        scen.flush()
        try:
            done = subprocess.run(
                [warthog, "--alg", "astar", "--scen", scen.name, "--map", map_file], capture_output=True, text=True
            )
        except OSError as e:
            sys.exit(f"warthog.py: {warthog} could not be run: {e.strerror}")
    if done.returncode:
        sys.exit(f"warthog.py: {warthog} failed on {map_file}: {done.stderr.strip()[-300:]}")
    rows = [line.split("\t") for line in done.stdout.splitlines()[1:] if line.strip()]
    n = len(queries)
    if len(rows) != n * rounds:
        sys.exit(f"warthog.py: {warthog} answered {len(rows)} of {n * rounds} queries on {map_file}")
    nanos = [min(int(rows[r * n + i][7]) for r in range(WARMUPS, rounds)) for i in range(n)]
    expansions = sum(int(rows[i][2]) for i in range(n))
    wrong = sum(1 for i in range(n) if abs(float(rows[i][9]) - queries[i][3]) > max(0.01, 1e-5 * queries[i][3]))
    return sum(nanos) / 1e6, expansions, wrong


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("warthog", help="Warthog's command, built as this file's header says")
    parser.add_argument("--maps", default="../shared/maps", help="the Moving AI maps folder")
    arguments = parser.parse_args()
    warthog = shutil.which(arguments.warthog)
    if warthog is None:
        sys.exit(f"warthog.py: {arguments.warthog}: not a command (build Warthog as this file's header says)")
    print("| map | warthog | expansions | costs not the scenario's |")
    print("|---|---:|---:|---:|")
    for name, folder in MAPS.items():
        map_file = Path(arguments.maps) / folder / f"{name}.map"
        scen = Path(f"{map_file}.scen")
        for needed in (map_file, scen):
            if not needed.is_file():
                sys.exit(f"warthog.py: {needed}: no such file (--maps names the Moving AI maps folder)")
        try:
            queries = chosen(scenarios(scen), QUERIES)
        except (OSError, UnicodeDecodeError) as e:
            sys.exit(f"warthog.py: {scen}: cannot be read: {e}")
        millis, expansions, wrong = time_map(warthog, str(map_file), queries)
        print(f"| {name} | {millis:.1f} ms | {expansions:,} | {wrong} |", flush=True)


if __name__ == "__main__":
    main()
