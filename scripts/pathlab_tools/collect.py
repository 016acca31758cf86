"""scripts/collect: a class's notebooks for one assignment, from each student's repository, as of the
deadline, into the folder scripts/grade --batch reads (what it does, trusts and writes: the script's
docstring, which is its usage).
"""

import argparse
import datetime
import json
import os
import re
import resource
import selectors
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from . import assignments
from .entry_point import exit_code
from .grader import csvsafe, gradebook

ASSIGNMENTS = assignments.ids()
FIELDS = [
    "student",
    "repository",
    "status",
    "commit",
    "committed_at",
    "late_seconds",
    "file",
    "problem",
    "name",
    "email",
    "on_roster",
    "blob",
    "snapshot",
]


class Refused(Exception):
    """A repository or notebook that is not collected; its message is the table's one line."""

    def __init__(self, status, problem):
        super().__init__(problem)
        self.status = status


class CollectError(Exception):
    """What stops the collection (a date, git, the folder, the snapshot): its message is one line."""


def shown(text):
    """A name from a repository, printable on one line: control characters and undecodable bytes escaped."""
    out = []
    for ch in text:
        if 0xDC80 <= ord(ch) <= 0xDCFF:  # a byte that is not UTF-8 (surrogateescape)
            out.append(f"\\x{ord(ch) - 0xDC00:02x}")
        elif ch.isprintable() or ch == " ":
            out.append(ch)
        else:
            out.append(ch.encode("unicode_escape").decode("ascii"))
    line = "".join(out)
    return line if len(line) <= 200 else line[:200] + "..."


def student_id(name):
    """A name made safe as a file name: [A-Za-z0-9._-], at most 64 characters, not starting with '.'
    (nor '-', which a command line would take for an option)."""
    clean = re.sub(r"[^A-Za-z0-9._-]", "_", name)[:64]
    return "_" + clean[1:] if clean.startswith((".", "-")) else clean or "_"


def parse_time(text, option):
    try:
        moment = datetime.datetime.fromisoformat(text)
    except ValueError:
        raise CollectError(f"{option} {text!r} is not a date and time like 2026-12-01T23:59+08:00") from None
    if moment.tzinfo is None:
        raise CollectError(f"{option} {text!r} has no time zone: add one, such as +08:00 or Z")
    return moment


def git_environment(home):
    """Git's environment for a hostile repository: no system or user configuration, no prompts, no
    replacement objects, no lazy fetching, no transport at all (GIT_ALLOW_PROTOCOL outranks every
    protocol.*.allow of any configuration, on every git since 2.12), literal pathspecs."""
    keep = {k: v for k, v in os.environ.items() if k in ("PATH", "LANG", "LC_ALL", "TZ")}
    return dict(
        keep,
        HOME=home,
        XDG_CONFIG_HOME=home,
        GIT_CONFIG_NOSYSTEM="1",
        GIT_CONFIG_GLOBAL=os.devnull,
        GIT_TERMINAL_PROMPT="0",
        GIT_NO_REPLACE_OBJECTS="1",
        GIT_NO_LAZY_FETCH="1",
        GIT_OPTIONAL_LOCKS="0",
        GIT_ALLOW_PROTOCOL="none",
        GIT_LITERAL_PATHSPECS="1",
        GIT_PAGER="cat",
        PAGER="cat",
        GIT_ATTR_NOSYSTEM="1",
    )


# Git never reads a student's .git/config (see Repository); these settings on its command line
# say the same again: no hook, file-system monitor, pager, credential helper or transport; commits
# read from the commit objects themselves, never from a commit-graph or multi-pack index the student
# could have written to tell other dates and parents; pack windows small enough for the memory bound.
GIT_OPTIONS = [
    "--literal-pathspecs",
    "--no-pager",
    "-c",
    "core.hooksPath=/dev/null",
    "-c",
    "core.fsmonitor=false",
    "-c",
    "credential.helper=",
    "-c",
    "protocol.allow=never",
    "-c",
    "core.sshCommand=false",
    "-c",
    "log.showSignature=false",
    "-c",
    "core.commitGraph=false",
    "-c",
    "core.multiPackIndex=false",
    "-c",
    "core.packedGitWindowSize=32m",
    "-c",
    "core.packedGitLimit=256m",
    "-c",
    "core.deltaBaseCacheLimit=32m",
]
GIT_MEMORY = 512 << 20  # address space of each git process (RLIMIT_AS)
GIT_SECONDS = 60  # wall-clock and CPU time of each git call
REPOSITORY_SECONDS = 120  # all the git calls of one repository together
OUTPUT_BYTES = 64 << 20  # what one git call may print (a notebook, a history)
TREE_BYTES = 16 << 20  # a whole tree listed when notebooks/ has no notebook (some 200,000 paths)
REPOSITORY_FILES = 1_000_000  # files and folders checked in one .git
LAST_DATE = 253402300799  # 9999-12-31T23:59:59Z, the last moment a date can name here
# Repository extensions that change nothing in how its objects and refs are read (others, such as
# refStorage, are refused: collect reads the refs as files).
READABLE_EXTENSIONS = {
    "extensions.objectformat",
    "extensions.compatobjectformat",
    "extensions.worktreeconfig",
    "extensions.preciousobjects",
    "extensions.noop",
    "extensions.noop-v1",
}


