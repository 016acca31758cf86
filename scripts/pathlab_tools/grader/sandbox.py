"""The sandbox a submission's code runs in while it is graded (used by scripts/grade).

The rule the trusted graders follow (PrairieLearn, Gradescope's best practices): student code runs
with less privilege than the grader and shares nothing writable with it. Here the grader starts the
grading runner (pathlab.kernel.grading.GradingRunner) through this module, with the strongest of these
layers the machine allows, and says which it used:

  namespaces   bubblewrap (Debian's bwrap): its own pid, network, IPC and host-name namespaces, a
               file view of only the JDK, /usr, /etc and the class path (read-only: no repository,
               no hidden tests, no other submission), a private empty /tmp as its work folder;
               killed with the grader (--die-with-parent)
  user         as root: an unprivileged uid of its own per submission (setpriv, no capabilities,
               no new privileges), so it cannot signal or read anything of the grader's
  limits       rlimits (prlimit): processes, file size, CPU time, open files, no core dumps;
               cgroups where writable (v1 or v2): memory and process count for the whole sandbox
  JVM          bounded heap, stack, metaspace and code cache; attach off (-XX:+DisableAttachMechanism),
               no perf data file; native access denied where the JDK has the switch (24 and later);
               the runner's class archive (class_archive.py), made by the grader before any
               submission ran, is the one file added to the view, read-only (the class folders
               are seen as the jars it was made from, of the same content)

Everything the sandbox started is killed when its grading ends: the pid namespace's processes go
with its first process, the cgroup's are listed and killed, and as root every process of its uid.
"""

import os
import pwd
import shutil
import signal
import struct
import subprocess
import time
from pathlib import Path

CGROUP = Path("/sys/fs/cgroup")  # v1: one folder per controller below it; v2: one tree
# The sandboxes' users: one per parallel job of each grader process, above the 1000-60000 of useradd
UIDS = range(61000, 65000)


class Limits:
    """What one submission may use."""

    def __init__(self, memory_mb=1536, heap_mb=512, processes=256, file_mb=16, cpu_seconds=300, open_files=512):
        self.memory_mb, self.heap_mb, self.processes = memory_mb, heap_mb, processes
        self.file_mb, self.cpu_seconds, self.open_files = file_mb, cpu_seconds, open_files

    def jvm_options(self, java_feature):
        options = [
            f"-Xmx{self.heap_mb}m",
            f"-Xms{min(64, self.heap_mb)}m",
            "-Xss8m",
            "-XX:MaxMetaspaceSize=256m",
            "-XX:CompressedClassSpaceSize=128m",
            "-XX:ReservedCodeCacheSize=96m",
            "-XX:+UseSerialGC",
            "-XX:TieredStopAtLevel=1",
            "-XX:+DisableAttachMechanism",
            "-XX:-UsePerfData",
            # a JVM whose heap ran out is in no state to go on testing: it ends, and the
            # grader reports the submission ran out of memory
            "-XX:+ExitOnOutOfMemoryError",
            # the JVM's own messages (such as that one) on standard error, never on the pipe
            "-XX:+DisplayVMOutputToStderr",
            # and so its log (such as why it cannot use a class archive), which goes to standard
            # output unless told
            "-Xlog:disable",
            "-Xlog:all=warning:stderr",
            "-Djava.awt.headless=true",
            "-Dfile.encoding=UTF-8",
            "-Djdk.attach.allowAttachSelf=false",
        ]
        if java_feature >= 21:
            options.append("-XX:-EnableDynamicAgentLoading")
        if java_feature >= 24:
            options.append("--illegal-native-access=deny")
        return options

    def prlimit(self):
        return [
            "prlimit",
            f"--nproc={self.processes}",
            f"--fsize={self.file_mb * 1024 * 1024}",
            f"--cpu={self.cpu_seconds}",
            f"--nofile={self.open_files}",
            "--core=0",
            "--",
        ]


def _works(argv):
    try:
        return (
            subprocess.run(
                argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=20
            ).returncode
            == 0
        )
    except (OSError, subprocess.SubprocessError):
        return False


