"""A safety net for running the corpus.

The corpus exists to show that the grader's sandbox holds. If it did not, some attacks would reach
the machine running the check (kill -9 -1 as root, a fork bomb, a full disk, other people's grading
folders in /tmp). So the check runs the batch inside a net of its own, which catches what escapes
without hiding it: a pid namespace (killing "every process" reaches only the batch; whatever is
left when the grader returns is listed, then ended with the namespace), a private /tmp (sibling
folders and the disk flood stay in a 4 GB tmpfs; leftover grading folders are listed), a scratch
copy of coursework/target mounted over it (writes to the grader's files are reported, not kept),
and, where cgroups are writable, memory and task limits around it all (made as the grader's sandbox
makes its own). The grader's own sandbox sits inside this net; the net only limits damage and
reports it.
"""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from pathlab_tools.grader.sandbox import cgroup_kind, make_cgroups, remove_cgroups

REPO = Path(__file__).resolve().parents[3]

NET_SCRIPT = r"""
import hashlib, json, os, shutil, signal, subprocess, sys, tempfile, time
spec = json.loads(sys.argv[1])
work, repo, cmd = spec["work"], spec["repo"], spec["cmd"]

def run(*args):
    subprocess.run(args, check=True)

# keep the work folder and the repository (either may be under /tmp) visible over the private /tmp
keep = sorted({p for p in (work, repo) if p.startswith("/tmp/")})
keep = [p for p in keep if not any(p.startswith(q + "/") for q in keep)]   # a folder inside another comes with it
stashes = []
for path in keep:
    stash = tempfile.mkdtemp(prefix="pathlab-net-", dir="/mnt" if os.path.isdir("/mnt") else None)
    run("mount", "--bind", path, stash)
    stashes.append((stash, path))
run("mount", "-t", "tmpfs", "-o", "size=4g,mode=1777", "tmpfs", "/tmp")
for stash, path in stashes:
    os.makedirs(path, exist_ok=True)
    run("mount", "--move", stash, path)
    os.rmdir(stash)
# the grader's build under a scratch copy: what the batch writes there is reported, not kept
target = os.path.join(repo, "coursework", "target")
scratch = "/tmp/.pathlab-net-target"
shutil.copytree(target, scratch, symlinks=True)
run("mount", "--bind", scratch, target)

def digest(root):
    files = {}
    for folder, _, names in os.walk(root):
        for name in names:
            path = os.path.join(folder, name)
            try:
                with open(path, "rb") as f:
                    files[os.path.relpath(path, root)] = hashlib.sha256(f.read()).hexdigest()
            except OSError:
                files[os.path.relpath(path, root)] = "unreadable"
    return files

before = digest(target)
t0 = time.monotonic()
with open(spec["log"], "wb") as log:
    grader = subprocess.Popen(cmd, cwd=repo, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        status = grader.wait(timeout=spec["timeout"])
    except subprocess.TimeoutExpired:
        os.killpg(grader.pid, signal.SIGKILL)
        status = "timed out after %d s" % spec["timeout"]
seconds = time.monotonic() - t0
time.sleep(1)   # what the grader ends in its last moments
while True:   # orphans of the batch were given to this process (pid 1): reap the dead ones
    try:
        if os.waitpid(-1, os.WNOHANG) == (0, 0):
            break
    except ChildProcessError:
        break
left = []
for entry in os.listdir("/proc"):
    if entry.isdigit() and int(entry) not in (1, os.getpid()):
        try:
            with open("/proc/%s/cmdline" % entry, "rb") as f:
                line = f.read().replace(b"\0", b" ").decode(errors="replace").strip()
            with open("/proc/%s/status" % entry) as f:
                status_lines = f.read().splitlines()
            uid = next(l.split()[1] for l in status_lines if l.startswith("Uid:"))
            state = next(l.split()[1] for l in status_lines if l.startswith("State:"))
        except (OSError, StopIteration):
            continue
        if state == "Z":   # dead, not yet reaped
            continue
        left.append("pid %s uid %s: %s" % (entry, uid, line[:200]))
after = digest(target)
changed = sorted(p for p in set(before) | set(after) if before.get(p) != after.get(p))
folders = sorted(n for n in os.listdir("/tmp") if n.startswith("pathlab-grade-"))
print(json.dumps({"status": status, "seconds": round(seconds, 1), "left": left, "folders": folders,
                  "changed": changed}))
"""


def run_in_safety_net(cmd, work, log, timeout):
    """Runs cmd (a list) from the repository inside the net described above, its output to `log`.
    Returns the net's report: status, seconds, left (processes left in the namespace), folders
    (grading folders left in /tmp), changed (files of coursework/target the batch wrote); or a
    string saying why the net could not be made."""
    if os.geteuid() != 0 or not shutil.which("unshare"):
        return "the safety net needs root and unshare (util-linux)"
    name = f"pathlab-attacks-{os.getpid()}"
    cgroups = make_cgroups(cgroup_kind(), name, 8 << 30, 4096)

    def join_cgroups():
        for folder in cgroups:
            (folder / "cgroup.procs").write_text(str(os.getpid()))

    spec = {"work": str(work), "repo": str(REPO), "cmd": [str(c) for c in cmd], "log": str(log), "timeout": timeout}
    try:
        r = subprocess.run(
            [
                "unshare",
                "--pid",
                "--fork",
                "--mount-proc",
                "--mount",
                "--propagation",
                "private",
                sys.executable,
                "-c",
                NET_SCRIPT,
                json.dumps(spec),
            ],
            capture_output=True,
            text=True,
            preexec_fn=join_cgroups,
            timeout=timeout + 120,
        )
    finally:
        remove_cgroups(cgroups)
    report = next((line for line in reversed(r.stdout.splitlines()) if line.startswith("{")), None)
    if report is None:
        return f"the safety net failed ({r.returncode}): {(r.stderr or r.stdout).strip()[-1500:]}"
    return json.loads(report)