def bounded():
    """In git's process, before it starts: the memory and CPU limits, no file over 1 MB written
    (git only reads here) and no core dump."""
    for kind, value in (
        (resource.RLIMIT_AS, GIT_MEMORY),
        (resource.RLIMIT_CPU, GIT_SECONDS),
        (resource.RLIMIT_FSIZE, 1 << 20),
        (resource.RLIMIT_CORE, 0),
    ):
        hard = resource.getrlimit(kind)[1]
        value = value if hard == resource.RLIM_INFINITY else min(value, hard)
        resource.setrlimit(kind, (value, value))


def check_git():
    """Exits with one line unless git runs and is 2.12 or newer (GIT_ALLOW_PROTOCOL outranks all
    configuration from then on)."""
    try:
        said = subprocess.run(["git", "--version"], capture_output=True, text=True, timeout=GIT_SECONDS).stdout
    except (OSError, subprocess.TimeoutExpired) as e:
        raise CollectError(f"cannot run git: {e}") from None
    m = re.search(r"(\d+)\.(\d+)", said)
    if not m or (int(m.group(1)), int(m.group(2))) < (2, 12):
        raise CollectError(f"{said.strip() or 'git'}: collect needs git 2.12 or newer (GIT_ALLOW_PROTOCOL)")


class Repository:
    """A student's repository, read through git's objects only. Git runs on a git folder of ours:
    our own config, and a copy of HEAD, refs and packed-refs made without following any link; only
    the objects are the student's (GIT_OBJECT_DIRECTORY), checked to hold no link and borrow nothing.
    Nothing the repository's own config says (a partial clone's promisor remote, an ext:: URL,
    core.fsmonitor, filters, hooks, includes) is ever seen by git."""

    def __init__(self, folder, environment, shadow):
        folder = Path(os.path.abspath(folder))  # git runs elsewhere; abspath follows no link
        try:
            mode = os.lstat(folder).st_mode
        except OSError as e:
            raise Refused("not a repository", f"cannot read it: {e.strerror}") from None
        if stat.S_ISLNK(mode):
            raise Refused("not a repository", "the folder is a symbolic link: not followed")
        if not stat.S_ISDIR(mode):
            raise Refused("not a repository", "not a folder")
        git_dir = folder / ".git"
        try:
            git_mode = os.lstat(git_dir).st_mode
        except FileNotFoundError:
            git_mode = None
        if git_mode is not None and not stat.S_ISDIR(git_mode):
            raise Refused("not a repository", ".git is not a folder (a link or a pointer elsewhere): not followed")
        if git_mode is None:  # a bare repository, as some downloads are
            if not (os.path.isfile(folder / "HEAD") and os.path.isdir(folder / "objects")):
                raise Refused("not a repository", "not a git repository (no .git folder)")
            git_dir = folder
        for borrowed in ("objects/info/alternates", "objects/info/http-alternates", "commondir"):
            if os.path.lexists(git_dir / borrowed):
                raise Refused("refused", f"the repository borrows objects from elsewhere ({borrowed}): not read")
        self.until = time.monotonic() + REPOSITORY_SECONDS
        self.environment = dict(environment, GIT_DIR=str(shadow), GIT_OBJECT_DIRECTORY=str(git_dir / "objects"))
        shadow.mkdir()
        (shadow / "config").write_text(our_config({}), encoding="utf-8")
        checked(git_dir, "objects", folder=True)
        checked(git_dir, "refs", folder=True, into=shadow)
        for name in ("HEAD", "packed-refs", "shallow"):
            checked(git_dir, name, into=shadow, optional=name != "HEAD")
        if checked(git_dir, "config", optional=True):
            (shadow / "config").write_text(our_config(self.settings(git_dir / "config")), encoding="utf-8")

    def settings(self, config):
        """The repository's config, as git reads a file given alone (no includes); Refused for a
        partial clone or a repository format collect does not know."""
        pairs = self.git("config", "--file", str(config), "--null", "--list").split(b"\0")
        settings = {}
        for pair in filter(None, pairs):
            key, _, value = pair.decode("utf-8", "replace").partition("\n")
            settings[key.lower()] = value
        promisor = [
            k
            for k, v in settings.items()
            if k.startswith("remote.") and k.endswith(".promisor") and v.lower() in ("true", "yes", "on", "1", "")
        ]
        if "extensions.partialclone" in settings or promisor:
            raise Refused(
                "refused",
                "a partial clone (objects left to fetch from "
                f"{shown(settings.get('extensions.partialclone') or promisor[0])}): "
                "not read; clone the repository whole",
            )
        unknown = [k for k in settings if k.startswith("extensions.") and k not in READABLE_EXTENSIONS]
        if unknown or settings.get("core.repositoryformatversion", "0") not in ("0", "1"):
            raise Refused(
                "refused",
                f"a repository format collect does not read ({shown((unknown or ['core.repositoryformatversion'])[0])})",
            )
        return settings

    def git(self, *args, most=OUTPUT_BYTES, too_much=None):
        """git's standard output as bytes, read as it comes; Refused with git's first line when it
        fails, when it runs out of time or memory, or prints more than `most` bytes (too_much says so)."""
        seconds = min(GIT_SECONDS, self.until - time.monotonic())
        if seconds <= 0:
            raise Refused("refused", f"the repository took over {REPOSITORY_SECONDS} s to read: not read")
        with tempfile.TemporaryFile() as errors:
            process = subprocess.Popen(
                ["git"] + GIT_OPTIONS + list(args),
                env=self.environment,
                cwd=self.environment["HOME"],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=errors,
                preexec_fn=bounded,
                start_new_session=True,
            )
            out, stopped = read_bounded(process, most, time.monotonic() + seconds)
            errors.seek(0)
            said = errors.read(4096).decode(errors="replace").strip().splitlines()
        if stopped == "time":
            raise Refused("refused", f"git {args[0]} took over {seconds:.0f} s: not read")
        if stopped == "size":
            raise Refused("refused", too_much or f"git {args[0]} printed over {most >> 20} MB: not read")
        if process.returncode != 0:
            if process.returncode < 0:
                said = [
                    f"stopped by signal {-process.returncode} (over {GIT_MEMORY >> 20} MB of memory "
                    f"or {GIT_SECONDS} s of CPU time?)"
                ] + said
            raise Refused("refused", f"git {args[0]}: {shown(said[0]) if said else 'failed'}")
        return out

    def head(self):
        """The commit HEAD names; Refused 'missing' for a repository without commits."""
        try:
            sha = self.git("rev-parse", "--verify", "--quiet", "HEAD").decode("ascii").strip()
        except Refused:
            raise Refused("missing", "the repository has no commits") from None
        try:
            return self.git("rev-parse", "--verify", "--quiet", sha + "^{commit}").decode("ascii").strip()
        except Refused:
            raise Refused(
                "refused",
                f"HEAD names {sha[:12]}, which is not a commit of the repository (damaged, "
                "or not cloned whole): not read",
            ) from None

    def commits(self):
        """The commits of the checked-out branch, newest first, each (time, sha): a commit's time is
        its committer date, or its parent's when that is later, since no commit is made before the
        commit it builds on. Also the lines to report: commits dated before their parent, or beyond
        what a date can be."""
        out = self.git("rev-list", "--topo-order", "--reverse", "--parents", "--timestamp", self.head(), "--")
        times, order, notes = {}, [], []
        for line in out.decode("ascii").splitlines():
            stamp, sha, *parents = line.split()
            own = int(stamp)
            floor = max((times[p] for p in parents if p in times), default=own)  # a shallow clone's parents are absent
            if own > LAST_DATE:
                notes.append(
                    f"commit {sha[:12]} is dated beyond the year 9999 ({own} s after 1970): "
                    "taken as made after the deadline"
                )
            elif own < floor:
                notes.append(
                    f"commit {sha[:12]} is dated before its parent ({iso(own)} < {iso(floor)}): "
                    "taken as made no earlier than its parent"
                )
            times[sha] = max(own, floor)
            order.append(sha)
        ranked = sorted(enumerate(order), key=lambda p: (-times[p[1]], -p[0]))
        return (
            [(times[sha], sha) for _, sha in ranked],
            times,
            notes[:3] + [f"and {len(notes) - 3} more"] * (len(notes) > 3),
        )

    def tree(self, treeish, recursive=False):
        """[(path, mode, sha, size)] of a tree: its entries only, or (recursive) every path, read
        only while it stays under TREE_BYTES (a "git bomb" of 10^9 paths is refused, not walked)."""
        args = ["ls-tree", "-z", "-l", "--full-tree"] + ["-r", "-t"] * recursive + [treeish]
        out = self.git(
            *args,
            most=TREE_BYTES if recursive else OUTPUT_BYTES,
            too_much=f"the repository's tree lists over {TREE_BYTES >> 20} MB of paths (a 'git bomb'?) "
            "and notebooks/ holds no notebook: not searched",
        )
        entries = []
        for record in filter(None, out.split(b"\0")):
            meta, _, raw = record.partition(b"\t")
            mode, _, sha, size = meta.split()
            entries.append((raw.decode("utf-8", "surrogateescape"), mode.decode(), sha.decode(), size.decode()))
        return entries

    def notebook(self, commit, assignment, limit):
        """(path, blob sha) of the assignment's notebook in the commit's tree; None if it has none;
        Refused if it is not one regular file within the size limit. notebooks/ is read alone; the
        whole tree only when it holds no notebook."""

        def named(path):
            name = path.rsplit("/", 1)[-1]
            return name.upper().startswith(assignment + "-") and name.lower().endswith(".ipynb")

        folder = [e for e in self.tree(commit) if e[0] == "notebooks" and e[1] == "040000"]
        chosen = [("notebooks/" + e[0],) + e[1:] for e in self.tree(folder[0][2]) if named(e[0])] if folder else []
        chosen = chosen or [e for e in self.tree(commit, recursive=True) if named(e[0])]
        if not chosen:
            return None
        if len(chosen) > 1:
            raise Refused(
                "refused",
                f"{len(chosen)} notebooks for {assignment}: "
                + ", ".join(shown(e[0]) for e in chosen[:5])
                + ": keep one",
            )
        path, mode, sha, size = chosen[0]
        if mode == "120000":
            target = self.git(
                "cat-file", "blob", sha, most=4096, too_much=f"{shown(path)} is a symbolic link: not followed"
            )[:200].decode("utf-8", "surrogateescape")
            raise Refused(
                "refused",
                f"{shown(path)} is a symbolic link (to {shown(target)}): not followed; hand in the notebook itself",
            )
        if mode == "160000":
            raise Refused("refused", f"{shown(path)} is a submodule, not a notebook")
        if mode == "040000":
            raise Refused("refused", f"{shown(path)} is a folder, not a notebook")
        if mode not in ("100644", "100755"):
            raise Refused("refused", f"{shown(path)} is not a regular file (git mode {mode})")
        if not size.isdigit():
            raise Refused(
                "refused",
                f"{shown(path)}: its blob {sha} is missing from the repository (damaged, "
                "or not cloned whole): not collected",
            )
        if int(size) > limit:
            raise Refused(
                "refused", f"{shown(path)} is {int(size) / 1e6:.1f} MB, over the limit of {limit / 1e6:.0f} MB"
            )
        return path, sha

    def blob(self, sha, limit):
        """A notebook's bytes, at most `limit` of them."""
        return self.git(
            "cat-file",
            "blob",
            sha,
            most=limit,
            too_much=f"the notebook (blob {sha}) is over the limit of {limit / 1e6:.0f} MB",
        )

    def holds(self, head, commit):
        """Whether the commit is in the history of head (False when head is no longer in the repository)."""
        try:
            return self.git("merge-base", head, commit).decode("ascii").strip() == commit
        except Refused:
            return False

    def last_change(self, commit, path, times):
        """(time, sha) of the commit that last changed the path (a literal path, never a pattern),
        up to the given commit."""
        out = self.git("log", "-1", "--topo-order", "--format=%H", commit, "--", path).decode("ascii").split()
        if not out or out[0] not in times:
            raise Refused("refused", f"git log finds no commit that made {shown(path)}: the history is damaged")
        return times[out[0]], out[0]


