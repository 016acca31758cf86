"""The Gradescope autograder zip of one assignment (scripts/grade --gradescope-package OUT.zip --assignment A1).

Gradescope unpacks the zip into /autograder/source, runs setup.sh once when it builds the image
(Ubuntu, as root), then run_autograder for every submission, which must write
/autograder/results/results.json. The zip carries everything prebuilt, so the image needs no
Maven and no network beyond its package manager:

  setup.sh, run_autograder                 the two scripts Gradescope calls (gradescope/ beside this)
  pathlab/scripts/grade                    the grader, the same as here: its entry point, and of the
  pathlab/scripts/pathlab_tools/           package the grader/ and the base modules it imports
  pathlab/classpath.properties             the build's class paths, which toolchain.py reads
  pathlab/coursework/release/A1.json       the release's record, whose locked cells grading restores
  pathlab/target/classes, lib/             the library and its jars
  pathlab/coursework/target/classes, lib/  the visible tests, the grading code, JUnit's launcher
  pathlab/coursework/target/test-classes/  the hidden tests
  pathlab/kernel/target/                   the kernel, whose grading runner runs the submission

setup.sh installs a JDK, Python's nbformat and bubblewrap when they are missing, creates the user
'student' and makes everything but the runtime (library, kernel, visible tests) unreadable to it;
run_autograder grades with the student's code run as that user (grader/sandbox.py: bubblewrap's
namespaces where Gradescope's container allows them, otherwise the user and rlimits). Both scripts
read AUTOGRADER (default /autograder), so the test command can run them in a scratch folder laid
out the same way.
"""

import os
import zipfile
from pathlib import Path

from .. import toolchain

# Gradescope's two scripts, bash files beside this module, with @ASSIGNMENT@ where the assignment's id goes.
SCRIPTS = Path(__file__).resolve().parent / "gradescope"
ASSIGNMENT = "@ASSIGNMENT@"

# What the grader runs, as the build's class paths (toolchain, from classpath.properties) name it, with
# the hidden tests, relative to the checkout: folders whole (a class path's trailing '*'), the kernel's jar.
BUILT = [
    entry.relative_to(toolchain.REPO).parent.as_posix()
    if entry.name == "*"
    else entry.relative_to(toolchain.REPO).as_posix()
    for entry in toolchain.LIBRARY + toolchain.COURSEWORK + [toolchain.HIDDEN_TESTS] + toolchain.KERNEL
]
# Of scripts/pathlab_tools/: the modules the grader imports (grader/ imports nothing else of the package).
BASE_MODULES = ["__init__.py", "environment.py", "entry_point.py", "toolchain.py", "assignments.py"]


def write(out, assignment, repo, record):
    """Writes the zip; record: the text of the assignment's release record (release_record.py)."""
    missing = [p for p in BUILT if not (repo / p).exists()]
    if missing:
        print(f"grade: build first (scripts/setup --no-start): missing {', '.join(missing)}")
        return 2
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_name(out.name + ".tmp")
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as z:
        for name in ("setup.sh", "run_autograder"):
            info = zipfile.ZipInfo(name)
            info.external_attr = 0o755 << 16
            z.writestr(info, (SCRIPTS / name).read_text(encoding="utf-8").replace(ASSIGNMENT, assignment))
        z.write(repo / "scripts" / "grade", "pathlab/scripts/grade")
        z.write(repo / toolchain.CLASSPATHS.name, "pathlab/" + toolchain.CLASSPATHS.name)
        package = repo / "scripts" / "pathlab_tools"
        for module in [package / m for m in BASE_MODULES] + sorted((package / "grader").glob("*.py")):
            z.write(module, "pathlab/" + module.relative_to(repo).as_posix())
        z.writestr(f"pathlab/coursework/release/{assignment}.json", record)
        for item in BUILT:
            path = repo / item
            files = [path] if path.is_file() else sorted(p for p in path.rglob("*") if p.is_file())
            for f in files:
                z.write(f, "pathlab/" + str(f.relative_to(repo)))
    os.replace(tmp, out)
    print(f"autograder for {assignment}: {out} ({out.stat().st_size // 1024} KiB)")
    return 0
