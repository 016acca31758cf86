"""The grading runner's class archive: the classes a runner loads while it grades (JShell, the
compiler, the kernel, the library and JUnit's launcher and engine), stored by the JVM ready to map,
so that each submission's JVM neither reads, parses nor verifies them again. The same idea as the
notebook kernel's archive (kernel/.../install/ClassArchive.java), made the same way: by a training
run, never by a student's run.

  made     by the grader (the trusted side) before the first submission of a --batch runs, when
           there is none for this run's key: the student edition of the batch's first assignment is
           graded once outside the sandbox with its visible tests alone (the hidden tests are
           neither read nor sent: the archive keeps the classes of the snippets and tests it ran,
           and every sandbox can read it), its runner started with -XX:ArchiveClassesAtExit and
           left to end by itself, which is when the JVM writes the archive (a dynamic CDS archive,
           JDK 17-25); kept only if the JVM's own listing of it (-XX:+PrintSharedArchiveAndExit)
           names no class of the hidden tests' folder (a training that ran them would put them
           there, as tried once by hand: the listing and a search of the file's bytes found them)
  kept     in coursework/target/grading-archive/KEY/, each file written beside and renamed into
           place, the archive last (a folder without it is never used); KEY is a digest of
           everything the archive is made from: the JDK (its home, modules and JVM library), the
           runner's JVM options, and each entry of its class path
  pruned   when a batch has made a new one: the folders of archives no JDK makes any more from this
           build (their made-from file no longer says what its JDK and options make now; or there
           is none, a training that failed), only folders named and filled as this module makes
           them, each renamed aside before it is removed; only while no other grading runs, since
           each holds grading-archive/.in-use shared for its whole run (two batches at once: the
           later batch's pruning waits for a batch run alone)
  used     by every submission's runner with -XX:SharedArchiveFile, the archive bound read-only into
           the sandbox; the JVM maps it only if it still matches (else it starts without, slower)

The JVM archives classes of jar files only, and refuses to make an archive at all with a class
folder on the class path: the archive's folder therefore holds the class folders of the runner's
class path (the library's and the coursework's) packed as jars, with the same content, and the
runner's class path names those jars instead of the folders.

Not made ahead of time: scripts/setup is every student's too, and the next build changes the key
anyway; Gradescope's image would need the assignment's solution notebook for the student edition,
which its zip leaves out, and grades one notebook a container, where none is made.

When no archive can be made (a read-only build folder, a JDK that cannot write one), grading goes
on without one and says so once. Cost, measured on JDK 17 on 2 busy cores (a batch of the five
solution editions on 1 job, each run in a cpuacct cgroup of its own, median of 5 runs; CPU of
everything the batch started, with the grader's own share of about 1.15 s a submission, mostly the
catalog's JVM, included): 5.00 s of CPU a submission without an archive, 4.59 s with one trained
on the cells alone (-8 %; runners alone about -11 %), 4.19 s with this one (-16 %; runners alone
about -21 %). The training costs about 7 s of CPU once; the archive takes about 20 MB.
"""

import hashlib
import os
import re
import shutil
import subprocess
import zipfile
from pathlib import Path
from typing import NamedTuple, Optional

from .. import assignments, toolchain

FOLDER = toolchain.COURSEWORK[0].parent / "grading-archive"  # coursework/target/grading-archive
ARCHIVE = "runner.jsa"
STAMP = "made-from.txt"  # what the key digests, for a person who wonders
IN_USE = ".in-use"  # in FOLDER: held shared by every grading that uses an archive, alone by a pruning
KEY = re.compile(r"[0-9a-f]{24}")  # a folder's name
OURS = re.compile(rf"({re.escape(ARCHIVE)}|{re.escape(STAMP)}|classes-[0-9]+\.jar|\..+\.[0-9]+)")  # its files


class Runner(NamedTuple):
    """How a runner starts: its class path, its extra JVM options and what the sandbox must see of them."""

    classpath: list[Path]
    options: list[str]
    readable: list[Path]
    note: Optional[str] = None  # why there is no archive, for the teacher, or None