class Machine:
    """What this machine allows, probed once per grading run with harmless commands."""

    def __init__(self):
        self.root = os.geteuid() == 0
        bwrap = shutil.which("bwrap")
        self.bwrap = (
            bwrap
            if bwrap and _works([bwrap] + _namespaces(self.root) + _view([], self.root) + ["--", "true"])
            else None
        )
        self.setpriv = (
            self.root
            and shutil.which("setpriv") is not None
            and _works(["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--no-new-privs", "--", "true"])
        )
        self.prlimit = shutil.which("prlimit") is not None and _works(["prlimit", "--core=0", "--", "true"])
        self.cgroup = cgroup_kind() if self.root else None
        self.waited = set()  # the pids of its sandboxes' first processes, which their Popen objects wait for
        _reap(set(), self.waited)

    def layers(self):
        """The protections in force, for the grader's output."""
        held = []
        if self.bwrap:
            held.append("namespaces (pid, network, IPC, private files and /tmp)")
        if self.setpriv:
            held.append("an unprivileged user")
        if self.prlimit:
            held.append("rlimits")
        if self.cgroup:
            held.append(f"cgroups {self.cgroup} (memory, processes)")
        return ", ".join(held) or "none but the JVM's limits and the graded-code policy"


class Unconfined:
    """No layer at all, for the trusted side's own runs of the runner (the class archive's training)."""

    root, bwrap, setpriv, prlimit, cgroup = False, None, False, False, None

    def __init__(self):
        self.waited = set()


def become_subreaper():
    """Makes this process the reaper of its descendants' orphans (Linux's PR_SET_CHILD_SUBREAPER):
    a sandbox's processes killed after their parent are then reaped here (see Sandbox.kill), not
    left as zombies where pid 1 does not reap (a container's, a test's namespace)."""
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER
    except (OSError, AttributeError):
        pass


def _namespaces(root):
    # As root bubblewrap needs no user namespace (and must not map a uid onto root's files); as
    # another user it can only work through one.
    return (["--unshare-user"] if not root else []) + [
        "--unshare-pid",
        "--unshare-net",
        "--unshare-ipc",
        "--unshare-uts",
        "--unshare-cgroup-try",
        "--die-with-parent",
        "--new-session",
    ]


def jdk_folders(launcher):
    """What the sandbox must see of a JDK: its home, what its launcher loads (elf_folders), and the
    folders its links point into (a packaged JDK keeps its conf/ in /etc or beside a private root)."""
    home = Path(launcher).resolve().parent.parent
    found = {str(home)} | set(elf_folders(launcher))
    for folder, dirs, files in os.walk(home):
        for name in dirs + files:
            path = os.path.join(folder, name)
            if os.path.islink(path):
                target = os.path.realpath(path)
                if os.path.exists(target) and not target.startswith(str(home) + os.sep):
                    found.add(target if os.path.isdir(target) else os.path.dirname(target))
    # the view has /usr and /etc already; a folder inside another one comes with it
    outside = {f for f in found if not f.startswith(("/usr/", "/etc/"))}
    return sorted(f for f in outside if not any(f.startswith(o + os.sep) for o in outside))


def elf_folders(binary):
    """The folders a dynamically linked binary loads from (its interpreter's and its RUNPATH), so a
    JDK whose launcher was relinked against a private C library (as ../shared/tools/extra-jdks
    installs JDK 21 and 25 on Debian 12) still starts in the sandbox. Read from the ELF headers."""
    try:
        data = Path(binary).read_bytes()
        if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:  # 64-bit little-endian only
            return []
        (phoff,) = struct.unpack_from("<Q", data, 0x20)
        phentsize, phnum = struct.unpack_from("<HH", data, 0x36)
        segments = [struct.unpack_from("<IIQQQQ", data, phoff + i * phentsize) for i in range(phnum)]
        found = []
        for kind, _, offset, _vaddr, _, size in segments:
            if kind == 3:  # PT_INTERP: the dynamic loader's path
                found.append(os.path.dirname(data[offset : offset + size].rstrip(b"\0").decode()))
            if kind == 2:  # PT_DYNAMIC: find the string table and the run paths in it
                entries = [struct.unpack_from("<qQ", data, offset + j) for j in range(0, size, 16)]
                strtab = next((v for t, v in entries if t == 5), None)
                base = next(
                    (
                        o + strtab - va
                        for k, _, o, va, _, sz in segments
                        if k == 1 and strtab is not None and va <= strtab < va + sz
                    ),
                    None,
                )
                for tag, value in entries:
                    if tag in (15, 29) and base is not None:  # DT_RPATH, DT_RUNPATH
                        end = data.index(b"\0", base + value)
                        found += data[base + value : end].decode().split(":")
        return [f for f in found if f and os.path.isdir(f)]
    except (OSError, ValueError, struct.error, IndexError, UnicodeDecodeError):
        return []