def checked(git_dir, name, folder=False, into=None, optional=False):
    """Refused unless git_dir/name is the repository's own (a regular file, or a folder of regular
    files and folders, no link anywhere, small enough); copied into `into` when given. False when
    an optional one is not there."""
    path = git_dir / name
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        if optional:
            return False
        raise Refused("not a repository", f"the repository has no {name}") from None
    if stat.S_ISLNK(info.st_mode):
        raise Refused("refused", f".git/{name} is a symbolic link (to {shown(os.readlink(path))}): not followed")
    if folder != stat.S_ISDIR(info.st_mode) or not (folder or stat.S_ISREG(info.st_mode)):
        raise Refused("refused", f".git/{name} is not a {'folder' if folder else 'file'}: not read")
    if not folder:
        if info.st_size > OUTPUT_BYTES:
            raise Refused("refused", f".git/{name} is over {OUTPUT_BYTES >> 20} MB: not read")
        if into:
            shutil.copyfile(path, into / name, follow_symlinks=False)
        return True
    count = 0
    for root, dirs, files in os.walk(path):
        for entry in dirs + files:
            count += 1
            mode = os.lstat(os.path.join(root, entry)).st_mode
            inside = os.path.relpath(os.path.join(root, entry), git_dir)
            if count > REPOSITORY_FILES:
                raise Refused("refused", f".git/{name} holds over {REPOSITORY_FILES} files: not read")
            if stat.S_ISLNK(mode):
                raise Refused(
                    "refused",
                    f".git/{shown(inside)} is a symbolic link "
                    f"(to {shown(os.readlink(os.path.join(root, entry)))}): not followed",
                )
            if not (stat.S_ISDIR(mode) or stat.S_ISREG(mode)):
                raise Refused("refused", f".git/{shown(inside)} is not a file or a folder: not read")
            if into and stat.S_ISREG(mode) and os.lstat(os.path.join(root, entry)).st_size > OUTPUT_BYTES:
                raise Refused("refused", f".git/{shown(inside)} is over {OUTPUT_BYTES >> 20} MB: not read")
    if into:
        shutil.copytree(path, into / name, symlinks=True)
    return True