def without(note=None):
    """The runner as the build lays it out, with no archive."""
    entries = list(toolchain.GRADING_RUNNER)
    return Runner(entries, [], [Path(str(e).rstrip("*")) for e in entries], note)


def facts(jdk_home, options, classpath):
    """What an archive for this JDK, these JVM options and this class path is made from: sorted
    lines "what: value". Jars by size and modification time (the JVM compares the same), class
    folders by the content of every file, since the archive's jars are made of them."""
    home = Path(jdk_home).resolve()
    lines = [f"jdk: {home}", f"options: {' '.join(options)}"]
    for part in (home / "lib" / "modules", home / "lib" / "server" / "libjvm.so"):
        if part.is_file():
            lines.append(f"jdk file: {part} {part.stat().st_size} {part.stat().st_mtime_ns}")
    for entry in classpath:
        for file in _expand(entry):
            if file.is_dir():
                lines.append(f"class folder: {file} {_folder_digest(file)}")
            else:
                lines.append(f"jar: {file} {file.stat().st_size} {file.stat().st_mtime_ns}")
    return "\n".join(lines) + "\n"


def key(stamp):
    return hashlib.sha256(stamp.encode()).hexdigest()[:24]


def runner(stamp, classpath):
    """The runner of the archive made from `stamp`, if it is there; else None."""
    folder = FOLDER / key(stamp)
    if not (folder / ARCHIVE).is_file():
        return None
    return _runner(folder, classpath)


def _runner(folder, classpath):
    jars = _jar_names(classpath)
    entries = [folder / jars[e] if e in jars else e for e in classpath]
    archive = folder / ARCHIVE
    readable = [Path(str(e).rstrip("*")) for e in entries] + [archive]
    return Runner(entries, [f"-XX:SharedArchiveFile={archive}"], readable)


def make(stamp, classpath, train, refuse):
    """Makes the archive of `stamp`: packs the class folders as jars into its folder, runs
    train(runner, make_option), a grading of a known notebook whose runner gets the extra JVM option
    and which returns None or why it failed, asks refuse(runner of the new archive) whether it may
    be kept (None, or why not), and renames the archive into place last (what is there before that
    is never used). An archive the JVM wrote serves however the grading ended: the JVM maps only
    what matches. Returns the runner, or raises OSError with what went wrong."""
    final = FOLDER / key(stamp)
    final.mkdir(parents=True, exist_ok=True)
    for folder, name in _jar_names(classpath).items():
        if not (final / name).is_file():
            _write_atomically(final / name, lambda path, folder=folder: _pack(folder, path))
    made = _runner(final, classpath)
    training = final / f".{ARCHIVE}.{os.getpid()}"
    try:
        failed = train(made._replace(options=[]), f"-XX:ArchiveClassesAtExit={training}")
        if not training.is_file():
            raise OSError(f"the training grading wrote no archive{': ' + failed if failed else ''}")
        refused = refuse(made._replace(options=[f"-XX:SharedArchiveFile={training}"]))
        if refused:
            raise OSError(f"the training's archive was not kept: {refused}")
        _write_atomically(final / STAMP, lambda path: path.write_text(stamp, encoding="utf-8"))
        training.chmod(0o444)
        training.replace(final / ARCHIVE)
    finally:
        training.unlink(missing_ok=True)
    return made


def _write_atomically(target, write):
    """write(path) into a new file beside target, then renamed to target, read-only."""
    part = target.with_name(f".{target.name}.{os.getpid()}")
    try:
        write(part)
        part.chmod(0o444)
        part.replace(target)
    finally:
        part.unlink(missing_ok=True)


def _jar_names(classpath):
    """Each class folder of the class path and the name of its jar in the archive's folder."""
    folders = [e for e in classpath if not str(e).endswith("*") and Path(e).is_dir()]
    return {f: f"classes-{i + 1}.jar" for i, f in enumerate(folders)}