def _view(readable, root):
    """bubblewrap's file view: the system read-only, a private /tmp, the given paths read-only (after
    /tmp, so that a class path below /tmp is not hidden by it)."""
    view = [
        "--ro-bind",
        "/usr",
        "/usr",
        "--ro-bind",
        "/etc",
        "/etc",
        "--proc",
        "/proc",
        "--dev",
        "/dev",
        "--tmpfs",
        "/tmp",
    ]
    for top in ("bin", "sbin", "lib", "lib32", "lib64"):
        p = Path("/" + top)
        if p.is_symlink():
            view += ["--symlink", os.readlink(p), str(p)]
        elif p.is_dir():
            view += ["--ro-bind", str(p), str(p)]
    made = set()
    for path in readable:
        real = os.path.realpath(path)
        if real.startswith("/usr/"):
            continue
        # bubblewrap makes the folders on the way with mode 0700, which the unprivileged user
        # could not pass through: make them readable first
        for parent in reversed(Path(real).parents[:-1]):
            if parent not in made:
                made.add(parent)
                view += ["--perms", "0755", "--dir", str(parent)]
        view += ["--ro-bind", real, real]
    return view + ["--chdir", "/tmp"]


def cgroup_kind():
    """ "v2" or "v1": the cgroups this process may make with memory and process limits; None if it may not."""
    if (CGROUP / "cgroup.controllers").exists():
        controllers = (CGROUP / "cgroup.controllers").read_text().split()
        return "v2" if {"memory", "pids"} <= set(controllers) and os.access(CGROUP, os.W_OK) else None
    ok = all(os.access(CGROUP / c, os.W_OK) for c in ("memory", "pids"))
    return "v1" if ok else None