def our_config(settings):
    """The config git reads for a student's repository: its object format, nothing else of its."""
    form = settings.get("extensions.objectformat", "")
    if form not in ("", "sha1", "sha256"):
        raise Refused("refused", f"object format {shown(form)}: not one git reads")
    return (
        "[core]\n\trepositoryformatversion = "
        + ("1" if form else "0")
        + "\n\tbare = true\n"
        + (f"[extensions]\n\tobjectformat = {form}\n" if form else "")
    )


def read_bounded(process, most, until):
    """The process's standard output up to `most` bytes and the time `until`; the process group
    killed when either runs out, or collect itself is stopped. Returns (output, None | "size" | "time")."""
    chunks, size, stopped = [], 0, "stopped"
    try:
        with selectors.DefaultSelector() as selector:
            selector.register(process.stdout, selectors.EVENT_READ)
            while True:
                left = until - time.monotonic()
                if left <= 0 or not selector.select(left):
                    stopped = "time"
                    break
                chunk = os.read(process.stdout.fileno(), 1 << 16)
                if not chunk:
                    stopped = None
                    break
                chunks.append(chunk)
                size += len(chunk)
                if size > most:
                    stopped = "size"
                    break
    finally:
        if stopped:
            try:
                os.killpg(process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        process.stdout.close()
        process.wait()
    return b"".join(chunks), stopped


def iso(seconds, zone=datetime.timezone.utc):
    try:
        if 0 <= seconds <= LAST_DATE:
            return datetime.datetime.fromtimestamp(seconds, zone).isoformat()
    except (OverflowError, ValueError):  # the year 9999 in UTC can be 10000 in the deadline's zone
        pass
    return f"{seconds} s after 1970"


def collect_one(folder, args, environment, shadow, snapshot):
    """The record of one repository (without student, name, email) and the notebook's bytes, or None."""
    record = {
        "repository": shown(folder.name),
        "status": "",
        "commit": None,
        "committed_at": None,
        "late_seconds": 0,
        "file": None,
        "problem": "",
        "blob": None,
        "snapshot": "",
    }
    notes = []
    try:
        repo = Repository(folder, environment, shadow)
        data = deadline_notebook(repo, args, record, notes)
        if snapshot is not None:
            data = held_at_deadline(repo, args, record, notes, snapshot, data)
        return record, data
    except Exception as e:  # a refusal, or a fault of collect's own: this student's row says so, the class goes on
        record.update(
            status=e.status if isinstance(e, Refused) else "refused",
            commit=None,
            committed_at=None,
            late_seconds=0,
            blob=None,
        )
        notes.append(failure(e))
    finally:
        record["problem"] = "; ".join(filter(None, [record["problem"]] + notes))
        shutil.rmtree(shadow, ignore_errors=True)  # the copy of its refs: no class fills the disk with them
    return record, None


def deadline_notebook(repo, args, record, notes):
    """Fills the record from the repository's history, as its dates say; the notebook's bytes or None."""
    zone = args.deadline.tzinfo
    deadline = int(args.deadline.timestamp())
    cutoff = min(int(args.late_until.timestamp()), LAST_DATE) if args.late_until else deadline
    commits, times, dated = repo.commits()
    notes += dated
    on_time = next((c for c in commits if c[0] <= deadline), None)
    taken = next((c for c in commits if c[0] <= cutoff), None)
    newest = commits[0]
    found = repo.notebook(taken[1], args.assignment, args.limit) if taken else None
    found_on_time = found if on_time == taken else compared(repo, on_time, args)
    found_newest = found if newest == taken else compared(repo, newest, args)
    if found is None:
        late = found_newest is not None
        record["status"] = "late" if late else "missing"
        record["problem"] = (
            (
                f"the notebook was committed only after the {'deadline' if not args.late_until else 'late limit'}"
                f" ({late_text(newest[0] - deadline)} late): not collected"
                + ("; --late-until takes it" if not args.late_until else "")
            )
            if late
            else f"no {args.assignment}-*.ipynb in the repository"
            + ("" if taken else " (no commit before the deadline)")
        )
        if late:
            record["late_seconds"] = newest[0] - deadline
        return None
    path, sha = found
    changed, changed_in = repo.last_change(taken[1], path, times)
    late = changed > deadline and (found_on_time is None or found_on_time[1] != sha)
    record.update(
        status="late" if late else "on time",
        commit=changed_in,
        committed_at=iso(changed, zone),
        late_seconds=changed - deadline if late else 0,
        blob=sha,
    )
    if found_newest != found:
        record["problem"] = (
            f"a commit {late_text(newest[0] - deadline)} after the deadline changed the notebook: "
            f"ignored" + ("; --late-until takes it" if not args.late_until else " (after the late limit)")
        )
    elif path.count("/") != 1 or not path.startswith("notebooks/"):
        record["problem"] = f"collected from {shown(path)}"
    return repo.blob(sha, args.limit)


def compared(repo, commit, args):
    """The notebook of another commit than the one taken, only to compare with it: a refusal there
    (a link added later, say) counts as a different notebook, not as the student's submission."""
    if commit is None:
        return None
    try:
        return repo.notebook(commit[1], args.assignment, args.limit)
    except Refused as e:
        return ("refused", str(e))


def held_at_deadline(repo, args, record, notes, snapshot, data):
    """An on-time record checked against the deadline snapshot: a snapshot only makes the rules
    stricter. Work whose commit is not in the history the snapshot recorded came later, whatever
    its date says: "backdated", and the notebook the snapshot recorded is collected instead (none:
    nothing is). Work in that history stays as its dates decided ("held"). A repository the
    snapshot could not read at all proves nothing held then: its work is not collected. Returns
    the notebook's bytes to write."""
    entry = snapshot["repositories"].get(record["repository"])
    if entry is None:
        record["snapshot"] = "not recorded"
        notes.append("not in the deadline snapshot: its dates are not checked")
        return data
    if record["status"] != "on time":
        return data
    taken = f"the repository's snapshot of {snapshot['taken_at']}"
    if entry["head"] is None:
        record["snapshot"] = "not recorded"
        raise Refused(
            "refused",
            f"{taken} could not read it ({entry['problem']}): nothing shows what it held at "
            "the deadline: not collected",
        )
    if record["blob"] == entry["blob"] or repo.holds(entry["head"], record["commit"]):
        record["snapshot"] = "held"
        if record["blob"] != entry["blob"]:
            notes.append(
                f"{taken} holds a later notebook, committed after the deadline: the one dated before it is collected"
            )
        return data
    record["snapshot"] = "backdated"
    if entry["blob"] is None:
        raise Refused(
            "refused",
            f"backdated: {taken} holds no notebook that can be collected"
            f"{' (' + entry['problem'] + ')' if entry['problem'] else ''}, yet commits dated "
            "before the deadline hold one: not collected",
        )
    try:
        data = repo.blob(entry["blob"], args.limit)
    except Refused as e:
        raise Refused(
            "refused", f"backdated: the notebook of {taken} is no longer in the repository ({e}): not collected"
        ) from None
    notes.append(
        f"backdated: commit {record['commit'][:12]}, dated before the deadline, came after {taken}: "
        "the notebook held then is collected"
    )
    record.update(commit=entry["head"], committed_at=None, blob=entry["blob"])
    return data


def snapshot_one(folder, args, environment, shadow):
    """What one repository holds now: its HEAD and the notebook's blob there (a line of the snapshot)."""
    entry = {"repository": shown(folder.name), "head": None, "path": None, "blob": None, "problem": ""}
    try:
        repo = Repository(folder, environment, shadow)
        entry["head"] = repo.head()
        path, entry["blob"] = repo.notebook(entry["head"], args.assignment, args.limit) or (None, None)
        entry["path"] = None if path is None else shown(path)  # only ever shown: its name is the student's
    except Exception as e:
        entry["problem"] = failure(e)
    return entry


def failure(e):
    """The problem line of what stopped reading a repository: a refusal's own, or a fault of collect's."""
    if isinstance(e, Refused):
        return str(e)
    return f"collect could not read it: {type(e).__name__}: {shown(str(e))} (please report it)"


def late_text(seconds):
    minutes = max(1, round(seconds / 60))
    days, rest = divmod(minutes, 24 * 60)
    hours, minutes = divmod(rest, 60)
    parts = [f"{days} d"] * bool(days) + [f"{hours} h"] * bool(hours) + [f"{minutes} min"] * bool(minutes)
    return " ".join(parts[:2])


def write_file(folder, name, data):
    """Writes folder/name atomically; a link already there is replaced, never written through."""
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".collect-", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            os.fchmod(f.fileno(), 0o644)
        os.replace(tmp, folder / name)
    except BaseException:
        os.unlink(tmp)
        raise


def check_into(into):
    """Exits unless the --into folder is new, empty, or holds an earlier collection and nothing else."""
    if os.path.islink(into):
        raise CollectError(f"--into {into} is a symbolic link: give the folder itself")
    if not into.exists():
        return
    if not into.is_dir():
        raise CollectError(f"--into {into} is not a folder")
    earlier = into / "collection.json"
    present = {p.name for p in into.iterdir()}
    if not present:
        return
    if not earlier.is_file():
        raise CollectError(
            f"--into {into} is not empty and holds no earlier collection (collection.json): give a new or empty folder"
        )
    try:
        listed = {s["file"] for s in json.loads(earlier.read_text(encoding="utf-8"))["students"] if s.get("file")}
    except (ValueError, KeyError, TypeError):
        raise CollectError(f"{earlier} cannot be read: give a new or empty folder") from None
    others = present - listed - {"collection.json", "collection.csv"}
    if others:
        raise CollectError(
            f"--into {into} holds files the earlier collection did not write "
            f"({', '.join(sorted(map(shown, others))[:3])}): give a new or empty folder"
        )


def publish(staged, into):
    """The staged collection becomes the --into folder whole: the earlier one (if any) is moved
    aside, the new one renamed into its place, the earlier removed."""
    earlier = staged.with_name(staged.name + ".earlier")
    if into.exists():
        os.rename(into, earlier)
    os.rename(staged, into)
    shutil.rmtree(earlier, ignore_errors=True)


def read_snapshot(path, assignment):
    """The snapshot written by --snapshot, its repositories by name; exits with one line if it is not one."""
    try:
        snapshot = json.loads(Path(path).read_text(encoding="utf-8"))
        snapshot["repositories"] = {r["repository"]: r for r in snapshot["repositories"]}
        assert all(set(r) >= {"head", "blob", "problem"} for r in snapshot["repositories"].values())
        assert isinstance(snapshot["taken_at"], str) and isinstance(snapshot["assignment"], str)
    except OSError as e:
        raise CollectError(f"cannot read the snapshot {path}: {e.strerror}") from None
    except (ValueError, KeyError, TypeError, AssertionError):
        raise CollectError(f"{path} is not a snapshot written by scripts/collect --snapshot") from None
    if snapshot["assignment"] != assignment:
        raise CollectError(f"{path} is a snapshot of {shown(snapshot['assignment'])}, not of {assignment}")
    return snapshot


def main(doc, argv=None):
    """scripts/collect (doc: its usage): its exit code, 1 with one line when the collection cannot go on."""
    return exit_code("collect", CollectError, collect, doc, argv)


def collect(doc, argv):
    parser = argparse.ArgumentParser(prog="scripts/collect", description=doc.split("\n")[0])
    parser.add_argument("repos", type=Path, help="the folder of the students' repositories")
    parser.add_argument("--assignment", required=True, help="the assignment: " + ", ".join(ASSIGNMENTS))
    out = parser.add_mutually_exclusive_group(required=True)
    out.add_argument("--into", type=Path, help="the folder to write the notebooks into")
    out.add_argument(
        "--snapshot",
        type=Path,
        metavar="FILE",
        help="at the deadline: record each repository's HEAD and notebook blob in FILE, collect nothing",
    )
    parser.add_argument(
        "--against-snapshot",
        type=Path,
        metavar="FILE",
        help="check the notebooks collected as on time against the snapshot taken at the deadline",
    )
    parser.add_argument("--deadline", help="ISO 8601 with a time zone (default: now)")
    late = parser.add_mutually_exclusive_group()
    late.add_argument("--late-until", help="also take commits up to this date, recorded as late")
    late.add_argument(
        "--accept-late", action="store_true", help="take the newest commit, recorded as late if after the deadline"
    )
    parser.add_argument("--roster", type=Path, help="CSV with id, name, email and github (or repository) columns")
    parser.add_argument("--max-mb", type=float, default=10, help="largest notebook collected, in MB (default 10)")
    args = parser.parse_args(argv)
    args.assignment = args.assignment.upper()
    if args.assignment not in ASSIGNMENTS:
        parser.error(f"unknown assignment {args.assignment}: the assignments are {', '.join(ASSIGNMENTS)}")
    if args.snapshot and args.against_snapshot:
        parser.error("--against-snapshot goes with --into")
    args.deadline = (
        parse_time(args.deadline, "--deadline")
        if args.deadline
        else datetime.datetime.now().astimezone().replace(microsecond=0)
    )
    args.late_until = (
        parse_time(args.late_until, "--late-until")
        if args.late_until
        else datetime.datetime.max.replace(tzinfo=datetime.timezone.utc)
        if args.accept_late
        else None
    )
    if args.late_until and args.late_until < args.deadline:
        parser.error("--late-until is before --deadline")
    args.limit = int(args.max_mb * 1e6)
    if not args.repos.is_dir():
        parser.error(f"{args.repos} is not a folder")
    check_git()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # stopped by a timer: every finally still runs
    if args.snapshot:
        return take_snapshot(args)
    try:
        roster = gradebook.read_roster(args.roster) if args.roster else []
    except gradebook.GradebookError as e:
        raise CollectError(str(e)) from None
    snapshot = read_snapshot(args.against_snapshot, args.assignment) if args.against_snapshot else None
    check_into(args.into)
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM})  # held until the finally below knows the folder
    try:
        args.into.parent.mkdir(parents=True, exist_ok=True)
        staged = Path(os.path.abspath(tempfile.mkdtemp(prefix=f".{args.into.name}.collecting-", dir=args.into.parent)))
    except OSError as e:
        raise CollectError(f"cannot write beside --into {args.into}: {e.strerror}") from None
    try:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM})
        os.chmod(staged, 0o755)
        records = collect_all(args, roster, snapshot, staged)
        signal.pthread_sigmask(
            signal.SIG_BLOCK, {signal.SIGTERM}
        )  # the two renames of publish() happen both or neither
        try:
            publish(staged, args.into)
        finally:
            signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM})
    finally:
        shutil.rmtree(staged, ignore_errors=True)
    print(table(records))
    counts = {}
    for r in records:
        counts[r["status"]] = counts.get(r["status"], 0) + 1
    print(
        f"collected {sum(bool(r['file']) for r in records)} of {len(records)} into {args.into} ("
        + ", ".join(f"{n} {s}" for s, n in counts.items())
        + f"; deadline {args.deadline.isoformat()})"
    )
    return 0


