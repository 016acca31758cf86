"""Similarity of a batch's submissions (scripts/grade --batch DIR ... --similarity REPORT_DIR).

For each assignment in the batch, JPlag (the plagiarism detector of programming courses, 4.3.0
from Maven Central: coursework/similarity/) compares the submissions' own code with each other and
with the library's reference classes for that assignment (Lester's heap for A3, ...), and writes
its report to REPORT_DIR/A1.zip (open it in JPlag's report viewer, https://jplag.github.io/JPlag/).

A submission's own code is its code cells without the cells given in the solution edition; the
code the assignments give around the solutions (class skeletons, signatures) is JPlag's base code,
whose matches do not count. Cells are JShell snippets, so they are put together into one Java class:
imports first, declarations as members, statements inside methods.

  highest(graded, report_dir) -> {submission path: (highest similarity in %, closest match)}

The similarity is a teacher's clue, never a score: grading does not read it.
"""
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import nbformat

import assignments
import toolchain

REPO = toolchain.REPO
JPLAG = REPO / "coursework" / "similarity"
LIBRARY = REPO / "src" / "main" / "java" / "pathlab"
# The library's counterparts of each assignment's solution regions (its manifest's similar-to). An
# assignment without any (A0: listings typed as text, the same in every right answer, which JPlag
# skips) is not compared.
REFERENCES = {a.id: a.similar_to for a in assignments.all() if a.similar_to}
REGION = re.compile(r"^\s*//\s*(BEGIN|END) SOLUTION\s*$")
DECLARATION = re.compile(r"^\s*(@\w+\s+)*((public|private|protected|static|final|abstract|sealed)\s+)*"
                         r"(class|interface|record|enum)\s|^\s*[\w<>\[\],.? ]+\s+\w+\s*\([^;]*\)\s*(throws\s+[\w., ]+)?\{",
                         re.S)


class SimilarityError(Exception):
    pass


def java_class(cells, name):
    """Cells (JShell snippets) as one compilation unit: imports, then one class holding the rest."""
    imports, members = [], []
    for number, source in enumerate(cells, 1):
        lines = source.splitlines()
        imports += [l for l in lines if l.strip().startswith("import ")]
        body = "\n".join(l for l in lines if not l.strip().startswith("import ")).strip()
        if not body:
            continue
        if DECLARATION.match(body):
            members.append(body)
        else:
            end = "" if body.endswith((";", "}")) else ";"
            members.append(f"void cell{number}() {{\n{body}{end}\n}}")
    return "\n".join(imports) + f"\n\nclass {name} {{\n" + "\n\n".join(members) + "\n}\n"


def given(assignment):
    """The solution edition's code: the cells given whole, and every cell without its solution regions."""
    path = assignments.by_id(assignment).notebook
    cells = [c.source for c in nbformat.read(path, as_version=4).cells if c.cell_type == "code"]
    whole = {c for c in cells if not any(REGION.match(l) for l in c.splitlines())}
    skeletons = []
    for cell in cells:
        inside, kept = False, []
        for line in cell.splitlines():
            if REGION.match(line):
                inside = "BEGIN" in line
            elif not inside:
                kept.append(line)
        skeletons.append("\n".join(kept))
    return whole, skeletons


def own_cells(path, whole):
    try:
        nb = nbformat.read(path, as_version=4)
    except Exception:   # not a notebook: nothing to compare (its grading says why)
        return []
    return [c.source for c in nb.cells if c.cell_type == "code" and c.source.strip() and c.source not in whole]


def jplag_classpath():
    """JPlag's jars, copied from Maven Central (through ~/.m2, by the Maven Wrapper) the first time."""
    lib = JPLAG / "target" / "lib"
    if not any(lib.glob("jplag-*.jar")):
        copy = "org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy-dependencies"   # the build's version
        done = subprocess.run(toolchain.maven_command("-q", "-B", "-ntp", "-f", str(JPLAG / "pom.xml"), copy,
                                                      f"-DoutputDirectory={lib}"),
                              cwd=toolchain.REPO, env=toolchain.java_environment(toolchain.find_jdk()),
                              capture_output=True, text=True)
        if done.returncode:
            raise SimilarityError("cannot get JPlag from Maven Central (mvnw dependency:copy-dependencies in "
                                  f"{JPLAG}): {(done.stdout + done.stderr).strip().splitlines()[-3:]}")
    return str(lib / "*")


def compare(assignment, paths, report_dir, java):
    """JPlag on one assignment: {submission path: (highest %, closest match)}."""
    whole, skeletons = given(assignment)
    with tempfile.TemporaryDirectory(prefix="pathlab-similarity-") as scratch:
        root, base = Path(scratch) / "submissions", Path(scratch) / "given"
        names = {}
        for path in paths:
            cells = own_cells(path, whole)
            if cells:
                folder = root / Path(path).stem
                folder.mkdir(parents=True)
                (folder / "Cells.java").write_text(java_class(cells, "Cells"), encoding="utf-8")
                names[Path(path).stem] = path
        for reference in REFERENCES[assignment]:
            folder = root / f"library {Path(reference).stem}"
            folder.mkdir(parents=True)
            shutil.copy(LIBRARY / reference, folder)
        base.mkdir()
        (base / "Cells.java").write_text(java_class(skeletons, "Cells"), encoding="utf-8")
        report = Path(report_dir) / assignment
        done = subprocess.run([java, "-cp", jplag_classpath(), str(JPLAG / "Similarity.java"), str(root), str(base),
                               str(report)], capture_output=True, text=True)
        if done.returncode:
            raise SimilarityError(f"JPlag failed on {assignment}: {(done.stderr or done.stdout).strip().splitlines()[-1:]}")
    best = {}
    for line in done.stdout.splitlines():
        parts = line.split("\t")
        if len(parts) != 3:
            continue
        first, second, value = parts[0], parts[1], float(parts[2]) * 100
        for one, other in ((first, second), (second, first)):
            if one in names and value > best.get(names[one], (-1, ""))[0]:
                best[names[one]] = (round(value, 1), other)
    return best


def highest(graded, report_dir, java="java"):
    """graded: [(path, assignment, result)] of a batch. Writes the reports; returns each submission's
    highest similarity and closest match (submissions JPlag could not read are left out)."""
    by_assignment = {}
    for path, assignment, _ in graded:
        if assignment in REFERENCES:
            by_assignment.setdefault(assignment, []).append(path)
    Path(report_dir).mkdir(parents=True, exist_ok=True)
    found = {}
    for assignment, paths in sorted(by_assignment.items()):
        found.update(compare(assignment, paths, report_dir, java))
        print(f"similarity of {assignment}: {len(paths)} submissions, report {Path(report_dir) / assignment}.zip",
              file=sys.stderr)
    return found