class Sandbox:
    """One submission's sandbox: start the runner in it, then kill everything it started."""

    def __init__(self, machine, limits, slot, readable, user=None):
        """slot: which of the grader's parallel jobs (each gets a uid of its own, so rlimits and
        the final kill count only its processes); user: run as this user instead (Gradescope's)."""
        self.machine, self.limits, self.readable = machine, limits, readable
        self.uid = (
            (pwd.getpwnam(user).pw_uid if user else UIDS[(os.getpid() * 16 + slot) % len(UIDS)])
            if machine.setpriv
            else None
        )
        self.name = f"pathlab-grade-{os.getpid()}-{slot}-{time.monotonic_ns()}"
        self.cgroups = []
        self.process = None

    def _make_cgroups(self):
        memory = self.limits.memory_mb * 1024 * 1024
        self.cgroups = make_cgroups(self.machine.cgroup, self.name, memory, self.limits.processes)
        return self.cgroups

    def command(self, java_argv):
        argv = list(java_argv)
        if self.machine.prlimit:
            argv = self.limits.prlimit() + argv
        if self.uid is not None:
            argv = [
                "setpriv",
                f"--reuid={self.uid}",
                f"--regid={self.uid}",
                "--clear-groups",
                "--no-new-privs",
                "--inh-caps=-all",
                "--bounding-set=-all",
                "--",
            ] + argv
        if self.machine.bwrap:
            argv = (
                [self.machine.bwrap]
                + _namespaces(self.machine.root)
                + _view(self.readable, self.machine.root)
                + [
                    "--clearenv",
                    "--setenv",
                    "HOME",
                    "/tmp",
                    "--setenv",
                    "PATH",
                    "/usr/bin:/bin",
                    "--setenv",
                    "LANG",
                    "C.UTF-8",
                    "--",
                ]
                + argv
            )
        cgroups = self._make_cgroups()
        if cgroups:  # enter the cgroups before anything else starts, so all its children are in them
            enter = " && ".join(f"echo $$ > '{g}/cgroup.procs'" for g in cgroups)
            argv = ["sh", "-c", enter + ' && exec "$@"', "sandbox"] + argv
        return argv

    def start(self, java_argv, workdir):
        """Starts the runner; without bubblewrap's private /tmp, workdir (empty, its own) is its folder."""
        if not self.machine.bwrap and self.uid is not None:
            os.chown(workdir, self.uid, self.uid)
            os.chmod(workdir, 0o700)
        self.process = subprocess.Popen(
            self.command(java_argv),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=True,
            cwd=workdir,
            env=None if self.machine.bwrap else _plain_env(workdir),
        )
        self.machine.waited.add(self.process.pid)
        return self.process

    def ran_out_of_memory(self):
        for g in self.cgroups:
            try:
                if (g / "memory.failcnt").exists() and int((g / "memory.failcnt").read_text()) > 0:
                    return True
                events = g / "memory.events"
                if events.exists() and any(
                    line.startswith("oom_kill ") and line.split()[1] != "0" for line in events.read_text().splitlines()
                ):
                    return True
            except (OSError, ValueError):
                pass
        return False

    def kill(self):
        """Kills everything the sandbox started; waits until it is gone. The processes inside go
        first, so that each is reaped by its parent (the first, by us) rather than left a zombie."""
        outer = self.process.pid if self.process is not None else None
        killed = set()
        for _ in range(50):
            inside = self._pids() - {outer}
            if not inside:
                break
            for pid in inside:
                try:
                    os.kill(pid, signal.SIGKILL)
                    killed.add(pid)
                except (ProcessLookupError, PermissionError):
                    pass
            time.sleep(0.05)
        if self.process is not None:
            try:
                self.process.wait(timeout=2)  # bubblewrap ends when its sandbox does
            except subprocess.TimeoutExpired:
                try:
                    os.killpg(self.process.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                try:
                    self.process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    pass
        if self.process is not None:
            self.machine.waited.discard(self.process.pid)
        _reap(killed, self.machine.waited)
        self._remove_cgroups()

    def _pids(self):
        pids = set()
        for g in self.cgroups:
            try:
                pids.update(int(p) for p in (g / "cgroup.procs").read_text().split())
            except OSError:
                pass
        if self.uid is not None:
            for entry in Path("/proc").iterdir():
                if entry.name.isdigit():
                    try:
                        if entry.stat().st_uid == self.uid:
                            pids.add(int(entry.name))
                    except OSError:
                        pass
        return pids

    def _remove_cgroups(self):
        remove_cgroups(self.cgroups)
        self.cgroups = []


def make_cgroups(kind, name, memory_bytes, processes):
    """cgroups called `name` that hold all their processes together to this memory (no swap) and
    process count; kind is cgroup_kind()'s. [] where they cannot be made: a cgroup we cannot set up
    is no protection, so go without. A process joins them by writing its pid to their cgroup.procs."""
    made = []
    try:
        if kind == "v1":
            m, p = CGROUP / "memory" / name, CGROUP / "pids" / name
            m.mkdir()
            made.append(m)
            (m / "memory.limit_in_bytes").write_text(str(memory_bytes))
            p.mkdir()
            made.append(p)
            (p / "pids.max").write_text(str(processes))
        elif kind == "v2":
            g = CGROUP / name
            g.mkdir()
            made.append(g)
            (g / "memory.max").write_text(str(memory_bytes))
            (g / "memory.swap.max").write_text("0")
            (g / "pids.max").write_text(str(processes))
    except OSError:
        remove_cgroups(made)
        return []
    return made


def remove_cgroups(cgroups):
    """Removes these cgroups once their processes have left them (waits up to a second for the last)."""
    for g in reversed(cgroups):
        for _ in range(20):
            try:
                g.rmdir()
                break
            except FileNotFoundError:
                break
            except OSError:
                time.sleep(0.05)


def _reap(pids, waited):
    """Reaps those of the killed processes that became our children (orphans, see become_subreaper),
    and bubblewrap's own helpers that ended as our orphans; never a pid of waited (a sandbox's first
    process, which its Popen object waits for)."""
    deadline = time.monotonic() + 2
    left = set(pids) | _orphaned_bwraps(waited)
    while left and time.monotonic() < deadline:
        for pid in list(left):
            try:
                if os.waitpid(pid, os.WNOHANG)[0] == pid:
                    left.discard(pid)
            except ChildProcessError:  # not ours: its own parent reaps it
                left.discard(pid)
        if left:
            time.sleep(0.02)


def _orphaned_bwraps(waited):
    """Our children that are bubblewrap processes already ended, but for those in waited (a Popen
    of ours: 'sh' or the first bwrap, which their Popen waits for)."""
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            name, rest = stat[stat.index("(") + 1 : stat.rindex(")")], stat[stat.rindex(")") + 2 :].split()
            if name == "bwrap" and rest[0] == "Z" and int(rest[1]) == os.getpid() and int(entry.name) not in waited:
                found.add(int(entry.name))
    return found


def _plain_env(workdir):
    """The environment without anything of the grader's but what Java needs."""
    keep = ("PATH", "LANG", "LC_ALL", "TZ")
    env = {k: v for k, v in os.environ.items() if k in keep}
    env["HOME"] = env["TMPDIR"] = str(workdir)
    return env