def collect_all(args, roster, snapshot, staged):
    """Every repository's record, its notebook written into the staged folder with collection.csv
    and collection.json; the records."""
    folders = sorted((args.repos / name for name in os.listdir(args.repos)), key=lambda p: p.name)
    matches = gradebook.roster_matches(roster, [folder.name for folder in folders])
    records, files = [], set()
    home = staged / ".git-home"  # git's HOME and its git folders, inside what is removed if collect stops
    home.mkdir()
    environment = git_environment(str(home))
    for n, folder in enumerate(folders):
        record, data = collect_one(folder, args, environment, home / f"git-{n}", snapshot)
        person = matches.get(folder.name)
        stem = unique(student_id(person["id"] if person else folder.name), files)
        record = dict(
            student=person["id"] if person else stem,
            **record,
            name=person["name"] if person else "",
            email=person["email"] if person else "",
            on_roster=bool(person),
        )
        if roster and not person:
            record["problem"] = "; ".join(filter(None, [record["problem"], "not on the roster"]))
        if data is not None:
            record["file"] = f"{stem}.ipynb"
            write_file(staged, record["file"], data)
        records.append(record)
    shutil.rmtree(home)
    found = {p["id"] for p in matches.values()}
    for person in roster:
        if person["id"] not in found:
            records.append(
                dict(
                    student=person["id"],
                    repository="",
                    status="missing",
                    commit=None,
                    committed_at=None,
                    late_seconds=0,
                    file=None,
                    problem="no repository",
                    name=person["name"],
                    email=person["email"],
                    on_roster=True,
                    blob=None,
                    snapshot="",
                )
            )
    collection = {
        "assignment": args.assignment,
        "deadline": args.deadline.isoformat(),
        "late_until": None if args.late_until is None or args.accept_late else args.late_until.isoformat(),
        "accept_late": args.accept_late,
        "roster": bool(roster),
        "collected_at": datetime.datetime.now().astimezone().replace(microsecond=0).isoformat(),
        "snapshot_taken_at": snapshot["taken_at"] if snapshot else None,
        "students": records,
    }
    with open(staged / "collection.csv", "w", newline="", encoding="utf-8") as f:
        writer = csvsafe.DictWriter(f, FIELDS)
        writer.writeheader()
        writer.writerows(records)
    write_file(staged, "collection.json", (json.dumps(collection, indent=1, ensure_ascii=False) + "\n").encode())
    return records


