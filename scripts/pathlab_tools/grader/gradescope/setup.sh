#!/usr/bin/env bash
# Gradescope autograder setup for Pathlab assignment @ASSIGNMENT@: a JDK, Python with nbformat,
# bubblewrap, the user 'student' that submissions run as, and who may read what.
set -euo pipefail
AUTOGRADER=${AUTOGRADER:-/autograder}
SOURCE=$AUTOGRADER/source
need=()
java -version 2>&1 | grep -Eq 'version "(1[7-9]|[2-9][0-9])' && command -v jshell >/dev/null || need+=(openjdk-17-jdk-headless)
python3 -c 'import nbformat' 2>/dev/null || need+=(python3-nbformat)
command -v bwrap >/dev/null || need+=(bubblewrap)
command -v setpriv >/dev/null && command -v prlimit >/dev/null || need+=(util-linux)
if (( ${#need[@]} )); then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
python3 -c 'import nbformat' 2>/dev/null || pip3 install -q nbformat
STUDENT=${PATHLAB_SANDBOX_USER:-student}
id -u "$STUDENT" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$STUDENT"
# The student's code may read the library, the kernel and the visible tests (the runtime), and
# nothing else of the autograder: not the grader, the hidden tests, the released notebook, the
# submission or the results. Folders on the way are passable, not listable.
chmod 711 "$AUTOGRADER" "$SOURCE" "$SOURCE/pathlab" "$SOURCE/pathlab/coursework" "$SOURCE/pathlab/kernel"
chmod -R a+rX "$SOURCE/pathlab/target" "$SOURCE/pathlab/coursework/target/classes" \
  "$SOURCE/pathlab/coursework/target/lib" "$SOURCE/pathlab/kernel/target"
chmod 711 "$SOURCE/pathlab/coursework/target"
chmod -R go-rwx "$SOURCE/pathlab/scripts" "$SOURCE/pathlab/coursework/target/test-classes" \
  "$SOURCE/pathlab/coursework/release" "$SOURCE/setup.sh" "$SOURCE/run_autograder"
for d in submission results; do mkdir -p "$AUTOGRADER/$d" && chmod 700 "$AUTOGRADER/$d"; done
echo "setup: Java, nbformat, bubblewrap and the user $STUDENT are ready"
