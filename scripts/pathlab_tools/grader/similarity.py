"""Similarity of a batch's submissions (scripts/grade --batch DIR ... --similarity REPORT_DIR).

For each assignment in the batch, JPlag (the plagiarism detector of programming courses, 4.3.0
from Maven Central: coursework/similarity/) compares the submissions' own code with each other and
with the library's reference classes for that assignment (Lester's heap for A3, ...), and writes
its report to REPORT_DIR/A1.zip (open it in JPlag's report viewer, https://jplag.github.io/JPlag/).

A submission's own code is its code cells without the cells given in the solution edition; the
code the assignments give around the solutions (class skeletons, signatures) is JPlag's base code,
whose matches do not count. Cells are JShell snippets, so each is split into its top-level
snippets as JShell reads them (a class, then a statement after it, in any order) and they are put
together into one Java class: imports first, declarations as members, each run of statements a
method of its own.

Every submission gets a row: its highest similarity and closest match, or "not compared: why" (a
notebook grading cannot read, no code of its own, code JPlag cannot parse, an assignment that is
not compared, JPlag failed or took longer than TIME_LIMIT). The report is written whole or not at all.

  highest(graded, report_dir) -> {submission path: (highest similarity in %, closest match)
                                                   or ("", "not compared: why")}

The similarity is a teacher's clue, never a score: grading does not read it.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import nbformat

from .. import assignments, toolchain
from .feedback import file_name
from .notebook import Submission, first_line, read_notebook

REPO = toolchain.REPO
JPLAG = REPO / "coursework" / "similarity"
LIBRARY = REPO / "src" / "main" / "java" / "pathlab"
# The library's counterparts of each assignment's solution regions (its manifest's similar-to). An
# assignment without any (A0: listings typed as text, the same in every right answer, which JPlag
# skips) is not compared.
REFERENCES = {a.id: a.similar_to for a in assignments.all() if a.similar_to}
TIME_LIMIT = 600  # seconds for JPlag on one assignment (a class of 200 takes well under a minute)
REGION = re.compile(r"^\s*//\s*(BEGIN|END) SOLUTION\s*$")
# a method's type parameters, <...> nested three deep at most, matched one way only (so a cell of
# many "<a> <a> ..." cannot make the match take time growing with their square)
TYPE_PARAMETERS = r"<[^;{}<>]*(<[^;{}<>]*(<[^;{}<>]*>[^;{}<>]*)*>[^;{}<>]*)*>"
# a snippet that declares a member: a type, or a method (a name, parameters, a body); never a statement
STATEMENT = r"(?!(if|else|for|while|do|switch|try|catch|finally|return|throw|synchronized|new|yield|assert)\b)"
# (the modifiers are matched once, never given back: "(?=(?P<m>...))(?P=m)", so that a cell of many
# "public public ..." cannot make the match take time growing with their square)
DECLARATION = re.compile(
    r"\s*(@[\w.]+(\([^)]*\))?\s*)*" + STATEMENT + r"(?=(?P<modifiers>((public|private|protected|"
    r"static|final|abstract|sealed|non-sealed|strictfp|default)\s+)*))(?P=modifiers)"
    r"((class|interface|record|enum)\s|"
    r"(" + TYPE_PARAMETERS + r"\s*)?[\w<>\[\],.? ]+\s+\w+\s*\([^;{}]*\)\s*(throws\s+[\w., ]+)?\{)",
    re.S,
)
# a statement JShell may end without ';' that is not an expression: a variable declared, a return...
LOCAL = re.compile(r"\s*(final\s+)?[\w<>\[\],.? ]+\s+\w+\s*(=|$)")
# what the splitter steps over whole: comments, text blocks, strings and characters
# (an unclosed one ends with its line, or the cell, even after a lone backslash: a cell of many
# unclosed "\"\ ... cannot make the splitter take time growing with their square)
LITERAL = re.compile(
    r'//[^\n]*|/\*.*?(\*/|\Z)|"""(\\.|[^\\])*?("""|\\?\Z)|"(\\.|[^"\\\n])*("|\\?$)|\'(\\.|[^\'\\\n])*(\'|\\?$)',
    re.S | re.M,
)


class SimilarityError(Exception):
    pass


def snippets(source):
    """A cell's top-level snippets, as JShell reads it: each ends at a ';' or a block's '}' outside
    any bracket (comments, strings and text blocks stepped over whole), in the order written."""
    found, start, depth, at = [], 0, 0, 0
    while at < len(source):
        literal = LITERAL.match(source, at)
        if literal:
            at = literal.end()
            continue
        char = source[at]
        depth += (char in "({[") - (char in ")}]")
        at += 1
        if depth <= 0 and char in ";}":
            depth = 0
            found.append(source[start:at])
            start = at
    found.append(source[start:])
    return [s.strip() for s in found if s.strip()]


def java_class(cells, name):
    """Cells (JShell snippets) as one compilation unit: imports, then one class holding the rest,
    declarations as members and each run of statements as a method of its own, in the cells' order."""
    imports, members, statements = [], [], []

    def end_statements():
        if statements:
            members.append(f"void run{len(members) + 1}() {{\n" + "\n".join(statements) + "\n}")
            statements.clear()

    for source in cells:
        for snippet in snippets(source):
            if snippet.startswith("import "):
                imports.append(snippet if snippet.endswith(";") else snippet + ";")
            elif DECLARATION.match(snippet):
                end_statements()
                members.append(snippet)
            elif snippet == ";":  # after a block: the end of the statement before it
                if statements:
                    statements[-1] += ";"
            elif snippet.endswith((";", "}")):
                statements.append(snippet)
            else:  # a cell's last snippet may end without ';', as JShell allows: a statement, or a value shown
                statements.append(snippet + ";" if LOCAL.match(snippet) else f"Object shown = {snippet};")
        end_statements()  # a cell's statements end with it
    return "\n".join(imports) + f"\n\nclass {name} {{\n" + "\n\n".join(members) + "\n}\n"


def given(assignment):
    """The solution edition's code: the cells given whole, and every cell without its solution regions."""
    path = assignments.by_id(assignment).notebook
    cells = [c.source for c in nbformat.read(path, as_version=4).cells if c.cell_type == "code"]
    whole = {c for c in cells if not any(REGION.match(line) for line in c.splitlines())}
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


def own_cells(path, assignment, whole):
    """The submission's own code cells (not the ones the assignment gives whole), or why there are
    none to compare. The notebook is read as grading reads it (a link is never followed)."""
    sub = Submission(path, assignment)
    nb = read_notebook(sub)
    if nb is None:
        return [], sub.not_run
    cells = [c.source for c in nb.cells if c.cell_type == "code" and c.source.strip() and c.source not in whole]
    return cells, None if cells else "no code of its own (only the cells the assignment gives)"


def jplag_classpath():
    """JPlag's jars, copied from Maven Central (through ~/.m2, by the Maven Wrapper) the first time."""
    lib = JPLAG / "target" / "lib"
    if not any(lib.glob("jplag-*.jar")):
        copy = "org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy-dependencies"  # the build's version
        done = subprocess.run(
            toolchain.maven_command("-q", "-B", "-ntp", "-f", str(JPLAG / "pom.xml"), copy, f"-DoutputDirectory={lib}"),
            cwd=toolchain.REPO,
            env=toolchain.java_environment(toolchain.find_jdk()),
            capture_output=True,
            text=True,
        )
        if done.returncode:
            raise SimilarityError(
                "cannot get JPlag from Maven Central (mvnw dependency:copy-dependencies in "
                f"{JPLAG}): {(done.stdout + done.stderr).strip().splitlines()[-3:]}"
            )
    return str(lib / "*")


def lay_out(assignment, paths, whole, root, found, names):
    """JPlag's input in root: a folder per submission with its own cells (without the cells given
    whole) as one class (names: its folder's name -> its path; found: why one is not compared), and
    one per library reference. Returns the references' names."""
    for path in paths:
        cells, why = own_cells(path, assignment, whole)
        if why:
            found[path] = ("", f"not compared: {why}")
            continue
        name = file_name(Path(path).stem)
        (root / name).mkdir(parents=True)
        (root / name / "Cells.java").write_text(java_class(cells, "Cells"), encoding="utf-8")
        names[name] = path
    references = [f"library {Path(reference).stem}" for reference in REFERENCES[assignment]]
    for reference, name in zip(REFERENCES[assignment], references):
        (root / name).mkdir(parents=True)
        shutil.copy(LIBRARY / reference, root / name)
    return references


def compare(assignment, paths, report_dir, java):
    """JPlag on one assignment: {submission path: (highest %, closest match) or ("", "not compared: why")}.
    Each submission is a folder named by feedback.file_name (no space, tab or line break), so no
    name can be a library reference's ("library AStar") or break JPlag's lines."""
    whole, skeletons = given(assignment)
    found, names = {}, {}  # names: JPlag's name of a submission -> its path
    with tempfile.TemporaryDirectory(prefix="pathlab-similarity-") as scratch:
        root, base = Path(scratch) / "submissions", Path(scratch) / "given"
        references = lay_out(assignment, paths, whole, root, found, names)
        base.mkdir()
        (base / "Cells.java").write_text(java_class(skeletons, "Cells"), encoding="utf-8")
        partial = Path(report_dir) / f".{assignment}.partial"  # JPlag writes .A1.partial.zip; renamed when whole
        written = partial.with_name(partial.name + ".zip")
        try:
            done = subprocess.run(
                [java, "-cp", jplag_classpath(), str(JPLAG / "Similarity.java"), str(root), str(base), str(partial)],
                capture_output=True,
                text=True,
                errors="replace",
                timeout=TIME_LIMIT,
            )
            if done.returncode == 0:
                os.replace(written, Path(report_dir) / f"{assignment}.zip")
        except subprocess.TimeoutExpired:
            raise SimilarityError(f"JPlag did not finish {assignment} within {TIME_LIMIT} s") from None
        finally:  # what a JPlag that failed or was stopped left: its working folder, half a report
            shutil.rmtree(partial, ignore_errors=True)
            written.unlink(missing_ok=True)
        said = (done.stderr or done.stdout).strip().splitlines()
        if done.returncode:
            raise SimilarityError(
                f"JPlag failed on {assignment}: " + (first_line(said[-1]) if said else f"exit status {done.returncode}")
            )
    best = {}
    for line in done.stdout.splitlines():
        parts = line.split("\t")
        if parts[0] == "not parsed" and len(parts) == 2 and parts[1] in names:
            found[names[parts[1]]] = ("", "not compared: JPlag cannot parse its code (a cell that is not Java?)")
        if len(parts) != 3:
            continue
        first, second, value = parts[0], parts[1], float(parts[2]) * 100
        for one, other in ((first, second), (second, first)):
            if one in names and value > best.get(names[one], (-1, ""))[0]:
                best[names[one]] = (round(value, 1), shown(names[other], references) if other in names else other)
    for path in names.values():
        found[path] = best.get(path) or found.get(path) or ("", "not compared: JPlag compared it with nothing")
    return found


def shown(path, references):
    """A submission as the closest match: its file's stem, or its whole name where the stem is a
    library reference's ("library AStar.ipynb" is a submission, "library AStar" the library's)."""
    return Path(path).name if Path(path).stem in references else Path(path).stem


def highest(graded, report_dir, java="java"):
    """graded: [(path, assignment, result)] of a batch. Writes the reports; returns each submission's
    highest similarity and closest match, or ("", "not compared: why"): every submission has one."""
    by_assignment, found = {}, {}
    for path, assignment, _ in graded:
        if assignment in REFERENCES:
            by_assignment.setdefault(assignment, []).append(path)
        else:
            found[path] = (
                "",
                f"not compared: {assignment}'s answers are listings, the same in every right answer"
                if assignment
                else "not compared: its assignment is not known",
            )
    Path(report_dir).mkdir(parents=True, exist_ok=True)
    for assignment, paths in sorted(by_assignment.items()):
        try:
            found.update(compare(assignment, paths, report_dir, java))
        except SimilarityError as e:
            found.update((path, ("", f"not compared: {e}")) for path in paths)
            print(f"grade: no similarity report: {e}", file=sys.stderr)
            continue
        print(
            f"similarity of {assignment}: {len(paths)} submissions, report {Path(report_dir) / assignment}.zip",
            file=sys.stderr,
        )
    return found