def _pack(folder, jar):
    """The folder's files and folders as a jar (a zip; folders as entries of their own, as the
    JDK's jar tool writes them, since resources are listed by folder), in a fixed order with fixed
    times: the same folder always makes the same bytes."""
    with zipfile.ZipFile(jar, "w", zipfile.ZIP_DEFLATED) as z:
        for path in sorted(folder.rglob("*")):
            name = path.relative_to(folder).as_posix() + ("/" if path.is_dir() else "")
            info = zipfile.ZipInfo(name, date_time=(2000, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, b"" if path.is_dir() else path.read_bytes())


def _expand(entry):
    """A class path entry as the files it names (Java's rule: a trailing '*' is every jar of its folder)."""
    entry = Path(entry)
    if entry.name == "*":
        return sorted(entry.parent.glob("*.jar"))
    return [entry] if entry.exists() else []


def _folder_digest(folder):
    digest = hashlib.sha256()
    for file in sorted(p for p in folder.rglob("*") if p.is_file()):
        digest.update(file.relative_to(folder).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(file.read_bytes()).digest())
    return digest.hexdigest()


def hold():
    """Opens and holds FOLDER's IN_USE file shared, for as long as this process runs (the open file
    is never closed): no pruning removes a folder while a grading may use it. None when there is
    nothing to hold (no archive made yet, or a folder no one can write, so no one prunes)."""
    import fcntl  # (POSIX, as grading is; the grader's other commands run anywhere)

    try:
        lock = os.open(FOLDER / IN_USE, os.O_RDWR | os.O_CREAT, 0o644)
    except FileNotFoundError:
        return None
    except PermissionError:
        if not (FOLDER / IN_USE).is_file():
            return None
        lock = os.open(FOLDER / IN_USE, os.O_RDONLY)
    fcntl.flock(lock, fcntl.LOCK_SH)  # waits only while another grading prunes
    return lock


def prune(stamp, lock):
    """Removes the archive folders no JDK makes any more from this build: those whose made-from
    file no longer matches what its JDK, its options and the runner's class path are now (or that
    have none: a training that failed), other than `stamp`'s. Only while no other grading holds
    IN_USE (else it waits for a later batch), and only folders named and filled as this module
    makes them. Each is first renamed aside, so a half-removed folder is never taken for an
    archive. Returns the names removed."""
    import fcntl

    if lock is None:
        return []
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return []
    else:
        return [folder.name for folder in _stale(stamp) if _remove(folder)]
    finally:
        fcntl.flock(lock, fcntl.LOCK_SH)  # (turning shared into alone gives up the shared hold first)


def _stale(stamp):
    """The folders of FOLDER that look like ours, other than stamp's, made from what is no more."""
    classpath = list(toolchain.GRADING_RUNNER)
    for folder in sorted(FOLDER.iterdir()):
        try:
            if folder.name != key(stamp) and _looks_ours(folder) and not _still_made(folder / STAMP, classpath):
                yield folder
        except (OSError, ValueError):  # a folder that cannot be read, or a made-from file not ours: kept
            continue


def _still_made(made_from, classpath):
    """Whether the made-from file says what its JDK and options would make now with this class path."""
    if not made_from.is_file():
        return False
    said = made_from.read_text(encoding="utf-8")
    jdk, options = (line.partition(": ")[2] for line in said.splitlines()[:2])
    return facts(jdk, options.split(), classpath) == said


def _looks_ours(folder):
    return (
        KEY.fullmatch(folder.name)
        and folder.is_dir()
        and not folder.is_symlink()
        and all(OURS.fullmatch(p.name) and p.is_file() and not p.is_symlink() for p in folder.iterdir())
    )


def _remove(folder):
    aside = FOLDER / f".pruned-{folder.name}.{os.getpid()}"
    try:
        folder.rename(aside)
        shutil.rmtree(aside)
    except OSError:
        return False
    return True


def for_grading(grading, assignment):
    """How this grading run starts its runners: with the archive of its JDK, options and build,
    made first by a training grading of `assignment`'s student edition when there is none and the
    run grades a batch (for one notebook the training would cost more than it saves), and the
    folders of archives this build no longer makes then pruned; without one, said once, where it
    cannot be made. The archives' folder is held (hold) for as long as the run lasts."""
    from . import protocol

    jdk = grading.jdk()
    classpath = list(toolchain.GRADING_RUNNER)
    options = protocol.submission_limits(grading.options).jvm_options(jdk.feature)
    try:
        stamp = facts(jdk.home, options, classpath)
        if not grading.options.batch:
            hold()
            return runner(stamp, classpath) or without()
        FOLDER.mkdir(parents=True, exist_ok=True)
        lock = hold()
        found = runner(stamp, classpath)
        if found:
            return found
        made = make(
            stamp,
            classpath,
            lambda made, option: _train(grading, assignment, made, option),
            lambda archive: _refused(jdk.java, options, archive),
        )
        prune(stamp, lock)
        return made
    except OSError as e:
        return without(
            f"grading without a class archive ({e.strerror or e}{': ' + e.filename if e.filename else ''}): "
            "each submission's JVM starts slower"
        )


def classes_in(java, options, archive):
    """The names of the classes in the runner's archive and in the JDK's own below it, as the JVM
    lists them (-XX:+PrintSharedArchiveAndExit, with the runner's options and class path: the JVM
    lists an archive only where it would map it). Raises OSError when it cannot list them."""
    argv = [str(java)] + options + archive.options + ["-XX:+PrintSharedArchiveAndExit", "-cp"]
    argv += [os.pathsep.join(map(str, archive.classpath)), "pathlab.kernel.grading.GradingRunner"]
    try:
        out = subprocess.run(argv, capture_output=True, text=True, errors="replace", timeout=120)
    except subprocess.TimeoutExpired:
        raise OSError("listing the archive's classes took over 120 s") from None
    said = out.stdout + out.stderr
    if "archive is valid" not in said:
        raise OSError(f"the JVM cannot list the archive's classes (exit status {out.returncode})")
    return [m.group(1) for m in re.finditer(r"^\s*[0-9]+: (\S+)", said, re.MULTILINE)]


def hidden_in(names):
    """The names among `names` of classes of the hidden tests' folder (whatever the grader may
    send a runner: the hidden tests and their helpers), sorted."""
    root = toolchain.HIDDEN_TESTS
    hidden = {".".join(f.relative_to(root).with_suffix("").parts) for f in root.rglob("*.class")}
    return sorted(hidden.intersection(names))


def _refused(java, options, archive):
    """Why the archive may not be kept (it holds a class of the hidden tests), or None."""
    leaked = hidden_in(classes_in(java, options, archive))
    return f"it holds classes of the hidden tests ({', '.join(leaked[:3])})" if leaked else None


def _train(grading, assignment, made, option):
    """Grades the assignment's student edition, as released, with the runner `made` and the JVM
    option that writes the archive, and runs its visible tests alone (protocol.tests_phase's
    visible_only): the JVM archives the classes of the snippets and tests it ran, and every sandbox
    can read the archive, so it must hold nothing a student may not see (the solution, the hidden
    tests), and JUnit's launcher and engine, which every submission's tests load, are in it this
    way. None, or why it went wrong."""
    from .context import Grading
    from .edition import student_edition
    from .notebook import Submission
    from .protocol import execute

    public = Grading(
        grading.options,
        listing=lambda assignment, java: (grading.catalog(assignment), grading.own_work(assignment)),
        hidden_classes=lambda assignment: {},
        released=lambda assignment, catalog: (grading.released(assignment), None),
        jdk=grading.jdk,
    )
    nb = student_edition(assignments.by_id(assignment).notebook)
    sub = Submission(assignments.by_id(assignment).notebook, assignment)
    try:
        execute(public, sub, nb, 0, (made, option))
    except subprocess.TimeoutExpired:
        return "it did not end within the time limit"
    return sub.not_run
