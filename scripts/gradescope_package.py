"""The Gradescope autograder zip of one assignment (scripts/grade --gradescope-package OUT.zip --assignment A1).

Gradescope unpacks the zip into /autograder/source, runs setup.sh once when it builds the image
(Ubuntu, as root), then run_autograder for every submission, which must write
/autograder/results/results.json. The zip carries everything prebuilt, so the image needs no
Maven and no network beyond its package manager:

  setup.sh, run_autograder                 the two scripts Gradescope calls
  pathlab/scripts/grade                    the grader, the same as here
  pathlab/target/classes, lib/             the library and its jars
  pathlab/coursework/target/classes, lib/  the visible tests, the grading code, JUnit's launcher
  pathlab/coursework/target/test-classes/  the hidden tests
  pathlab/kernel/target/                   the Jupyter kernel

setup.sh installs a JDK and Python's nbclient when they are missing and the kernelspec
pathlab-java pointing into pathlab/. Both scripts read AUTOGRADER (default /autograder), so the
test command can run them in a scratch folder laid out the same way.
"""
import os
import zipfile
from pathlib import Path

SETUP = r"""#!/usr/bin/env bash
# Gradescope autograder setup for Pathlab assignment {assignment}: a JDK, Python with nbclient, the kernel.
set -euo pipefail
AUTOGRADER=${{AUTOGRADER:-/autograder}}
SOURCE=$AUTOGRADER/source
need=()
java -version 2>&1 | grep -Eq 'version "(1[7-9]|[2-9][0-9])' && command -v jshell >/dev/null || need+=(openjdk-17-jdk-headless)
python3 -c 'import nbclient, nbformat, jupyter_client' 2>/dev/null || need+=(python3-nbclient python3-nbformat python3-jupyter-client)
if (( ${{#need[@]}} )); then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${{need[@]}}" >/dev/null
fi
python3 -c 'import nbclient, nbformat, jupyter_client' 2>/dev/null || pip3 install -q nbclient nbformat jupyter_client
JAVA=$(readlink -f "$(command -v java)")
python3 - "$JAVA" "$SOURCE/pathlab" <<'EOF'
import json, os, sys, tempfile
from jupyter_client.kernelspec import KernelSpecManager
java, repo = sys.argv[1:]
classpath = ":".join(f"{{repo}}/{{p}}" for p in ("target/classes", "target/lib/*", "coursework/target/classes",
                                                "coursework/target/lib/*"))
spec = {{"argv": [java, "-Djava.awt.headless=true", "-Dfile.encoding=UTF-8", "-XX:+UseSerialGC", "-jar",
                  f"{{repo}}/kernel/target/pathlab-kernel.jar", "{{connection_file}}"],
        "display_name": "Java 17 (Pathlab)", "language": "java", "interrupt_mode": "message",
        "env": {{"PATHLAB_CLASSPATH": classpath}}}}
with tempfile.TemporaryDirectory() as d:
    os.mkdir(os.path.join(d, "pathlab-java"))
    with open(os.path.join(d, "pathlab-java", "kernel.json"), "w") as f:
        json.dump(spec, f, indent=2)
    print("installed kernelspec", KernelSpecManager().install_kernel_spec(os.path.join(d, "pathlab-java"), "pathlab-java", user=True))
EOF
"""

RUN = r"""#!/usr/bin/env bash
# Gradescope runs this for every submission: grade /autograder/submission as {assignment}.
AUTOGRADER=${{AUTOGRADER:-/autograder}}
cd "$AUTOGRADER/source"
exec python3 pathlab/scripts/grade "$AUTOGRADER/submission" --assignment {assignment} \
  --results "$AUTOGRADER/results/results.json"
"""

BUILT = ["target/classes", "target/lib", "coursework/target/classes", "coursework/target/lib",
         "coursework/target/test-classes", "kernel/target/pathlab-kernel.jar", "kernel/target/lib"]


def write(out, assignment, repo):
    missing = [p for p in BUILT if not (repo / p).exists()]
    if missing:
        print(f"grade: build first (scripts/setup --no-start): missing {', '.join(missing)}")
        return 2
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_name(out.name + ".tmp")
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in (("setup.sh", SETUP), ("run_autograder", RUN)):
            info = zipfile.ZipInfo(name)
            info.external_attr = 0o755 << 16
            z.writestr(info, text.format(assignment=assignment))
        z.write(repo / "scripts" / "grade", "pathlab/scripts/grade")
        for item in BUILT:
            path = repo / item
            files = [path] if path.is_file() else sorted(p for p in path.rglob("*") if p.is_file())
            for f in files:
                z.write(f, "pathlab/" + str(f.relative_to(repo)))
    os.replace(tmp, out)
    print(f"autograder for {assignment}: {out} ({out.stat().st_size // 1024} KiB)")
    return 0