def unique(stem, used):
    """The stem, or stem-2, stem-3... when another file already has it; added to used."""
    name, n = stem, 1
    while name in used:  # two ids or folders that clean to one name
        n += 1
        name = f"{stem[:60]}-{n}"
    used.add(name)
    return name


def take_snapshot(args):
    """--snapshot FILE: each repository's HEAD and notebook blob as they are now, written atomically."""
    folders = sorted((args.repos / name for name in os.listdir(args.repos)), key=lambda p: p.name)
    taken_at = datetime.datetime.now().astimezone().replace(microsecond=0).isoformat()
    with tempfile.TemporaryDirectory(prefix="pathlab-collect-") as home:
        environment = git_environment(home)
        entries = [snapshot_one(folder, args, environment, Path(home) / f"git-{n}") for n, folder in enumerate(folders)]
    snapshot = {"assignment": args.assignment, "taken_at": taken_at, "repositories": entries}
    target = Path(os.path.abspath(args.snapshot))
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        write_file(target.parent, target.name, (json.dumps(snapshot, indent=1, ensure_ascii=False) + "\n").encode())
    except (OSError, ValueError) as e:
        raise CollectError(f"cannot write the snapshot {args.snapshot}: {getattr(e, 'strerror', None) or e}") from None
    rows = [("repository", "head", "notebook", "problem")] + [
        (e["repository"], (e["head"] or "")[:12], f"{e['path']} {e['blob'][:12]}" if e["blob"] else "", e["problem"])
        for e in entries
    ]
    widths = [min(34, max(len(row[i]) for row in rows)) for i in range(3)]
    print("\n".join("  ".join(f"{v:<{w}}" for v, w in zip(row, widths)) + "  " + row[3] for row in rows).rstrip())
    print(
        f"snapshot of {len(entries)} repositories at {taken_at} ({sum(bool(e['blob']) for e in entries)} with "
        f"a notebook for {args.assignment}): {args.snapshot}"
    )
    return 0


def table(records):
    rows = [("student", "repository", "status", "committed", "late", "problem")] + [
        (
            r["student"],
            r["repository"],
            r["status"],
            (r["committed_at"] or "")[:16],
            late_text(r["late_seconds"]) if r["late_seconds"] > 0 else "",
            r["problem"],
        )
        for r in records
    ]
    widths = [min(34, max(len(row[i]) for row in rows)) for i in range(5)]
    return "\n".join("  ".join(f"{v:<{w}}" for v, w in zip(row, widths)) + "  " + row[5] for row in rows).rstrip()
